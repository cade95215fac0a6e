package rfc1630

import (
	"net/url"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

var benchPairs = [][2]string{
	{"http://a/b/c/d/e/f", "g"},
	{"http://a/b/c/d/e/f", "../../g?y#s"},
	{"http://a/b/c/d/e/f", "/g"},
	{"http://a/b/c/d/e/f", "//g/h"},
}

func BenchmarkResolve(b *testing.B) {
	b.Run("rfc1630", func(b *testing.B) {
		var refs [][2]dialect.Reference
		for _, p := range benchPairs {
			refs = append(refs, [2]dialect.Reference{parse(p[0]), parse(p[1])})
		}
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			p := refs[i%len(refs)]
			_, _ = Default.Resolve(p[0], p[1])
		}
	})
	b.Run("net/url", func(b *testing.B) {
		var refs [][2]*url.URL
		for _, p := range benchPairs {
			u, _ := url.Parse(p[0])
			r, _ := url.Parse(p[1])
			refs = append(refs, [2]*url.URL{u, r})
		}
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			p := refs[i%len(refs)]
			_ = p[0].ResolveReference(p[1])
		}
	})
}

func BenchmarkParse(b *testing.B) {
	const s = "http://info.cern.ch:8000/RDB/EMP?dobbins#x"
	b.Run("rfc1630", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = Default.Parse(s)
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = url.Parse(s)
		}
	})
}

// TestLargeInputs runs inputs that a quadratic algorithm could not finish:
// a megabyte of "../", of "./", of slashes, and of bad characters.
func TestLargeInputs(t *testing.T) {
	const n = 1 << 18
	base := "magic://a" + strings.Repeat("/b", n) + strings.Repeat("//c", n)
	for _, ref := range []string{
		strings.Repeat("../", n) + "g",
		strings.Repeat("x/", n) + strings.Repeat("../", 2*n),
		strings.Repeat("./", n) + ".",
		strings.Repeat("..", n),
		strings.Repeat("/", n) + "g",
		"//" + strings.Repeat("/", n),
	} {
		for _, d := range []*Dialect{Default, Literal, New(WithEndDotDot(EndDotDotRemove), WithSlashes(SlashesLiteral))} {
			if _, err := dialect.ResolveString(d, base, ref); err != nil {
				t.Fatal(err)
			}
		}
	}
	const m = 1 << 14
	bad := strings.Repeat("%{ ", m)
	if got := len(dialect.Violations(Default.Validate("a:" + bad + "?" + bad + "#" + bad))); got != 9*m {
		t.Errorf("got %d violations, want %d", got, 9*m)
	}
	if err := Default.Validate("a:" + strings.Repeat("b/", n) + "?" + strings.Repeat("x+", n) + "y"); err != nil {
		t.Error(err)
	}
}
