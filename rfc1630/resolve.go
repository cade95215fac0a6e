package rfc1630

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Trace actions: constants, so a trace costs only its State strings.
const (
	actDifferent    = "the scheme parts are different: the whole absolute URI is given"
	actSameAbsolute = "the scheme parts are the same, but samescheme=absolute: kept as given"
	actSameOmitted  = "the scheme parts are the same: the scheme is omitted"
	actPartial      = "no colon before any slash: a partial form"
	actEmpty        = "empty partial: the context URI itself, without its fragment-id"
	actRun          = "prepend the context up to the chosen run of as many slashes"
	actNoRun        = "no run of exactly as many slashes in the context: prepend its scheme only"
	actMerge        = "remove the last part of the context path (and its search part), append the partial"
	actDotDot       = `remove "xxx/../"`
	actEndDotDot    = `remove "xxx/.." at the end of the path (enddotdot=remove)`
	actDot          = `remove "/."`
	actFragid       = "append the fragment-id of the reference"
)

// resolve is the one body of Resolve and ResolveTrace; step is nil for
// Resolve, and every trace site is guarded so that it then costs nothing.
// Both references are taken as their text and parsed again, unless Parse
// made them; they are passed by pointer and read as parts, for a Reference
// is costly to copy. The result is written to t.
func (d *Dialect) resolve(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	bs, b := text(base)
	rs, r := text(ref)
	return d.resolveParts(t, bs, &b, rs, &r, step, nil)
}

// resolveParts resolves the text rs, split into r, against the context
// bs, split into b, and writes the result to t, which may be the
// context's Reference: it is written last.
func (d *Dialect) resolveParts(t *dialect.Reference, bs string, b *parts, rs string, r *parts, step func(dialect.Step), scratch *[]byte) error {
	if !b.scheme.OK() {
		return &dialect.ParseError{
			Dialect: d.Name(), Input: bs, Rule: ruleContext,
			Msg: "the context URI has no scheme; partial forms are used \"within a object whose URI is well defined\"",
		}
	}
	colon := b.scheme.Hi

	// Step 1: absolute or partial, and the scheme.
	pstart := 0
	if r.scheme.OK() {
		rscheme := r.scheme.In(rs)
		if rscheme != bs[:colon] || d.opts.sameSchemeAbsolute {
			if step != nil {
				act := actDifferent
				if rscheme == bs[:colon] {
					act = actSameAbsolute
				}
				step(dialect.Step{Rule: ruleScheme, Action: act, State: rs})
			}
			*t = dialect.NewReference(rs)
			r.define(t)
			t.Mark(grammar)
			return nil
		}
		pstart = len(rscheme) + 1
		if step != nil {
			step(dialect.Step{Rule: ruleScheme, Action: actSameOmitted, State: rs[pstart:]})
		}
	} else if step != nil {
		step(dialect.Step{Rule: ruleScheme, Action: actPartial, State: rs})
	}
	frag, hasFrag := r.fragment.In(rs), r.fragment.OK()
	pend := len(rs)
	if hasFrag {
		pend -= len(frag) + 1
	}
	p := rs[pstart:pend] // the partial form, without its fragment-id

	uriEnd := len(bs) // the context without its fragment-id
	if b.fragment.OK() {
		uriEnd = b.fragment.Lo - 1
	}
	pathLo, pathHi := b.path.Lo, b.path.Hi
	// A void path after a host part stands for the root, "/", in steps 2
	// and 3: "magic://a" is read as "magic://a/".
	root := pathLo == pathHi && b.host.OK()

	var buf uritext.Buffer
	buf.Reuse(scratch)
	switch n := leadingSlashes(p); {
	case p == "" && d.opts.empty == EmptyIsContext:
		buf.Grow(uriEnd + 1 + len(frag))
		buf.WriteString(bs[:uriEnd])
		if step != nil {
			step(dialect.Step{Rule: ruleContext, Action: actEmpty, State: bs[:uriEnd]})
		}
	case n > 0:
		// Step 2: the leading slashes rule, over the context up to the
		// end of its path.
		cut, act := d.findRun(bs[:pathHi], root, n), actRun
		if cut < 0 {
			cut, act = colon+1, actNoRun
		}
		buf.Grow(cut + len(p) + 1 + len(frag))
		buf.WriteString(bs[:cut])
		buf.WriteString(p)
		if step != nil {
			step(dialect.Step{Rule: ruleSlashes, Action: act, State: string(buf.Bytes())})
		}
	default:
		// Step 3: replace the last part of the context path.
		keep := pathLo
		if i := strings.LastIndexByte(bs[pathLo:pathHi], '/'); i >= 0 {
			keep = pathLo + i + 1
		}
		buf.Grow(keep + 1 + len(p) + 1 + len(frag))
		buf.WriteString(bs[:keep])
		if root {
			buf.WriteByte('/')
		}
		buf.WriteString(p)
		if step != nil {
			step(dialect.Step{Rule: ruleMerge, Action: actMerge, State: string(buf.Bytes())})
		}
		// Step 4, on the path only: the partial's search part is kept.
		hi := buf.Len() - len(p)
		if q := strings.IndexByte(p, '?'); q >= 0 {
			hi += q
		} else {
			hi += len(p)
		}
		bb := buf.Bytes()
		if w := d.removeDots(bb, pathLo, hi, step); w < hi {
			buf.Truncate(w + copy(bb[w:], bb[hi:]))
		}
	}
	if hasFrag {
		buf.WriteByte('#')
		buf.WriteString(frag)
		if step != nil {
			step(dialect.Step{Rule: ruleFragid, Action: actFragid, State: string(buf.Bytes())})
		}
	}
	out := buf.String()
	*t = parse(out)
	return nil
}

// leadingSlashes counts the slashes p starts with.
func leadingSlashes(p string) int {
	n := 0
	for n < len(p) && p[n] == '/' {
		n++
	}
	return n
}

// findRun returns the index in s of the run of exactly n slashes that the
// leading slashes rule picks, or -1 if there is none. With root, s is read
// as if a slash followed it. A run is maximal: it is neither preceded nor
// followed by a slash. Under SlashesExamples it is the first such run; under
// SlashesLiteral the first one "which has no greater number of consecutive
// slashes anywhere to the right of it", that is, the first one after the
// last longer run.
func (d *Dialect) findRun(s string, root bool, n int) int {
	end := len(s)
	if root {
		end++
	}
	slash := func(i int) bool { return i == len(s) || s[i] == '/' }
	found := -1
	for i := 0; i < end; {
		if !slash(i) {
			i++
			continue
		}
		j := i + 1
		for j < end && slash(j) {
			j++
		}
		switch {
		case j-i == n && found < 0:
			found = i
			if d.opts.slashes == SlashesExamples {
				return found
			}
		case j-i > n:
			found = -1
		}
		i = j
	}
	return found
}

// removeDots applies step 4 to the path b[lo:hi] in place and returns the
// end of the result, b[lo:w]. It reads the path as a sequence of
// slash-terminated tokens ("b/", "../", and a last token without a slash)
// and keeps the tokens written so far as a stack in b[lo:w], which always
// ends in a slash when not empty. This is the leftmost-first reading of
// "recursively removed", in one pass:
//
//   - "/." is a "." element after a slash: a "./" token is dropped, and a
//     last "." drops itself and the slash before it;
//   - "xxx/../" is a "../" token after the token xxx/, which is popped. xxx
//     is never ".." under XXXNotDotDot, and never the empty text before a
//     leading slash, which is no path element (so "/../g" stays);
//   - under EndDotDotRemove, a last ".." pops xxx/ as "../" would.
//
// Each token is copied at most once and each pop scans back over bytes it
// then removes, or over a ".." or empty token, so the work is linear.
func (d *Dialect) removeDots(b []byte, lo, hi int, step func(dialect.Step)) int {
	// Up to the first element "." or "..", every token is copied onto
	// itself: start there, or return at once if there is none.
	w := firstDotElement(b, lo, hi)
	if w == hi {
		return hi
	}
	traced := 0 // removals reported, at most dialect.MaxRepeatedSteps one by one
	for r := w; r < hi; {
		e := r
		for e < hi && b[e] != '/' {
			e++
		}
		last := e == hi
		next := e
		if !last {
			next = e + 1
		}
		elem := b[r:e]
		act := ""
		switch {
		case len(elem) == 1 && elem[0] == '.' && w > lo:
			if last {
				w-- // the slash before the final "."
			}
			act = actDot
		case len(elem) == 2 && elem[0] == '.' && elem[1] == '.' && (!last || d.opts.endDotDot == EndDotDotRemove):
			if t, ok := d.popTop(b, lo, w); ok {
				w = t
				act = actDotDot
				if last {
					act = actEndDotDot
				}
				break
			}
			fallthrough
		default:
			w += copy(b[w:], b[r:next])
		}
		if act != "" && step != nil {
			if traced++; traced <= dialect.MaxRepeatedSteps {
				step(dialect.Step{Rule: ruleDots, Action: act, State: string(b[lo:w]) + string(b[next:hi])})
			}
		}
		r = next
	}
	if step != nil && traced > dialect.MaxRepeatedSteps {
		step(dialect.Step{Rule: ruleDots, Action: "remove " + strconv.Itoa(traced-dialect.MaxRepeatedSteps) +
			` more "xxx/../" or "/." as above, not shown one by one`, State: string(b[lo:w])})
	}
	return w
}

// firstDotElement returns the start of the first complete path element
// "." or ".." in b[lo:hi], or hi.
func firstDotElement(b []byte, lo, hi int) int {
	for k := lo; k < hi; {
		j := bytes.IndexByte(b[k:hi], '.')
		if j < 0 {
			break
		}
		k += j
		if k == lo || b[k-1] == '/' {
			e := k + 1
			if e < hi && b[e] == '.' {
				e++
			}
			if e == hi || b[e] == '/' {
				return k
			}
		}
		k++
	}
	return hi
}

// popTop returns the start of the last token of the stack b[lo:w] and
// whether it may be the xxx of "xxx/../".
func (d *Dialect) popTop(b []byte, lo, w int) (int, bool) {
	if w == lo {
		return 0, false
	}
	t := w - 1 // b[w-1] is the token's slash
	for t > lo && b[t-1] != '/' {
		t--
	}
	elem := b[t : w-1]
	switch {
	case len(elem) == 0 && t == lo:
		return 0, false // the empty text before a leading slash
	case len(elem) == 2 && elem[0] == '.' && elem[1] == '.' && d.opts.xxx == XXXNotDotDot:
		return 0, false
	}
	return t, true
}
