// Package uriescape holds the one rule by which migrate writes a string
// as a URI: the rewrites it writes into documents, the hosts it counts,
// the WARC-Target-URI of its conversion records.
package uriescape

import "strings"

// Escape percent-encodes (uppercase hexadecimal, RFC 3986, Section 2.1)
// the bytes of s that no URI may hold: controls, space, the characters
// RFC 2396 calls unwise and delims other than "%" and the first "#"
// ("{", "}", "|", "\", "^", "`", "<", ">", the double quote; Section
// 2.4.3: "must be escaped"), less "[" and "]", which RFC 2732, Section
// 3 (3) adds to reserved "and remove[s] them from the 'unwise' set"; DEL;
// and every byte outside ASCII (RFC 3986, Section 2: "Other characters in
// a URI must be percent-encoded"; the bytes are those of the document, in
// its encoding, as the documents' era read them).
func Escape(s string) string {
	var b []byte
	hash := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		esc := c <= ' ' || c >= 0x7f || strings.IndexByte("{}|\\^`<>\"", c) >= 0
		if c == '#' {
			esc, hash = hash, true
		}
		if !esc {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(s)+8), s[:i]...)
		}
		b = append(b, '%', upperHex[c>>4], upperHex[c&0xf])
	}
	if b == nil {
		return s
	}
	return string(b)
}

const upperHex = "0123456789ABCDEF"
