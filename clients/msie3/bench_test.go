package msie3

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the cases of the package's table and the realistic mix,
// each resolved and parsed by this package and by net/url in the same
// run, and long inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, Default, dialecttest.Shapes...)
}
