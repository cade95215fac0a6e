package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the published examples of Section 5.4 and the realistic mix,
// each resolved and parsed by this package and by net/url in the same run,
// and long inputs for linear time (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, Default, dialecttest.Examples(b, resolveTable))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, Default, dialecttest.Examples(b, resolveTable))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, Default, dialecttest.Shapes...)
}

func BenchmarkValidate(b *testing.B) {
	const s = "http://user@[2001:db8::7]:8080/a/b/c/d;p?q=1#frag"
	b.ReportAllocs()
	for b.Loop() {
		_ = Default.Validate(s)
	}
}

// BenchmarkRelativize runs relativization against resolution on the same
// pairs (the property and the tables run in internal/testkit/dialecttest).
func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, Default, dialecttest.Examples(b, resolveTable))
}
