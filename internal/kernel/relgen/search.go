package relgen

import (
	"fmt"
	"strings"
	"sync"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Resolves reports whether d resolves text against base to exactly
// target, using t as scratch.
func Resolves(d dialect.Dialect, t, base *dialect.Reference, text, target string) bool {
	return dialect.ResolveText(d, t, base, text) == nil && t.Source() == target
}

// Check reports whether d resolves text against base to exactly target,
// as Resolves does, with pooled scratch: for a dialect that knows, by its
// own rules, which candidate comes first.
func Check(d dialect.Dialect, base *dialect.Reference, text, target string) bool {
	s := scratchPool.Get().(*scratch)
	defer scratchPool.Put(s)
	return Resolves(d, &s.t, base, text, target)
}

// scratch is what one Relativize needs besides the answer: kept in a pool,
// as the References and candidates would otherwise escape to the heap
// (they pass through the dialect's methods) on every call.
type scratch struct {
	t     dialect.Reference
	c     [32]Candidate
	b     split // of the last base, kept while the bases of successive calls are equal
	haveB bool
	f     prefixFilter // here rather than on the stack, from which it would escape
	// rs are string resolvers of the last dialects searched: a search
	// resolves its candidates, one after the other, against one base,
	// which a dialect's StringResolver reads once and whose targets it
	// writes in its own buffer rather than in a Reference of their own.
	rs   [4]stringResolver
	next int // the entry of rs the next dialect takes
}

type stringResolver struct {
	d dialect.Dialect
	r dialect.StringResolver
}

// resolves reports whether d resolves text against base to exactly
// target, as [Resolves] does: a StringResolver gives the results of the
// dialect's ResolveText (the target's Source) and its errors.
func (s *scratch) resolves(d dialect.Dialect, base *dialect.Reference, text, target string) bool {
	var r dialect.StringResolver
	for i := range s.rs {
		if s.rs[i].r != nil && s.rs[i].d == d {
			r = s.rs[i].r
			break
		}
	}
	if r == nil {
		r = dialect.NewStringResolver(d)
		s.rs[s.next] = stringResolver{d, r}
		s.next = (s.next + 1) % len(s.rs)
	}
	got, err := r.ResolveToString(base, text)
	return err == nil && got == target
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// A RegularFor reports whether a dialect merges as every revision does
// for base and target, which relgen calls regular; baseQuery and
// targetQuery are the offsets of the first "?" or "#" in their texts (the
// texts' lengths when they have none).
type RegularFor func(base *dialect.Reference, target string, baseQuery, targetQuery int) bool

// Relativize is the body of every dialect's Relativize: the first
// candidate, in order, that d resolves against base to target. It tries
// the likely candidates (nextLikely) when the inputs are [Regular] and regular (the
// dialect's own condition, nil for none) agrees, and every candidate
// otherwise or when none of those works.
func Relativize(d dialect.Dialect, base *dialect.Reference, target string, regularFor RegularFor) (string, error) {
	return relativize(d, base, target, regularFor, false, false)
}

// RelativizeIdempotent is [Relativize] for a dialect every result of
// which resolves, against the same base, to itself (the WHATWG URL
// parser, whose results are serialized): a target that does not is no
// candidate's result, and when no likely candidate gives it, the one
// resolution of the target itself says so before the full search.
func RelativizeIdempotent(d dialect.Dialect, base *dialect.Reference, target string) (string, error) {
	return relativize(d, base, target, nil, false, true)
}

// RelativizeEmptyOK is [Relativize] for a dialect whose Resolve climbs
// over an empty segment as over any other and whose likely candidates
// therefore hold with empty segments in the paths, and which may read ""
// as the base's directory (RFC 1630 and its empty=merge; every other
// revision reads "" as the base, less its fragment): the
// property tests check, over generated pairs with empty segments, that
// the answer is the one [All] gives.
func RelativizeEmptyOK(d dialect.Dialect, base *dialect.Reference, target string) (string, error) {
	return relativize(d, base, target, nil, true, false)
}

func relativize(d dialect.Dialect, base *dialect.Reference, target string, regularFor RegularFor, emptyOK, idempotent bool) (string, error) {
	text, _, err := search(d, base, target, regularFor, emptyOK, idempotent)
	return text, err
}

// The full search's budget, in units of work: the bytes of base and
// candidate that each resolution reads, plus the entries of the list that
// next passes over to take it. A search that would go over
// BudgetFactor × (len(base) + len(target)) + BudgetConstant stops there
// (see "The budget" in the package doc).
const (
	BudgetFactor   = 64
	BudgetConstant = 1 << 16
)

// Budget returns the full search's budget for base and target.
func Budget(base, target string) int {
	return BudgetFactor*(len(base)+len(target)) + BudgetConstant
}

// search is relativize, also returning the work the full search did, in
// the units of [Budget]; idempotent as [RelativizeIdempotent] says.
func search(d dialect.Dialect, base *dialect.Reference, target string, regularFor RegularFor, emptyOK, idempotent bool) (string, int, error) {
	s := scratchPool.Get().(*scratch)
	defer scratchPool.Put(s)
	if bt := base.String(); !s.haveB || bt != s.b.s {
		s.b, s.haveB = splitOf(bt), true
	}
	b, t := &s.b, splitTarget(target)
	if likelySize(b, &t) && regular(b, &t, emptyOK) && (regularFor == nil || regularFor(base, target, b.query, t.query)) {
		for c, ok := nextLikely(b, &t, nil, emptyOK); ok; c, ok = nextLikely(b, &t, &c, emptyOK) {
			if text := c.Text(target); s.resolves(d, base, text, target) {
				return text, 0, nil
			}
		}
	}
	if emptyOK && pathFirst(b, &t) {
		if text := target[t.path:]; s.resolves(d, base, text, target) {
			return text, 0, nil
		}
	}
	if idempotent && !s.resolves(d, base, target, target) {
		return "", 0, NoReference(d, &s.t, base, target)
	}
	s.f = newPrefixFilter(b, &t)
	// A target with dot segments has candidates of one text from two cuts
	// ("../g" is the rest at one and "../" before the rest at the next),
	// which come one after the other: each text is resolved once.
	prev := ""
	work, budget := 0, Budget(b.s, target)
	for list := streams(s.c[:0], b, &t, &s.f); ; {
		// next passes over the list; a resolution reads base and text.
		if work+len(list) > budget {
			return cutShort(d, &s.t, base, target, work, budget)
		}
		work += len(list)
		c, rest, ok := next(list)
		if !ok {
			break
		}
		list = rest
		text := c.Text(target)
		if text == prev && text != "" {
			continue
		}
		if work+len(b.s)+len(text) > budget {
			return cutShort(d, &s.t, base, target, work, budget)
		}
		work += len(b.s) + len(text)
		if s.resolves(d, base, text, target) {
			return text, work, nil
		}
		prev = text
	}
	return "", work, NoReference(d, &s.t, base, target)
}

// cutShort answers for a full search that has spent work of its budget
// and would go over it with the next candidate: the target itself when d
// resolves it to itself (no shorter candidate has been found so far, as
// they are tried shortest first), else an error naming the limit.
func cutShort(d dialect.Dialect, t, base *dialect.Reference, target string, work, budget int) (string, int, error) {
	if Resolves(d, t, base, target, target) {
		return target, work + len(base.String()) + len(target), nil
	}
	return "", work, &dialect.RelativizeError{
		Dialect: d.Name(), Base: base.String(), Target: target,
		Reason: CutShortReason(budget, 0),
	}
}

// CutShortReason says why a search stopped with no candidate: it spent
// budget, one dialect's own (dialects 0), or that of each of the dialects
// a joint search checks.
func CutShortReason(budget, dialects int) string {
	each := ""
	if dialects > 0 {
		each = fmt.Sprintf(", for each of %d dialects", dialects)
	}
	return fmt.Sprintf("the search was cut short at its budget of %d units of work (%d per byte of base and target, plus %d%s), with no candidate found (uridialect, Limits)",
		budget, BudgetFactor, BudgetConstant, each)
}

// NoReference returns the error for a target that no candidate reaches
// under d, saying what the target itself gives.
func NoReference(d dialect.Dialect, t, base *dialect.Reference, target string) error {
	e := &dialect.RelativizeError{Dialect: d.Name(), Base: base.String(), Target: target}
	if err := dialect.ResolveText(d, t, base, target); err != nil {
		e.Reason, e.Err = fmt.Sprintf("the target itself fails: %v", err), err
	} else {
		e.Reason = fmt.Sprintf("the target itself resolves to %q, and no other candidate to the target", t.Source())
	}
	return e
}

// A prefixFilter passes over, without resolving them, the candidates that
// cannot give the target because the target does not start with a prefix
// of the base. Every revision resolves a reference without a scheme by
// keeping a prefix of the base (its scheme, authority, path, directory or
// a parent of it, params, query) and appending the reference, less its dot
// segments; dot segments elsewhere may change the base's part, and an
// empty path after an authority merges as "/" (RFC 3986, Section 5.2.3),
// so the filter holds only when the base has a scheme, a path if it has
// an authority, no dot segment after its scheme (where a dialect may read
// the authority as path), and the
// candidate none (or, for "./" and "../" candidates, the target none: a
// ".." kept above the root would then show in it). A "./" candidate whose
// rest has no dot segment gives the base's directory, "./" where a
// dialect keeps it, and the rest: it is passed over, whatever the target,
// when the target before it is neither.
type prefixFilter struct {
	target       string
	common       int // the length of the longest common prefix of base and target
	lastSlashDot int // the index of the last "/." in the target, or -1
	on, targetOK bool
}

func newPrefixFilter(b, t *split) prefixFilter {
	common := uritext.CommonPrefix(b.s, t.s)
	return prefixFilter{
		target:       t.s,
		common:       common,
		lastSlashDot: strings.LastIndex(t.s, "/."),
		on:           b.colon >= 0 && !uritext.HasDotSegment(b.s[b.colon+1:]) && (b.auth < 0 || b.path < b.query),
		targetOK:     !uritext.HasDotSegment(t.s[t.colon+1:]),
	}
}

// cannot reports whether c cannot give the target: the target before c's
// text is not a prefix of the base (or, for "./", a prefix of the base
// followed by "./").
func (f *prefixFilter) cannot(c *Candidate) bool {
	if !f.on || c.Form == dialect.FormAbsolute || int(c.At) <= f.common {
		return false
	}
	if f.targetOK {
		return true
	}
	if f.hasDotSegmentFrom(int(c.At)) {
		return false
	}
	switch c.pre {
	case preNone:
		return true
	case preDotSlash:
		// "./" then the rest gives the base's directory, with "./" where
		// a dialect keeps it, then the rest as it is.
		return c.At-2 > int32(f.common) || !strings.HasSuffix(f.target[:c.At], "./")
	}
	return false
}

// hasDotSegmentFrom reports whether uritext.HasDotSegment holds for the
// target from at (it starts with "." or has a "/." after at), in constant
// time: scanning each candidate's rest would cost time quadratic in the
// target's length.
func (f *prefixFilter) hasDotSegmentFrom(at int) bool {
	return at < len(f.target) && f.target[at] == '.' || f.lastSlashDot >= at
}

// beyond reports whether every candidate from at on cannot give the
// target, for the relative paths of cuts at or after at.
func (f *prefixFilter) beyond(at int) bool {
	return f != nil && f.on && f.targetOK && at > f.common
}

// pathFirst reports whether, for a dialect whose Resolve climbs over
// empty segments (RFC 1630), the target's absolute path comes first among
// the candidates that can work, when the base is regular but for its
// empty segments and the target, with the base's scheme and authority,
// has a path of one segment and no "/" after it, as "magic://a/g" against
// "magic://a/b/c//d/e/f". Every shorter candidate ("", "#f", "?q", ";p",
// "g") keeps the base's directory, which has a "//" that the target does
// not, and every relative path with dot segments is longer. When the path
// does not give the target, the search goes on over every candidate.
func pathFirst(b, t *split) bool {
	if !b.emptySeg || b.colon < 0 || b.auth < 0 || b.auth == b.path || b.path == b.query ||
		b.s[b.path] != '/' || b.irregular || strings.HasPrefix(b.pathText(), "//") || b.prefix() != t.prefix() {
		return false
	}
	rest := t.s[t.path:]
	return len(rest) > 1 && rest[0] == '/' && !afterPath(rest, 1) && strings.IndexByte(rest[1:], '/') < 0 && !hasDotSegment(t.pathText())
}
