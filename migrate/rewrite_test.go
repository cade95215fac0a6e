package migrate

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

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

// TestRewriteOwnAgreed checks the shortcut of keeping: when every
// dialect has its own reference to a target and each resolves the
// longest of them to the target, that one is the safe reference
// engine.Relativizer finds, for the references of RFC 3986's examples
// (Section 5.4) and of the benchmark pages, against bases of each shape,
// under every specification and client as From.
func TestRewriteOwnAgreed(t *testing.T) {
	refs := []string{"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
		"g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g",
		"../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h",
		"g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
		"index.html", "img/pic7.gif", "page7.html?x=1", ";type=a", "?q=7", "dir\\file.html",
		"http://other.example.org/7", "HTTP://A/b/c", "mailto:x@y.z"}
	bases := []string{"http://a/b/c/d;p?q", "http://www7.example.com/a/b/c/page7.html", "http://a", "http://a/", "ftp://a/b/c/",
		"http://a/b//c/d", "http://a/b/c/g;x=1/y?q#f", "file:///c:/dir/f.html", "news:comp.infosystems.www", "http://a/b/./c/../d"}
	var to []dialect.Dialect
	for _, n := range []string{"whatwg", "rfc3986"} {
		d, err := engine.Get(n)
		require.NoError(t, err)
		to = append(to, d)
	}
	checked := 0
	for _, from := range engine.All() {
		if _, ok := from.(dialect.BaseEstablisher); !ok {
			continue
		}
		ds := append([]dialect.Dialect{from}, to...)
		for _, base := range bases {
			for _, ref := range refs {
				target, err := dialect.ResolveString(from, base, ref)
				if err != nil {
					continue
				}
				r := newRewriter()
				_, longest, every := r.ownCandidates(ds, base, target)
				if !every || longest == target || !r.resolvesAll(ds, base, longest, target) {
					continue
				}
				checked++
				safe, err := (&engine.Relativizer{Dialects: ds}).Relativize(base, target)
				if assert.NoError(t, err, "%s: %q against %q", from.Name(), ref, base) {
					assert.Equal(t, safe.Ref, longest, "%s: %q against %q, target %q", from.Name(), ref, base, target)
				}
			}
		}
	}
	t.Logf("%d targets that every dialect resolves the longest own reference to", checked)
	assert.Greater(t, checked, 100)
}
