package engine

import (
	"fmt"
	"strings"
)

// EscapeField returns s as the batch writes a field: backslash, TAB, LF
// and CR escaped as \\, \t, \n and \r, so that the field holds no TAB and
// no line end.
func EscapeField(s string) string {
	if !strings.ContainsAny(s, "\\\t\n\r") {
		return s
	}
	return string(appendField(nil, s))
}

// UnescapeField undoes [EscapeField]: it reads a field of the batch's
// output, or of a file written with its escaping. A backslash followed by
// anything but \, t, n or r, or by nothing, is an error giving its byte
// offset in s.
func UnescapeField(s string) (string, error) {
	i := strings.IndexByte(s, '\\')
	if i < 0 {
		return s, nil
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for ; i < len(s); i++ {
		c := s[i]
		if c != '\\' {
			b = append(b, c)
			continue
		}
		if i+1 == len(s) {
			return "", fmt.Errorf("byte %d: a backslash ends the field: want \\\\, \\t, \\n or \\r", i)
		}
		switch s[i+1] {
		case '\\':
			b = append(b, '\\')
		case 't':
			b = append(b, '\t')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		default:
			return "", fmt.Errorf("byte %d: unknown escape %q: want \\\\, \\t, \\n or \\r", i, s[i:i+2])
		}
		i++
	}
	return string(b), nil
}
