package rfc2396_test

import (
	"net/url"
	"testing"

	"github.com/uridialect/uridialect/rfc2396"
)

// The C.1 references that both libraries resolve to a URI.
var benchRefs = []string{"g", "./g", "g/", "/g", "//g", "?y", "g?y", "g#s", "g;x?y#s", ".", "..", "../g", "../../g", "g/./h", "g;x=1/../y"}

const benchBase = "http://a/b/c/d;p?q"

func BenchmarkParse(b *testing.B) {
	b.Run("rfc2396", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range benchRefs {
				_, _ = rfc2396.Default.Parse(r)
			}
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, r := range benchRefs {
				_, _ = url.Parse(r)
			}
		}
	})
}

func BenchmarkResolve(b *testing.B) {
	b.Run("rfc2396", func(b *testing.B) {
		base, _ := rfc2396.Default.Parse(benchBase)
		for _, r := range benchRefs {
			ref, _ := rfc2396.Default.Parse(r)
			b.Run(r, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					res, _ := rfc2396.Default.Resolve(base, ref)
					_ = res.String()
				}
			})
		}
	})
	b.Run("net/url", func(b *testing.B) {
		base, _ := url.Parse(benchBase)
		for _, r := range benchRefs {
			ref, _ := url.Parse(r)
			b.Run(r, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_ = base.ResolveReference(ref).String()
				}
			})
		}
	})
}

func BenchmarkValidate(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = rfc2396.Default.Validate("http://user@www.ics.uci.edu:80/pub/ietf/uri/;p?q#Related")
	}
}
