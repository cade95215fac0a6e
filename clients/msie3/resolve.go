package msie3

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The observations each rule rests on: Roy Fielding's 1997 test pages
// (clients/testdata/fielding1997.txt), column "MSIE 3.01; Windows 95".
var (
	ruleBase     = dialect.Rule{Doc: "MSIE 3.01", Sec: "model: a document's URL is absolute"}
	ruleScheme   = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Part 1: "g:h" = "g:h", "http:g" = "http://a/b/c/g"`}
	ruleEmpty    = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Part 1: "" = "http://a/b/c/d;p?q", "#s" = "http://a/b/c/d;p?q#s"`}
	ruleNet      = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Parts 1, 4: "//g" = "http://g"`}
	ruleAbsPath  = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Part 1: "/./g" = "http://a/./g"`}
	ruleMerge    = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Parts 1-3: "?y" = "http://a/b/c/?y", "g" = "http://a/b/c/d;p=1/g"`}
	ruleSimplify = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Parts 1, 4: "./../g" = "http://a/b/c/../g", ".." = "http://a/b", "../../" = "fred:///s//a/"`}
	ruleFragment = dialect.Rule{Doc: "MSIE 3.01", Sec: `observed, Fielding 1997 Part 1: "g#s/../x" = "http://a/b/c/g#s/../x"`}
	ruleResult   = dialect.Rule{Doc: "MSIE 3.01", Sec: "observed, Fielding 1997: the URL the status bar showed"}
)

// Resolve resolves ref against base by the model of MSIE 3.01 (see the
// package doc). Both are taken as their text. It fails only for a base
// without a scheme: a document's URL in a browser always had one.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return resolve(base.String(), ref.String(), nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	r, err := resolve(base.String(), ref, nil)
	if err != nil {
		return err
	}
	*t = r
	return nil
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// each citing the observations that decide it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return resolve(base.String(), ref.String(), step)
}

func resolve(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	say := func(r dialect.Rule, action, state string) {
		if step != nil {
			step(dialect.Step{Rule: r, Action: action, State: state})
		}
	}
	b := split(bs)
	if !b.Scheme.OK() {
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: bs, Offset: 0, Rule: ruleBase,
			Msg: "the base has no scheme: a browser's document always had an absolute URL"}
	}
	bscheme := b.Scheme.In(bs)
	// The base without its fragment, and the base up to its path.
	bEnd := len(bs)
	if b.Fragment.OK() {
		bEnd = b.Fragment.Lo - 1
	}
	pathStart := b.Path.Lo

	// The fragment is set aside first: what follows "#" is never merged.
	rest, frag, hasFrag := rs, "", false
	if k := strings.IndexByte(rs, '#'); k >= 0 {
		rest, frag, hasFrag = rs[:k], rs[k+1:], true
	}
	if i := schemeEnd(rest); i > 0 {
		if !strings.EqualFold(rest[:i], bscheme) {
			say(ruleScheme, "another scheme: the reference is absolute", rs)
			return reference(rs), nil
		}
		rest = rest[i+1:]
		say(ruleScheme, "the base's scheme: dropped, the rest is relative", rest)
	}
	var prefix, path string
	merge := false
	switch {
	case rest == "":
		say(ruleEmpty, "nothing but a fragment, or nothing: the base's URL", bs[:bEnd])
		prefix = bs[:bEnd]
	case strings.HasPrefix(rest, "//"):
		say(ruleNet, "a network path: the base's scheme, then the reference", rest)
		prefix, path = bs[:b.Scheme.Hi+1], rest
	case rest[0] == '/':
		say(ruleAbsPath, "an absolute path: the base's scheme and host, then the path as it is", rest)
		prefix, path = bs[:pathStart], rest
	default:
		prefix, merge = bs[:pathStart], true
		bpath := b.Path.In(bs)
		dir := bpath[:strings.LastIndexByte(bpath, '/')+1]
		if dir == "" && b.NetLoc.OK() {
			dir = "/"
		}
		path = dir
		if step != nil {
			say(ruleMerge, "merge: the base's path, its query left out, up to its last \"/\", then the reference with its query", dir+rest)
		}
	}

	slashes := 0
	if merge {
		slashes = strings.Count(path, "/") + strings.Count(rest, "/")
	}
	n := len(prefix) + len(path) + len(rest) + 1 + len(frag)
	buf := make([]byte, n, n+4*slashes)
	w := copy(buf, prefix)
	w += copy(buf[w:], path)
	if merge {
		w += copy(buf[w:], rest)
		ps := len(prefix)
		var c counts
		k := simplify(buf[ps:w], buf[n:n+4*slashes], b.NetLoc.OK() && b.NetLoc.Lo == b.NetLoc.Hi, &c)
		w = ps + k
		if step != nil {
			say(ruleSimplify, "simplify the path left to right: "+strconv.Itoa(c.pairs)+" \"/<segment>/..\" removed, "+
				strconv.Itoa(c.dropped)+" \"/..\" with no segment to remove dropped, "+strconv.Itoa(c.dots)+
				" \"/.\" removed (the character after each is passed over), "+strconv.Itoa(c.kept)+" \"..\" after \"..\" kept",
				string(buf[ps:w]))
		}
	}
	if hasFrag {
		buf[w] = '#'
		w++
		w += copy(buf[w:], frag)
		say(ruleFragment, "the fragment, put back as it was", frag)
	}
	s := clientcore.View(buf[:w])
	say(ruleResult, "the answer", s)
	return reference(s), nil
}

// counts are what simplify did, for the trace.
type counts struct{ pairs, dropped, dots, kept int }

// simplify rewrites the merged path p in place, left to right, as the
// observations show MSIE 3.01 did, and returns its new length. stack is
// scratch room for the offsets of the "/" written, four bytes each. At a
// "/" followed by ".." and then "/" or the end:
//
//   - the "/" before it in what is written so far (q) opens the segment
//     to remove: "/<segment>/.." is removed and the scan goes on at the
//     "/" that now stands there;
//   - with no such "/", or a "/" right before q (the segment follows an
//     empty one, "//"), or q at the start of a path that follows an empty
//     host ("fred:///"), the "/.." is dropped (Part 1 "../../../g",
//     Part 4 "../../");
//   - when the segment is "..", the "/.." is kept (a choice: unobserved).
//
// At a "/" followed by "." and then "/" or the end, "/." is removed and
// the character after it passed over unexamined ("./../g" keeps its "..";
// "." gives "http://a/b/c", "./g/." gives "http://a/b/c/g"). Every other
// character is kept. The work is linear: the stack of "/" offsets finds q
// at once.
func simplify(p, stack []byte, emptyHost bool, c *counts) int {
	n := len(p)
	w, top := 0, 0 // written length; slashes on the stack
	push := func(at int) {
		stack[4*top], stack[4*top+1], stack[4*top+2], stack[4*top+3] = byte(at), byte(at>>8), byte(at>>16), byte(at>>24)
		top++
	}
	last := func() int {
		if top == 0 {
			return -1
		}
		i := 4 * (top - 1)
		return int(stack[i]) | int(stack[i+1])<<8 | int(stack[i+2])<<16 | int(stack[i+3])<<24
	}
	put := func(b byte) {
		if b == '/' {
			push(w)
		}
		p[w] = b
		w++
	}
	for r := 0; r < n; {
		if p[r] != '/' {
			put(p[r])
			r++
			continue
		}
		if r+2 < n && p[r+1] == '.' && p[r+2] == '.' && (r+3 == n || p[r+3] == '/') {
			q := last()
			switch {
			case q >= 0 && w-q == 3 && p[q+1] == '.' && p[q+2] == '.':
				c.kept++
				put('/')
				r++
			case q < 0 || q == 0 && emptyHost || q > 0 && p[q-1] == '/':
				c.dropped++
				r += 3
			default:
				c.pairs++
				w = q
				top--
				r += 3
			}
			continue
		}
		if r+1 < n && p[r+1] == '.' && (r+2 == n || p[r+2] == '/') {
			c.dots++
			r += 2
			if r < n {
				put(p[r])
				r++
			}
			continue
		}
		put('/')
		r++
	}
	return w
}
