package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

// Benchmarks: the Standard's table of examples and the library mix, each
// resolved and parsed by this package and by net/url in the same run, and
// long inputs for linear time (see internal/testkit/dialecttest). The peer
// nlnwa/whatwg-url runs beside them in internal/testkit/whatwgbench, a module of
// its own.

const examplesTable = "testdata/examples.txt"

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, whatwg.Default, dialecttest.Examples(b, examplesTable))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, whatwg.Default, dialecttest.Examples(b, examplesTable))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, whatwg.Default, dialecttest.Shapes...)
}

func BenchmarkValidate(b *testing.B) {
	const s = "http://user@[2001:db8::7]:8080/a/b/c/d;p?q=1#frag"
	b.ReportAllocs()
	for b.Loop() {
		_ = whatwg.Default.Validate(s)
	}
}

// BenchmarkRelativize runs relativization against resolution on the same
// pairs (the property and the tables run in internal/testkit/dialecttest).
func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, whatwg.Default, dialecttest.Examples(b, "../rfc3986/testdata/resolve.txt"))
}
