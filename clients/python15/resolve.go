package python15

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/segstack"
)

// src is the place every rule of this dialect cites: the function of
// Lib/urlparse.py it follows, and what the step there does.
const (
	srcJoin  = "urljoin"
	srcParse = "urlparse"
	srcUn    = "urlunparse"
)

// rule returns the rule citing the dialect's Python release, the file and
// the function: "Python 1.5.2, Lib/urlparse.py, urljoin".
func (d *Dialect) rule(function string) dialect.Rule {
	return dialect.Rule{Doc: d.opts.doc(), Sec: "Lib/urlparse.py", Function: function}
}

// Resolve resolves ref against base as urljoin(base, url) did. Both are
// taken as their text: the reference is split in the base's context, as
// urljoin splits it with urlparse(url, bscheme). Python 1.5's urljoin
// returns a string for any two strings, and Resolve never fails; 2.7's
// raises ValueError("Invalid IPv6 URL") for a netloc with "[" and no "]"
// (or "]" and no "["), and so does Resolve (option version=2.7).
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.resolve(base.String(), ref.String(), nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// ParseIn, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	bs := base.String()
	if d.opts.version == Version27 {
		// ParseIn's refusal of the reference comes before the base's.
		b, _ := d.urlparse27(bs, "")
		if _, err := d.urlparse27(ref, b.scheme); err != nil {
			return err
		}
	}
	r, err := d.resolve(bs, ref, nil)
	if err != nil {
		return err
	}
	*t = r
	return nil
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing "Python 1.5.2, Lib/urlparse.py, urljoin".
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return d.resolve(base.String(), ref.String(), step)
}

// joined is the tuple urljoin hands to urlunparse: the texts of its six
// components, the path possibly in two pieces (the merged path is written
// into the output buffer directly).
type joined struct {
	scheme, netloc, path, params, query, fragment string
}

// resolve is urljoin; see the package doc for its steps.
func (d *Dialect) resolve(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	if d.opts.version == Version27 {
		return d.resolve27(bs, rs, step)
	}
	return d.resolve15(bs, rs, step), nil
}

// resolve15 is urljoin of Python 1.5 and 1.5.2.
func (d *Dialect) resolve15(bs, rs string, step func(dialect.Step)) dialect.Reference {
	say := func(sec, action, state string) {
		if step != nil {
			step(dialect.Step{Rule: d.rule(sec), Action: action, State: state})
		}
	}
	// "if not base: return url"
	if bs == "" {
		say(srcJoin, "no base: the reference is returned as it is", rs)
		return d.reference(rs, "")
	}
	b := d.urlparse(bs, "")
	r := d.urlparse(rs, b.scheme)
	say(srcParse, "split the base, then the reference with the base's scheme as its default", rs)
	j := joined{
		scheme: r.scheme, netloc: r.NetLoc.In(rs), path: r.Path.In(rs),
		params: r.Params.In(rs), query: r.Query.In(rs), fragment: r.Fragment.In(rs),
	}
	bnetloc := b.NetLoc.In(bs)
	same := strings.EqualFold(r.scheme, b.scheme)

	// "XXX Unofficial hack: default netloc to bnetloc even if schemes
	// differ", without the base's port.
	if !same && j.netloc == "" && in(usesRelative, r.scheme) && in(usesRelative, b.scheme) &&
		in(usesNetloc, r.scheme) && in(usesNetloc, b.scheme) {
		j.netloc = stripPort(bnetloc)
		say(srcJoin, "another scheme, both relative and with a netloc: take the base's netloc without its port (\"Unofficial hack\")", j.netloc)
	}
	if !same || !in(usesRelative, r.scheme) {
		return d.unparse(j, "", "", step, "another scheme, or one not in uses_relative: the reference's parts, joined again")
	}
	if in(usesNetloc, r.scheme) {
		if j.netloc != "" {
			return d.unparse(j, "", "", step, "the reference has a netloc: its parts, joined again")
		}
		j.netloc = bnetloc
		say(srcJoin, "no netloc: take the base's", bnetloc)
	}
	if strings.HasPrefix(j.path, "/") {
		return d.unparse(j, "", "", step, "the path starts with \"/\": taken as it is")
	}
	if j.path == "" {
		// "return urlunparse((scheme, netloc, bpath, params, query or
		// bquery, fragment))": the base's params are not taken.
		j.path = b.Path.In(bs)
		if j.query == "" {
			j.query = b.Query.In(bs)
		}
		return d.unparse(j, "", "", step, "empty path: the base's path, the reference's params, its query or else the base's")
	}
	// "i = rfind(bpath, '/'); if i >= 0: path = bpath[:i] + '/' + path"
	bpath := b.Path.In(bs)
	dir := ""
	if i := strings.LastIndexByte(bpath, '/'); i >= 0 {
		dir = bpath[:i+1]
	}
	if step != nil {
		say(srcJoin, "merge: the base path up to its last \"/\", then the path", dir+j.path)
	}
	return d.unparse(j, dir, j.path, step, "")
}

// stripPort is the hack's "Strip the port number": from the first ":"
// after the first "@" (or from the start, when there is none).
func stripPort(netloc string) string {
	i := strings.IndexByte(netloc, '@')
	if i < 0 {
		i = 0
	}
	if k := strings.IndexByte(netloc[i:], ':'); k >= 0 {
		return netloc[:i+k]
	}
	return netloc
}

// unparse is urlunparse((scheme, netloc, url, params, query, fragment)):
//
//	if netloc: if url[:1] != '/': url = '/' + url; url = '//' + netloc + url
//	if scheme: url = scheme + ':' + url
//	then ";" params, "?" query and "#" fragment, each only when not empty.
//
// When dir or rel is not empty, the path is the merge dir + rel, whose
// segments are reduced as urljoin reduces them (see segments) as they are
// written. The scheme is written lowercased, as urlparse returns it.
func (d *Dialect) unparse(j joined, dir, rel string, step func(dialect.Step), why string) dialect.Reference {
	merge := dir != "" || rel != ""
	n := len(j.scheme) + 3 + len(j.netloc) + 1 + len(j.path) + len(dir) + 2 + len(j.params) + len(j.query) + len(j.fragment) + 3
	buf := make([]byte, 0, n)
	for i := 0; i < len(j.scheme); i++ {
		c := j.scheme[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	if j.scheme != "" {
		buf = append(buf, ':')
	}
	if j.netloc != "" {
		buf = append(buf, "//"...)
		buf = append(buf, j.netloc...)
	}
	pathStart := len(buf)
	var report string
	if merge {
		var removed int
		buf, removed = d.segments(buf, dir, rel)
		if step != nil {
			report = "reduce the segments: drop \".\" (a last \".\" becomes \"\"), remove " + strconv.Itoa(removed) +
				" \"<segment>/..\" pairs whose segment is not empty, then a last \"..\" with the segment before it"
		}
	} else {
		buf = append(buf, j.path...)
	}
	if j.netloc != "" && (len(buf) == pathStart || buf[pathStart] != '/') {
		// "if url[:1] != '/': url = '/' + url"
		buf = append(buf, 0)
		copy(buf[pathStart+1:], buf[pathStart:])
		buf[pathStart] = '/'
	}
	if j.params != "" {
		buf = append(buf, ';')
		buf = append(buf, j.params...)
	}
	if j.query != "" {
		buf = append(buf, '?')
		buf = append(buf, j.query...)
	}
	if j.fragment != "" {
		buf = append(buf, '#')
		buf = append(buf, j.fragment...)
	}
	s := clientcore.View(buf)
	if step != nil {
		if merge {
			step(dialect.Step{Rule: d.rule(srcJoin), Action: report, State: string(buf[pathStart:])})
		} else {
			step(dialect.Step{Rule: d.rule(srcJoin), Action: why, State: s})
		}
		step(dialect.Step{Rule: d.rule(srcUn), Action: "join the parts, leaving out the empty ones", State: s})
	}
	return d.reference(s, "")
}

// segments writes the path of the merge dir + rel to buf, reduced as
// urljoin reduces splitfields(path, '/'):
//
//  1. "if segments[-1] == '.': segments[-1] = ”";
//  2. "while '.' in segments: segments.remove('.')";
//  3. repeatedly delete the first pair segments[i-1:i+1] with
//     segments[i] == '..' and segments[i-1] not empty, for 1 <= i <
//     len(segments)-1: the last segment is never the ".." of a pair, and
//     a segment ".." is not empty, so "../.." is a pair too;
//  4. 1.5.2 only: "if len(segments) == 2 and segments[1] == '..' and
//     segments[0] == ”: segments[-1] = ”";
//  5. "elif len(segments) >= 2 and segments[-1] == '..': segments[-2:] =
//     [”]".
//
// Deleting the first pair and starting over, as urljoin does, deletes
// the same pairs as one pass with a stack: a segment is pushed, or it is
// ".." and pops a non-empty top. The pass is linear where urljoin's loop
// is quadratic. It returns how many pairs were deleted.
func (d *Dialect) segments(buf []byte, dir, rel string) ([]byte, int) {
	st := segstack.Start(buf)
	removed := 0
	// splitfields(bpath[:i] + '/' + path, '/') is the fields of bpath[:i]
	// (dir without its last "/"; one empty field when that is empty),
	// then those of path.
	last := strings.LastIndexByte(rel, '/')
	for k := 0; k < 2; k++ {
		s := rel[:max(last, 0)]
		if k == 0 {
			if dir == "" {
				continue
			}
			s = dir[:len(dir)-1]
		} else if last < 0 {
			break
		}
		for {
			seg, rest, more := strings.Cut(s, "/")
			switch {
			case seg == ".":
			case seg == ".." && st.Len() > 0 && !st.TopIs("") && (d.opts.version != Version27 || !st.TopIs("..")):
				st.Pop()
				removed++
			default:
				st.Push(seg)
			}
			if !more {
				break
			}
			s = rest
		}
	}
	// The last field never goes through the pass: a "." becomes "", and a
	// ".." takes the segment before it with it.
	tail := rel[last+1:]
	switch {
	case tail == ".":
		st.Push("")
	case tail == ".." && st.Len() == 1 && st.TopIs("") && d.opts.version != Version15:
		st.Push("") // ['', '..'] becomes ['', '']
	case tail == ".." && st.Len() >= 1:
		st.Pop() // segments[-2:] = ['']
		st.Push("")
	default:
		st.Push(tail)
	}
	return st.Buf, removed
}
