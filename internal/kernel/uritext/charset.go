// Package uritext holds the small kernels every dialect shares: character
// class sets built from a grammar's productions, and percent-escape checks.
// It encodes no rule of any one specification; each dialect composes its
// own sets from the production text it quotes.
package uritext

// A Set is a set of bytes, built once from a grammar's productions.
type Set [256]bool

// NewSet returns the set of the bytes in chars, plus every byte in each
// inclusive range given as a two-byte string such as "az".
func NewSet(chars string, ranges ...string) *Set {
	var s Set
	for i := 0; i < len(chars); i++ {
		s[chars[i]] = true
	}
	for _, r := range ranges {
		for c := int(r[0]); c <= int(r[1]); c++ {
			s[c] = true
		}
	}
	return &s
}

// Union returns a new set holding the bytes of s and of every other set.
func (s *Set) Union(others ...*Set) *Set {
	u := *s
	for _, o := range others {
		for c, in := range o {
			if in {
				u[c] = true
			}
		}
	}
	return &u
}

// Without returns a new set holding the bytes of s not in chars.
func (s *Set) Without(chars string) *Set {
	u := *s
	for i := 0; i < len(chars); i++ {
		u[chars[i]] = false
	}
	return &u
}

// Has reports whether c is in the set.
func (s *Set) Has(c byte) bool { return s[c] }

// Common sets, named as every URI grammar names them.
var (
	Alpha = NewSet("", "az", "AZ")
	Digit = NewSet("", "09")
	Hex   = NewSet("", "09", "af", "AF")
)

// IsEscape reports whether s[i:] begins with a complete escape
// "%" HEXDIG HEXDIG.
func IsEscape(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && Hex[s[i+1]] && Hex[s[i+2]]
}

// EscapeLen returns how many bytes of s[i:] belong to a malformed escape
// that starts at the "%" at s[i]: the "%" and up to two following bytes
// that a reader would take as its digits. It is for error spans.
func EscapeLen(s string, i int) int {
	n := 1
	for n < 3 && i+n < len(s) && s[i+n] != '%' {
		n++
	}
	return n
}
