package uritext

// SchemeLen returns the length of the scheme that begins s and is ended by
// a ":", or 0 if s begins with none: a letter, then letters, digits, "+",
// "-" and "." (RFC 3986, Section 3.1: scheme = ALPHA *( ALPHA / DIGIT /
// "+" / "-" / "." ), as every revision from RFC 1738 on writes it). The
// ":" is not counted.
func SchemeLen(s string) int {
	if s == "" || !Alpha.Has(s[0]) {
		return 0
	}
	for i := 1; i < len(s); i++ {
		switch c := s[i]; {
		case c == ':':
			return i
		case !schemeChar.Has(c):
			return 0
		}
	}
	return 0
}

// IsScheme reports whether s, whole, is a scheme name.
func IsScheme(s string) bool { return SchemeLen(s+":") == len(s) && s != "" }

var schemeChar = Alpha.Union(Digit, NewSet("+-."))
