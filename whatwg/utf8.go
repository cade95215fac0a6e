package whatwg

import "unicode/utf8"

// decodeRune decodes the code point at the start of s as the Encoding
// Standard's UTF-8 decoder does: a sequence that is not UTF-8 is one
// U+FFFD for each maximal subpart (a lead byte and the continuation bytes
// that could still complete it), where utf8.DecodeRuneInString gives one
// for each byte. ok is false for such a sequence.
func decodeRune(s string) (r rune, size int, ok bool) {
	r, size = utf8.DecodeRuneInString(s)
	if r != utf8.RuneError || size != 1 {
		return r, size, true
	}
	c := s[0]
	n, lo, hi := 0, byte(0x80), byte(0xbf)
	switch {
	case 0xc2 <= c && c <= 0xdf:
		n = 2
	case c == 0xe0:
		n, lo = 3, 0xa0
	case c == 0xed:
		n, hi = 3, 0x9f
	case 0xe1 <= c && c <= 0xef:
		n = 3
	case c == 0xf0:
		n, lo = 4, 0x90
	case c == 0xf4:
		n, hi = 4, 0x8f
	case 0xf1 <= c && c <= 0xf3:
		n = 4
	default:
		return utf8.RuneError, 1, false
	}
	i := 1
	for i < n && i < len(s) && lo <= s[i] && s[i] <= hi {
		lo, hi = 0x80, 0xbf
		i++
	}
	return utf8.RuneError, i, false
}
