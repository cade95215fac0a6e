package libwwwperl5_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/libwwwperl5"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestSuite runs the conformance kit on Default: its tables, hostile
// inputs, limit, allocations, contract and relativization.
func TestSuite(t *testing.T) {
	dialecttest.Suite(t, libwwwperl5.Default, dialecttest.Config{
		MaxLength: func(n int) dialect.Dialect { return libwwwperl5.New(libwwwperl5.WithMaxLength(n)) },
	})
}

// BenchmarkDialect runs the kit's benchmarks, each beside net/url.
func BenchmarkDialect(b *testing.B) { dialecttest.Benchmarks(b, libwwwperl5.Default) }
