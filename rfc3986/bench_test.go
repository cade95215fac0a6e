package rfc3986

import (
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
	dialecttest.BenchResolve(b, Default, base, refs...)
}

func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, Default, "http://user@www.example.com:8080/a/b/c/d;p?q=1#frag")
}

func BenchmarkValidate(b *testing.B) {
	const s = "http://user@[2001:db8::7]:8080/a/b/c/d;p?q=1#frag"
	b.ReportAllocs()
	for b.Loop() {
		_ = Default.Validate(s)
	}
}
