package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// Benchmarks: the published examples and the realistic mix, each resolved
// and parsed by this package and by net/url in the same run, and long
// inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, rfc2396.Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, rfc2396.Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, rfc2396.Default, dialecttest.Shapes...)
}

func BenchmarkValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = rfc2396.Default.Validate("http://user@www.ics.uci.edu:80/pub/ietf/uri/;p?q#Related")
	}
}

// BenchmarkRelativize runs relativization against resolution on the same
// pairs (the property and the tables run in internal/testkit/dialecttest).
func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, rfc2396.Default, dialecttest.Examples(b, "testdata/resolve.txt"))
}
