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
