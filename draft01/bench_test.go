package draft01

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the published examples and the realistic mix, each resolved
// and parsed (in the base's context) by this package and by net/url in the
// same run, and long inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, Default, dialecttest.Shapes...)
}

// BenchmarkRelativize runs relativization against resolution on the same
// pairs (the property and the tables run in internal/testkit/dialecttest).
func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}
