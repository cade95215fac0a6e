package rfc2396

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

// Resolve(base, Relativize(base, target)) is the target, and no shorter
// candidate reaches it, over generated pairs: under the defaults and
// under each option that changes what a reference resolves to.
func TestRelativizeProperty(t *testing.T) {
	st := dialecttest.CheckRelativize(t, Default, dialecttest.RelativizePairs, 1)
	t.Logf("%+v", st)
	dialecttest.CheckRelativizeVariants(t, Default,
		[]dialecttest.Option{{Key: "samedoc", Value: "keep"}, {Key: "samescheme", Value: "relative"}},
		[]dialecttest.Option{{Key: "dotdot", Value: "drop"}},
		[]dialecttest.Option{{Key: "dotdot", Value: "reject"}},
	)
}

// The published examples read in reverse.
func TestRelativizePublishedExamples(t *testing.T) {
	dialecttest.RunRelativizeFile(t, Default, "../testdata/rfc2396/relativize.txt")
}

func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, Default, dialecttest.Examples(b, "../testdata/rfc2396/resolve.txt"))
}
