package document

import (
	"bytes"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/unicode"
)

// A document in UTF-16 has no ASCII bytes where its markup is: it is
// decoded to UTF-8 before it is read, as the Encoding Standard decodes
// it (Section 6, "decode": a byte order mark found by "BOM sniff" is
// skipped and decides the byte order; else the label's; a lone surrogate
// or a last odd byte becomes U+FFFD), by golang.org/x/text's UTF-16
// decoder, which does the same. Its links' places are then mapped back to
// the document's bytes, so that a rewrite replaces the right ones.

// IsUTF16 reports whether an Encoding Standard name is UTF-16's: a
// document in it is decoded before it is read (Extractor.ResetEncoded),
// and its bytes are not searched as ASCII (MayHoldBase).
func IsUTF16(name string) bool { return name == "utf-16le" || name == "utf-16be" }

// utf16Codec returns the decoder's and encoder's encoding for a UTF-16
// name, a byte order mark left as a character (the Standard's UTF-16
// decoder does not skip one: "decode" does, before it).
func utf16Codec(name string) encoding.Encoding {
	if name == "utf-16be" {
		return unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM)
	}
	return unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM)
}

// utf16BOM returns the encoding a UTF-16 byte order mark at the start of
// b names, or "".
func utf16BOM(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0xFF, 0xFE}):
		return "utf-16le"
	case bytes.HasPrefix(b, []byte{0xFE, 0xFF}):
		return "utf-16be"
	}
	return ""
}

// decodeUTF16 returns b, in the UTF-16 encoding named (or the one its
// byte order mark names), as UTF-8, and the length of the mark skipped.
func decodeUTF16(dst, b []byte, name string) ([]byte, int) {
	bom := 0
	if n := utf16BOM(b); n != "" {
		name, bom = n, 2
	}
	out, err := utf16Codec(name).NewDecoder().Bytes(b[bom:])
	if err != nil { // never: the decoder replaces what it cannot decode
		out = bytes.ToValidUTF8(out, []byte("\uFFFD"))
	}
	return append(dst[:0], out...), bom
}

// EncodeText returns s, UTF-8, in the encoding named, for writing into a
// document of that encoding: UTF-16 (utf-16le, utf-16be) as two or four
// bytes a character; any other encoding is returned as it is (the
// extractor reads them as bytes, whose ASCII is ASCII).
func EncodeText(name, s string) string {
	if !IsUTF16(name) {
		return s
	}
	out, err := utf16Codec(name).NewEncoder().String(strings.ToValidUTF8(s, "\uFFFD"))
	if err != nil { // never: every code point has a UTF-16 form
		return s
	}
	return out
}

// A utf16Doc is a UTF-16 document and its text in UTF-8, with the way
// back from an offset in the text to one in the document: each
// character of the text came from two bytes of the document, or four
// for one of four bytes in UTF-8 (a surrogate pair); only the U+FFFD of
// a last odd byte came from one, and nothing follows it.
type utf16Doc struct {
	doc, text []byte
	on        bool
	// A cursor (text offset, document offset) walks forward as links are
	// placed, in document order; marks, left every markStep bytes of
	// text, take it back when a link comes before it.
	at    mark
	marks []mark
}

type mark struct{ text, doc int }

const markStep = 4096

// reset makes u hold doc, decoded when the encoding named is UTF-16.
func (u *utf16Doc) reset(doc []byte, name string) {
	u.on = IsUTF16(name) && len(doc) > 0
	u.marks = u.marks[:0]
	if !u.on {
		u.doc = nil
		u.text = u.text[:0]
		return
	}
	var bom int
	u.doc = doc
	u.text, bom = decodeUTF16(u.text, doc, name)
	u.at = mark{0, bom}
	u.marks = append(u.marks, u.at)
}

// place returns where the text's bytes s came from in the document.
func (u *utf16Doc) place(s span) (offset, length int) {
	lo := u.offset(s.lo)
	return lo, u.offset(s.hi) - lo
}

// offset returns the document offset of the text offset k (a character
// boundary).
func (u *utf16Doc) offset(k int) int {
	if k < u.at.text {
		i := sort.Search(len(u.marks), func(i int) bool { return u.marks[i].text > k }) - 1
		u.at = u.marks[i]
	}
	t, d := u.at.text, u.at.doc
	for t < k {
		c := u.text[t]
		n := 1
		switch {
		case c >= 0xF0:
			n = 4
		case c >= 0xE0:
			n = 3
		case c >= 0xC0:
			n = 2
		}
		t += n
		d += 2
		if n == 4 {
			d += 2
		}
		if t >= u.marks[len(u.marks)-1].text+markStep {
			u.marks = append(u.marks, mark{t, d})
		}
	}
	u.at = mark{t, d}
	return min(d, len(u.doc))
}

// utf16Head returns the start of a payload that opens with a UTF-16 byte
// order mark decoded to UTF-8, else the payload itself.
func utf16Head(head []byte) []byte {
	name := utf16BOM(head)
	if name == "" {
		return head
	}
	text, _ := decodeUTF16(nil, head[:len(head)&^1], name)
	for len(text) > 0 && !utf8.FullRune(text) {
		text = text[:len(text)-1]
	}
	return text
}
