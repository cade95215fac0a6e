package heritrix_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the cases of the package's table and the realistic mix,
// each resolved and parsed by this package and by net/url in the same
// run, and long inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, heritrix.Default, dialecttest.Examples(b, table))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, heritrix.Default, dialecttest.Examples(b, table))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, heritrix.Default, dialecttest.Shapes...)
}
