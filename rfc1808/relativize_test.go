package rfc1808

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
		[]dialecttest.Option{{Key: "samescheme", Value: "relative"}},
	)
}

// The published examples read in reverse.
func TestRelativizePublishedExamples(t *testing.T) {
	dialecttest.RunRelativizeFile(t, Default, "../testdata/rfc1808/relativize.txt")
}

func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, Default, dialecttest.Examples(b, "../testdata/rfc1808/resolve.txt"))
}
