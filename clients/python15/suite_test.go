package python15_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/python15"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestSuite runs the conformance kit on Default: its tables, hostile
// inputs, limit, allocations, contract and relativization.
func TestSuite(t *testing.T) {
	dialecttest.Suite(t, python15.Default, dialecttest.Config{
		MaxLength: func(n int) dialect.Dialect { return python15.New(python15.WithMaxLength(n)) },
	})
}

// BenchmarkDialect runs the kit's benchmarks, each beside net/url.
func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, python15.Default) }
