// Package relgen writes the references that may resolve, against a base,
// to a target: the one candidate generator that every dialect's
// Relativize, the engine's safe relativization and their tests share. It
// knows nothing of any dialect's rules; a dialect decides which candidates
// work by resolving them with its own Resolve.
//
// # The candidates
//
// The target is split as RFC 3986, Appendix B splits any string (the split
// every revision's text is a refinement of), and every candidate is a
// suffix of the target, possibly after a short prefix of dot segments:
//
//   - "" (the base itself), "#f" (from the target's "#"), "?q#f" (from its
//     "?"), ";p?q#f" (from its first ";", and from the first ";" of its last
//     segment);
//   - for every "/" after the target's authority (and at the start of a
//     relative path), what follows it, alone, after "./", and after "../"
//     repeated 1 to N times, N being one more than the number of "/" in the
//     base after its authority (one "../" above the root, which RFC 2396
//     can keep); where what follows is empty or starts with "?", "#" or ";",
//     also "." and "../../.." (the dot segments without their last "/");
//   - the target's path ("/b/g"), and "/." before it when it starts with
//     "//" (which would read as an authority);
//   - "//" and the target's authority, path, query and fragment;
//   - the target itself.
//
// A same-scheme relative form ("http:g", RFC 1630's partial form) is
// never written: where a dialect reads it as partial, the same text
// without its scheme is shorter and reads the same.
//
// The candidates are ordered by length, then by [dialect.RelativeForm],
// then by the number of dot segments; the first one a dialect resolves to
// the target is its answer.
//
// # Likely candidates
//
// Trying every candidate costs a resolution each. When the base and the
// target are regular (the base has a scheme, its authority, if any, is
// not empty, its path is absolute and has no empty segment, no "." or
// ".." segment and no ";" before its last "/"; and the target either has
// another scheme or authority, or a path of the same kind), every revision merges a relative path the same way: each
// leading "../" takes one segment off the base's directory, and above
// the root the earlier texts keep the ".." (which a regular target does
// not have) where RFC 3986 drops it (and a shorter candidate gives the
// same). The only relative path that can work is then the one that
// climbs from the base's directory to the deepest directory the target
// shares with it, and only the deepest such cut gives the shortest text:
// the likely candidates (nextLikely) are it and the other forms, and a dialect whose
// parsing may differ (the draft's scheme sets) says when that holds.
// They are weighed one at a time, each as one number that orders as the
// candidates do, and tried as they come, so that a search that stops at
// the first (most do) lists nothing. Some irregular inputs have a first
// candidate of their own: RFC 1630's bases with empty segments (see
// pathFirst), and the draft's schemes outside Uses-Netloc (which it
// checks with [Check]). When no likely candidate works, or the inputs are
// not regular, every candidate is tried. The relativization property
// (internal/testkit/dialecttest.Suite, TestSuite/relativize) checks, over generated pairs for
// every dialect, that the ways give the same answer.
//
// # The budget
//
// A target with many dot segments is not regular, and its candidates,
// one stream per "/", each as long as a fair part of the target, would be
// resolved in time that grows with the square of its length. The full
// search therefore has a budget linear in its input: [BudgetFactor] (64)
// units of work per byte of base and target, plus [BudgetConstant]
// (65,536), a unit being a byte of base or candidate that a resolution
// reads or an entry of the list that taking the next candidate passes
// over. No generated pair of the relativization property (100,000 per
// dialect) spends a tenth of it (the most work any spends is about
// 3,500 units) and no table case reaches it. When the next step would go
// over it, the search stops: since candidates are tried shortest first
// and the first that works is the answer, none has been found, and the
// answer is the target itself if the dialect resolves it to itself (one
// more resolution), else a [dialect.RelativizeError] saying that the
// search was cut short, citing "uridialect, Limits" as the length limit
// does. Such an answer may not be the shortest: the price of linear time
// on input no one writes.
package relgen

import (
	"math"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// A Candidate is one reference to try: a prefix of dot segments (none,
// "./", ".", "../" Up times, or that without its last "/", or "/.")
// followed by the target's text from At. It holds no pointer, so that
// lists of them move without the garbage collector's write barriers.
type Candidate struct {
	Form dialect.RelativeForm
	pre  preKind
	Up   int32 // the number of ".." segments
	max  int32 // in a list being searched, the last Up of the stream this candidate heads
	At   int32 // start of the suffix of the target
	Len  int32 // length of the text
}

type preKind uint8

const (
	preNone     preKind = iota // ""
	preDotSlash                // "./"
	preDot                     // "."
	preUp                      // "../" Up times
	preUpBare                  // "../" Up times, without the last "/"
	preSlashDot                // "/."
)

func (k preKind) len(up int32) int32 {
	switch k {
	case preDotSlash, preSlashDot:
		return 2
	case preDot:
		return 1
	case preUp:
		return 3 * up
	case preUpBare:
		return 3*up - 1
	}
	return 0
}

// Pre returns the candidate's dot segments, the text before the target's.
func (c *Candidate) Pre() string {
	switch c.pre {
	case preDotSlash:
		return "./"
	case preDot:
		return "."
	case preSlashDot:
		return "/."
	case preUp, preUpBare:
		n := 3 * int(c.Up)
		s := ""
		if n <= len(ups) {
			s = ups[:n]
		} else {
			s = strings.Repeat("../", int(c.Up))
		}
		if c.pre == preUpBare {
			s = s[:n-1]
		}
		return s
	}
	return ""
}

// ups is "../" repeated, sliced for up to len(ups)/3 "../".
const ups = "../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../../"

// Text returns the candidate's text. A candidate without dot segments is
// a substring of target and costs no allocation.
func (c *Candidate) Text(target string) string {
	if c.pre == preNone {
		return target[c.At:]
	}
	return c.Pre() + target[c.At:]
}

// less orders candidates by length, then form, then dot segments. Of
// two candidates for one target as long as each other, the one with
// fewer dot segments starts earlier in the target (a candidate's length
// is its dot segments' and the target's from At), so At decides, and
// then, at one start, the kind of dot segments.
func less(a, b *Candidate) bool {
	if a.Len != b.Len {
		return a.Len < b.Len
	}
	if a.Form != b.Form {
		return a.Form < b.Form
	}
	if a.At != b.At {
		return a.At < b.At
	}
	return a.pre < b.pre
}

// next removes from c the first candidate in order and returns it, and
// what remains of c; ok is false when c is empty. A candidate that heads
// a stream ("../" + rest with Up below max) is replaced by the next of its
// stream, one "../" longer. Taking candidates so costs a pass over a
// short list per candidate tried, where sorting every "../" count of
// every cut would cost more than the resolutions it saves: the first
// candidates usually decide.
func next(c []Candidate) (first Candidate, rest []Candidate, ok bool) {
	if len(c) == 0 {
		return Candidate{}, c, false
	}
	m := 0
	for i := 1; i < len(c); i++ {
		if less(&c[i], &c[m]) {
			m = i
		}
	}
	first = c[m]
	if first.Up < first.max {
		c[m].Up++
		c[m].Len += 3
		return first, c, true
	}
	c[m] = c[len(c)-1]
	return first, c[:len(c)-1], true
}

// split holds the bounds of an Appendix B split (generic.Bounds): colon
// and auth are -1 when there is no scheme or authority.
type split struct {
	s                             string
	colon, auth, path, query, end int
	pathInfo                      // of s[path:query]
}

func splitOf(s string) split {
	colon, auth, path, query, end := generic.Bounds(s)
	return split{s, colon, auth, path, query, end, scanPath(s[path:query])}
}

// splitTarget is splitOf for a target, of whose path only the ";" are
// needed at once: irregular is left for regular to find, when it
// matters, and slashes is not counted.
func splitTarget(s string) split {
	colon, auth, path, query, end := generic.Bounds(s)
	t := split{s: s, colon: colon, auth: auth, path: path, query: query, end: end}
	t.firstSemi, t.lastSemi, t.lastSlash = -1, -1, -1
	if p := s[path:query]; strings.IndexByte(p, ';') >= 0 {
		t.pathInfo = scanPath(p)
	}
	return t
}

// pathInfo is what one pass over a path finds: offsets within the path,
// -1 for none.
type pathInfo struct {
	firstSemi int  // the first ";"
	lastSlash int  // the last "/"
	lastSemi  int  // the first ";" after the last "/"
	slashes   int  // the number of "/"
	irregular bool // a "." or ".." segment, or a ";" before the last "/"
	emptySeg  bool // an empty segment after the first
}

func scanPath(p string) pathInfo {
	pi := pathInfo{firstSemi: strings.IndexByte(p, ';'), lastSlash: strings.LastIndexByte(p, '/'), lastSemi: -1}
	if pi.firstSemi >= 0 {
		if k := strings.IndexByte(p[pi.lastSlash+1:], ';'); k >= 0 {
			pi.lastSemi = pi.lastSlash + 1 + k
		}
	}
	if pi.lastSlash >= 0 {
		pi.slashes = strings.Count(p, "/")
	}
	pi.emptySeg = strings.Contains(p, "//")
	pi.irregular = pi.firstSemi >= 0 && pi.firstSemi < pi.lastSlash ||
		hasDotSegment(p)
	return pi
}

// hasDotSegment reports whether a segment of p is "." or "..". It looks
// at each "." only, which most paths have none or one of.
func hasDotSegment(p string) bool {
	for i := 0; ; {
		k := strings.IndexByte(p[i:], '.')
		if k < 0 {
			return false
		}
		k += i
		if k == 0 || p[k-1] == '/' {
			end := k + 1
			if end < len(p) && p[end] == '.' {
				end++
			}
			if end == len(p) || p[end] == '/' {
				return true
			}
		}
		i = k + 1
	}
}

// prefix is the scheme and authority with their separators.
func (p *split) prefix() string { return p.s[:p.path] }

// pathText is the path.
func (p *split) pathText() string { return p.s[p.path:p.query] }

// list collects candidates, with the target at hand, leaving out those
// its filter, if any, says cannot work.
type list struct {
	c []Candidate
	t string
	f *prefixFilter
}

func (l *list) add(f dialect.RelativeForm, pre preKind, up, at int) {
	l.addStream(f, pre, up, up, at)
}

// addStream adds the candidates with Up from up to max, as one entry
// that next advances.
func (l *list) addStream(f dialect.RelativeForm, pre preKind, up, max, at int) {
	u := int32(up)
	c := Candidate{Form: f, pre: pre, Up: u, max: int32(max), At: int32(at), Len: pre.len(u) + int32(len(l.t)-at)}
	if l.f != nil && l.f.cannot(&c) {
		return
	}
	l.c = append(l.c, c)
}

// afterPath reports whether a relative path's text that starts at the
// target's byte i is empty or starts with "?", "#" or ";": then "." and
// ".." stand for the directory, and the rest alone would not be a path.
func afterPath(t string, i int) bool {
	return i == len(t) || t[i] == '?' || t[i] == '#' || t[i] == ';'
}

// addRelative adds the relative paths to rest = target[at:] that climb
// from n to max directories: for 0, rest alone (when it starts a path),
// "./" + rest and, before an empty path, "."; for n > 0, "../" n times +
// rest and, before an empty path, "../.." without its last "/".
func (l *list) addRelative(at, n, max int) {
	empty := afterPath(l.t, at)
	if n == 0 {
		if !empty && l.t[at] != '/' {
			l.add(dialect.FormSegment, preNone, 0, at)
		}
		l.add(dialect.FormDot, preDotSlash, 0, at)
		if empty {
			l.add(dialect.FormDot, preDot, 0, at)
		}
		if n = 1; max < n {
			return
		}
	}
	l.addStream(dialect.FormDot, preUp, n, max, at)
	if empty {
		l.addStream(dialect.FormDot, preUpBare, n, max, at)
	}
}

// addOthers adds the candidates that are not relative paths.
func (l *list) addOthers(t *split) {
	l.add(dialect.FormEmpty, preNone, 0, len(t.s))
	if t.end < len(t.s) {
		l.add(dialect.FormFragment, preNone, 0, t.end)
	}
	if t.query < t.end {
		l.add(dialect.FormQuery, preNone, 0, t.query)
	}
	p := t.pathText()
	if semi := t.firstSemi; semi >= 0 {
		l.add(dialect.FormParams, preNone, 0, t.path+semi)
		if k := t.lastSemi; k >= 0 && k != semi {
			l.add(dialect.FormParams, preNone, 0, t.path+k)
		}
	}
	if strings.HasPrefix(p, "/") {
		l.add(dialect.FormPath, preNone, 0, t.path)
		if strings.HasPrefix(p, "//") {
			l.add(dialect.FormPath, preSlashDot, 0, t.path)
		}
	}
	if t.auth >= 0 {
		l.add(dialect.FormNetwork, preNone, 0, t.auth-2)
	}
	l.add(dialect.FormAbsolute, preNone, 0, 0)
}

// streams returns every candidate for target against base, the "../"
// counts of each relative path as one stream for next, less those f (if
// not nil) says cannot work.
func streams(dst []Candidate, b, t *split, f *prefixFilter) []Candidate {
	target := t.s
	l := list{c: dst[:0], t: target, f: f}
	l.addOthers(t)
	n := strings.Count(b.s[b.path:], "/") + 1 // the query's too, which some dialects read as path
	if t.path < len(target) && target[t.path] != '/' {
		l.addRelative(t.path, 0, n)
	}
	for i := t.path; ; {
		j := strings.IndexByte(target[i:], '/')
		if j < 0 {
			break
		}
		i += j + 1
		if f.beyond(i) {
			break
		}
		l.addRelative(i, 0, n)
	}
	return l.c
}

// Walk calls yield with the candidates for target against base, in
// order, until yield returns false or they run out, and reports whether it
// went that far: false when the work would go over budget. The work is
// the candidates compared to find each next one, plus the cost yield
// reports for each (what checking it took), so that a caller's search
// stays within a budget linear in its input, as [Budget] gives, where
// listing them all ([All]) would cost the square of a long target's
// segments.
func Walk(base, target string, budget int, yield func(c *Candidate) (cost int, more bool)) bool {
	b, t := splitOf(base), splitTarget(target)
	s := streams(nil, &b, &t, nil)
	for work := 0; ; {
		if work += len(s); work > budget {
			return false
		}
		c, rest, ok := next(s)
		if !ok {
			return true
		}
		s = rest
		c.max = c.Up
		cost, more := yield(&c)
		if !more {
			return true
		}
		work += cost
	}
}

// All returns every candidate for target against base, in order: [Walk]
// without a budget.
func All(dst []Candidate, base, target string) []Candidate {
	dst = dst[:0]
	Walk(base, target, math.MaxInt, func(c *Candidate) (int, bool) {
		dst = append(dst, *c)
		return 0, true
	})
	return dst
}

// Regular reports whether base and target are regular, as the package
// doc defines it: then the likely candidates (nextLikely) give the same
// answer as [All].
func Regular(base, target string) bool {
	b, t := splitOf(base), splitTarget(target)
	return regular(&b, &t, false)
}

// regular reports whether b and t are regular; with emptyOK, for a
// dialect that climbs over empty segments as over any other (RFC 1630),
// empty segments in either path do not make them irregular, after a
// first segment that is not empty (RFC 1630's "/" then starts the path).
func regular(b, t *split, emptyOK bool) bool {
	if b.colon < 0 || b.auth == b.path || b.path == b.query || b.s[b.path] != '/' || b.irregular ||
		b.emptySeg && (!emptyOK || strings.HasPrefix(b.pathText(), "//")) {
		return false
	}
	// A target elsewhere is reached by its network path or itself; its
	// path does not matter. Where the base has an empty segment, RFC
	// 1630's slashes rule may read a "/" at it, or, finding no run of as
	// many slashes, keep only the base's scheme: then the target needs
	// another scheme, which only itself can change, or both need an
	// authority, which only a network path or the target can change.
	if b.prefix() != t.prefix() {
		return !b.emptySeg || b.auth >= 0 && t.auth >= 0 || t.colon < 0 || t.s[:t.colon+1] != b.s[:b.colon+1]
	}
	tp := t.pathText()
	if b.emptySeg {
		// The target keeps the base's directory up to its last empty
		// segment and has none after it: the relative paths then climb
		// over non-empty segments only.
		dir := b.s[b.path : b.path+b.lastSlash+1]
		keep := dir[:strings.LastIndex(dir, "//")+2]
		if !strings.HasPrefix(tp, keep) || strings.Contains(tp[len(keep):], "//") {
			return false
		}
		tp = tp[len(keep)-1:]
	}
	return tp != "" && tp[0] == '/' && !t.irregular && !strings.Contains(tp, "//") && !hasDotSegment(tp)
}

// A likelyKey is a candidate as one number that orders as less orders
// candidates for one target: its length, form, start and kind of dot
// segments, from the high bits down, plus one, so that 0 comes before
// every candidate. The fields fit when the base and the target are
// shorter than maxLikely (a candidate is then shorter than 4*maxLikely):
// nextLikely weighs the likely candidates as keys, a comparison each.
type likelyKey uint64

const (
	maxLikely    = 1 << 24
	keyPreBits   = 3
	keyAtBits    = 24
	keyFormBits  = 4
	keyAtShift   = keyPreBits
	keyFormShift = keyAtShift + keyAtBits
	keyLenShift  = keyFormShift + keyFormBits
)

// likelySize reports whether b and t are short enough for likelyKey.
func likelySize(b, t *split) bool { return len(b.s) < maxLikely && len(t.s) < maxLikely }

// nextLikely returns the first likely candidate that comes after the
// candidate after, or the first of all if after is nil; ok is false when
// none does; with emptyDir, "" is likely for the base's directory too. It
// writes no list: each call weighs the few likely
// candidates again, which costs less than listing and ordering them, as
// most searches stop at the first. b and t must pass likelySize.
func nextLikely(b, t *split, after *Candidate, emptyDir bool) (Candidate, bool) {
	ts := t.s
	p := picker{best: ^likelyKey(0), n: len(ts), emptyDir: emptyDir}
	if after != nil {
		p.after = p.key(after.Form, after.pre, int(after.Up), int(after.At))
	}
	p.consider(p.key(dialect.FormAbsolute, preNone, 0, 0), 0)
	sameScheme := t.colon >= 0 && b.colon >= 0 && ts[:t.colon+1] == b.s[:b.colon+1]
	if t.auth >= 0 && sameScheme {
		p.consider(p.key(dialect.FormNetwork, preNone, 0, t.auth-2), 0)
	}
	if b.prefix() == t.prefix() {
		p.considerSameOrigin(b, t)
	}
	if p.best == ^likelyKey(0) {
		return Candidate{}, false
	}
	return p.candidate(), true
}

// considerSameOrigin weighs the candidates for a target with the base's
// scheme and authority.
func (p *picker) considerSameOrigin(b, t *split) {
	ts := t.s
	bp, tp := b.pathText(), t.pathText()
	common := uritext.CommonPrefix(bp, tp)
	// Without a path of their own, "", "#f", "?q" keep the base's path,
	// or (RFC 2396's "?y") its directory: a prefix of it.
	if common == len(tp) {
		if (len(tp) == len(bp) || p.emptyDir && len(tp) == b.lastSlash+1) && strings.HasPrefix(b.s, ts) {
			// "" is the base, or (RFC 1630's empty=merge) its directory,
			// less the fragment, the query or the last segment: a prefix
			// of the base.
			p.consider(p.key(dialect.FormEmpty, preNone, 0, len(ts)), 0)
		}
		if t.end < len(ts) {
			p.consider(p.key(dialect.FormFragment, preNone, 0, t.end), 0)
		}
		if t.query < t.end {
			p.consider(p.key(dialect.FormQuery, preNone, 0, t.query), 0)
		}
	}
	if semi := t.firstSemi; semi >= 0 {
		if strings.HasPrefix(bp, tp[:semi]) {
			p.consider(p.key(dialect.FormParams, preNone, 0, t.path+semi), 0)
		}
		if k := t.lastSemi; k >= 0 && k != semi && strings.HasPrefix(bp, tp[:k]) {
			p.consider(p.key(dialect.FormParams, preNone, 0, t.path+k), 0)
		}
	}
	if strings.HasPrefix(tp, "/") {
		p.consider(p.key(dialect.FormPath, preNone, 0, t.path), 0)
		if strings.HasPrefix(tp, "//") {
			p.consider(p.key(dialect.FormPath, preSlashDot, 0, t.path), 0)
		}
	}
	// The deepest cut: after the last "/" of the longest common prefix of
	// the base's directory and the target's path; n, the "/" of the
	// directory after it. The relative path climbs n directories from the
	// base's, as addRelative writes it.
	cut := strings.LastIndexByte(tp[:min(common, b.lastSlash+1)], '/') + 1
	if cut > 0 {
		n := b.slashes - strings.Count(tp[:cut], "/")
		at := t.path + cut
		empty := afterPath(ts, at)
		if n == 0 {
			if !empty && ts[at] != '/' {
				p.consider(p.key(dialect.FormSegment, preNone, 0, at), 0)
			}
			p.consider(p.key(dialect.FormDot, preDotSlash, 0, at), 0)
			if empty {
				p.consider(p.key(dialect.FormDot, preDot, 0, at), 0)
			}
		} else {
			p.consider(p.key(dialect.FormDot, preUp, n, at), n)
			if empty {
				p.consider(p.key(dialect.FormDot, preUpBare, n, at), n)
			}
		}
	}
}

// A picker keeps the first candidate in order after a given one, as
// likelyKeys, and the number of ".." segments of the first.
type picker struct {
	after, best likelyKey
	bestUp      int
	n           int  // the target's length
	emptyDir    bool // "" may give the base's directory (RFC 1630's empty=merge)
}

// key returns the key of a candidate.
func (p *picker) key(f dialect.RelativeForm, pre preKind, up, at int) likelyKey {
	l := int(pre.len(int32(up))) + p.n - at
	return likelyKey(l)<<keyLenShift | likelyKey(f)<<keyFormShift | likelyKey(at)<<keyAtShift | likelyKey(pre) + 1
}

// consider takes k, with up ".." segments, if it comes after p.after and
// before p.best.
func (p *picker) consider(k likelyKey, up int) {
	if k > p.after && k < p.best {
		p.best, p.bestUp = k, up
	}
}

// candidate returns the first candidate.
func (p *picker) candidate() Candidate {
	k := p.best - 1
	up := int32(p.bestUp)
	return Candidate{
		Form: dialect.RelativeForm(k >> keyFormShift & (1<<keyFormBits - 1)),
		pre:  preKind(k & (1<<keyPreBits - 1)),
		Up:   up,
		max:  up,
		At:   int32(k >> keyAtShift & (1<<keyAtBits - 1)),
		Len:  int32(k >> keyLenShift),
	}
}
