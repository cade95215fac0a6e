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
	attrs, _ = scanAttrs(doc, tagNameEnd(doc, lo+1, hi), hi, attrs, -1)
	return attrs
}

// scanAttrs is scanTag from the end of the tag's name, doc[i]. It stops
// once attrs has grown by max attributes (never when max < 0), and
// returns where it stopped: at the next attribute, at the tag's ">", or
// at hi.
func scanAttrs(doc []byte, i, hi int, attrs []attr, max int) ([]attr, int) {
	d := doc[:hi] // every index below is checked against len(d) once
	for i < len(d) && spaces[d[i]] {
		i++
	}
	stop := len(attrs) + max
	for i < len(d) && d[i] != '>' {
		if len(attrs) == stop {
			break
		}
		nameLo := i
		if d[i] == '=' {
			i++ // a name may start with "="
		}
		for i < len(d) && !endsName[d[i]] {
			i++
		}
		nameHi := i
		vlo, vhi, quoted := i, i, false
		for i < len(d) && spaces[d[i]] {
			i++
		}
		switch {
		case i >= len(d):
		case d[i] == '/':
			i++
		case d[i] != '=':
		default:
			for i++; i < len(d) && spaces[d[i]]; i++ {
			}
			if i >= len(d) {
				break
			}
			switch q := d[i]; q {
			case '>':
			case '"', '\'':
				quoted = true
				vlo, vhi = i+1, len(d)
				if k := bytes.IndexByte(d[i+1:], q); k >= 0 {
					vhi = i + 1 + k
				}
				i = min(vhi+1, len(d))
			default:
				vlo = i
				for i < len(d) && !endsUnquoted[d[i]] {
					i++
				}
				vhi = i
				if i < len(d) && d[i] != '>' {
					i++
				}
			}
		}
		if nameHi > nameLo {
			// Written field by field: a struct built whole and copied is
			// read back wider than it was written, which stalls the
			// processor's store forwarding.
			n := len(attrs)
			if n < cap(attrs) {
				attrs = attrs[:n+1]
			} else {
				attrs = append(attrs, attr{})
			}
			a := &attrs[n]
			a.name.lo, a.name.hi, a.value.lo, a.value.hi, a.quoted = nameLo, nameHi, vlo, vhi, quoted
		}
		for i < len(d) && spaces[d[i]] {
			i++
		}
	}
	return attrs, i
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
	d := doc[:hi]
	for i < len(d) && !endsTagName[d[i]] {
		i++
	}
	return i
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

// containsFold reports whether s (lower case, at least two bytes, each of
// its first two a letter or a byte that 0x20 does not change, as "<")
// occurs in b, ignoring ASCII case. The search for the first two bytes
// goes eight bytes at a time: in markup, "<" alone is too frequent for a
// search that stops at each one.
func containsFold(b []byte, s string) bool {
	const bit5 = 0x20 * ones
	c0, c1 := uint64(s[0])*ones, uint64(s[1])*ones
	i := 0
	for ; i+9 <= len(b); i += 8 {
		w0 := binary.LittleEndian.Uint64(b[i:])
		w1 := binary.LittleEndian.Uint64(b[i+1:])
		// m has the high bit of each byte k where b[i+k] and b[i+k+1]
		// are s's first two bytes, in either case (or a control byte
		// that 0x20 makes one of them, which the comparison rejects).
		m := zeroBytes((w0|bit5)^c0) & zeroBytes((w1|bit5)^c1)
		for ; m != 0; m &= m - 1 {
			if k := i + bits.TrailingZeros64(m)/8; k+len(s) <= len(b) && equalFoldString(b[k:k+len(s)], s) {
				return true
			}
		}
	}
	for ; i+len(s) <= len(b); i++ {
		if equalFoldString(b[i:i+len(s)], s) {
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
