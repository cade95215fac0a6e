package dialecttest

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

// RelativizePairs is the number of generated (base, target) pairs the
// relativization property runs per dialect.
const RelativizePairs = 100_000

// A RelativizeStats counts what a property run saw.
type RelativizeStats struct {
	Pairs    int                           // pairs checked
	Failed   int                           // pairs with no reference (every candidate checked to fail)
	Forms    [dialect.FormAbsolute + 1]int // answers by form
	Regular  int                           // pairs whose inputs relgen.Regular calls regular
	Resolved int                           // candidates resolved to check the answers
}

// CheckRelativize runs the relativization property over n generated
// pairs (seeded by seed) for d, which must implement [dialect.Relativizer]:
// for each pair, either Relativize returns r, Resolve(base, r) is the
// target, and every candidate of relgen.All that comes before r fails to
// give the target; or it returns a *dialect.RelativizeError and every
// candidate fails. Half the targets are resolutions of generated
// references against the base (so a reference exists), half are
// generated on their own. Under -short (the race detector's pass in
// .ci/run, where each pair costs ten times as much) it runs a twentieth of
// n pairs.
func CheckRelativize(t *testing.T, d dialect.Dialect, n int, seed uint64) RelativizeStats {
	t.Helper()
	if testing.Short() {
		n = max(n/20, 1)
	}
	rz, ok := d.(dialect.Relativizer)
	if !ok {
		t.Fatalf("%v does not implement dialect.Relativizer", d)
	}
	g := pairGen{r: rand.New(rand.NewPCG(seed, 0x5eed))}
	var st RelativizeStats
	var scratch dialect.Reference
	var buf []relgen.Candidate
	for st.Pairs < n {
		g.clean = g.r.IntN(3) == 0
		baseText := g.uri(true)
		emptySeg := g.r.IntN(10) == 0
		if emptySeg {
			baseText = g.emptySegmentBase()
		}
		base, err := d.Parse(baseText)
		if err != nil {
			continue
		}
		var target string
		if emptySeg {
			target = g.tail("http://a/" + g.pick("g", "b", "c", "x.html", ""))
		} else if g.r.IntN(2) == 0 {
			if err := dialect.ResolveText(d, &scratch, &base, g.ref()); err != nil {
				continue
			}
			target = scratch.Source()
		} else {
			target = g.uri(false)
		}
		st.Pairs++
		if relgen.Regular(baseText, target) {
			st.Regular++
		}
		got, err := rz.Relativize(&base, target)
		buf = relgen.All(buf[:0], baseText, target)
		if err != nil {
			var re *dialect.RelativizeError
			if !errors.As(err, &re) {
				t.Fatalf("%v: Relativize(%q, %q): error %v is not a *dialect.RelativizeError", d, baseText, target, err)
			}
			st.Failed++
			for _, c := range buf {
				st.Resolved++
				if text := c.Text(target); relgen.Resolves(d, &scratch, &base, text, target) {
					t.Fatalf("%v: Relativize(%q, %q) failed (%v), but %q resolves to the target", d, baseText, target, err, text)
				}
			}
			continue
		}
		st.Resolved++
		if !relgen.Resolves(d, &scratch, &base, got, target) {
			t.Fatalf("%v: Relativize(%q, %q) = %q, which resolves to %q", d, baseText, target, got, scratch.Source())
		}
		found := false
		for _, c := range buf {
			text := c.Text(target)
			if text == got {
				found = true
				st.Forms[c.Form]++
				break
			}
			st.Resolved++
			if relgen.Resolves(d, &scratch, &base, text, target) {
				t.Fatalf("%v: Relativize(%q, %q) = %q, but %q (%v) comes first and resolves to the target", d, baseText, target, got, text, c.Form)
			}
		}
		if !found {
			t.Fatalf("%v: Relativize(%q, %q) = %q, which is not a candidate", d, baseText, target, got)
		}
	}
	return st
}

// pairGen writes bases, references and targets from small alphabets, so
// that the pairs share schemes, hosts and segments often enough to be
// related, and meet dot segments, empty segments, params, queries,
// fragments, colons and scheme case.
// A tenth of the pairs have a base with an empty segment and a target of
// one segment (see emptySegmentBase).
// In clean mode (a third of the pairs) segments have no dot, colon or
// params, and paths are absolute, as on most of the web: the inputs
// relgen calls regular, for which Relativize tries its likely
// candidates first.
type pairGen struct {
	r     *rand.Rand
	clean bool
}

func (g *pairGen) pick(s ...string) string { return s[g.r.IntN(len(s))] }

func (g *pairGen) segment() string {
	if g.clean {
		return g.pick("a", "b", "c", "d", "g", "x.html")
	}
	return g.pick("a", "b", "c", "d", "g", "a", "b", "c", ".", "..", "", "g;x", "x;y", "g:h", "%7e", "~", ".x")
}

func (g *pairGen) path(absolute bool) string {
	var b strings.Builder
	for i, n := 0, g.r.IntN(5); i < n; i++ {
		if i > 0 || absolute {
			b.WriteByte('/')
		}
		b.WriteString(g.segment())
	}
	if absolute && b.Len() == 0 && g.r.IntN(2) == 0 {
		b.WriteByte('/')
	}
	if g.r.IntN(5) == 0 {
		b.WriteByte('/')
	}
	return b.String()
}

func (g *pairGen) tail(s string) string {
	if g.r.IntN(4) == 0 {
		s += ";" + g.pick("p", "x", "")
	}
	if g.r.IntN(3) == 0 {
		s += "?" + g.pick("q", "y", "", "a/b", "q;x")
	}
	if g.r.IntN(3) == 0 {
		s += "#" + g.pick("f", "s", "", "a/b")
	}
	return s
}

// emptySegmentBase writes a base of clean segments with an empty one
// among them ("http://a/b//c/d"), against which every revision but RFC
// 1630 keeps the "//" in what it merges, and RFC 1630 may climb over it:
// a tenth of the pairs, each with a target of one segment on the same
// host, the case relgen answers by its absolute path first.
func (g *pairGen) emptySegmentBase() string {
	var b strings.Builder
	b.WriteString("http://a")
	n := 2 + g.r.IntN(4)
	empty := g.r.IntN(n)
	for i := 0; i < n; i++ {
		b.WriteByte('/')
		if i != empty {
			b.WriteString(g.pick("a", "b", "c", "d", "g"))
		}
	}
	return g.tail(b.String())
}

// uri writes an absolute URI, or with rel sometimes not (a base without a
// scheme is an error for most dialects, which the property must see too).
func (g *pairGen) uri(base bool) string {
	if base && !g.clean && g.r.IntN(50) == 0 {
		return g.tail(g.path(g.r.IntN(2) == 0))
	}
	s := g.pick("http", "http", "http", "https", "ftp", "HTTP", "news", "mailto", "foo")
	switch g.r.IntN(8) {
	case 0: // no authority
		if g.clean {
			return g.tail(s + ":" + g.path(true))
		}
		return g.tail(s + ":" + g.path(g.r.IntN(2) == 0))
	case 1:
		s += "://" + g.pick("", "A", "a:80")
	default:
		s += "://" + g.pick("a", "a", "a", "b", "u@a", "a:8080")
	}
	return g.tail(s + g.path(true))
}

// ref writes a reference of any kind.
func (g *pairGen) ref() string {
	switch g.r.IntN(10) {
	case 0:
		return g.uri(false)
	case 1:
		return g.tail("//" + g.pick("a", "b", "") + g.path(true))
	case 2:
		return g.tail(g.path(true))
	case 3:
		return g.tail("")
	default:
		return g.tail(g.pick("", "./", "../", "../../", "../../../", "./../") + g.path(false))
	}
}

// VariantPairs is the number of pairs the property runs for each
// non-default configuration of a dialect.
const VariantPairs = 20_000

// CheckRelativizeVariants runs the property over VariantPairs pairs for d
// configured with each of the options (KEY=VALUE lists), one at a time.
func CheckRelativizeVariants(t *testing.T, d dialect.Dialect, variants ...[]Option) {
	t.Helper()
	for i, opts := range variants {
		dd, err := Configure(d, opts)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(dd.(interface{ String() string }).String(), func(t *testing.T) {
			st := CheckRelativize(t, dd, VariantPairs, uint64(i+2))
			t.Logf("%+v", st)
		})
	}
}

// RunRelativizeFile runs the relativization table at path (the format of
// ReadCases: the input is the target, the expectation the reference, or
// error) through d, configured with each case's options: Relativize must
// give the expected reference, and d must resolve that reference to the
// target.
func RunRelativizeFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		got, err := dialect.RelativizeString(dd, c.Base, c.Ref)
		switch {
		case c.WantErr && err == nil:
			t.Errorf("%s: %v: Relativize(%q, %q) = %q, want an error", c.where(), dd, c.Base, c.Ref, got)
		case !c.WantErr && err != nil:
			t.Errorf("%s: %v: Relativize(%q, %q) failed: %v\nwant %q", c.where(), dd, c.Base, c.Ref, err, c.Want)
		case !c.WantErr && got != c.Want:
			t.Errorf("%s: %v: Relativize(%q, %q)\ngot  %q\nwant %q", c.where(), dd, c.Base, c.Ref, got, c.Want)
		}
		if !c.WantErr {
			if res, err := dialect.ResolveString(dd, c.Base, c.Want); err != nil || res != c.Ref {
				t.Errorf("%s: %v: Resolve(%q, %q) = %q, %v: want the target %q", c.where(), dd, c.Base, c.Want, res, err, c.Ref)
			}
		}
	})
}
