package document

import (
	"strings"
	"unicode/utf8"
)

// latin1 names the characters U+00A0 to U+00FF in order: the ISO Latin-1
// entity set of HTML 2.0 (RFC 1866, Section 14, "ISO Latin 1 character
// entity set", which named the letters) as HTML 3.2 completed it and HTML
// 4.01 kept it (Section 24.2).
var latin1 = strings.Fields(`nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr
deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest
Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml
ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig
agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml
eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml`)

var entities = func() map[string]rune {
	m := map[string]rune{"amp": '&', "lt": '<', "gt": '>', "quot": '"'}
	for i, name := range latin1 {
		m[name] = rune(0xA0 + i)
	}
	return m
}()

// appendDecoded appends s with its character references replaced as the
// HTML of the 1990s replaced them in attribute values, by SGML's rules
// (ISO 8879, Section 9.4.5, as HTML 2.0 to 4.01 apply them): a reference
// "&name" or "&#number" ends at the first character that cannot continue
// it, and its ";" may be left out. So "?a=1&copy=2" holds a "©", where the
// HTML Standard's attribute rule leaves "&copy" followed by "=" alone (the
// extractor reports that reading too, where it differs). Named references
// are those of HTML 2.0 and 3.2 (the four of the markup and ISO Latin-1);
// a name not among them is left as written. "&#x" hexadecimal references
// came with HTML 4.0 and are read. A reference to a character outside
// Unicode, or to NUL, is left as written. The characters are appended as
// UTF-8; the other bytes of s are copied as they are, whatever the
// document's encoding.
func appendDecoded(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c != '&' || i+1 == len(s) {
			dst = append(dst, c)
			i++
			continue
		}
		r, n := reference(s[i:])
		if n == 0 {
			dst = append(dst, c)
			i++
			continue
		}
		dst = utf8.AppendRune(dst, r)
		i += n
	}
	return dst
}

// reference decodes the reference at the start of s ("&..."), returning
// the character and the reference's length, or n == 0.
func reference(s []byte) (r rune, n int) {
	k := 1
	if s[1] == '#' {
		k = 2
		hex := k < len(s) && (s[k] == 'x' || s[k] == 'X')
		if hex {
			k++
		}
		start := k
		base := rune(10)
		if hex {
			base = 16
		}
		for k < len(s) && k-start < 8 {
			d := digit(s[k], hex)
			if d < 0 {
				break
			}
			r = r*base + rune(d)
			k++
		}
		if k == start || r == 0 || r > utf8.MaxRune || (r >= 0xD800 && r <= 0xDFFF) {
			return 0, 0
		}
	} else {
		for k < len(s) && isNameChar(s[k]) {
			k++
		}
		if k == 1 {
			return 0, 0
		}
		var ok bool
		if r, ok = entities[string(s[1:k])]; !ok {
			return 0, 0
		}
	}
	if k < len(s) && s[k] == ';' {
		k++
	}
	return r, k
}

func digit(c byte, hex bool) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case hex && 'a' <= lower(c) && lower(c) <= 'f':
		return int(lower(c)-'a') + 10
	}
	return -1
}

// isNameChar reports the characters of an SGML name in HTML's reference
// concrete syntax: letters, digits, "." and "-".
func isNameChar(c byte) bool {
	return 'a' <= lower(c) && lower(c) <= 'z' || '0' <= c && c <= '9' || c == '.' || c == '-'
}
