package draft01

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// doc is how rules cite the draft.
const doc = "draft-ietf-uri-relative-url-01"

// The steps of Section 4 and the sections they lean on, cited by traces.
var (
	ruleStep1   = dialect.Rule{Doc: doc, Sec: "4", Step: "1"}
	ruleStep2   = dialect.Rule{Doc: doc, Sec: "4", Step: "2"}
	ruleStep3   = dialect.Rule{Doc: doc, Sec: "4", Step: "3"}
	ruleStep3a  = dialect.Rule{Doc: doc, Sec: "4", Step: "3a"}
	ruleStep3b  = dialect.Rule{Doc: doc, Sec: "4", Step: "3b"}
	ruleStep4   = dialect.Rule{Doc: doc, Sec: "4", Step: "4"}
	ruleStep4a  = dialect.Rule{Doc: doc, Sec: "4", Step: "4a"}
	ruleStep4b  = dialect.Rule{Doc: doc, Sec: "4", Step: "4b"}
	ruleStep5   = dialect.Rule{Doc: doc, Sec: "4", Step: "5"}
	ruleStep6a  = dialect.Rule{Doc: doc, Sec: "4", Step: "6a"}
	ruleStep6b  = dialect.Rule{Doc: doc, Sec: "4", Step: "6b"}
	ruleStep6c  = dialect.Rule{Doc: doc, Sec: "4", Step: "6c"}
	ruleStep6d  = dialect.Rule{Doc: doc, Sec: "4", Step: "6d"}
	ruleStep7   = dialect.Rule{Doc: doc, Sec: "4", Step: "7"}
	ruleStep7a  = dialect.Rule{Doc: doc, Sec: "4", Step: "7a"}
	ruleStep7b  = dialect.Rule{Doc: doc, Sec: "4", Step: "7b"}
	ruleStep7c  = dialect.Rule{Doc: doc, Sec: "4", Step: "7c"}
	ruleStep7d  = dialect.Rule{Doc: doc, Sec: "4", Step: "7d"}
	ruleStep8   = dialect.Rule{Doc: doc, Sec: "4", Step: "8"}
	ruleNonHier = dialect.Rule{Doc: doc, Sec: "2.3.2"}
)

// Resolve resolves ref against base by the algorithm of Section 4. Both
// are taken as their text and parsed again by Section 2.4, ref in the
// context of base's scheme (step 3); a Reference this package parsed by
// the same categories is read as it is, which comes to the same. Resolve
// never fails: the algorithm "does guarantee that any valid URL (relative
// or absolute) can be consistently transformed to an absolute form given
// a valid base URL", and it is total on any other input too.
func (d *Dialect) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, nil)
	return t, err
}

// resolveText is ResolveText after the kit's length check, with the
// target built in *scratch when it is not nil (uritext.Buffer.Reuse).
func (d *Dialect) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	baseText, b, cats := d.text(base, d.opts.noScheme())
	r, rcats := d.split(ref, cats)
	return d.resolveParts(t, baseText, &b, cats, ref, &r, rcats, nil, scratch)
}

// ResolveTrace resolves as [Dialect.Resolve] does and reports each step
// of Section 4 it takes, citing it as
// "draft-ietf-uri-relative-url-01, Section 4, step 6b".
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, step)
	return t, err
}

// How the result's path is found.
const (
	pathOfRef  = iota // steps 4a and 5: the embedded URL's own path
	pathOfBase        // step 6a: the base URL's path
	pathMerged        // step 7
)

// resolve is the one body of Resolve and ResolveTrace; it writes the
// result to t. The references are passed by pointer, for a Reference is
// costly to copy, and read as relurl.Parts (see Dialect.text).
func (d *Dialect) resolve(t, base, ref *dialect.Reference, step func(dialect.Step)) error {
	baseText, b, cats := d.text(base, d.opts.noScheme())
	refText, r, rcats := d.text(ref, cats)
	return d.resolveParts(t, baseText, &b, cats, refText, &r, rcats, step, nil)
}

// resolveParts resolves refText against baseText. b is the base split by
// its categories cats; r is refText split in the context of the base,
// which is by rcats. It writes the result to t, which may be the base's
// Reference: it is written last.
func (d *Dialect) resolveParts(t *dialect.Reference, baseText string, b *relurl.Parts, cats Categories,
	refText string, r *relurl.Parts, rcats Categories, step func(dialect.Step), scratch *[]byte) error {

	// Step 1: the base is established by the caller (Section 3; see
	// Dialect.EstablishBase).
	if step != nil {
		step(dialect.Step{Rule: ruleStep1, Action: "the base URL is given (Section 3)", State: baseText})
	}

	// Step 2: an empty base.
	if baseText == "" {
		*t, _ = d.parse(refText, d.opts.noScheme())
		if step != nil {
			step(dialect.Step{Rule: ruleStep2, Action: "the base URL is the empty string: the embedded URL is absolute", State: refText})
		}
		return nil
	}

	// Step 3: parse both, the embedded URL by the base's categories. (The
	// base is parsed above, or was by this package already.)
	if r.Scheme.OK() {
		*t = dialect.NewReference(refText)
		r.Define(t)
		t.Mark(grammarOf(rcats))
		if step != nil {
			step(dialect.Step{Rule: ruleStep3, Action: "parse the embedded URL by the categories of its own scheme (" + rcats.String() + "): " + describe(*t), State: refText})
			step(dialect.Step{Rule: ruleStep3a, Action: "the embedded URL starts with a scheme name: it is absolute", State: refText})
		}
		return nil
	}
	scheme, hasScheme := b.Scheme.In(baseText), b.Scheme.OK()
	if step != nil {
		rr := dialect.NewReference(refText)
		r.Define(&rr)
		step(dialect.Step{Rule: ruleStep3, Action: "parse both URLs by the categories of the base's scheme (" + cats.String() + "): " + describe(rr), State: refText})
		step(dialect.Step{Rule: ruleStep3b, Action: "inherit the scheme of the base URL", State: scheme})
	}

	netloc, hasNetloc := r.NetLoc.In(refText), r.NetLoc.OK()
	refPath := r.Path.In(refText)
	basePath := b.Path.In(baseText)
	params, hasParams := r.Params.In(refText), r.Params.OK()
	query, hasQuery := r.Query.In(refText), r.Query.OK()
	frag, hasFrag := r.Fragment.In(refText), r.Fragment.OK()
	mode := pathMerged

	// Step 4: the net_loc, for Uses-Netloc schemes only.
	switch {
	case cats&UsesNetloc == 0:
		if step != nil {
			step(dialect.Step{Rule: ruleStep4, Action: "the scheme is not in Uses-Netloc: step 4 does not apply", State: scheme})
		}
	case netloc != "":
		mode = pathOfRef
		if step != nil {
			step(dialect.Step{Rule: ruleStep4a, Action: "the embedded <net_loc> is non-empty: skip to step 8", State: netloc})
		}
	default:
		if b.NetLoc.OK() {
			netloc, hasNetloc = b.NetLoc.In(baseText), true
		}
		if step != nil {
			step(dialect.Step{Rule: ruleStep4b, Action: "inherit the <net_loc> of the base URL", State: netloc})
		}
	}

	if mode == pathMerged {
		switch {
		case refPath != "" && refPath[0] == '/':
			// Step 5: an absolute path.
			mode = pathOfRef
			if step != nil {
				step(dialect.Step{Rule: ruleStep5, Action: "the path is preceded by a slash: skip to step 8", State: refPath})
			}
		case refPath == "":
			// Step 6: inherit the path, and the params and query
			// each when the embedded one is empty.
			mode = pathOfBase
			if step != nil {
				step(dialect.Step{Rule: ruleStep6a, Action: "the path is empty: inherit the base URL path", State: basePath})
			}
			if b.Params.OK() && params == "" {
				params, hasParams = b.Params.In(baseText), true
				if step != nil {
					step(dialect.Step{Rule: ruleStep6b, Action: "the <params> is empty: inherit the <params> of the base URL", State: params})
				}
			} else if step != nil {
				step(dialect.Step{Rule: ruleStep6b, Action: "keep the embedded <params> (non-empty, or none in the base)", State: params})
			}
			if b.Query.OK() && query == "" {
				query, hasQuery = b.Query.In(baseText), true
				if step != nil {
					step(dialect.Step{Rule: ruleStep6c, Action: "the <query> is empty: inherit the <query> of the base URL", State: query})
				}
			} else if step != nil {
				step(dialect.Step{Rule: ruleStep6c, Action: "keep the embedded <query> (non-empty, or none in the base)", State: query})
			}
			if step != nil {
				step(dialect.Step{Rule: ruleStep6d, Action: "skip to step 8", State: basePath})
			}
		}
	}

	// Step 8 builds the result in one buffer; step 7 works on the path
	// in place inside it.
	var buf uritext.Buffer
	buf.Reuse(scratch)
	buf.Grow(len(scheme) + 1 + 2 + len(netloc) + 1 + len(basePath) + len(refPath) +
		1 + len(params) + 1 + len(query) + 1 + len(frag))
	res := relurl.NoParts
	if hasScheme {
		buf.WriteString(scheme)
		res.Scheme = relurl.At(0, buf.Len())
		buf.WriteByte(':')
	}
	if hasNetloc {
		res.NetLoc = put(&buf, "//", netloc)
	}
	pathLo := buf.Len()
	switch mode {
	case pathOfRef:
		buf.WriteString(refPath)
	case pathOfBase:
		buf.WriteString(basePath)
	case pathMerged:
		merge(&buf, basePath, refPath, hasNetloc, cats, pathLo, step)
	}
	res.Path = relurl.At(pathLo, buf.Len())
	if hasParams {
		res.Params = put(&buf, ";", params)
	}
	if hasQuery {
		res.Query = put(&buf, "?", query)
	}
	if hasFrag {
		res.Fragment = put(&buf, "#", frag)
	}
	*t = dialect.NewReference(buf.String())
	res.Define(t)
	if step != nil {
		step(dialect.Step{Rule: ruleStep8, Action: "recombine the components; the fragment is never inherited", State: t.Source()})
	}
	return nil
}

// put writes a component with its separator to buf and returns its span
// there.
func put(buf *uritext.Buffer, sep, s string) relurl.Span {
	buf.WriteString(sep)
	lo := buf.Len()
	buf.WriteString(s)
	return relurl.At(lo, buf.Len())
}

// describe lists the relurl.Parts of r with the draft's names, for traces:
// `path="g" query="y"`.
func describe(r dialect.Reference) string {
	var b strings.Builder
	for _, pn := range partNames {
		if v, ok := r.Get(pn.Part); ok {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(pn.Name + "=" + strconv.Quote(v))
		}
	}
	return b.String()
}

// merge writes the path of step 7 into buf: the base path without its
// last segment, then the embedded path, then, unless the scheme is
// Non-Hierarchical, steps 7a to 7d applied in place. The operations apply
// to the path proper, after its preceding slash (Section 2.4.6: "the
// initial slash is not part of the URL path"). When the result has a
// net_loc and the base path no preceding slash, one is written, since a
// path follows a net_loc only after "/" (Section 2.2: location = "//"
// net_loc [ "/" rel_path ]).
func merge(buf *uritext.Buffer, basePath, refPath string, hasNetloc bool, cats Categories, pathLo int, step func(dialect.Step)) {
	if step == nil && cats&NonHierarchical == 0 {
		// Steps 7a to 7d come to popping an absolute directory when
		// only the embedded path's first segments are dot segments
		// ("../" at the root is kept: the passes below do that).
		dir := ""
		switch {
		case basePath != "" && basePath[0] == '/':
			dir = basePath[:strings.LastIndexByte(basePath, '/')+1]
		case hasNetloc && strings.IndexByte(basePath, '/') < 0:
			dir = "/"
		}
		if d, rest, ok := uritext.MergeDots(dir, refPath, false); ok {
			buf.WriteString(d)
			buf.WriteString(rest)
			return
		}
	}
	bp := basePath
	if bp != "" && bp[0] == '/' {
		buf.WriteByte('/')
		bp = bp[1:]
	} else if hasNetloc {
		buf.WriteByte('/')
	}
	p0 := buf.Len()
	if k := strings.LastIndexByte(bp, '/'); k >= 0 {
		buf.WriteString(bp[:k+1])
	}
	buf.WriteString(refPath)
	if step != nil {
		step(dialect.Step{Rule: ruleStep7, Action: "remove the last segment of the base URL path and append the embedded path", State: string(buf.Bytes()[pathLo:])})
	}
	if cats&NonHierarchical != 0 {
		if step != nil {
			step(dialect.Step{Rule: ruleNonHier, Action: `the scheme is Non-Hierarchical: "." and ".." are not special, steps 7a to 7d do not apply`, State: string(buf.Bytes()[pathLo:])})
		}
		return
	}
	// Steps 7a to 7d act only on the segments "." and "..": where no
	// segment begins with ".", each leaves the path as it is, and the
	// segments before the first that does stay as they are (7c may still
	// remove them, from there).
	from := uritext.DotSegment(buf.Bytes()[p0:], 0)
	dots := from >= 0
	if !dots && step == nil {
		return
	}
	ops := [...]struct {
		rule   dialect.Rule
		action string
		op     func(p []byte, from int) int
	}{
		{ruleStep7a, `remove every "./" where "." is a complete path segment`, removeDotSlash},
		{ruleStep7b, `remove a final "." complete path segment`, removeFinalDot},
		{ruleStep7c, `remove "<segment>/../" iteratively, leftmost first`, removeSegmentDotDot},
		{ruleStep7d, `remove a final "<segment>/.."`, removeFinalSegmentDotDot},
	}
	for _, o := range ops {
		if dots {
			buf.Truncate(p0 + o.op(buf.Bytes()[p0:], from))
		}
		if step != nil {
			step(dialect.Step{Rule: o.rule, Action: o.action, State: string(buf.Bytes()[pathLo:])})
		}
	}
}

// removeDotSlash applies step 7a to p in place and returns its new
// length: "All occurrences of "./", where "." is a complete path segment,
// are removed." Removing one never makes another, so one pass removes
// them all. It starts at from, where a segment begins; no segment before
// it begins with ".".
func removeDotSlash(p []byte, from int) int {
	w := from
	for i := from; i < len(p); {
		k := bytes.IndexByte(p[i:], '/')
		if k < 0 {
			w += copy(p[w:], p[i:])
			break
		}
		if k != 1 || p[i] != '.' {
			w += copy(p[w:], p[i:i+k+1])
		}
		i += k + 1
	}
	return w
}

// removeFinalDot applies step 7b: "If the URL path ends with "." as a
// complete path segment, that "." is removed."
func removeFinalDot(p []byte, _ int) int {
	n := len(p)
	if n >= 1 && p[n-1] == '.' && (n == 1 || p[n-2] == '/') {
		return n - 1
	}
	return n
}

// removeSegmentDotDot applies step 7c in place in linear time: "All
// occurrences of "<segment>/../", where <segment> and ".." are complete
// path segments, are removed. Removal of these path segments is
// performed iteratively, removing the leftmost matching pattern on each
// iteration, until no matching pattern remains." As written, <segment>
// may be ".." or empty. The segments are moved down over the ones
// removed, as a stack: a ".." followed by "/" pops the segment before it,
// which is exactly the leftmost match at each iteration. The segments
// before from, where a segment begins, are taken as kept: none of them is
// "..".
func removeSegmentDotDot(p []byte, from int) int {
	w := from // p[:w] holds the segments kept, each followed by "/"
	for i := from; i < len(p); {
		k := bytes.IndexByte(p[i:], '/')
		if k < 0 {
			w += copy(p[w:], p[i:])
			break
		}
		if k == 2 && p[i] == '.' && p[i+1] == '.' && w > 0 {
			w = bytes.LastIndexByte(p[:w-1], '/') + 1
		} else {
			w += copy(p[w:], p[i:i+k+1])
		}
		i += k + 1
	}
	return w
}

// removeFinalSegmentDotDot applies step 7d: "If the URL path ends with
// "<segment>/..", that "<segment>/.." is removed."
func removeFinalSegmentDotDot(p []byte, _ int) int {
	n := len(p)
	if n >= 3 && p[n-1] == '.' && p[n-2] == '.' && p[n-3] == '/' {
		return bytes.LastIndexByte(p[:n-3], '/') + 1
	}
	return n
}
