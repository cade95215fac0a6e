package rfc2396

import (
	"bytes"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// The steps of RFC 2396, Section 5.2, cited by traces and errors.
var (
	step1  = step("1")
	step2  = step("2")
	step3  = step("3")
	step4  = step("4")
	step5  = step("5")
	step6a = step("6a")
	step6b = step("6b")
	step6c = step("6c")
	step6d = step("6d")
	step6e = step("6e")
	step6f = step("6f")
	step6g = step("6g")
	step7  = step("7")
	// Section 5.2: "only the scheme component is required to be present
	// in the base URI".
	ruleBaseScheme = dialect.Rule{Doc: "RFC 2396", Sec: "5.2"}
	// Section 4.2: "an empty URI reference represents the base URI of the
	// current document and should be replaced by that URI when
	// transformed into a request".
	ruleSameDocument = dialect.Rule{Doc: "RFC 2396", Sec: "4.2"}
)

func step(s string) dialect.Rule { return dialect.Rule{Doc: "RFC 2396", Sec: "5.2", Step: s} }

// Resolve resolves ref against base by RFC 2396, Section 5.2, steps 1 to
// 7. Both are taken as their text and parsed again as [Dialect.Parse]
// does, so references parsed by another dialect resolve by this one's
// rules; one that Parse made (with the same ipv6 option) is read as it
// is, which comes to the same. It allocates at most once, for the
// result.
func (d *Dialect) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, nil)
	return t, err
}

// resolveText is ResolveText after the kit's length check, with the
// target built in *scratch when it is not nil (uritext.Buffer.Reuse).
func (d *Dialect) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	r := generic.SplitParts(ref)
	return d.resolveParts(t, base, nil, ref, &r, nil, scratch)
}

// ResolveTrace resolves as Resolve does and reports each step of Section
// 5.2 it takes, and each sub-step of step 6 that changes the buffer.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, step)
	return t, err
}

// resolve is the one body of Resolve and ResolveTrace, which writes the
// result to t. The references are passed by pointer, for a Reference is
// costly to copy, and read as split strings (generic.Parts).
func (d *Dialect) resolve(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	// 1) The URI reference is parsed into the potential four components
	//    and fragment identifier, as described in Section 4.3. (The
	//    authority is split into userinfo, host and port only where a
	//    result needs it. A reference this dialect parsed is read as it
	//    is.)
	rs, r := text(ref, d.opts.ipv6)
	return d.resolveParts(t, base, ref, rs, &r, step, nil)
}

// resolveParts resolves the text rs, split into r, against base. ref is
// rs's Reference, or nil when the text came alone (ResolveText). It
// writes the result to t, which may be base: it reads base first.
func (d *Dialect) resolveParts(t, base, ref *dialect.Reference, rs string, r *generic.Parts, step func(dialect.Step), scratch *[]byte) error {
	ipv6 := d.opts.ipv6
	bs, b := text(base, ipv6)
	if step != nil {
		step(dialect.Step{Rule: step1, Action: "parse the reference into scheme, authority, path, query and fragment (Section 4.3, Appendix B)", State: rs})
	}

	// 2) If the path component is empty and the scheme, authority, and
	//    query components are undefined, then it is a reference to the
	//    current document and we are done.
	path := r.Path
	if path == "" && !r.HasScheme && !r.HasAuthority && !r.HasQuery {
		return d.currentDocument(t, bs, &b, rs, r, step)
	}
	if step != nil {
		step(dialect.Step{Rule: step2, Action: "query and fragment are those found in the reference, not inherited from the base", State: queryAndFragment(rs, r)})
	}

	// 3) If the scheme component is defined, ... the reference is
	//    interpreted as an absolute URI and we are done.
	if r.HasScheme {
		rscheme := r.Scheme
		if !d.opts.sameScheme || !hierScheme(&b, rscheme) {
			if step != nil {
				step(dialect.Step{Rule: step3, Action: "scheme defined: an absolute URI; done", State: rs})
			}
			if ref != nil && ref.Grammar() == grammarOf(ipv6) {
				*t = *ref
			} else {
				*t = fromParts(rs, r, ipv6)
			}
			return nil
		}
		// "removing the scheme if it matches that of the base URI and the
		// scheme is known to always use the <hier_part> syntax. The
		// parser can then continue with the steps below".
		if step != nil {
			step(dialect.Step{Rule: step3, Action: "scheme matches the base's, which uses <hier_part>: removed for backwards compatibility (samescheme=relative)", State: rs[len(rscheme)+1:]})
		}
	}
	scheme, ok := b.Scheme, b.HasScheme
	if !ok {
		return &dialect.ParseError{Dialect: name, Input: bs, Rule: ruleBaseScheme,
			Msg: "the base URI has no scheme: only the scheme is required in a base, and a relative reference needs one"}
	}
	if step != nil {
		step(dialect.Step{Rule: step3, Action: "scheme inherited from the base", State: scheme})
	}

	// 4) If the authority component is defined, then the reference is a
	//    network-path and we skip to step 7. Otherwise, the reference
	//    URI's authority is inherited from the base URI's authority.
	auth, hasAuth := r.Authority, r.HasAuthority
	netPath, authFrom := hasAuth, ref
	if !netPath {
		auth, hasAuth, authFrom = b.Authority, b.HasAuthority, base
	}
	if step != nil {
		switch {
		case netPath:
			step(dialect.Step{Rule: step4, Action: "authority defined: a network-path; skip to step 7", State: auth})
		case hasAuth:
			step(dialect.Step{Rule: step4, Action: "authority inherited from the base", State: auth})
		default:
			step(dialect.Step{Rule: step4, Action: "authority inherited from the base, where it is undefined", State: ""})
		}
	}

	// 5) If the path component begins with a slash character ("/"), then
	//    the reference is an absolute-path and we skip to step 7.
	absPath := !netPath && strings.HasPrefix(path, "/")
	if absPath && step != nil {
		step(dialect.Step{Rule: step5, Action: `path begins with "/": an absolute-path; skip to step 7`, State: path})
	}

	// 6a) "any characters after the last (right-most) slash character, if
	//     any, are excluded."
	baseDir := ""
	if !netPath && !absPath {
		bp := b.Path
		baseDir = bp[:strings.LastIndexByte(bp, '/')+1]
	}

	query, hasQuery := r.Query, r.HasQuery
	frag, hasFrag := r.Fragment, r.HasFragment
	size := len(scheme) + 1 + len(baseDir) + len(path)
	if hasAuth {
		size += 2 + len(auth)
	}
	if hasQuery {
		size += 1 + len(query)
	}
	if hasFrag {
		size += 1 + len(frag)
	}

	// 7) The resulting URI components, including any inherited from the
	//    base URI, are recombined; step 6 works in place in the result.
	var buf uritext.Buffer
	buf.Reuse(scratch)
	buf.Grow(size)
	buf.WriteString(scheme)
	buf.WriteByte(':')
	alo, ahi := 0, 0
	if hasAuth {
		buf.WriteString("//")
		alo = buf.Len()
		buf.WriteString(auth)
		ahi = buf.Len()
	}
	plo := buf.Len()
	if netPath || absPath {
		buf.WriteString(path)
	} else if err := d.mergePaths(&buf, baseDir, path, step); err != nil {
		pe := err.(*dialect.ParseError)
		pe.Input = rs
		pe.Offset = pathOffset(r)
		pe.Len = len(path)
		return pe
	}
	phi := buf.Len()
	qlo := 0
	if hasQuery {
		buf.WriteByte('?')
		qlo = buf.Len()
		buf.WriteString(query)
	}
	flo := 0
	if hasFrag {
		buf.WriteByte('#')
		flo = buf.Len()
		buf.WriteString(frag)
	}
	out := buf.String()

	// The server parts this package split already are read before t is
	// written, for t may be base.
	var authParts generic.AuthorityParts
	ownAuth := hasAuth && authFrom != nil && authFrom.Grammar() == grammarOf(ipv6)
	if ownAuth {
		authParts = generic.AuthorityPartsOf(authFrom)
	}
	*t = dialect.NewReference(out)
	t.Set(dialect.Scheme, 0, len(scheme))
	if hasAuth {
		t.Set(dialect.Authority, alo, ahi)
		if ownAuth {
			authParts.Define(t, alo)
		} else {
			setServer(t, out, alo, ahi, ipv6)
		}
	}
	t.Set(dialect.Path, plo, phi)
	if hasQuery {
		t.Set(dialect.Query, qlo, qlo+len(query))
	}
	if hasFrag {
		t.Set(dialect.Fragment, flo, len(out))
	}
	if step != nil {
		step(dialect.Step{Rule: step7, Action: "recombine scheme, authority, path, query and fragment", State: out})
	}
	return nil
}

// currentDocument finishes step 2 for a reference to the current document:
// r, the split of rs, against b, the split of bs.
func (d *Dialect) currentDocument(t *dialect.Reference, bs string, b *generic.Parts, rs string, r *generic.Parts, step func(dialect.Step)) error {
	if d.opts.sameDoc == SameDocumentKeep {
		if step != nil {
			step(dialect.Step{Rule: step2, Action: "empty path; scheme, authority and query undefined: a reference to the current document; done", State: rs})
		}
		*t = parse(rs, d.opts.ipv6)
		return nil
	}
	if step != nil {
		step(dialect.Step{Rule: step2, Action: "empty path; scheme, authority and query undefined: a reference to the current document", State: rs})
	}
	// The base URI: a URI has no fragment (Section 4: "the URI" is what
	// remains "after the fragment identifier (if any) is removed").
	if b.HasFragment {
		bs = bs[:len(bs)-len(b.Fragment)-1]
	}
	out := bs
	if r.HasFragment {
		var buf uritext.Buffer
		buf.Grow(len(bs) + 1 + len(r.Fragment))
		buf.WriteString(bs)
		buf.WriteByte('#')
		buf.WriteString(r.Fragment)
		out = buf.String()
	}
	if step != nil {
		step(dialect.Step{Rule: ruleSameDocument, Action: "the URI of the current document: the base URI without its fragment, with the reference's fragment", State: out})
	}
	*t = parse(out, d.opts.ipv6)
	return nil
}

// pathOffset returns where the path of the split r starts in its text.
func pathOffset(r *generic.Parts) int {
	n := 0
	if r.HasScheme {
		n += len(r.Scheme) + 1
	}
	if r.HasAuthority {
		n += 2 + len(r.Authority)
	}
	return n
}

// hierScheme is sameHierScheme for a base split into generic.Parts.
func hierScheme(b *generic.Parts, scheme string) bool {
	if !b.HasScheme || !equalFold(b.Scheme, scheme) {
		return false
	}
	return b.HasAuthority || strings.HasPrefix(b.Path, "/")
}

// equalFold reports whether a and b are equal without regard to ASCII
// case (Section 3.1).
func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// sameHierScheme reports whether scheme is the base's scheme (compared
// without regard to ASCII case, Section 3.1) and the base is written with
// <hier_part>, its text after "scheme:" beginning with "/".
func sameHierScheme(b dialect.Reference, scheme string) bool {
	bscheme, ok := b.Get(dialect.Scheme)
	if !ok || len(bscheme) != len(scheme) {
		return false
	}
	for i := 0; i < len(scheme); i++ {
		if lower(scheme[i]) != lower(bscheme[i]) {
			return false
		}
	}
	return b.Has(dialect.Authority) || strings.HasPrefix(b.Value(dialect.Path), "/")
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// queryAndFragment returns the text of the split r of rs from its "?" or
// "#" on.
func queryAndFragment(rs string, r *generic.Parts) string {
	n := 0
	if r.HasFragment {
		n = len(r.Fragment) + 1
	}
	if r.HasQuery {
		n += len(r.Query) + 1
	}
	return rs[len(rs)-n:]
}

// mergePaths performs step 6 in buf after its current contents: 6a and 6b
// write the buffer string, 6c to 6g rewrite it in place, each in one
// linear pass that gives what the text's string rewriting gives (a
// literal transcription in the tests checks it). The result of 6h is what
// is left in buf.
func (d *Dialect) mergePaths(buf *uritext.Buffer, baseDir, refPath string, step func(dialect.Step)) error {
	if step == nil {
		// Steps 6a to 6f come to popping an absolute directory when
		// only the reference's first segments are dot segments ("../"
		// at the root is step 6g's: the steps below do it).
		if dir, rest, ok := uritext.MergeDots(baseDir, refPath, false); ok {
			buf.WriteString(dir)
			buf.WriteString(rest)
			return nil
		}
	}
	plo := buf.Len()
	// a) All but the last segment of the base URI's path component is
	//    copied to the buffer.
	buf.WriteString(baseDir)
	if step != nil && baseDir != "" {
		step(dialect.Step{Rule: step6a, Action: "copy the base path up to its last slash", State: string(buf.Bytes()[plo:])})
	}
	// b) The reference's path component is appended to the buffer string.
	buf.WriteString(refPath)
	if step != nil && refPath != "" {
		step(dialect.Step{Rule: step6b, Action: "append the reference's path", State: string(buf.Bytes()[plo:])})
	}
	p := buf.Bytes()[plo:]
	if uritext.DotSegment(p, 0) < 0 {
		// Steps 6c to 6g act only on segments "." and "..": none here.
		return nil
	}
	trace := func(r dialect.Rule, action string, n int) {
		if n != len(p) {
			p = p[:n]
			if step != nil {
				step(dialect.Step{Rule: r, Action: action, State: string(p)})
			}
		}
	}
	trace(step6c, `remove every "./" whose "." is a complete path segment`, removeDotSlash(p))
	trace(step6d, `remove the final "." segment`, removeFinalDot(p))
	trace(step6e, `remove every "<segment>/../" with <segment> not "..", leftmost first, until none remains`, removeSegmentDotDotSlash(p))
	trace(step6f, `remove the final "<segment>/.." with <segment> not ".."`, removeFinalSegmentDotDot(p))
	// g) If the resulting buffer string still begins with one or more
	//    complete path segments of "..", then the reference is
	//    considered to be in error.
	if leadingDotDot(p) {
		switch d.opts.dotDot {
		case DotDotKeep:
			if step != nil {
				step(dialect.Step{Rule: step6g, Action: `leading ".." segments retained in the resolved path (dotdot=keep)`, State: string(p)})
			}
		case DotDotDrop:
			trace(step6g, `leading ".." segments removed from the resolved path (dotdot=drop)`, dropLeadingDotDot(p))
		default:
			if step != nil {
				step(dialect.Step{Rule: step6g, Action: `leading ".." segments: the reference is in error (dotdot=reject)`, State: string(p)})
			}
			return &dialect.ParseError{Dialect: name, Rule: step6g,
				Msg: `the merged path "` + string(p) + `" begins with "..": the reference is in error (dotdot=reject)`}
		}
	}
	buf.Truncate(plo + len(p))
	return nil
}

// The buffer string of step 6 is a path: an abs_path when it begins with
// "/" (its segments follow that slash: Appendix A, abs_path = "/"
// path_segments), else a rel_path, whose first segment starts the string.
// A "complete path segment" is thus a maximal run without "/" that follows
// a "/", or that starts a buffer not beginning with "/". In particular the
// empty text before the leading "/" of an absolute path is no segment,
// which is why "/../g" keeps its "..": C.2, "../../../g = http://a/../g".

// firstSegmentWith returns the index of the first complete segment of p
// that begins with prefix, which begins with ".", or -1.
func firstSegmentWith(p []byte, prefix string) int {
	for k := uritext.DotSegment(p, 0); k >= 0; k = uritext.DotSegmentAfter(p, k) {
		if len(p)-k >= len(prefix) && string(p[k:k+len(prefix)]) == prefix {
			return k
		}
	}
	return -1
}

// removeDotSlash is step 6c: "All occurrences of "./", where "." is a
// complete path segment, are removed from the buffer string." Removing one
// occurrence creates no other, so one left-to-right pass removes them all.
func removeDotSlash(p []byte) int {
	// Up to the first "./" the pass copies each byte onto itself.
	start := firstSegmentWith(p, "./")
	if start < 0 {
		return len(p)
	}
	w, atSegment := start, true
	for r := start; r < len(p); {
		if atSegment && p[r] == '.' && r+1 < len(p) && p[r+1] == '/' {
			r += 2 // what follows keeps a segment start before it
			continue
		}
		p[w] = p[r]
		atSegment = p[r] == '/'
		w++
		r++
	}
	return w
}

// removeFinalDot is step 6d: "If the buffer string ends with "." as a
// complete path segment, that "." is removed."
func removeFinalDot(p []byte) int {
	n := len(p)
	if (n == 1 && p[0] == '.') || (n >= 2 && p[n-1] == '.' && p[n-2] == '/') {
		return n - 1
	}
	return n
}

// removeSegmentDotDotSlash is step 6e: "All occurrences of
// "<segment>/../", where <segment> is a complete path segment not equal to
// "..", are removed from the buffer string. Removal of these path segments
// is performed iteratively, removing the leftmost matching pattern on each
// iteration, until no matching pattern remains."
//
// It copies the buffer onto itself a segment at a time; p[:w] is then the
// buffer string as the iterations have left it up to the segment being
// read, and it always ends with "/". A ".." segment followed by "/" removes
// the segment before it when that one may be removed; that is the leftmost
// match, since p[:w] holds none. Each byte is copied once and scanned back
// at most once, when it is removed: linear time.
func removeSegmentDotDotSlash(p []byte) int {
	// Up to the first "../" the segments are copied onto themselves.
	start := firstSegmentWith(p, "../")
	if start < 0 {
		return len(p)
	}
	w, r := start, start
	for r < len(p) {
		e := len(p)
		if i := bytes.IndexByte(p[r:], '/'); i >= 0 {
			e = r + i
		}
		if e == len(p) { // the last segment, not followed by "/"
			w += copy(p[w:], p[r:e])
			break
		}
		if e-r == 2 && p[r] == '.' && p[r+1] == '.' {
			if lo, ok := removableLastSegment(p[:w]); ok {
				w, r = lo, e+1
				continue
			}
		}
		w += copy(p[w:], p[r:e+1])
		r = e + 1
	}
	return w
}

// removeFinalSegmentDotDot is step 6f: "If the buffer string ends with
// "<segment>/..", where <segment> is a complete path segment not equal to
// "..", that "<segment>/.." is removed."
func removeFinalSegmentDotDot(p []byte) int {
	n := len(p)
	if n < 3 || p[n-1] != '.' || p[n-2] != '.' || p[n-3] != '/' {
		return n
	}
	if lo, ok := removableLastSegment(p[:n-2]); ok {
		return lo
	}
	return n
}

// removableLastSegment looks at o, a buffer string ending with "/", and
// reports where its last segment (the one before that slash) starts, if
// that segment is complete and not "..".
func removableLastSegment(o []byte) (int, bool) {
	m := len(o)
	if m == 0 {
		return 0, false
	}
	if m >= 3 && o[m-2] == '.' && o[m-3] == '.' && (m == 3 || o[m-4] == '/') {
		return 0, false // the segment is ".."
	}
	lo := bytes.LastIndexByte(o[:m-1], '/') + 1
	if lo == 0 && m == 1 {
		return 0, false // o is "/": the text before a leading "/" is no segment
	}
	return lo, true
}

// leadingDotDot reports whether the buffer string "begins with one or more
// complete path segments of ".."" (step 6g).
func leadingDotDot(p []byte) bool {
	i := 0
	if len(p) > 0 && p[0] == '/' {
		i = 1
	}
	return len(p)-i >= 2 && p[i] == '.' && p[i+1] == '.' && (len(p)-i == 2 || p[i+2] == '/')
}

// dropLeadingDotDot removes the leading ".." segments, one at a time as a
// reader of step 6g would: each with the slash after it, if any. When a
// relative buffer loses its first segment and what is left begins with
// "/", what is left is an absolute path.
func dropLeadingDotDot(p []byte) int {
	rooted := len(p) > 0 && p[0] == '/'
	i := 0
	if rooted {
		i = 1
	}
	for len(p)-i >= 2 && p[i] == '.' && p[i+1] == '.' && (len(p)-i == 2 || p[i+2] == '/') {
		i = min(i+3, len(p))
		if !rooted && i < len(p) && p[i] == '/' {
			rooted = true
			i++
		}
	}
	if rooted {
		p[0] = '/'
		return 1 + copy(p[1:], p[i:])
	}
	return copy(p, p[i:])
}
