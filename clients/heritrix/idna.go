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
// IDNAException. ToASCII leaves an ASCII label as it is or refuses it,
// so a domain of ASCII, as most are, is given back as it is; any other
// is converted in w.
func (w *buffer) toASCII(d string) (string, bool) {
	if isASCII(d) {
		for rest, more := d, true; more; {
			var l string
			l, rest, more = strings.Cut(rest, ".")
			if !std3Label(l) {
				return "", false
			}
		}
		return d, true
	}
	m := w.mark()
	label := 0
	for i := 0; i <= len(d); {
		r, n := rune(-1), 0
		if i < len(d) {
			r, n = utf8.DecodeRuneInString(d[i:])
		}
		if r == -1 || r == '.' || r == 0x3002 || r == 0xff0e || r == 0xff61 {
			if !w.appendLabel(d[label:i]) {
				return "", false
			}
			if r == -1 {
				break
			}
			w.b = append(w.b, '.')
			i += n
			label = i
			continue
		}
		i += n
	}
	return w.since(m), true
}

// appendLabel appends what ToASCII (RFC 3490, Section 4.1) with
// UseSTD3ASCIIRules makes of a label, and reports false where it fails: a
// label with a character over U+007F is prepared (nameprep, here only
// its case mapping: lower case), must not start with "xn--", and is
// written "xn--" and its Punycode; every label must then be letters,
// digits and "-", not at either end, of 1 to 63 characters.
func (w *buffer) appendLabel(l string) bool {
	if isASCII(l) {
		if !std3Label(l) {
			return false
		}
		w.b = append(w.b, l...)
		return true
	}
	if !utf8.ValidString(l) || utf8.RuneCountInString(l) > 59 {
		return false // over 59 code points, "xn--" and at least one a code point: over 63
	}
	var lowered [59]rune
	r := lowered[:0]
	for _, c := range l {
		r = append(r, unicode.ToLower(c))
	}
	for _, c := range r {
		if c < utf8.RuneSelf && !std3Char(byte(c)) {
			return false
		}
	}
	if r[0] == '-' || r[len(r)-1] == '-' {
		return false
	}
	if len(r) >= 4 && r[0] == 'x' && r[1] == 'n' && r[2] == '-' && r[3] == '-' {
		return false
	}
	m := w.mark()
	// At most 59 code points: the encoding cannot overflow.
	w.b, _ = punycode.Append(append(w.b, "xn--"...), r)
	if n := len(w.b) - m; n > 63 {
		w.b = w.b[:m]
		return false
	}
	return true
}

// std3Label reports whether an ASCII label passes the STD3 ASCII rules
// and the length ToASCII allows: letters, digits and "-", not at either
// end, 1 to 63 characters.
func std3Label(l string) bool {
	if len(l) < 1 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
		return false
	}
	for i := 0; i < len(l); i++ {
		if !std3Char(l[i]) {
			return false
		}
	}
	return true
}

// std3Char reports an ASCII letter, digit or "-".
func std3Char(c byte) bool { return isSchemeStart(c) || '0' <= c && c <= '9' || c == '-' }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
