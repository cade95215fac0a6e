package rfc3986

import (
	"net/url"
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

// Benchmarks resolve every published example of Section 5.4 against its
// base, with this package and with net/url doing the same work.

func benchCases(b *testing.B) (base string, refs []string) {
	cases, err := dialecttest.ReadCases(resolveTable)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range cases {
		if c.Options == nil {
			base = c.Base
			refs = append(refs, c.Ref)
		}
	}
	return base, refs
}

func BenchmarkResolve(b *testing.B) {
	base, refs := benchCases(b)
	b.Run("rfc3986", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			bp, _ := Default.Parse(base)
			for _, ref := range refs {
				r, _ := Default.Parse(ref)
				res, _ := Default.Resolve(bp, r)
				_ = res.String()
			}
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			bu, _ := url.Parse(base)
			for _, ref := range refs {
				u, err := url.Parse(ref)
				if err != nil {
					continue
				}
				_ = bu.ResolveReference(u).String()
			}
		}
	})
}

func BenchmarkParse(b *testing.B) {
	const s = "http://user@www.example.com:8080/a/b/c/d;p?q=1#frag"
	b.Run("rfc3986", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = Default.Parse(s)
		}
	})
	b.Run("net/url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_, _ = url.Parse(s)
		}
	})
}

func BenchmarkValidate(b *testing.B) {
	const s = "http://user@[2001:db8::7]:8080/a/b/c/d;p?q=1#frag"
	b.ReportAllocs()
	for b.Loop() {
		_ = Default.Validate(s)
	}
}
