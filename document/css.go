package document

// appendCSSURIs appends the span of every URI in the style sheet text
// doc[lo:hi]: the argument of each url(...) (CSS1, Section 6.4: "The
// format of a URL value is 'url(' followed by optional white space
// followed by an optional single quote (') or double quote (") character
// followed by the URL itself, followed by an optional single quote (') or
// double quote (") character followed by optional whitespace followed by
// ')'"), and the string after each @import (CSS2, Section 6.3: "@import
// "mystyle.css";" as well as "@import url(...)"). Comments are skipped.
// The scan is a single pass; nothing is unescaped (CSS escapes in URLs
// were rare, and the bytes between the quotes are what a rewrite
// replaces).
func appendCSSURIs(doc []byte, lo, hi int, out []span) []span {
	for i := lo; i < hi; {
		c := doc[i]
		switch {
		case c == '/' && i+1 < hi && doc[i+1] == '*':
			i += 2
			for i < hi && !(doc[i] == '*' && i+1 < hi && doc[i+1] == '/') {
				i++
			}
			i += 2
		case (c == 'u' || c == 'U') && i+4 <= hi && equalFoldString(doc[i:i+4], "url(") && (i == lo || !isIdentChar(doc[i-1])):
			var s span
			s, i = urlArgument(doc, i+4, hi)
			out = append(out, s)
		case c == '@' && i+7 <= hi && equalFoldString(doc[i+1:i+7], "import"):
			j := skipSpace(doc, i+7, hi)
			if j < hi && (doc[j] == '"' || doc[j] == '\'') {
				s := quoted(doc, j, hi)
				out = append(out, s)
				i = min(s.hi+1, hi)
			} else {
				i = j
			}
		default:
			i++
		}
	}
	return out
}

// urlArgument reads the argument of url( starting at doc[i], returning
// its span (quotes and white space excluded) and where to go on.
func urlArgument(doc []byte, i, hi int) (span, int) {
	i = skipSpace(doc, i, hi)
	if i < hi && (doc[i] == '"' || doc[i] == '\'') {
		s := quoted(doc, i, hi)
		return s, min(s.hi+1, hi)
	}
	s := span{i, i}
	for s.hi < hi && doc[s.hi] != ')' {
		s.hi++
	}
	next := s.hi
	for s.hi > s.lo && isSpace(doc[s.hi-1]) {
		s.hi--
	}
	return s, next
}

// quoted returns the span of the string whose quote is doc[i], to its
// closing quote or to hi.
func quoted(doc []byte, i, hi int) span {
	q := doc[i]
	s := span{i + 1, i + 1}
	for s.hi < hi && doc[s.hi] != q && doc[s.hi] != '\n' {
		s.hi++
	}
	return s
}

func isIdentChar(c byte) bool {
	return 'a' <= lower(c) && lower(c) <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c >= 0x80
}

// refreshURI returns the span of the URI in the CONTENT of a META
// HTTP-EQUIV="Refresh" element, doc[lo:hi], as Netscape's client pull
// read it and the HTML Standard ("shared declarative refresh steps",
// Section 4.2.5.3) still does: a number of seconds, then ";" or ",",
// white space, an optional "URL=" (any case, white space allowed around
// "="), and the URI, optionally quoted, to the end or to its closing
// quote.
func refreshURI(doc []byte, lo, hi int) (span, bool) {
	i := skipSpace(doc, lo, hi)
	for i < hi && ('0' <= doc[i] && doc[i] <= '9' || doc[i] == '.') {
		i++
	}
	i = skipSpace(doc, i, hi)
	if i < hi && (doc[i] == ';' || doc[i] == ',') {
		i++
	}
	i = skipSpace(doc, i, hi)
	if i+3 <= hi && equalFoldString(doc[i:i+3], "url") {
		if j := skipSpace(doc, i+3, hi); j < hi && doc[j] == '=' {
			i = skipSpace(doc, j+1, hi)
		}
	}
	if i >= hi {
		return span{}, false
	}
	if doc[i] == '"' || doc[i] == '\'' {
		q := doc[i]
		s := span{i + 1, i + 1}
		for s.hi < hi && doc[s.hi] != q {
			s.hi++
		}
		return s, true
	}
	s := span{i, hi}
	for s.hi > s.lo && isSpace(doc[s.hi-1]) {
		s.hi--
	}
	return s, s.hi > s.lo
}
