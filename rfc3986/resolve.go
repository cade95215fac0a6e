package rfc3986

import (
	"fmt"
	"strconv"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Rules a resolution cites, one per section of RFC 3986 it follows, and
// one per step of remove_dot_segments (Section 5.2.4, steps 1, 2A-2E, 3).
var (
	rulePreParse  = dialect.Rule{Doc: doc, Sec: "5.2.1"}
	ruleTransform = dialect.Rule{Doc: doc, Sec: "5.2.2"}
	ruleMerge     = dialect.Rule{Doc: doc, Sec: "5.2.3"}
	ruleDot1      = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "1"}
	ruleDot2A     = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2A"}
	ruleDot2B     = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2B"}
	ruleDot2C     = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2C"}
	ruleDot2D     = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2D"}
	ruleDot2E     = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2E"}
	ruleDot2      = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "2"}
	ruleDot3      = dialect.Rule{Doc: doc, Sec: "5.2.4", Step: "3"}
	ruleRecompose = dialect.Rule{Doc: doc, Sec: "5.3"}
)

// Actions of a trace: the pseudocode line of Section 5.2.2, the bullet of
// Section 5.2.3, or the rule of Section 5.2.4 that was applied.
const (
	actPreParse      = "parse(Base): the base URI, which must have a scheme"
	actParse         = "(R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R)"
	actUndefine      = "(not strict) and (R.scheme == Base.scheme): undefine(R.scheme)"
	actSchemeR       = "T.scheme = R.scheme"
	actSchemeBase    = "T.scheme = Base.scheme"
	actAuthorityR    = "T.authority = R.authority"
	actAuthorityBase = "T.authority = Base.authority"
	actPathDots      = "T.path = remove_dot_segments(R.path)"
	actPathBase      = "T.path = Base.path"
	actPathMerge     = "T.path = merge(Base.path, R.path)"
	actPathMergeDots = "T.path = remove_dot_segments(T.path)"
	actQueryR        = "T.query = R.query"
	actQueryBase     = "T.query = Base.query"
	actFragmentR     = "T.fragment = R.fragment"
	actMergeSlash    = `base has a defined authority and an empty path: "/" + R.path`
	actMergeDir      = "R.path appended to all but the last segment of Base.path"
	actDot1          = "input buffer = the path; output buffer = empty"
	actDot2A         = `input begins with "../" or "./": remove that prefix`
	actDot2B         = `input begins with "/./" or "/." (complete segment): replace that prefix with "/"`
	actDot2C         = `input begins with "/../" or "/.." (complete segment): replace that prefix with "/" and remove the last segment and its preceding "/" from the output`
	actDot2D         = `input is only "." or "..": remove it`
	actDot2E         = `move the first path segment of the input to the end of the output`
	actDot3          = "return the output buffer"
	actRecompose     = "recompose T"
	undefinedNote    = " (undefined)"
)

// Resolve transforms ref into its target URI against base by RFC 3986,
// Section 5.2.2, and recomposes it by Section 5.3. base must have a
// scheme (Section 5.2.1, "only the scheme component is required to be
// present in a base URI"); otherwise Resolve returns a [*dialect.ParseError]
// citing Section 5.2.1. The base's fragment, if any, is never used.
//
// The result is one string, built with a single allocation; its parts are
// substrings of it.
func (d *Dialect) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	err = d.resolveRefs(&t, &base, &ref, nil)
	return t, err
}

// ResolveTrace resolves as [Dialect.Resolve] does and reports each step to
// step: the pseudocode lines of Section 5.2.2 taken, the merge of Section
// 5.2.3, every rule of remove_dot_segments (Section 5.2.4, steps 1, 2A to
// 2E and 3, with the output buffer as State; State of step 1 is the input
// buffer), and the recomposition of Section 5.3.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (t dialect.Reference, err error) {
	err = d.resolveRefs(&t, &base, &ref, step)
	return t, err
}

// component is one component of a reference: its text and whether it is
// defined.
type component struct {
	s  string
	ok bool
}

// get takes r by pointer: a Reference is too large for registers, and
// each copy of it costs more than reading the part.
func get(r *dialect.Reference, p dialect.Part) component {
	s, ok := r.Get(p)
	return component{s, ok}
}

// emit reports one step when tracing. The note on an undefined component
// is added only here, on the tracing path.
func emit(step func(dialect.Step), rule dialect.Rule, action string, c component) {
	if !c.ok {
		action += undefinedNote
	}
	step(dialect.Step{Rule: rule, Action: action, State: c.s})
}

// ResolveText implements [dialect.TextResolver]: it parses ref as
// [Dialect.Parse] does, with the same length check, and resolves it
// against base as [Dialect.Resolve] does, writing the target to t, which
// may be base.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	return d.resolveText(t, base, ref, nil)
}

// resolveText is ResolveText, with the target built in *scratch when it
// is not nil (uritext.Buffer.Reuse).
func (d *Dialect) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	if base.Grammar() != grammar {
		b := parse(base.String())
		return d.resolveText(t, &b, ref, scratch)
	}
	r := generic.SplitParts(ref)
	return d.resolve(t, base, ref, &r, nil, scratch)
}

// resolveRefs is the body of Resolve and ResolveTrace; step is nil but
// for ResolveTrace. The references are passed by pointer, as a Reference
// is costly to copy.
func (d *Dialect) resolveRefs(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	if base.Grammar() != grammar || ref.Grammar() != grammar {
		return d.resolveForeign(t, base, ref, step)
	}
	r := generic.PartsOf(ref)
	return d.resolve(t, base, ref.Source(), &r, step, nil)
}

// resolve resolves the reference rs, split into r, against base, which
// this package parsed; step is nil but for ResolveTrace, and every use of
// it is guarded. It writes the target to t, which may be base, and only
// once it has read base.
func (d *Dialect) resolve(t, base *dialect.Reference, rs string, r *generic.Parts, step func(dialect.Step), scratch *[]byte) error {
	// Section 5.2.1: "Note that only the scheme component is required to
	// be present in a base URI".
	bScheme := get(base, dialect.Scheme)
	if !bScheme.ok {
		return &dialect.ParseError{
			Dialect: name, Input: base.String(), Rule: rulePreParse,
			Msg: fmt.Sprintf(`base URI %q is not absolute: it has no scheme ("A base URI must conform to the <absolute-URI> syntax rule", Section 5.1)`, base.String()),
		}
	}
	rScheme := component{r.Scheme, r.HasScheme}
	if step != nil {
		step(dialect.Step{Rule: rulePreParse, Action: actPreParse, State: base.String()})
		step(dialect.Step{Rule: ruleTransform, Action: actParse, State: rs})
	}

	if d.opts.sameSchemeRelative && rScheme.ok && equalFoldASCII(rScheme.s, bScheme.s) {
		rScheme = component{}
		if step != nil {
			step(dialect.Step{Rule: ruleTransform, Action: actUndefine})
		}
	} else if rScheme.ok && step == nil && !uritext.HasDotSegment(r.Path) {
		// T is R: remove_dot_segments leaves R.path as it is, and R's
		// components recompose to R's own text. (A trace reports
		// every step.)
		*t = dialect.NewReference(rs)
		generic.DefineParts(t, r)
		if r.HasAuthority {
			lo, hi := t.Span(dialect.Authority)
			setAuthorityParts(t, rs, lo, hi)
		}
		t.Mark(grammar)
		return nil
	}
	if step == nil && direct(t, base, rs, r, rScheme.ok, scratch) {
		return nil
	}

	bAuthority, bPath, bQuery := get(base, dialect.Authority), get(base, dialect.Path), get(base, dialect.Query)
	rAuthority, rPath := component{r.Authority, r.HasAuthority}, r.Path
	rQuery, rFragment := component{r.Query, r.HasQuery}, component{r.Fragment, r.HasFragment}

	// T.scheme and T.authority decide the front of the result, which is
	// written first so that the path can be built and rid of its dot
	// segments in place behind it. The buffer gets room for the longest
	// path and query the branches below can produce. The base's
	// authority parts are read now, for t may be base.
	tScheme, tAuthority, authFromBase := bScheme, bAuthority, true
	if rScheme.ok {
		tScheme, tAuthority, authFromBase = rScheme, rAuthority, false
	} else if rAuthority.ok {
		tAuthority, authFromBase = rAuthority, false
	}
	var baseAuth generic.AuthorityParts
	if tAuthority.ok && authFromBase {
		baseAuth = generic.AuthorityPartsOf(base)
	}
	var auth *generic.AuthorityParts // nil: split the reference's again
	if authFromBase {
		auth = &baseAuth
	}
	var b uritext.Buffer
	b.Reuse(scratch)
	b.Grow(len(tScheme.s) + 1 + 2 + len(tAuthority.s) + len(bPath.s) + 1 + len(rPath) +
		1 + max(len(rQuery.s), len(bQuery.s)) + 1 + len(rFragment.s))
	b.WriteString(tScheme.s)
	b.WriteByte(':')
	if tAuthority.ok {
		b.WriteString("//")
		b.WriteString(tAuthority.s)
	}
	pathLo := b.Len()

	// Section 5.2.2, line by line.
	var tQuery component
	if rScheme.ok {
		if step != nil {
			emit(step, ruleTransform, actSchemeR, tScheme)
			emit(step, ruleTransform, actAuthorityR, tAuthority)
		}
		b.WriteString(rPath)
		dotPath(&b, pathLo, step, actPathDots)
		tQuery = rQuery
		if step != nil {
			emit(step, ruleTransform, actQueryR, tQuery)
		}
	} else {
		if rAuthority.ok {
			if step != nil {
				emit(step, ruleTransform, actAuthorityR, tAuthority)
			}
			b.WriteString(rPath)
			dotPath(&b, pathLo, step, actPathDots)
			tQuery = rQuery
			if step != nil {
				emit(step, ruleTransform, actQueryR, tQuery)
			}
		} else {
			if rPath == "" {
				b.WriteString(bPath.s)
				if step != nil {
					emit(step, ruleTransform, actPathBase, bPath)
				}
				if rQuery.ok {
					tQuery = rQuery
					if step != nil {
						emit(step, ruleTransform, actQueryR, tQuery)
					}
				} else {
					tQuery = bQuery
					if step != nil {
						emit(step, ruleTransform, actQueryBase, tQuery)
					}
				}
			} else {
				if rPath[0] == '/' {
					b.WriteString(rPath)
					dotPath(&b, pathLo, step, actPathDots)
				} else {
					b.WriteString(merge(bAuthority.ok, bPath.s))
					b.WriteString(rPath)
					if step != nil {
						merged := component{string(b.Bytes()[pathLo:]), true}
						emit(step, ruleTransform, actPathMerge, merged)
						act := actMergeDir
						if bAuthority.ok && bPath.s == "" {
							act = actMergeSlash
						}
						emit(step, ruleMerge, act, merged)
					}
					dotPath(&b, pathLo, step, actPathMergeDots)
				}
				tQuery = rQuery
				if step != nil {
					emit(step, ruleTransform, actQueryR, tQuery)
				}
			}
			if step != nil {
				emit(step, ruleTransform, actAuthorityBase, tAuthority)
			}
		}
		if step != nil {
			emit(step, ruleTransform, actSchemeBase, tScheme)
		}
	}
	pathHi := b.Len()
	tFragment := rFragment
	if step != nil {
		emit(step, ruleTransform, actFragmentR, tFragment)
	}

	// Section 5.3: the path is in place; the query and fragment follow.
	if tQuery.ok {
		b.WriteByte('?')
		b.WriteString(tQuery.s)
	}
	queryHi := b.Len()
	if tFragment.ok {
		b.WriteByte('#')
		b.WriteString(tFragment.s)
	}

	s := b.String()
	define(t, s, len(tScheme.s), tAuthority.ok, auth, pathLo, pathHi, queryHi, tQuery.ok, tFragment.ok)
	if step != nil {
		step(dialect.Step{Rule: ruleRecompose, Action: actRecompose, State: s})
	}
	return nil
}

// direct writes T to t, and reports that it did, when no dot segment is
// left to remove from T.path: R.path has none, or T.path is Base.path,
// which Section 5.2.2 takes as it is, or uritext.MergeDots merged the
// two. Then T is a prefix of the base's text, up to where the
// reference's components take over, and a suffix of the reference's text
// (with a "/" between for a base with an authority and an empty path,
// Section 5.2.3): one allocation of exactly T's length and two or three
// copies. It reports false, and writes nothing, when T.path needs
// remove_dot_segments, or R has a scheme (resolve's shortcut took any
// that has no dot segment).
func direct(t, base *dialect.Reference, rs string, r *generic.Parts, rHasScheme bool, scratch *[]byte) bool {
	if rHasScheme {
		return false
	}
	bs := base.Source()
	_, schemeLen := base.Span(dialect.Scheme)
	bPathLo, bPathHi := base.Span(dialect.Path)
	bQueryLo, bQueryHi := base.Span(dialect.Query)
	bAuthLo, _ := base.Span(dialect.Authority)
	rPathLo := 0 // where R.path is in rs: after R's scheme, if the option undefined it, and authority
	if r.HasScheme {
		rPathLo = len(r.Scheme) + 1
	}
	rAuthLo := rPathLo
	if r.HasAuthority {
		rPathLo += 2 + len(r.Authority)
	}
	rPathHi := rPathLo + len(r.Path)

	// T is head + sep + tail, its path from pathLo for pathLen bytes.
	var head, sep, tail string
	pathLo, pathLen := bPathLo, len(r.Path)
	hasAuthority := bAuthLo >= 0
	hasQuery, queryLen := r.HasQuery, len(r.Query)
	switch {
	case r.HasAuthority: // T.scheme = Base.scheme; the rest is R's
		if uritext.HasDotSegment(r.Path) {
			return false
		}
		head, tail = bs[:schemeLen+1], rs[rAuthLo:]
		pathLo, hasAuthority = schemeLen+1+2+len(r.Authority), true
	case r.Path == "": // T.path = Base.path, and Base.query unless R has one
		head, tail, pathLen = bs[:bPathHi], rs[rPathLo:], bPathHi-bPathLo
		if !r.HasQuery && bQueryHi >= 0 {
			head, hasQuery, queryLen = bs[:bQueryHi], true, bQueryHi-bQueryLo
		}
	case r.Path[0] == '/': // T.path = remove_dot_segments(R.path)
		if uritext.HasDotSegment(r.Path) {
			return false
		}
		head, tail = bs[:bPathLo], rs[rPathLo:]
	default: // T.path = remove_dot_segments(merge(Base.path, R.path))
		// "../" at the root: rule C leaves "/" (Section 5.2.4).
		dir, rest, ok := uritext.MergeDots(merge(hasAuthority, bs[bPathLo:bPathHi]), r.Path, true)
		if !ok {
			return false
		}
		if bPathHi == bPathLo { // the "/" merge puts before R.path
			head, sep = bs[:bPathLo], dir
		} else { // dir is Base.path up to a "/"
			head = bs[:bPathLo+len(dir)]
		}
		tail, pathLen = rs[rPathHi-len(rest):], len(dir)+len(rest)
	}

	var b uritext.Buffer
	b.Reuse(scratch)
	b.Grow(len(head) + len(sep) + len(tail))
	b.WriteString(head)
	if sep != "" {
		b.WriteString(sep)
	}
	b.WriteString(tail)
	pathHi := pathLo + pathLen
	queryHi := pathHi
	if hasQuery {
		queryHi += 1 + queryLen
	}
	var baseAuth generic.AuthorityParts // read now: t may be base
	var auth *generic.AuthorityParts    // nil: R's, split from the text
	if hasAuthority && !r.HasAuthority {
		baseAuth = generic.AuthorityPartsOf(base)
		auth = &baseAuth
	}
	define(t, b.String(), schemeLen, hasAuthority, auth, pathLo, pathHi, queryHi, hasQuery, r.HasFragment)
	return true
}

// define makes t the Reference over s, the recomposed target: the scheme
// is s[:schemeLen], the authority (if any) runs from after its "//" to
// pathLo, the path from pathLo to pathHi, the query (if defined) from
// after its "?" to queryHi, and the fragment (if defined) from after its
// "#" to the end. auth holds the authority's
// parts when they are the base's; nil, they are split from s.
func define(t *dialect.Reference, s string, schemeLen int, hasAuthority bool, auth *generic.AuthorityParts, pathLo, pathHi, queryHi int, hasQuery, hasFragment bool) {
	*t = dialect.NewReference(s)
	t.Set(dialect.Scheme, 0, schemeLen)
	if hasAuthority {
		authLo := schemeLen + 3
		t.Set(dialect.Authority, authLo, pathLo)
		if auth != nil {
			auth.Define(t, authLo)
		} else {
			setAuthorityParts(t, s, authLo, pathLo)
		}
	}
	t.Set(dialect.Path, pathLo, pathHi)
	if hasQuery {
		t.Set(dialect.Query, pathHi+1, queryHi)
	}
	if hasFragment {
		t.Set(dialect.Fragment, queryHi+1, len(s))
	}
}

// resolveForeign resolves references that are not both this package's.
// The contract takes a reference as its text, and a Reference parsed by
// another dialect, or built part by part, may split it otherwise (RFC 1808
// has params, and its net_loc may hold a "?"), so each is parsed again,
// into a copy: the caller's are not changed.
func (d *Dialect) resolveForeign(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	b, r := *base, *ref
	if b.Grammar() != grammar {
		b = parse(b.String())
	}
	if r.Grammar() != grammar {
		r = parse(r.String())
	}
	return d.resolveRefs(t, &b, &r, step)
}

// dotPath applies remove_dot_segments to the path that runs from lo to
// the end of b, and reports the pseudocode line act that called it.
func dotPath(b *uritext.Buffer, lo int, step func(dialect.Step), act string) {
	b.Truncate(removeDotSegments(b.Bytes(), lo, step))
	if step != nil {
		emit(step, ruleTransform, act, component{string(b.Bytes()[lo:]), true})
	}
}

// merge returns the part of Base.path that Section 5.2.3 keeps before the
// reference's path:
//
//   - "If the base URI has a defined authority component and an empty
//     path, then return a string consisting of "/" concatenated with the
//     reference's path; otherwise,
//   - return a string consisting of the reference's path component
//     appended to all but the last segment of the base URI's path (i.e.,
//     excluding any characters after the right-most "/" in the base URI
//     path, or excluding the entire base URI path if it does not contain
//     any "/" characters)."
func merge(baseHasAuthority bool, basePath string) string {
	if baseHasAuthority && basePath == "" {
		return "/"
	}
	for i := len(basePath) - 1; i >= 0; i-- {
		if basePath[i] == '/' {
			return basePath[:i+1]
		}
	}
	return ""
}

// removeDotSegments applies remove_dot_segments (RFC 3986, Section 5.2.4)
// to the path b[lo:] in place and returns the end of the result, which is
// b[lo:end].
//
// The output buffer is b[lo:w] and the input buffer b[r:], with w <= r
// always: every rule either drops input, shortens the output, or moves a
// segment from the front of the input to the end of the output. Where a
// rule replaces a prefix of the input with "/", the "/" is the last byte
// of that prefix, overwritten if it was a ".". Each input byte is read a
// bounded number of times and each output byte is scanned at most once by
// the rule that removes it, so the time is linear in len(b)-lo.
func removeDotSegments(b []byte, lo int, step func(dialect.Step)) int {
	end := len(b)
	w, r := lo, lo
	if step != nil {
		step(dialect.Step{Rule: ruleDot1, Action: actDot1, State: string(b[lo:])})
	} else {
		// Rules A to D apply only where the input buffer begins with "."
		// or "/.", and rule E moves each segment before that unchanged:
		// start there, or return at once if there is no such place. (A
		// trace reports each segment, so it starts at the beginning.)
		if end > lo && b[lo] == '.' {
			// the first segment begins with "."
		} else if r = nextDot(b, lo); r == end {
			return end
		}
		w = r
	}
	traced := 0 // iterations of step 2 reported, at most dialect.MaxRepeatedSteps one by one
	for r < end {
		in := b[r:end]
		// The rules in the order of Section 5.2.4, step 2, told apart by
		// the first bytes of the input buffer.
		var rule dialect.Rule
		switch {
		case in[0] == '.' && len(in) >= 3 && in[1] == '.' && in[2] == '/': // A: "../"
			r += 3
			rule = ruleDot2A
		case in[0] == '.' && len(in) >= 2 && in[1] == '/': // A: "./"
			r += 2
			rule = ruleDot2A
		case in[0] == '.' && (len(in) == 1 || len(in) == 2 && in[1] == '.'): // D: "." or ".."
			r = end
			rule = ruleDot2D
		case in[0] == '/' && len(in) >= 2 && in[1] == '.' && (len(in) == 2 || in[2] == '/'):
			// B: "/./" becomes its last "/"; "/." becomes "/".
			r++
			if len(in) > 2 {
				r++
			}
			b[r] = '/'
			rule = ruleDot2B
		case in[0] == '/' && len(in) >= 3 && in[1] == '.' && in[2] == '.' && (len(in) == 3 || in[3] == '/'):
			// C: "/../" becomes its last "/"; "/.." becomes "/". Either
			// way the last segment of the output goes.
			r += 2
			if len(in) > 3 {
				r++
			}
			b[r] = '/'
			w = popSegment(b, lo, w)
			rule = ruleDot2C
		default: // E: the segment, with its "/" if it has one
			k := 0
			if in[0] == '/' {
				k = 1
			}
			for k < len(in) && in[k] != '/' {
				k++
			}
			if step == nil {
				// E applies again to every following segment up to
				// the next "/.": move them all at once.
				k = r + k
				k = nextDot(b[:end], k) - r
			}
			if w != r {
				copy(b[w:], in[:k])
			}
			w += k
			r += k
			rule = ruleDot2E
		}
		if traced++; step != nil && traced <= dialect.MaxRepeatedSteps {
			var act string
			switch rule.Step {
			case "2A":
				act = actDot2A
			case "2B":
				act = actDot2B
			case "2C":
				act = actDot2C
			case "2D":
				act = actDot2D
			default:
				act = actDot2E
			}
			step(dialect.Step{Rule: rule, Action: act, State: string(b[lo:w])})
		}
	}
	if step != nil {
		if traced > dialect.MaxRepeatedSteps {
			step(dialect.Step{Rule: ruleDot2, Action: "apply rules A to E " + strconv.Itoa(traced-dialect.MaxRepeatedSteps) +
				" more times, not shown one by one", State: string(b[lo:w])})
		}
		step(dialect.Step{Rule: ruleDot3, Action: actDot3, State: string(b[lo:w])})
	}
	return w
}

// nextDot returns the index of the first "/." in b at or after k, or
// len(b) if there is none. The segments before it begin with no ".", so
// that only rule E applies to them.
func nextDot(b []byte, k int) int {
	if k >= len(b) {
		return len(b)
	}
	if d := uritext.DotSegmentAfter(b, k); d >= 0 {
		return d - 1
	}
	return len(b)
}

// popSegment removes "the last segment and its preceding "/" (if any)"
// from the output buffer b[lo:w] and returns its new end.
func popSegment(b []byte, lo, w int) int {
	for w > lo {
		w--
		if b[w] == '/' {
			break
		}
	}
	return w
}

// equalFoldASCII reports whether a and b are equal ignoring ASCII case.
// Scheme characters are ASCII (Section 3.1); other bytes compare exactly.
func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
