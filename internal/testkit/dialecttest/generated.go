package dialecttest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// A Pair is a generated base and reference.
type Pair struct{ Base, Ref string }

// Generate returns n pairs of a base and a reference made from the shapes
// on which the clients' resolvers part from each other and from the
// specifications: white space around and inside (space, TAB, LF, VT, FF,
// CR), the schemes that clients give a class of their own (news:,
// mailto:, gopher:, nntp:, wais:, prospero:, telnet:, rlogin:, tn3270:,
// data:, file:, ldap:, ldaps:, Navigator's internal- prefixes), the
// start of a scheme name alone ("h", "ft"), ";params", "?", "#", ".."
// above the root, backslashes, "//host", "%XX" escapes and ports. The
// same seed gives the same pairs.
func Generate(n int, seed uint64) []Pair {
	g := &refGen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	out := make([]Pair, n)
	for i := range out {
		out[i] = Pair{Base: g.base(), Ref: g.ref()}
	}
	return out
}

type refGen struct{ r *rand.Rand }

func (g *refGen) pick(s ...string) string { return s[g.r.IntN(len(s))] }

var genSchemes = []string{
	"http:", "HTTP:", "ftp:", "https:", "news:", "mailto:", "gopher:", "nntp:", "wais:", "prospero:",
	"telnet:", "rlogin:", "tn3270:", "data:", "file:", "ldap:", "ldaps:", "internal-security-",
	"internal-certldap", "sockstub:", "javascript:", "fred:", "g:", "h", "ft",
}

func (g *refGen) space() string { return g.pick(" ", "\t", "\n", "\v", "\f", "\r", "  ") }

func (g *refGen) segment() string {
	return g.pick("a", "b", "g", "x.html", ".", "..", "", "g;x", ";p", "%2F", "%41", "%7e", "~u", "a b", "a\\b", "g:h", "u@h")
}

func (g *refGen) path(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteString(g.pick("/", "/", "/", "\\", "//"))
		}
		b.WriteString(g.segment())
	}
	return b.String()
}

func (g *refGen) tail(s string) string {
	if g.r.IntN(4) == 0 {
		s += ";" + g.pick("p", "type=a", "x=1/2")
	}
	if g.r.IntN(3) == 0 {
		s += "?" + g.pick("q", "y", "", "a/b", "x/../y", "a b")
	}
	if g.r.IntN(3) == 0 {
		s += "#" + g.pick("f", "", "a/b", "s#t")
	}
	return s
}

func (g *refGen) host() string {
	return g.pick("a", "a", "A", "a:80", "a:8080", "u:p@a", "a.b.", "", "a:0", "a:99999")
}

func (g *refGen) base() string {
	switch g.r.IntN(10) {
	case 0:
		return g.tail(g.pick(genSchemes...) + g.path(1+g.r.IntN(3)))
	case 1:
		return g.space() + "http://a/" + g.tail(g.path(1+g.r.IntN(3)))
	case 2:
		return g.tail(g.pick("ftp://", "fred://", "news:", "mailto:", "gopher://", "file:///") + g.host() + "/" + g.path(g.r.IntN(3)))
	default:
		return g.tail(g.pick("http://", "HTTP://", "http://") + g.host() + "/" + g.path(g.r.IntN(4)))
	}
}

func (g *refGen) ref() string {
	var s string
	switch g.r.IntN(10) {
	case 0:
		s = g.pick(genSchemes...) + g.tail(g.path(g.r.IntN(3)))
	case 1:
		s = g.pick("//", "\\\\", "/\\") + g.host() + "/" + g.tail(g.path(g.r.IntN(3)))
	case 2:
		s = "/" + g.tail(g.path(g.r.IntN(4)))
	case 3:
		s = g.tail("")
	case 4:
		s = g.pick("", " ", "\f", "\t", "\n", " #s", "#")
	default:
		s = g.tail(g.pick("", "./", "../", "../../", "../../../", "./../", "..\\") + g.path(g.r.IntN(4)))
	}
	if g.r.IntN(6) == 0 {
		s = g.space() + s
	}
	if g.r.IntN(6) == 0 {
		s += g.space()
	}
	return s
}

// CheckGenerated resolves n generated pairs ([Generate], from seed) with d
// and hands each answer to check, with the base and reference; a panic
// fails the test naming the pair. It returns how many pairs resolved and
// how many failed.
func CheckGenerated(t *testing.T, d dialect.Dialect, n int, seed uint64, check func(t *testing.T, p Pair, res string, err error)) (resolved, failed int) {
	t.Helper()
	for _, p := range Generate(n, seed) {
		res, err := resolveNoPanic(t, d, p)
		if err != nil {
			failed++
		} else {
			resolved++
		}
		check(t, p, res, err)
	}
	return resolved, failed
}

func resolveNoPanic(t *testing.T, d dialect.Dialect, p Pair) (res string, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%v: Resolve(%q, %q) panics: %v", d, p.Base, p.Ref, r)
		}
	}()
	return dialect.ResolveString(d, p.Base, p.Ref)
}
