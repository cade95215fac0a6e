package uts46

import (
	"fmt"
	"strings"
	"testing"

	"golang.org/x/net/idna"

	"github.com/uridialect/uridialect/internal/kernel/punycode"
)

// benchDomains are non-ASCII domains of several scripts, and one that
// Punycode gives, the hosts that take ToASCII (an ASCII domain that no
// validation error is asked for never does).
var benchDomains = []string{
	"bücher.example", "παράδειγμα.δοκιμή", "пример.испытание", "例子.测试",
	"مثال.إختبار", "उदाहरण.परीक्षा", "xn--fa-hia.de", "ශ්\u200dරී.com",
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

// hostileDomains are long domains of the shapes a naive UTS #46 takes
// quadratic time on, n bytes or so each: a run of combining marks to put
// in canonical order, a label of distinct code points for Punycode, the
// same label's Punycode to decode, joiners between letters, an RTL label,
// many labels.
func hostileDomains(n int) map[string]string {
	var marks, distinct strings.Builder
	marks.WriteString("a")
	for marks.Len() < n {
		marks.WriteString("\u0301\u0316\u0345\u05b0")
	}
	for r := rune(0x4E00); distinct.Len() < n; r++ {
		distinct.WriteRune(r)
	}
	encoded, _ := punycode.Append([]byte("xn--"), []rune(distinct.String()))
	return map[string]string{
		"punycode-decode": string(encoded),
		"marks":           marks.String(),
		"punycode":        distinct.String(),
		"joiners":         strings.Repeat("\u0628\u200c", n/5),
		"rtl":             strings.Repeat("\u05d0", n/2),
		"labels":          strings.Repeat("é.", n/3),
	}
}

// BenchmarkHostile runs ToASCII on hostileDomains of 64 KiB and 256
// KiB: the time a byte should not grow with the size.
func BenchmarkHostile(b *testing.B) {
	for _, n := range []int{64 << 10, 256 << 10} {
		for name, d := range hostileDomains(n) {
			b.Run(fmt.Sprintf("%s/n=%d", name, n), func(b *testing.B) {
				b.SetBytes(int64(len(d)))
				for b.Loop() {
					ToASCII(d, false)
				}
			})
		}
	}
}
