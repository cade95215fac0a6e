package rfc1630

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// Benchmarks: the published examples and the realistic mix, each resolved
// and parsed by this package and by net/url in the same run, and long
// inputs for linear time (see internal/testkit/dialecttest).

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
			big := *d
			big.opts.MaxLength = 8 << 20 // the base is over the default limit
			if _, err := dialect.ResolveString(&big, base, ref); err != nil {
				t.Fatal(err)
			}
		}
	}
	const m = 1 << 14
	bad := strings.Repeat("%{ ", m)
	if got := len(dialect.Violations(Default.Validate("a:" + bad + "?" + bad + "#" + bad))); got != 9*m {
		t.Errorf("got %d violations, want %d", got, 9*m)
	}
	if err := New(WithMaxLength(8 << 20)).Validate("a:" + strings.Repeat("b/", n) + "?" + strings.Repeat("x+", n) + "y"); err != nil {
		t.Error(err)
	}
}
