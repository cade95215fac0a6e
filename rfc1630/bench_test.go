package rfc1630

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

// The references resolved against benchBase.
var benchRefs = []string{"g", "../../g?y#s", "/g", "//g/h"}

const benchBase = "http://a/b/c/d/e/f"

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, Default, benchBase, benchRefs...)
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, Default, "http://info.cern.ch:8000/RDB/EMP?dobbins#x")
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
