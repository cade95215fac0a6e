package doclinks_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc2396"
	"github.com/uridialect/uridialect/rfc3986"
)

type result struct{ raw, target string }

func resolveAll(t testing.TB, d dialect.Dialect, doc []byte, src dialect.BaseSource) ([]result, doclinks.Summary) {
	r, err := doclinks.NewResolver(d)
	require.NoError(t, err)
	var out []result
	sum, err := r.ResolveDocument(doc, src, func(l *document.Link, ts []doclinks.Target) error {
		target := ts[0].URI
		if ts[0].Err != nil {
			target = "error"
		}
		out = append(out, result{string(l.Raw), target})
		return nil
	})
	require.NoError(t, err)
	return out, sum
}

// RFC 2396, Appendix D: "A parser reading the example document should
// interpret the given relative URI "../x" as representing the absolute URI
// <http://www.ics.uci.edu/Test/a/x> regardless of the context in which the
// example document was obtained." RFC 1808, Section 10 has the same
// document and the same sentence (with "URL"). TestHTMLBaseExampleIsVerbatim
// checks the transcription against both texts.
func TestAppendixD(t *testing.T) {
	doc, err := os.ReadFile("../testdata/documents/rfc2396-appendix-d.html")
	require.NoError(t, err)
	for _, d := range engine.All() {
		got, sum := resolveAll(t, d, doc, dialect.BaseSource{Retrieval: "http://elsewhere/some/page"})
		assert.Equal(t, []result{
			{"http://www.ics.uci.edu/Test/a/b/c", "http://www.ics.uci.edu/Test/a/b/c"},
			{"../x", "http://www.ics.uci.edu/Test/a/x"},
		}, got, d.Name())
		assert.Equal(t, dialect.EmbeddedBase, sum.Bases[0].Layer, d.Name())
	}
}

func TestHTMLBaseExampleIsVerbatim(t *testing.T) {
	doc, err := os.ReadFile("../testdata/documents/rfc2396-appendix-d.html")
	require.NoError(t, err)
	indented := "      " + string(bytes.ReplaceAll(bytes.TrimSuffix(doc, []byte("\n")), []byte("\n"), []byte("\n      ")))
	for _, spec := range []string{"rfc2396.txt", "rfc1808.txt"} {
		text, err := os.ReadFile("../cmd/uridialect/internal/spectext/specs/" + spec)
		require.NoError(t, err)
		assert.Contains(t, string(text), indented, spec)
	}
}

// APPLET and OBJECT links resolve against CODEBASE, itself resolved
// against the document's base.
func TestCodebase(t *testing.T) {
	doc := []byte(`<BASE HREF="http://a/b/c/d"><APPLET CODE="x/Y.class" CODEBASE="../classes/" ARCHIVE="z.jar"></APPLET><APPLET CODE="Z.class"></APPLET>`)
	got, _ := resolveAll(t, rfc3986.New(), doc, dialect.BaseSource{})
	assert.Equal(t, []result{
		{"http://a/b/c/d", "http://a/b/c/d"},
		{"x/Y.class", "http://a/b/classes/x/Y.class"},
		{"../classes/", "http://a/b/classes/"},
		{"z.jar", "http://a/b/classes/z.jar"},
		{"Z.class", "http://a/b/c/Z.class"},
	}, got)

	// The links of one element share its CODEBASE, resolved once per
	// dialect; the next element's, of the same length, and the next
	// document's, of the same text, are their own.
	r, err := doclinks.NewResolver(rfc3986.New(), rfc2396.New())
	require.NoError(t, err)
	resolve := func(doc, url string) (got [][2]string) {
		_, err := r.ResolveDocument([]byte(doc), dialect.BaseSource{Retrieval: url}, func(l *document.Link, ts []doclinks.Target) error {
			got = append(got, [2]string{ts[0].URI, ts[1].URI})
			return nil
		})
		require.NoError(t, err)
		return got
	}
	doc = []byte(`<OBJECT CLASSID="A.class" DATA="d.dat" CODEBASE="../cls/1/"></OBJECT><OBJECT DATA="e.dat" CODEBASE="../cls/2/" CLASSID="B.class"></OBJECT>`)
	assert.Equal(t, [][2]string{
		{"http://a/b/cls/1/A.class", "http://a/b/cls/1/A.class"},
		{"http://a/b/cls/1/d.dat", "http://a/b/cls/1/d.dat"},
		{"http://a/b/cls/1/", "http://a/b/cls/1/"},
		{"http://a/b/cls/2/e.dat", "http://a/b/cls/2/e.dat"},
		{"http://a/b/cls/2/", "http://a/b/cls/2/"},
		{"http://a/b/cls/2/B.class", "http://a/b/cls/2/B.class"},
	}, resolve(string(doc), "http://a/b/c/d"))
	assert.Equal(t, [][2]string{
		{"http://x/cls/1/A.class", "http://x/cls/1/A.class"},
		{"http://x/cls/1/d.dat", "http://x/cls/1/d.dat"},
		{"http://x/cls/1/", "http://x/cls/1/"},
		{"http://x/cls/2/e.dat", "http://x/cls/2/e.dat"},
		{"http://x/cls/2/", "http://x/cls/2/"},
		{"http://x/cls/2/B.class", "http://x/cls/2/B.class"},
	}, resolve(string(doc), "http://x/y/z"))
}

// Under RFC 1808 the empty base (Section 3.4) takes every reference as
// absolute: a relative one fails, an absolute one stands as written (step
// 2b: "it is interpreted as an absolute URL and we are done"), dot
// segments included; RFC 3986 removes them (Section 5.2.2).
func TestEmptyBase(t *testing.T) {
	got, sum := resolveAll(t, rfc1808.Default, []byte(`<a href="g"><a href="http://a/b/../c">`), dialect.BaseSource{})
	assert.Equal(t, "", sum.Bases[0].URI)
	assert.Equal(t, []result{{"g", "error"}, {"http://a/b/../c", "http://a/b/../c"}}, got)
	got, _ = resolveAll(t, rfc3986.New(), []byte(`<a href="g"><a href="http://a/b/../c">`), dialect.BaseSource{})
	assert.Equal(t, []result{{"g", "error"}, {"http://a/b/../c", "http://a/c"}}, got)
}

// The header fields reach base establishment, and Content-Type the
// encoding.
func TestHeaders(t *testing.T) {
	doc := []byte(`<a href="g">`)
	src := dialect.BaseSource{Retrieval: "http://r/x/y", Header: header.Fields{{Name: "Content-Type", Value: "text/html; charset=koi8-r"}, {Name: "Content-Base", Value: "http://cb/p/q"}}}
	got, sum := resolveAll(t, rfc2396.New(), doc, src)
	assert.Equal(t, []result{{"g", "http://cb/p/g"}}, got)
	assert.Equal(t, "koi8-r", sum.Charset.Name)
	got, _ = resolveAll(t, rfc3986.New(), doc, src)
	assert.Equal(t, []result{{"g", "http://r/x/g"}}, got)
}

func TestNotABaseEstablisher(t *testing.T) {
	_, err := doclinks.NewResolver(plain{})
	assert.ErrorIs(t, err, doclinks.ErrNoBaseEstablisher)
}

type plain struct{ dialect.Dialect }

func (plain) Name() string { return "plain" }

// benchPages returns the test pages and a generated page of a few hundred
// links in the shape of a 1990s index page.
func benchPages(tb testing.TB) [][]byte {
	files, _ := filepath.Glob("../testdata/documents/*.html")
	var pages [][]byte
	for _, f := range files {
		doc, err := os.ReadFile(f)
		require.NoError(tb, err)
		pages = append(pages, doc)
	}
	var b bytes.Buffer
	b.WriteString("<HTML><HEAD><TITLE>Index</TITLE></HEAD><BODY BGCOLOR=white>\n<H1>Index of /~user/</H1><UL>\n")
	for i := range 300 {
		fmt.Fprintf(&b, "<LI><A HREF=\"dir%d/page%d.html\">Page %d</A> <IMG SRC=\"/icons/new.gif\" ALT=\"[new]\"> a few words of text about page %d, <B>bold</B>\n", i%7, i, i, i)
	}
	b.WriteString("</UL></BODY></HTML>\n")
	return append(pages, b.Bytes())
}

// prosePages returns pages of the same size with the links farther
// apart: paragraphs of prose, one link in about 400 bytes, as in an essay
// or a news page of the time rather than an index.
func prosePages() [][]byte {
	var pages [][]byte
	for p := range 8 {
		var b bytes.Buffer
		b.WriteString("<HTML><HEAD><TITLE>An essay</TITLE></HEAD><BODY>\n")
		for i := range 40 {
			fmt.Fprintf(&b, "<P>Paragraph %d of page %d. The text goes on about the subject at hand, with a sentence or two of "+
				"explanation, an <EM>emphasised</EM> word, and a reference to <A HREF=\"../notes/n%d.html#s%d\">a note</A> "+
				"that the reader may follow, then more words until the paragraph ends, as paragraphs do.\n", i, p, i, p)
		}
		b.WriteString("</BODY></HTML>\n")
		pages = append(pages, b.Bytes())
	}
	return pages
}

func totalBytes(pages [][]byte) int64 {
	n := 0
	for _, p := range pages {
		n += len(p)
	}
	return int64(n)
}

// BenchmarkTokenizer is the peer: golang.org/x/net/html's tokenizer alone
// over the same pages, every token read and its raw bytes taken.
func BenchmarkTokenizer(b *testing.B) {
	pages := benchPages(b)
	b.SetBytes(totalBytes(pages))
	b.ReportAllocs()
	var r bytes.Reader
	for b.Loop() {
		for _, p := range pages {
			r.Reset(p)
			z := html.NewTokenizer(&r)
			for z.Next() != html.ErrorToken {
				_ = z.Raw()
			}
		}
	}
}

// BenchmarkLinks extracts every link, establishes the base and resolves
// every link under RFC 3986, over the same pages.
func BenchmarkLinks(b *testing.B) {
	pages := benchPages(b)
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(b, err)
	links := 0
	count := func(*document.Link, []doclinks.Target) error { links++; return nil }
	b.SetBytes(totalBytes(pages))
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range pages {
			if _, err := r.ResolveDocument(p, dialect.BaseSource{Retrieval: "http://www.example.edu/~user/dir/page.html"}, count); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(links)/float64(b.N), "links/op")
}

// BenchmarkExtract is the extractor alone.
func BenchmarkExtract(b *testing.B) {
	pages := benchPages(b)
	x := document.NewExtractor(nil)
	b.SetBytes(totalBytes(pages))
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range pages {
			x.Reset(p)
			for {
				if _, err := x.Next(); err == io.EOF {
					break
				}
			}
		}
	}
}

// Resolving a page allocates, per link, the resolved string and nothing
// else; per page, a bounded number of objects (the tokenizer, the copy of
// the page resolved from, the encoding's detection, the bases).
func TestAllocationsPerLink(t *testing.T) {
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(t, err)
	page := func(n int) []byte {
		var b bytes.Buffer
		for i := range n {
			fmt.Fprintf(&b, "<a href=\"p%d.html\">x</a>\n", i)
		}
		return b.Bytes()
	}
	allocs := func(doc []byte) float64 {
		src := dialect.BaseSource{Retrieval: "http://a/b/c"}
		nop := func(*document.Link, []doclinks.Target) error { return nil }
		r.ResolveDocument(doc, src, nop) // grow the buffers
		return testing.AllocsPerRun(20, func() { r.ResolveDocument(doc, src, nop) })
	}
	small, big := allocs(page(100)), allocs(page(1100))
	// The tokenizer itself allocates per attribute (the lower-cased name),
	// so the peer's own per-link allocations are counted here too.
	z := func(doc []byte) float64 {
		return testing.AllocsPerRun(20, func() {
			z := html.NewTokenizer(bytes.NewReader(doc))
			for z.Next() != html.ErrorToken {
			}
		})
	}
	peer := (z(page(1100)) - z(page(100))) / 1000
	perLink := (big - small) / 1000
	t.Logf("allocations per link: %.2f (the tokenizer alone: %.2f)", perLink, peer)
	assert.LessOrEqual(t, perLink, peer+1, "more than the resolved string per link beyond the tokenizer's own")
}

// whatwgLike stands for the whatwg dialect: a dialect that says it reads
// as the HTML Standard does (dialect.HTMLStandardReader) gets the
// Standard's value of an attribute where the readings differ.
type whatwgLike struct{ *rfc3986.Dialect }

func (whatwgLike) ReadsHTMLStandard() bool { return true }

func TestHTML5Reading(t *testing.T) {
	r, err := doclinks.NewResolver(rfc3986.New(), whatwgLike{rfc3986.New()})
	require.NoError(t, err)
	var got []string
	_, err = r.ResolveDocument([]byte(`<a href="?x=1&copy=2">`), dialect.BaseSource{Retrieval: "http://a/b"}, func(l *document.Link, ts []doclinks.Target) error {
		got = append(got, ts[0].URI, ts[1].URI)
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, []string{"http://a/b?x=1©=2", "http://a/b?x=1&copy=2"}, got)
}

// A repeated reference resolves as the first one did, against its own
// document's base: the targets the Resolver keeps from document to
// document never answer for another base or another reference that
// shares the first's length and last bytes.
func TestRepeatedReferences(t *testing.T) {
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(t, err)
	resolve := func(doc, url string) []string {
		var got []string
		_, err := r.ResolveDocument([]byte(doc), dialect.BaseSource{Retrieval: url}, func(l *document.Link, ts []doclinks.Target) error {
			got = append(got, ts[0].URI)
			return nil
		})
		require.NoError(t, err)
		return got
	}
	doc := `<img src="i.gif"><a href="a/page.html"><img src="i.gif"><a href="b/page.html"><a href="a&#47;page.html"><img src=i.gif>`
	assert.Equal(t, []string{"http://x/d/i.gif", "http://x/d/a/page.html", "http://x/d/i.gif", "http://x/d/b/page.html", "http://x/d/a/page.html", "http://x/d/i.gif"},
		resolve(doc, "http://x/d/p"))
	assert.Equal(t, []string{"http://y/e/i.gif", "http://y/e/a/page.html", "http://y/e/i.gif", "http://y/e/b/page.html", "http://y/e/a/page.html", "http://y/e/i.gif"},
		resolve(doc, "http://y/e/q"))
	// A BASE element changes the base of the links before it too.
	assert.Equal(t, []string{"http://z/i.gif", "http://z/base", "http://z/i.gif"},
		resolve(`<img src="i.gif"><base href="http://z/base"><img src="i.gif">`, "http://y/e/q"))
}

// A document bigger than what is read whole is streamed when it holds no
// BASE element, and read whole when it holds one, whose base then
// applies to the links before it too.
func TestBigDocuments(t *testing.T) {
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(t, err)
	body := bytes.Repeat([]byte("<p><a href=\"a/b.html\">text</a> and some words of text\n"), 6000)
	require.Greater(t, len(body), 256<<10)
	for _, c := range []struct {
		doc   []byte
		first string
	}{
		{body, "http://x/d/a/b.html"},
		{append(append([]byte{}, body...), `<BASE HREF="http://base/e/">`...), "http://base/e/a/b.html"},
	} {
		var n int
		var first string
		sum, err := r.ResolveDocument(c.doc, dialect.BaseSource{Retrieval: "http://x/d/p"}, func(l *document.Link, ts []doclinks.Target) error {
			if n == 0 {
				first = ts[0].URI
			}
			n++
			return nil
		})
		require.NoError(t, err)
		assert.Equal(t, c.first, first)
		assert.Equal(t, n, sum.Links)
		assert.GreaterOrEqual(t, n, 6000)
	}
}

// A big document that holds a BASE element, after its links, is read for
// its bases before its first link is resolved, and its memory does not
// grow with the number of its links: before, its links were all held
// until the last was read (80 bytes each, a 100 MB page took 2 GB).
func TestBigDocumentWithBaseStreamed(t *testing.T) {
	const links = 400_000
	var b bytes.Buffer
	for i := range links {
		fmt.Fprintf(&b, "<a href=x%d>", i%1000)
	}
	b.WriteString(`<base href="http://base.example/d/">`)
	doc := b.Bytes()
	r, err := doclinks.NewResolver(rfc3986.New())
	require.NoError(t, err)
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	before, peak := ms.HeapInuse, ms.HeapInuse
	n, wrong := 0, 0
	sum, err := r.ResolveDocument(doc, dialect.BaseSource{Retrieval: "http://retrieved.example/"}, func(l *document.Link, ts []doclinks.Target) error {
		if l.Base != document.EmbedsBase && !strings.HasPrefix(ts[0].URI, "http://base.example/d/x") {
			wrong++
		}
		if n++; n%50_000 == 0 {
			runtime.GC()
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, links+1, n, "every link, the BASE element's own included")
	assert.Equal(t, links+1, sum.Links)
	assert.Zero(t, wrong, "links resolved against another base than the one the document embeds after them")
	grown := int64(peak) - int64(before)
	t.Logf("document %d bytes, %d links; heap grew by %d bytes", len(doc), n, grown)
	// Holding the links would take 80 bytes each, 32 MB; the document is 4.4 MB.
	assert.Less(t, grown, int64(len(doc)), "the heap grew with the number of links")
}

// Resolve reads an archive record: its payload (whose BASE element sets
// the base) and the header fields it came with (whose Content-Type sets
// the encoding).
func TestResolveRecord(t *testing.T) {
	f, err := os.Open("../testdata/archive/sample.warc")
	require.NoError(t, err)
	defer f.Close()
	ar := archive.NewReader(f, "sample.warc")
	r, err := doclinks.NewResolver(rfc2396.New(), rfc3986.New())
	require.NoError(t, err)
	for {
		rec, err := ar.Next()
		require.NoError(t, err)
		if rec.Type != archive.TypeResponse || rec.URI != "http://www.example.edu/~user/dir/page.html" {
			continue
		}
		var targets [][2]string
		sum, err := r.Resolve(rec, func(l *document.Link, ts []doclinks.Target) error {
			targets = append(targets, [2]string{ts[0].URI, ts[1].URI})
			return nil
		})
		require.NoError(t, err)
		for i := range 2 {
			assert.Equal(t, dialect.Base{URI: "http://www.example.edu/~user/", Layer: dialect.EmbeddedBase},
				dialect.Base{URI: sum.Bases[i].URI, Layer: sum.Bases[i].Layer}, "the page's BASE before its Content-Base")
		}
		assert.Equal(t, document.Charset{Name: "windows-1252", DecidedBy: "http", HTTP: "iso-8859-1"}, sum.Charset,
			"the charset of the Content-Type the page came with, iso-8859-1, as the Encoding Standard names it")
		assert.NotEmpty(t, targets)
		doc, err := rec.ReadPayload()
		require.NoError(t, err)
		assert.Contains(t, string(doc), "<", "the payload is kept, read once")
		return
	}
}
