package uts46

import (
	"testing"

	"golang.org/x/net/idna"
)

// benchDomains are non-ASCII domains of several scripts, and one that
// Punycode gives, the hosts that take ToASCII (an ASCII domain that no
// validation error is asked for never does).
var benchDomains = []string{
	"bücher.example", "παράδειγμα.δοκιμή", "пример.испытание", "例子.测试",
	"مثال.إختبار", "उदाहरण.परीक्षा", "xn--fa-hia.de", "ශ්‍රී.com",
}

// BenchmarkToASCII runs ToASCII, as the URL Standard calls it, beside
// golang.org/x/net/idna with the same flags (the host parser's before
// this package), on the same domains in the same run.
func BenchmarkToASCII(b *testing.B) {
	b.Run("impl=uts46", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, d := range benchDomains {
				ToASCII(d, false)
			}
		}
	})
	xnet := idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckJoiners(true),
		idna.CheckHyphens(false), idna.StrictDomainName(false), idna.VerifyDNSLength(false),
		idna.Transitional(false))
	b.Run("impl=x-net-idna", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, d := range benchDomains {
				_, _ = xnet.ToASCII(d)
			}
		}
	})
}
