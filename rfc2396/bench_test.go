package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// The C.1 references that both libraries resolve to a URI.
var benchRefs = []string{"g", "./g", "g/", "/g", "//g", "?y", "g?y", "g#s", "g;x?y#s", ".", "..", "../g", "../../g", "g/./h", "g;x=1/../y"}

const benchBase = "http://a/b/c/d;p?q"

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, rfc2396.Default, benchRefs...)
}

func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, rfc2396.Default, benchBase, benchRefs...)
}

func BenchmarkValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = rfc2396.Default.Validate("http://user@www.ics.uci.edu:80/pub/ietf/uri/;p?q#Related")
	}
}
