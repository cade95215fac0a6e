package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

// TestSuite runs the conformance kit on Default: its tables, hostile
// inputs, limit, allocations, contract and relativization.
func TestSuite(t *testing.T) {
	dialecttest.Suite(t, whatwg.Default, dialecttest.Config{
		MaxLength: func(n int) dialect.Dialect { return whatwg.New(whatwg.WithMaxLength(n)) },
	})
}

// BenchmarkDialect runs the kit's benchmarks, each beside net/url. The
// peer nlnwa/whatwg-url runs beside them in internal/testkit/whatwgbench,
// a module of its own.
func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, whatwg.Default) }
