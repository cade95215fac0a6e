package msie3_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/msie3"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestSuite runs the conformance kit on Default: its tables, hostile
// inputs, limit, allocations, contract and relativization.
func TestSuite(t *testing.T) {
	dialecttest.Suite(t, msie3.Default, dialecttest.Config{
		MaxLength: func(n int) dialect.Dialect { return msie3.New(msie3.WithMaxLength(n)) },
	})
}

// BenchmarkDialect runs the kit's benchmarks, each beside net/url.
func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, msie3.Default) }
