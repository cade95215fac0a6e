package migrate

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEscapeURI checks which bytes the fallback rewrite percent-encodes:
// those no URI may hold, and nothing else (a "%" already there, the
// first "#", reserved characters stay).
func TestEscapeURI(t *testing.T) {
	for in, want := range map[string]string{
		"http://a/b/images\\logo.gif":      "http://a/b/images%5Clogo.gif",
		"http://a/b?q=\x82\xa0&r=a b":      "http://a/b?q=%82%A0&r=a%20b",
		"http://a/b;p=1/c?d=%41#f#g":       "http://a/b;p=1/c?d=%41#f%23g",
		"http://a/{x}|^`<y>\"\x7f\x00":     "http://a/%7Bx%7D%7C%5E%60%3Cy%3E%22%7F%00",
		"http://a/b/c!$&'()*+,;=:@-._~/?#": "http://a/b/c!$&'()*+,;=:@-._~/?#",
	} {
		assert.Equal(t, want, escapeURI(in), in)
	}
}

// A rewrite that would change how the rewritten document reads is
// dropped, with its reason, and the document is not rewritten for it:
// in an Internet Explorer conditional comment left open, the unquoted
// value ";x'" is read up to its quote, and "d;x&#39;" written there would
// be read as the start of a quoted value.
func TestRewriteMisreadDropped(t *testing.T) {
	in := htmlDocument("ie.html", "http://a/b/c/d;p?q", `<a href=;y>fine</a><!--[if IE]><a href=;x'>t</a>`)
	res := migrator(t, false).Migrate(in)
	byRaw := map[string]Row{}
	for _, r := range res.Rows {
		byRaw[r.Raw] = r
	}
	require.Contains(t, byRaw, ";x'")
	assert.Equal(t, Differs, byRaw[";x'"].Verdict)
	assert.Empty(t, byRaw[";x'"].Rewrite)
	assert.Contains(t, byRaw[";x'"].NoRewrite, "would change how the document reads elsewhere")
	assert.Equal(t, "d;y", byRaw[";y"].Rewrite, "the other link is rewritten")
	assert.Equal(t, `<a href=d;y>fine</a><!--[if IE]><a href=;x'>t</a>`, string(res.Rewritten))
	assert.Equal(t, 1, res.Summary.Links.Rewritten)
	assert.Equal(t, 1, res.Summary.Links.Unrewritable)
}

// However many rewrites misread, the rewritten document is read again a
// bounded number of times (each reading a pass over the document), not
// once per rewrite dropped: the time stays linear in the document.
func TestRewriteMisreadsBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<!--[if IE]>`)
	for i := range 2000 {
		fmt.Fprintf(&b, "<a href=;x%d'>t</a>\n", i)
	}
	in := htmlDocument("ie.html", "http://a/b/c/d;p?q", b.String())
	m := migrator(t, false)
	res := m.Migrate(in)
	assert.Equal(t, 2000, res.Summary.Links.Differs)
	assert.Equal(t, 2000, res.Summary.Links.Unrewritable, "every rewrite misreads, and is dropped")
	assert.Nil(t, res.Rewritten)
	// Once per rewrite dropped would be 2,000 readings.
	assert.LessOrEqual(t, m.rewriter.rereads, 10, "readings of the rewritten document")
	for _, r := range res.Rows {
		assert.NotEmpty(t, r.NoRewrite, r.Raw)
	}
}

// A UTF-16 document's rewrites are written in UTF-16, at the places of
// the values they replace, and the rewritten document reads as intended
// (the check reads it in UTF-16 too). The misread rewrite is dropped as
// in any other encoding.
func TestRewriteUTF16(t *testing.T) {
	le := func(s string) []byte {
		var b []byte
		for _, u := range utf16.Encode([]rune(s)) {
			b = append(b, byte(u), byte(u>>8))
		}
		return b
	}
	page := "<a href=;y>fine</a> <img src=\"\u00e9t\u00e9.gif\"><!--[if IE]><a href=;x'>t</a>"
	in := htmlDocument("u.html", "http://a/b/c/d;p?q", string(append([]byte{0xFF, 0xFE}, le(page)...)))
	res := migrator(t, false).Migrate(in)
	want := "<a href=d;y>fine</a> <img src=\"%C3%A9t%C3%A9.gif\"><!--[if IE]><a href=;x'>t</a>"
	assert.Equal(t, string(append([]byte{0xFF, 0xFE}, le(want)...)), string(res.Rewritten))
	assert.Equal(t, 2, res.Summary.Links.Rewritten)
	assert.Equal(t, 1, res.Summary.Links.Unrewritable)
	for _, r := range res.Rows {
		if r.Raw == "\u00e9t\u00e9.gif" {
			assert.Equal(t, 2+2*len(`<a href=;y>fine</a> <img src="`), r.Offset)
		}
	}
}
