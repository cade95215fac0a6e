// Package benchmix generates the realistic mix of base/reference pairs the
// benchmarks run, the same for every dialect and for net/url: varied hosts
// and ports, paths of 3 to 8 segments, params, queries and fragments, and
// references of every kind (relative paths with "../" and "./",
// absolute-path, network-path, fragment-only, query-only, absolute).
//
// The mix is deterministic: the same seed gives the same pairs on every
// machine, so benchmark runs compare like with like.
package benchmix

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// A Pair is one base and one reference.
type Pair struct{ Base, Ref string }

// Mix returns n pairs generated from seed. Bases repeat in runs (pages
// link many references against one base), as in crawled link tables.
func Mix(n int, seed uint64) []Pair {
	g := gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	out := make([]Pair, 0, n)
	base := g.base()
	for len(out) < n {
		if g.r.IntN(8) == 0 {
			base = g.base()
		}
		out = append(out, Pair{base, g.ref()})
	}
	return out
}

// TSV renders pairs as batch input: base<TAB>reference lines.
func TSV(pairs []Pair) string {
	var b strings.Builder
	for _, p := range pairs {
		b.WriteString(p.Base)
		b.WriteByte('\t')
		b.WriteString(p.Ref)
		b.WriteByte('\n')
	}
	return b.String()
}

type gen struct{ r *rand.Rand }

var (
	schemes = []string{"http", "http", "http", "https", "https", "ftp"}
	words   = []string{"a", "b", "docs", "index", "img", "api", "v1", "users", "2024", "news", "archive", "static", "css", "en", "wiki", "page", "item", "x"}
	exts    = []string{"", "", ".html", ".htm", ".png", ".css", ".js", ".php", ".txt"}
)

func (g *gen) pick(s []string) string { return s[g.r.IntN(len(s))] }

func (g *gen) host() string {
	h := g.pick([]string{"www.", "", "cdn.", "api."}) + g.pick(words) + strconv.Itoa(g.r.IntN(1000)) + g.pick([]string{".example", ".example.com", ".test.org"})
	if g.r.IntN(5) == 0 {
		h += ":" + strconv.Itoa(1024+g.r.IntN(60000))
	}
	return h
}

func (g *gen) segments(min, max int) string {
	var b strings.Builder
	for i, n := 0, min+g.r.IntN(max-min+1); i < n; i++ {
		if i > 0 {
			b.WriteByte('/')
		}
		b.WriteString(g.pick(words))
	}
	return b.String() + g.pick(exts)
}

func (g *gen) tail(params bool) string {
	var b strings.Builder
	if params && g.r.IntN(6) == 0 {
		b.WriteString(";jsessionid=" + strconv.Itoa(g.r.IntN(1e6)))
	}
	if g.r.IntN(3) == 0 {
		b.WriteString("?q=" + g.pick(words) + "&n=" + strconv.Itoa(g.r.IntN(100)))
	}
	if g.r.IntN(6) == 0 {
		b.WriteString("#" + g.pick(words))
	}
	return b.String()
}

func (g *gen) base() string {
	return g.pick(schemes) + "://" + g.host() + "/" + g.segments(3, 8) + g.tail(true)
}

func (g *gen) ref() string {
	switch g.r.IntN(12) {
	case 0, 1, 2:
		return g.segments(1, 3) + g.tail(true)
	case 3, 4:
		return strings.Repeat("../", 1+g.r.IntN(3)) + g.segments(1, 3) + g.tail(false)
	case 5:
		return "./" + g.segments(1, 2) + g.tail(false)
	case 6, 7:
		return "/" + g.segments(3, 8) + g.tail(true)
	case 8:
		return "//" + g.host() + "/" + g.segments(3, 6) + g.tail(false)
	case 9:
		return "#" + g.pick(words)
	case 10:
		return "?q=" + g.pick(words)
	default:
		return g.pick(schemes) + "://" + g.host() + "/" + g.segments(3, 8) + g.tail(true)
	}
}
