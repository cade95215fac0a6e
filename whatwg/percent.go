package whatwg

// A percentSet is one of the Standard's percent-encode sets (Section 1.3,
// "Percent-encoded bytes"), as a table of the ASCII bytes it holds. Every
// set holds every code point above U+007E, so a non-ASCII byte is always
// encoded and is not in the table.
type percentSet [128]bool

// The percent-encode sets of Section 1.3, each built from the one before,
// as the Standard defines them.
var (
	// "The C0 control percent-encode set is a percent-encode set
	// consisting of C0 controls and all code points greater than U+007E
	// (~)."
	c0Set = func() (s percentSet) {
		for c := 0; c < 0x20; c++ {
			s[c] = true
		}
		s[0x7f] = true
		return s
	}()
	// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("),
	// U+003C (<), U+003E (>), and U+0060 (`)."
	fragmentSet = with(c0Set, " \"<>`")
	// "the C0 control percent-encode set and U+0020 SPACE, U+0022 ("),
	// U+0023 (#), U+003C (<), and U+003E (>)."
	querySet = with(c0Set, " \"#<>")
	// "the query percent-encode set and U+0027 (')."
	specialQuerySet = with(querySet, "'")
	// "the query percent-encode set and U+003F (?), U+005E (^), U+0060
	// (`), U+007B ({), and U+007D (})."
	pathSet = with(querySet, "?^`{}")
	// "the path percent-encode set and U+002F (/), U+003A (:), U+003B (;),
	// U+003D (=), U+0040 (@), U+005B ([) to U+005D (]), inclusive, and
	// U+007C (|)."
	userinfoSet = with(pathSet, "/:;=@[\\]|")
)

// with returns s with the bytes of extra added.
func with(s percentSet, extra string) percentSet {
	for i := 0; i < len(extra); i++ {
		s[extra[i]] = true
	}
	return s
}

const upperHex = "0123456789ABCDEF"

// appendEscaped appends the percent-encoding of byte b: "%" and two
// upper-case hex digits.
func appendEscaped(out []byte, b byte) []byte {
	return append(out, '%', upperHex[b>>4], upperHex[b&15])
}

// isHex reports whether c is an ASCII hex digit.
func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// percentEncoded reports whether s[i:] starts with a percent-encoded byte.
func percentEncoded(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2])
}
