package document

import (
	"bytes"
	"encoding/binary"
	"math/bits"
)

// A span is doc[lo:hi].
type span struct{ lo, hi int }

// An attr is one attribute of a start tag, as spans of the document.
type attr struct {
	name, value span
	quoted      bool
}

// scanTag reads the start tag at doc[lo:hi] (doc[lo] is "<") as
// golang.org/x/net/html's tokenizer reads it (the HTML Standard's tag
// states, Sections 13.2.5.8 to 13.2.5.40): the name runs to white space,
// "/" or ">"; an attribute name may start with "=", and runs to white
// space, "/", ">" or "="; a value is quoted with " or ' (running to the
// same quote, or to hi), or unquoted (running to white space or ">"). It
// appends every attribute with a name to attrs. The tokenizer keeps only the first attribute of each name:
// callers take the first (see find). The tokenizer does
// not say where an attribute stands; this scan, over the same bytes with
// the same rules, does.
func scanTag(doc []byte, lo, hi int, attrs []attr) []attr {
	return scanAttrs(doc, tagNameEnd(doc, lo+1, hi), hi, attrs)
}

// scanAttrs is scanTag from the end of the tag's name, doc[i].
func scanAttrs(doc []byte, i, hi int, attrs []attr) []attr {
	i = skipSpace(doc, i, hi)
	for i < hi && doc[i] != '>' {
		a := attr{name: span{lo: i}}
		if doc[i] == '=' {
			i++ // a name may start with "="
		}
		for i < hi && !endsName[doc[i]] {
			i++
		}
		a.name.hi = i
		a.value = span{i, i}
		i = skipSpace(doc, i, hi)
		switch {
		case i >= hi:
		case doc[i] == '/':
			i++
		case doc[i] != '=':
		default:
			i = skipSpace(doc, i+1, hi)
			if i >= hi {
				break
			}
			switch q := doc[i]; q {
			case '>':
			case '"', '\'':
				a.quoted = true
				a.value.lo = i + 1
				j := hi
				if k := bytes.IndexByte(doc[a.value.lo:hi], q); k >= 0 {
					j = a.value.lo + k
				}
				a.value.hi = j
				i = min(j+1, hi)
			default:
				a.value.lo = i
				for i < hi && !endsUnquoted[doc[i]] {
					i++
				}
				a.value.hi = i
				if i < hi && doc[i] != '>' {
					i++
				}
			}
		}
		if a.name.hi > a.name.lo {
			attrs = append(attrs, a)
		}
		i = skipSpace(doc, i, hi)
	}
	return attrs
}

// endsName and endsUnquoted mark the bytes that end an attribute's name
// and an unquoted value.
var (
	endsName     = [256]bool{'=': true, '/': true, '>': true, ' ': true, '\t': true, '\n': true, '\r': true, '\f': true}
	endsUnquoted = [256]bool{'>': true, ' ': true, '\t': true, '\n': true, '\r': true, '\f': true}
	endsTagName  = [256]bool{'/': true, '>': true, ' ': true, '\t': true, '\n': true, '\r': true, '\f': true}
	spaces       = [256]bool{' ': true, '\t': true, '\n': true, '\r': true, '\f': true}
	lowerBytes   = func() (t [256]byte) {
		for i := range t {
			t[i] = byte(i)
			if 'A' <= i && i <= 'Z' {
				t[i] += 'a' - 'A'
			}
		}
		return t
	}()
)

// tagNameEnd returns the end of the tag name starting at doc[i]: the
// first white space, "/" or ">".
func tagNameEnd(doc []byte, i, hi int) int {
	for i < hi && !endsTagName[doc[i]] {
		i++
	}
	return i
}

// indexFold returns the index of the first occurrence of s (lower case)
// in b, ignoring ASCII case, or -1.
func indexFold(b []byte, s string) int {
	c := s[0] // a lower-case letter: c|0x20 matches it in either case and nothing else
	for i := 0; i+len(s) <= len(b); i++ {
		if b[i]|0x20 == c && equalFoldString(b[i:i+len(s)], s) {
			return i
		}
	}
	return -1
}

// find returns the first attribute called name (lower case), if any.
func find(doc []byte, attrs []attr, name string) (attr, bool) {
	for _, a := range attrs {
		if equalFoldString(doc[a.name.lo:a.name.hi], name) {
			return a, true
		}
	}
	return attr{}, false
}

func skipSpace(doc []byte, i, hi int) int {
	for i < hi && isSpace(doc[i]) {
		i++
	}
	return i
}

// isSpace reports the white space of the HTML tokenizer: tab, LF, FF, CR
// and space.
func isSpace(c byte) bool { return spaces[c] }

func lower(c byte) byte { return lowerBytes[c] }

func equalFold(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if lower(a[i]) != lower(b[i]) {
			return false
		}
	}
	return true
}

// equalFoldString compares b with s, which is lower case.
func equalFoldString(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		if lower(b[i]) != s[i] {
			return false
		}
	}
	return true
}

// mayHoldTag reports whether "<" and name (lower case, a letter first)
// occur in doc, in any case. The search for "<" followed by name's first
// letter goes eight bytes at a time: in markup, "<" alone is too frequent
// for a search that stops at each one.
func mayHoldTag(doc []byte, name string) bool {
	const (
		lows = 0x7F7F7F7F7F7F7F7F
		lts  = '<' * ones
		bit5 = 0x20 * ones
	)
	c, rest := uint64(name[0]), name[1:]
	i := 0
	for ; i+9 <= len(doc); i += 8 {
		w0 := binary.LittleEndian.Uint64(doc[i:])
		w1 := binary.LittleEndian.Uint64(doc[i+1:])
		// m has the high bit of each byte k where doc[i+k] is "<" and
		// doc[i+k+1] is the letter, in either case.
		m := zeroBytes(w0^lts) & zeroBytes((w1|bit5)^(c*ones))
		for ; m != 0; m &= m - 1 {
			k := i + bits.TrailingZeros64(m)/8 + 2
			if k+len(rest) <= len(doc) && equalFoldString(doc[k:k+len(rest)], rest) {
				return true
			}
		}
	}
	for ; i+1 < len(doc); i++ {
		if doc[i] == '<' && uint64(doc[i+1]|0x20) == c && i+2+len(rest) <= len(doc) && equalFoldString(doc[i+2:i+2+len(rest)], rest) {
			return true
		}
	}
	return false
}

// zeroBytes returns w with the high bit of each zero byte set, and no
// other bit.
func zeroBytes(w uint64) uint64 {
	const lows = 0x7F7F7F7F7F7F7F7F
	return ^((w&lows + lows) | w | lows)
}
