package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// TestSuite runs the conformance kit on Default: its tables, hostile
// inputs, limit, allocations, contract and relativization.
func TestSuite(t *testing.T) {
	dialecttest.Suite(t, rfc2396.Default, dialecttest.Config{
		MaxLength: func(n int) dialect.Dialect { return rfc2396.New(rfc2396.WithMaxLength(n)) },
	})
}

// BenchmarkDialect runs the kit's benchmarks, each beside net/url.
func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, rfc2396.Default) }
