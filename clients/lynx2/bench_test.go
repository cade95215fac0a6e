package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the cases of the client's table, resolved and parsed by this
// package and by net/url in the same run, and long inputs for linear time
// (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, lynx2.Default, dialecttest.Examples(b, table))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, lynx2.Default, dialecttest.Examples(b, table))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, lynx2.Default, dialecttest.Shapes...)
}

// TestAllocs: parsing allocates nothing and resolving once, the result,
// on the client's own cases.
func TestAllocs(t *testing.T) {
	cases, err := dialecttest.ReadCases(table)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if len(c.Options) == 0 && !c.WantErr {
			dialecttest.CheckAllocs(t, lynx2.Default, c.Base, c.Ref)
		}
	}
}
