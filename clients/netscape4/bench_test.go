package netscape4_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Benchmarks: the cases of the client's table, resolved and parsed by this
// package and by net/url in the same run, and long inputs for linear time
// (see internal/testkit/dialecttest).

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, netscape4.Default, dialecttest.Examples(b, table))
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, netscape4.Default, dialecttest.Examples(b, table))
}

func BenchmarkLinear(b *testing.B) {
	dialecttest.BenchLinear(b, netscape4.Default, dialecttest.Shapes...)
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
			dialecttest.CheckAllocs(t, netscape4.Default, c.Base, c.Ref)
		}
	}
}
