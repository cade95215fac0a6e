package heritrix

// IDNA.toASCII of GNU libidn (gnu.inet.encoding.IDNA), as
// UsableURIFactory.fixupDomainlabel calls it: IDNA 2003 (RFC 3490) label
// by label, with the STD3 ASCII rules (see "IDN" in the package doc).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/uridialect/uridialect/internal/kernel/punycode"
)

// toASCII converts a domain label by label, the labels separated by ".",
// U+3002, U+FF0E or U+FF61; it reports false where libidn throws an
// IDNAException.
func toASCII(d string) (string, bool) {
	var b strings.Builder
	label := 0
	for i := 0; i <= len(d); {
		r, n := rune(-1), 0
		if i < len(d) {
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if r == -1 || r == '.' || r == 0x3002 || r == 0xff0e || r == 0xff61 {
			a, ok := labelToASCII(d[label:i])
			if !ok {
				return "", false
			}
			b.WriteString(a)
			if r == -1 {
				break
			}
			b.WriteByte('.')
			i += n
			label = i
			continue
		}
		i += n
	}
	return b.String(), true
}

// labelToASCII is ToASCII (RFC 3490, Section 4.1) with UseSTD3ASCIIRules:
// a label with a character over U+007F is prepared (nameprep, here only
// its case mapping: lower case), must not start with "xn--", and is
// written "xn--" and its Punycode; every label must then be letters,
// digits and "-", not at either end, of 1 to 63 characters.
func labelToASCII(l string) (string, bool) {
	ascii := true
	for i := 0; i < len(l); i++ {
		if l[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if !ascii {
		if !utf8.ValidString(l) {
			return "", false
		}
		if utf8.RuneCountInString(l) > 59 {
			return "", false // "xn--" and at least a character a rune: over 63
		}
		l = strings.Map(unicode.ToLower, l)
	}
	for _, r := range l {
		if r < 0x80 && !(isSchemeStart(byte(r)) || '0' <= r && r <= '9' || r == '-') {
			return "", false
		}
	}
	if strings.HasPrefix(l, "-") || strings.HasSuffix(l, "-") {
		return "", false
	}
	if !ascii {
		if len(l) >= 4 && strings.EqualFold(l[:4], "xn--") {
			return "", false
		}
		// At most 59 code points: the encoding cannot overflow.
		enc, _ := punycode.Append([]byte("xn--"), []rune(l))
		l = string(enc)
	}
	if n := len(l); n < 1 || n > 63 {
		return "", false
	}
	return l, true
}
