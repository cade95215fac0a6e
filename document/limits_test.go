package document_test

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/document"
)

// manyAttributes is an IMG tag of n attributes of distinct names, the
// k-th (counting from 1) its SRC "early.gif" when k is early and its
// LONGDESC "late.html" when k is late, followed by a link after the tag.
func manyAttributes(n, early, late int) []byte {
	var b bytes.Buffer
	b.WriteString("<p>x</p><img")
	for k := 1; k <= n; k++ {
		switch k {
		case early:
			b.WriteString(` src="early.gif"`)
		case late:
			b.WriteString(` longdesc="late.html"`)
		default:
			fmt.Fprintf(&b, " a%d=%d", k, k)
		}
	}
	b.WriteString(`><img src="after.gif">`)
	return b.Bytes()
}

// extractWith returns the raw values of doc's links, checking that each
// one's offset holds it, and what the extractor counted past its limits.
func extractWith(t *testing.T, l document.Limits, doc []byte) ([]string, document.Limited) {
	t.Helper()
	x := document.NewExtractor(nil)
	x.SetLimits(l)
	x.Reset(doc)
	var got []string
	for {
		link, err := x.Next()
		if err == io.EOF {
			return got, x.Limited()
		}
		require.Equal(t, string(doc[link.Offset:link.Offset+link.Len]), string(link.Raw), "link %q: offset %d", link.Raw, link.Offset)
		got = append(got, string(link.Raw))
	}
}

// The attributes of a tag past MaxAttributes are not read, and counted;
// the document after the tag is read as before, at the right offsets. A
// tag longer than the tokenizer's look (64 KiB) is limited in the
// tokenizer too, and one shorter by the extractor alone: both are tried.
func TestMaxAttributes(t *testing.T) {
	for _, n := range []int{300, 20_000} {
		doc := manyAttributes(n, 50, n-10)
		got, limited := extractWith(t, document.Limits{MaxAttributes: 100}, doc)
		assert.Equal(t, []string{"early.gif", "after.gif"}, got, "%d attributes", n)
		assert.Equal(t, document.Limited{Tags: 1, Attributes: n - 100}, limited, "%d attributes", n)
		got, limited = extractWith(t, document.Limits{MaxAttributes: n}, doc)
		assert.Equal(t, []string{"early.gif", "late.html", "after.gif"}, got, "%d attributes, limit %d", n, n)
		assert.Zero(t, limited)
	}
}

// A self-closing tag stays self-closing when the attributes past the
// limit are handed to the tokenizer as spaces: the content of a
// self-closing SCRIPT is still read as raw text, where no link is read.
func TestMaxAttributesKeepsTheTagsEnd(t *testing.T) {
	doc := append([]byte("<a"), bytes.Repeat([]byte(" x=1"), 30_000)...)
	doc = append(doc, "/><img src=a.gif>"...)
	got, limited := extractWith(t, document.Limits{MaxAttributes: 10}, doc)
	assert.Equal(t, []string{"a.gif"}, got)
	assert.Equal(t, document.Limited{Tags: 1, Attributes: 30_000 - 10}, limited)
}

// The raw text of a STYLE element (or SCRIPT, TEXTAREA, TITLE, XMP) is
// not a tag, whatever it holds: a "<a" followed by many words in it is
// not limited, and the style sheet's URL past them is read.
func TestMaxAttributesNotInRawText(t *testing.T) {
	var b bytes.Buffer
	b.WriteString("<style><a")
	b.WriteString(strings.Repeat(" x", 40_000))
	b.WriteString(" url(late.png)</style><img src=after.gif>")
	got, limited := extractWith(t, document.Limits{MaxAttributes: 100}, b.Bytes())
	assert.Equal(t, []string{"late.png", "after.gif"}, got)
	assert.Zero(t, limited)
}

// A URI value longer than MaxAttributeBytes is not read as a link, and
// counted; the first attribute of its name still counts as the
// tokenizer's (a second HREF is not read in its place).
func TestMaxAttributeBytes(t *testing.T) {
	long := strings.Repeat("x", 5000)
	doc := []byte(`<a href="` + long + `" href=second.html>a</a><a href=short.html style="background: url(` + long + `)">b</a>`)
	got, limited := extractWith(t, document.Limits{MaxAttributeBytes: 4096}, doc)
	assert.Equal(t, []string{"short.html"}, got)
	assert.Equal(t, document.Limited{Values: 2}, limited)
	got, limited = extractWith(t, document.Limits{MaxAttributeBytes: 8192}, doc)
	assert.Equal(t, []string{long, "short.html", long}, got)
	assert.Zero(t, limited)
	assert.Equal(t, []string{
		"2 tags hold more than 10 attributes (the limit): 7 attributes past it not read",
		"1 attribute values longer than 20 bytes (the limit) not read as links",
	}, document.Limited{Tags: 2, Attributes: 7, Values: 1}.Warnings(document.Limits{MaxAttributes: 10, MaxAttributeBytes: 20}))
}

// One tag of 400,000 attributes of distinct names (5.3 MB): at the
// default limits the heap grows by less than the page's size. The
// tokenizer alone kept a span and a map entry for each (a 41 MB page of
// four million took 1.4 GB).
func TestManyAttributesMemoryBounded(t *testing.T) {
	const n = 400_000
	doc := manyAttributes(n, 1, n)
	allocated := func(l document.Limits) int64 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		before := ms.TotalAlloc
		got, limited := extractWith(t, l, doc)
		runtime.ReadMemStats(&ms)
		if l.MaxAttributes > 0 {
			assert.Equal(t, []string{"early.gif", "after.gif"}, got)
			assert.Equal(t, n-l.MaxAttributes, limited.Attributes)
		}
		return int64(ms.TotalAlloc - before)
	}
	limited, unlimited := allocated(document.DefaultLimits), allocated(document.Limits{})
	t.Logf("document %d bytes, one tag of %d attributes: %d bytes allocated, %d without a limit", len(doc), n, limited, unlimited)
	// The tokenizer's buffer holds the tag, and grows to it by doubling.
	assert.Less(t, limited, int64(5*len(doc)), "the tokenizer kept the attributes past the limit")
}
