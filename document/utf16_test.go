package document_test

import (
	"bytes"
	"os"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/document"
)

// toUTF16 encodes s (UTF-8) as UTF-16, little-endian unless big.
func toUTF16(s string, big bool) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if big {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return b
}

// fromUTF16 decodes UTF-16 bytes without a byte order mark.
func fromUTF16(b []byte, big bool) string {
	var units []uint16
	for i := 0; i+1 < len(b); i += 2 {
		if big {
			units = append(units, uint16(b[i])<<8|uint16(b[i+1]))
		} else {
			units = append(units, uint16(b[i+1])<<8|uint16(b[i]))
		}
	}
	return string(utf16.Decode(units))
}

// encodedLinks reads doc in the encoding named, checking that each link's
// offset and length hold its raw value in the document's UTF-16.
func encodedLinks(t *testing.T, doc []byte, encoding string, big bool) []document.Link {
	t.Helper()
	x := document.NewExtractor(nil)
	x.ResetEncoded(doc, encoding)
	var out []document.Link
	for _, l := range x.All() {
		require.Equal(t, string(l.Raw), fromUTF16(doc[l.Offset:l.Offset+l.Len], big), "link %q at %d+%d", l.Raw, l.Offset, l.Len)
		out = append(out, l)
	}
	return out
}

// A page in UTF-16 (with a byte order mark, or labelled without one) has
// the links it has in UTF-8, each at its place in the UTF-16 bytes: the
// test pages in both byte orders, among them Japanese and Russian pages.
func TestUTF16Pages(t *testing.T) {
	for _, page := range []string{"1996", "html32", "html401", "html5", "ja", "ru"} {
		src, err := os.ReadFile("../testdata/documents/" + page + ".html")
		require.NoError(t, err)
		want := links(t, src)
		require.NotEmpty(t, want, page)
		for _, c := range []struct {
			doc      []byte
			encoding string
			big      bool
		}{
			{append([]byte{0xFF, 0xFE}, toUTF16(string(src), false)...), "utf-16le", false},
			{append([]byte{0xFE, 0xFF}, toUTF16(string(src), true)...), "utf-16be", true},
			{toUTF16(string(src), true), "utf-16be", true},
			{toUTF16(string(src), false), "utf-16le", false},
			// The byte order mark decides over the label.
			{append([]byte{0xFE, 0xFF}, toUTF16(string(src), true)...), "utf-16le", true},
		} {
			got := encodedLinks(t, c.doc, c.encoding, c.big)
			require.Len(t, got, len(want), "%s in %s", page, c.encoding)
			for i := range want {
				assert.Equal(t, string(want[i].Value), string(got[i].Value), "%s link %d", page, i)
				assert.Equal(t, string(want[i].HTML5), string(got[i].HTML5), "%s link %d", page, i)
				assert.Equal(t, want[i].Element+" "+want[i].Attr, got[i].Element+" "+got[i].Attr, "%s link %d", page, i)
			}
		}
	}
}

// Characters of four UTF-8 bytes (a surrogate pair), a lone surrogate
// (read as U+FFFD, two bytes) and a last odd byte (U+FFFD, one byte) do
// not move the places of the links after them.
func TestUTF16Places(t *testing.T) {
	doc := []byte{0xFF, 0xFE}
	doc = append(doc, toUTF16("<p>\U0001F600", false)...)
	doc = append(doc, 0x00, 0xD8) // a lead surrogate alone
	doc = append(doc, toUTF16("x<a href=\"\U0001F600/a.html\">a</a><img src=b.gif>", false)...)
	body := doc[2:]
	doc = append(doc, 'z')
	got := encodedLinks(t, doc, "utf-16le", false)
	require.Len(t, got, 2)
	assert.Equal(t, "\U0001F600/a.html", string(got[0].Raw))
	assert.Equal(t, 2+2*len(`<p>`)+4+2+2*len(`x<a href="`), got[0].Offset)
	assert.Equal(t, 4+2*len("/a.html"), got[0].Len)
	assert.Equal(t, "b.gif", string(got[1].Raw))
	// Read link by link too, and in a second document after a longer one.
	x := document.NewExtractor(nil)
	long := bytes.Repeat(body, 1000)
	x.ResetEncoded(long, "utf-16le")
	n := 0
	for l, err := x.Next(); err == nil; l, err = x.Next() {
		require.Equal(t, string(l.Raw), fromUTF16(long[l.Offset:l.Offset+l.Len], false), "link %d", n)
		n++
	}
	assert.Equal(t, 2000, n)
	x.ResetEncoded(doc, "utf-16le")
	l, err := x.Next()
	require.NoError(t, err)
	assert.Equal(t, got[0].Offset, l.Offset)
}

// EncodeText writes a rewrite into a UTF-16 document as the document's
// characters, and leaves other encodings' bytes alone.
func TestEncodeText(t *testing.T) {
	assert.Equal(t, string(toUTF16("a/\u00e9.html", false)), document.EncodeText("utf-16le", "a/\u00e9.html"))
	assert.Equal(t, string(toUTF16("\U0001F600", true)), document.EncodeText("utf-16be", "\U0001F600"))
	assert.Equal(t, "a/\xe9.html", document.EncodeText("windows-1252", "a/\xe9.html"))
}

// A UTF-16 page sniffs as HTML after its byte order mark; UTF-16 bytes
// without one do not (nothing says they are text).
func TestLooksLikeHTMLUTF16(t *testing.T) {
	assert.True(t, document.LooksLikeHTML(append([]byte{0xFF, 0xFE}, toUTF16("<!-- x -->\n<HTML><HEAD>", false)...)))
	assert.True(t, document.LooksLikeHTML(append([]byte{0xFE, 0xFF}, toUTF16("<html>", true)...)))
	assert.False(t, document.LooksLikeHTML(append([]byte{0xFE, 0xFF}, toUTF16("plain text", true)...)))
	assert.False(t, document.LooksLikeHTML(toUTF16("<html>", false)))
}
