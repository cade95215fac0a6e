package engine

import (
	"fmt"
	"strings"
)

// Warning returns a note on base and ref when either holds a space or a
// control byte (0x00-0x1F, 0x7F), which no specification's grammar allows
// in a URI but which every dialect resolves as written, as the clients of
// their time did; or "" when neither does. The note names the first byte
// of each kind and its offset: "reference: space at byte 1".
func Warning(base, ref string) string {
	return joinWarnings(warning("base", base), warning("reference", ref))
}

// warning is Warning's note on one string s, named what.
func warning[T string | []byte](what string, s T) string {
	if !oddBytes(s) {
		return "" // the common case, eight bytes at a time
	}
	space, control := -1, -1
	for i := 0; i < len(s) && (space < 0 || control < 0); i++ {
		switch c := s[i]; {
		case c == ' ':
			if space < 0 {
				space = i
			}
		case c < 0x20 || c == 0x7F:
			if control < 0 {
				control = i
			}
		}
	}
	var notes []string
	if space >= 0 {
		notes = append(notes, fmt.Sprintf("space at byte %d", space))
	}
	if control >= 0 {
		notes = append(notes, fmt.Sprintf("control byte 0x%02X at byte %d", s[control], control))
	}
	if notes == nil {
		return ""
	}
	return what + ": " + strings.Join(notes, ", ")
}

func joinWarnings(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

// oddBytes reports whether s may hold a space, a control byte or a
// backslash: it tests eight bytes at a time for a byte below 0x21, equal
// to 0x7F or to '\\', with the exact word tests of special (batch.go),
// then the tail byte by byte. A field without one has no warning, holds
// no TAB and needs no escape (appendField): the batch tests a reference
// once for all three.
func oddBytes[T string | []byte](s T) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; len(s)-i >= 8; i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		del, bs := x^0x7F*ones, x^'\\'*ones
		if ((x-0x21*ones)&^x|(del-ones)&^del|(bs-ones)&^bs)&highs != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c == 0x7F || c == '\\' {
			return true
		}
	}
	return false
}
