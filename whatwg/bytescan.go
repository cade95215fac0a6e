package whatwg

// Eight bytes at a time: the scans every input and every base goes
// through, before the state machine reads it, test a word of eight bytes
// with a few operations instead of each byte with its own.

const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
)

// word returns s[i:i+8] as a little-endian word.
func word(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// hasBelow reports whether a byte of s is below n, for n at most 0x80.
func hasBelow(s string, n byte) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if s[i] < n {
				return true
			}
		}
		return false
	}
	// The high bit of a byte of (x - n) &^ x is set where that byte of
	// x, below 0x80, is below n (the first such byte exactly; a borrow
	// only reaches bytes above it). The last word overlaps the one
	// before it rather than leave a tail to test byte by byte.
	below := func(x uint64) bool { return (x-ones*uint64(n))&^x&highs != 0 }
	for i := 0; i+8 < len(s); i += 8 {
		if below(word(s, i)) {
			return true
		}
	}
	return below(word(s, len(s)-8))
}

// isASCIIText reports whether every byte of s is ASCII and not a C0
// control: from U+0020 to U+007F.
func isASCIIText(s string) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if c := s[i]; c >= 0x80 || c < 0x20 {
				return false
			}
		}
		return true
	}
	text := func(x uint64) bool { return x&highs == 0 && (x-ones*0x20)&^x&highs == 0 }
	for i := 0; i+8 < len(s); i += 8 {
		if !text(word(s, i)) {
			return false
		}
	}
	return text(word(s, len(s)-8))
}
