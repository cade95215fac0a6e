package rfc1808_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

// Benchmarks: the published examples and the realistic mix, each resolved
// and parsed by this package and by net/url in the same run, and long
// inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, rfc1808.Default, dialecttest.Examples(b, publishedTable))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, rfc1808.Default, dialecttest.Examples(b, publishedTable))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, rfc1808.Default, dialecttest.Shapes...)
}

// BenchmarkRelativize runs relativization against resolution on the same
// pairs (the property and the tables run in internal/testkit/dialecttest).
func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, rfc1808.Default, dialecttest.Examples(b, publishedTable))
}
