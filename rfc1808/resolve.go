package rfc1808

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// The steps of RFC 1808, Section 4, and the other places a resolution
// cites.
var (
	ruleStep1    = dialect.Rule{Doc: doc, Sec: "4", Step: "1"}
	ruleStep2a   = dialect.Rule{Doc: doc, Sec: "4", Step: "2a"}
	ruleStep2b   = dialect.Rule{Doc: doc, Sec: "4", Step: "2b"}
	ruleStep2c   = dialect.Rule{Doc: doc, Sec: "4", Step: "2c"}
	ruleStep3    = dialect.Rule{Doc: doc, Sec: "4", Step: "3"}
	ruleStep4    = dialect.Rule{Doc: doc, Sec: "4", Step: "4"}
	ruleStep5    = dialect.Rule{Doc: doc, Sec: "4", Step: "5"}
	ruleStep5a   = dialect.Rule{Doc: doc, Sec: "4", Step: "5a"}
	ruleStep5b   = dialect.Rule{Doc: doc, Sec: "4", Step: "5b"}
	ruleStep6    = dialect.Rule{Doc: doc, Sec: "4", Step: "6"}
	ruleStep6a   = dialect.Rule{Doc: doc, Sec: "4", Step: "6a"}
	ruleStep6b   = dialect.Rule{Doc: doc, Sec: "4", Step: "6b"}
	ruleStep6c   = dialect.Rule{Doc: doc, Sec: "4", Step: "6c"}
	ruleStep6d   = dialect.Rule{Doc: doc, Sec: "4", Step: "6d"}
	ruleStep7    = dialect.Rule{Doc: doc, Sec: "4", Step: "7"}
	ruleLastPara = dialect.Rule{Doc: doc, Sec: "4"}   // "Fragment identifiers are only inherited ..."
	ruleLoophole = dialect.Rule{Doc: doc, Sec: "5.2"} // "some older parsers allow the scheme name ..."
	ruleBaseURL  = dialect.Rule{Doc: doc, Sec: "3"}   // "some absolute "base URL""
)

// Resolve resolves ref against base by RFC 1808, Section 4, steps 1 to 7.
// Both are taken as their text and parsed again by Section 2.4, as step 2
// says (a Reference that Parse made is read as it is, which comes to the
// same). It fails only when base is neither empty nor absolute (see the
// package documentation). The result is one new string, or base or ref
// itself where step 1, 2a or 2b says "we are done".
func (d *Dialect) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, nil)
	return t, err
}

// resolveText is ResolveText after the kit's length check, with the
// target built in *scratch when it is not nil (uritext.Buffer.Reuse).
func (d *Dialect) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	bs, b := text(base)
	r := split(ref)
	return d.resolveParts(t, bs, &b, ref, &r, nil, scratch)
}

// ResolveTrace resolves as Resolve does and reports each step taken to
// step, citing "RFC 1808, Section 4, step 5a" and so on.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, step)
	return t, err
}

// resolve is the body of Resolve and ResolveTrace; it writes the result
// to t. The references are passed by pointer, for a Reference is costly
// to copy, and read as relurl.Parts (see text).
func (d *Dialect) resolve(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	bs, b := text(base)
	rs, r := text(ref)
	return d.resolveParts(t, bs, &b, rs, &r, step, nil)
}

// resolveParts resolves the text rs, split into r, against the base bs,
// split into b, and writes the result to t, which may be the base's
// Reference: it is written last.
func (d *Dialect) resolveParts(t *dialect.Reference, bs string, b *relurl.Parts, rs string, r *relurl.Parts, step func(dialect.Step), scratch *[]byte) error {

	// Step 1: "If the base URL is the empty string (unknown), the embedded
	// URL is interpreted as an absolute URL and we are done."
	if bs == "" {
		if step != nil {
			step(dialect.Step{Rule: ruleStep1, Action: "the base URL is empty: the embedded URL is taken as absolute", State: rs})
		}
		*t = parse(rs)
		return nil
	}
	if !b.Scheme.OK() {
		return &dialect.ParseError{
			Dialect: name, Input: bs, Offset: 0, Len: len(bs), Rule: ruleBaseURL,
			Msg: `the base URL has no scheme: Section 3 requires "some absolute "base URL""`,
		}
	}

	// Step 2: "Both the base and embedded URLs are parsed into their
	// component relurl.Parts as described in Section 2.4." (text did, or found
	// them parsed by this package already.)

	// 2a: "If the embedded URL is entirely empty, it inherits the entire
	// base URL (i.e., is set equal to the base URL) and we are done." This
	// is also the one case in which the fragment is inherited.
	if rs == "" {
		if step != nil {
			step(dialect.Step{Rule: ruleStep2a, Action: "the embedded URL is entirely empty: it is set equal to the base URL", State: bs})
		}
		*t = dialect.NewReference(bs)
		b.Define(t)
		t.Mark(grammar)
		return nil
	}

	// 2b: "If the embedded URL starts with a scheme name, it is
	// interpreted as an absolute URL and we are done." Unless the
	// loophole of Section 5.2 is allowed and the scheme is the base's.
	if r.Scheme.OK() {
		if d.opts.sameScheme != dialect.SameSchemeAsRelative || !strings.EqualFold(r.Scheme.In(rs), b.Scheme.In(bs)) {
			if step != nil {
				step(dialect.Step{Rule: ruleStep2b, Action: "the embedded URL starts with a scheme name: it is absolute", State: rs})
			}
			*t = dialect.NewReference(rs)
			r.Define(t)
			t.Mark(grammar)
			return nil
		}
		if step != nil {
			step(dialect.Step{Rule: ruleLoophole, Action: "the scheme name is the base URL's: ignore it (samescheme=relative, the loophole of older parsers)", State: r.Scheme.In(rs)})
		}
	}

	// 2c: "Otherwise, the embedded URL inherits the scheme of the base URL."
	scheme := b.Scheme.In(bs)
	if step != nil {
		step(dialect.Step{Rule: ruleStep2c, Action: "inherit the scheme of the base URL", State: scheme})
	}

	netLoc, hasNetLoc := r.NetLoc.In(rs), r.NetLoc.OK()
	path := r.Path.In(rs)
	params, hasParams := r.Params.In(rs), r.Params.OK()
	query, hasQuery := r.Query.In(rs), r.Query.OK()
	merge := false

	// Step 3: "If the embedded URL's <net_loc> is non-empty, we skip to
	// Step 7. Otherwise, the embedded URL inherits the <net_loc> (if any)
	// of the base URL."
	if netLoc != "" {
		if step != nil {
			step(dialect.Step{Rule: ruleStep3, Action: "the net_loc is non-empty: skip to step 7", State: netLoc})
		}
	} else {
		if b.NetLoc.OK() {
			netLoc, hasNetLoc = b.NetLoc.In(bs), true
		}
		if step != nil {
			step(dialect.Step{Rule: ruleStep3, Action: inherited("net_loc", b.NetLoc.OK()), State: netLoc})
		}
		switch {
		case strings.HasPrefix(path, "/"):
			// Step 4: "If the embedded URL path is preceded by a slash
			// "/", the path is not relative and we skip to Step 7."
			if step != nil {
				step(dialect.Step{Rule: ruleStep4, Action: `the path is preceded by a slash "/": skip to step 7`, State: path})
			}
		case path == "":
			// Step 5: "If the embedded URL path is empty (and not
			// preceded by a slash), then the embedded URL inherits the
			// base URL path, and
			path = b.Path.In(bs)
			if step != nil {
				step(dialect.Step{Rule: ruleStep5, Action: "the path is empty: inherit the base URL path", State: path})
			}
			// a) if the embedded URL's <params> is non-empty, we skip to
			// step 7; otherwise, it inherits the <params> of the base URL
			// (if any) and
			if params != "" {
				if step != nil {
					step(dialect.Step{Rule: ruleStep5a, Action: "the params are non-empty: skip to step 7", State: params})
				}
				break
			}
			if b.Params.OK() {
				params, hasParams = b.Params.In(bs), true
			}
			if step != nil {
				step(dialect.Step{Rule: ruleStep5a, Action: inherited("params", b.Params.OK()), State: params})
			}
			// b) if the embedded URL's <query> is non-empty, we skip to
			// step 7; otherwise, it inherits the <query> of the base URL
			// (if any) and we skip to step 7."
			if query != "" {
				if step != nil {
					step(dialect.Step{Rule: ruleStep5b, Action: "the query is non-empty: skip to step 7", State: query})
				}
				break
			}
			if b.Query.OK() {
				query, hasQuery = b.Query.In(bs), true
			}
			if step != nil {
				step(dialect.Step{Rule: ruleStep5b, Action: inherited("query", b.Query.OK()), State: query})
			}
		default:
			merge = true
		}
	}

	// Step 6: "The last segment of the base URL's path (anything following
	// the rightmost slash "/", or the entire path if no slash is present)
	// is removed and the embedded URL's path is appended in its place."
	var dir string
	if merge {
		bp := b.Path.In(bs)
		dir = bp[:strings.LastIndexByte(bp, '/')+1]
		if bp == "" && hasNetLoc {
			// An empty base path after a net_loc: net_path = "//"
			// net_loc [ abs_path ] puts a path after a net_loc only
			// with its slash, so the path starts as "/" (see the
			// package documentation).
			dir = "/"
		}
	}

	// Step 7: "The resulting URL components, including any inherited from
	// the base URL, are recombined to give the absolute form of the
	// embedded URL." The fragment is the embedded URL's own (Section 4:
	// "Fragment identifiers are only inherited from the base URL when the
	// entire embedded URL is empty").
	frag, hasFrag := r.Fragment.In(rs), r.Fragment.OK()
	var out uritext.Buffer
	out.Reuse(scratch)
	out.Grow(len(scheme) + 1 + 2 + len(netLoc) + len(dir) + 1 + len(path) + 1 + len(params) + 1 + len(query) + 1 + len(frag))
	var res relurl.Parts
	out.WriteString(scheme)
	res.Scheme = relurl.At(0, len(scheme))
	out.WriteByte(':')
	res.NetLoc = put(&out, "//", netLoc, hasNetLoc)
	if merge {
		res.Path = mergeAndDot(&out, dir, path, step)
	} else {
		slash := ""
		if hasNetLoc && !strings.HasPrefix(path, "/") && (path != "" || hasParams || hasQuery) {
			// After a net_loc the grammar has only an abs_path
			// (net_path = "//" net_loc [ abs_path ], abs_path = "/"
			// rel_path), and without its slash the text would read
			// back otherwise (Section 2.4.3): "?y" against "http://a"
			// gives "http://a/?y", not the net_loc "a?y".
			slash = "/"
			if step != nil {
				step(dialect.Step{Rule: ruleStep7, Action: `write the "/" of the abs_path that must follow a net_loc`, State: slash + path})
			}
		}
		lo := out.Len()
		out.WriteString(slash)
		out.WriteString(path)
		res.Path = relurl.At(lo, out.Len())
	}
	res.Params = put(&out, ";", params, hasParams)
	res.Query = put(&out, "?", query, hasQuery)
	res.Fragment = put(&out, "#", frag, hasFrag)
	if step != nil {
		if b.Fragment.OK() {
			step(dialect.Step{Rule: ruleLastPara, Action: "the base URL's fragment is not inherited: the embedded URL is not entirely empty", State: frag})
		}
		step(dialect.Step{Rule: ruleStep7, Action: "recombine the components", State: string(out.Bytes())})
	}

	*t = dialect.NewReference(out.String())
	res.Define(t)
	return nil
}

// mergeAndDot writes dir and then path to out, the merge of step 6, and
// removes their dot segments by steps 6a to 6d. It returns the path's
// span in out.
func mergeAndDot(out *uritext.Buffer, dir, path string, step func(dialect.Step)) relurl.Span {
	lo := out.Len()
	if step == nil {
		// Steps 6a to 6d come to popping dir when only the path's
		// first segments are dot segments ("../" at the root keeps
		// its "..": the passes below do that).
		if dir2, rest, ok := uritext.MergeDots(dir, path, false); ok {
			out.WriteString(dir2)
			out.WriteString(rest)
			return relurl.At(lo, out.Len())
		}
	}
	out.WriteString(dir)
	out.WriteString(path)
	if step != nil {
		step(dialect.Step{Rule: ruleStep6, Action: "remove the last segment of the base URL's path and append the embedded URL's path", State: string(out.Bytes()[lo:])})
	}
	out.Truncate(lo + dotSegments(out.Bytes()[lo:], step))
	return relurl.At(lo, out.Len())
}

// put writes a defined component with its separator to out and returns
// its span there; an undefined one is not written.
func put(out *uritext.Buffer, sep, s string, ok bool) relurl.Span {
	if !ok {
		return relurl.Undefined
	}
	out.WriteString(sep)
	lo := out.Len()
	out.WriteString(s)
	return relurl.At(lo, out.Len())
}

// inherited is the action of steps 3, 5a and 5b.
func inherited(part string, baseHas bool) string {
	if baseHas {
		return "inherit the " + part + " of the base URL"
	}
	return "the base URL has no " + part + " to inherit"
}

// dotSegments applies Section 4, steps 6a to 6d, to the new path p in
// place and returns its new length. A leading "/" is the preceding slash
// of Section 2.4.6 ("the initial slash is not part of the URL path"), so
// no segment starts before it. It makes two passes, each linear: the
// first removes the "." segments (6a, 6b), the second the
// "<segment>/../" pairs (6c, 6d) with the output as a stack of segments.
func dotSegments(p []byte, step func(dialect.Step)) int {
	start := 0
	if len(p) > 0 && p[0] == '/' {
		start = 1
	}
	// Steps 6a to 6d remove and test "." and ".." segments only: the
	// segments before the first that begins with "." stay as they are.
	first := uritext.DotSegment(p, start)
	if first < 0 {
		return len(p)
	}

	// 6a: "All occurrences of "./", where "." is a complete path
	// segment, are removed." 6b: "If the path ends with "." as a complete
	// path segment, that "." is removed."
	n := len(p)
	w, r := first, first
	removedA, finalDot := false, false
	for {
		e := segmentEnd(p, r, n)
		if e-r == 1 && p[r] == '.' {
			if e < n {
				r, removedA = e+1, true
				continue
			}
			finalDot = true
			break
		}
		w += copy(p[w:], p[r:e])
		if e == n {
			break
		}
		p[w] = '/'
		w++
		r = e + 1
	}
	if step != nil {
		if removedA {
			state := string(p[:w])
			if finalDot {
				state += "."
			}
			step(dialect.Step{Rule: ruleStep6a, Action: `remove every "./" whose "." is a complete path segment`, State: state})
		}
		if finalDot {
			step(dialect.Step{Rule: ruleStep6b, Action: `remove the final "." segment`, State: string(p[:w])})
		}
	}

	// 6c: "All occurrences of "<segment>/../", where <segment> is a
	// complete path segment not equal to "..", are removed ... removing
	// the leftmost matching pattern on each iteration". 6d: "If the path
	// ends with "<segment>/..", where <segment> is a complete path
	// segment not equal to "..", that "<segment>/.." is removed."
	//
	// The output p[start:w] is a stack of segments, each followed by "/".
	// A ".." is kept only when nothing but ".." segments is on the stack,
	// so the stack is some ".." segments (ndd) under other segments
	// (nseg-ndd), and its top is not ".." exactly when nseg > ndd. Popping
	// the top on each ".." removes the leftmost pattern each time.
	n = w
	w, r = first, first
	nseg, ndd := bytes.Count(p[start:first], slash), 0 // the segments before first, none ".."

	traced := 0 // removals reported, at most dialect.MaxRepeatedSteps one by one
	for {
		e := segmentEnd(p, r, n)
		last := e == n
		dotdot := e-r == 2 && p[r] == '.' && p[r+1] == '.'
		if dotdot && nseg > ndd {
			top := start
			if i := bytes.LastIndexByte(p[start:w-1], '/'); i >= 0 {
				top = start + i + 1
			}
			if traced++; step != nil && traced <= dialect.MaxRepeatedSteps {
				removed := string(p[top:w]) + ".."
				if last {
					step(dialect.Step{Rule: ruleStep6d, Action: `remove the final "` + removed + `"`, State: string(p[:top])})
				} else {
					step(dialect.Step{Rule: ruleStep6c, Action: `remove "` + removed + `/"`, State: string(p[:top]) + string(p[e+1:n])})
				}
			}
			w = top
			nseg--
			if last {
				break
			}
			r = e + 1
			continue
		}
		if dotdot {
			ndd++
		}
		nseg++
		w += copy(p[w:], p[r:e])
		if last {
			break
		}
		p[w] = '/'
		w++
		r = e + 1
	}
	if step != nil && traced > dialect.MaxRepeatedSteps {
		step(dialect.Step{Rule: ruleStep6c, Action: "remove " + strconv.Itoa(traced-dialect.MaxRepeatedSteps) +
			` more "<segment>/../" (or a final "<segment>/..") as above, not shown one by one`, State: string(p[:w])})
	}
	return w
}

var slash = []byte{'/'}

// segmentEnd returns the index of the "/" that ends the segment starting
// at p[r], or n.
func segmentEnd(p []byte, r, n int) int {
	if i := bytes.IndexByte(p[r:n], '/'); i >= 0 {
		return r + i
	}
	return n
}
