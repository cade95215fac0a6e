package migrate

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/document"
)

const trustDir = "../testdata/trust"

// TestDocumentRule checks the document rule on files whose first bytes
// net/http's sniffing does not call HTML: the CERN home page of 1992
// (which starts with <HEADER>), pages starting with </head>, <HR>, a
// comment, a byte order mark, an XML declaration, <meta>, <link>; a file
// whose name says nothing; a file whose name says HTML and whose content
// says nothing. Each is migrated with every link the extractor finds in
// it; a text file is skipped.
func TestDocumentRule(t *testing.T) {
	dir := filepath.Join(trustDir, "sniff")
	inputs, err := archive.Inputs([]string{dir})
	require.NoError(t, err)
	s, _, _ := migrateAll(t, "auto", inputs...)
	assert.True(t, s.Balanced(), s.Accounting())
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	wantLinks := 0
	for _, f := range files {
		if f.Name() == "notes.txt" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, f.Name()))
		require.NoError(t, err)
		n := len(document.NewExtractor(b).All())
		assert.NotZero(t, n, f.Name())
		wantLinks += n
	}
	assert.Equal(t, len(files)-1, s.Records.Migrated)
	assert.Equal(t, map[string]int{"document text/plain; charset=utf-8": 1}, s.Records.Skipped)
	assert.Equal(t, wantLinks, s.Links.Found)
}

func TestLooksLikeHTMLAgreesWithTheFiles(t *testing.T) {
	for name, want := range map[string]bool{"TheProject.html": true, "README": true, "notes.txt": false, "plain-start.html": false} {
		b, err := os.ReadFile(filepath.Join(trustDir, "sniff", name))
		require.NoError(t, err)
		assert.Equal(t, want, document.LooksLikeHTML(b), name)
	}
}

func TestUnsafeScheme(t *testing.T) {
	for ref, want := range map[string]bool{
		"javascript:alert(1)": true, " JavaScript:x": true, "java\tscript:x": true, "\x01data:text/html,x": true,
		"VBSCRIPT:MsgBox": true, "g": false, "javascripts:x": false, "http://javascript:x": false,
		"./javascript:x": false, "": false, "jav ascript:x": false,
	} {
		assert.Equal(t, want, unsafeScheme(ref), "%q", ref)
	}
}

// TestNoUnsafeRewrite checks that a page whose BASE is a javascript:,
// data: or vbscript: URL gets no rewrite that turns an inert link into
// one: the link is reported not rewritable for its unsafe scheme, and
// neither the rewritten pages nor the link table hold such a rewrite.
func TestNoUnsafeRewrite(t *testing.T) {
	inputs, err := archive.Inputs([]string{filepath.Join(trustDir, "unsafe")})
	require.NoError(t, err)
	for _, from := range []string{"rfc1808", "rfc2396", "rfc1630", "draft01"} {
		s, rows, docs := migrateAll(t, from, inputs...)
		assert.True(t, s.Balanced(), s.Accounting())
		unsafe := 0
		for _, r := range rows {
			assert.False(t, unsafeScheme(r.Rewrite) && !unsafeScheme(r.Raw), "%s: %s rewritten to %s", from, r.Raw, r.Rewrite)
			if r.NoRewrite == "unsafe scheme" {
				unsafe++
			}
		}
		assert.NotZero(t, unsafe, from)
		for p, b := range docs {
			for _, l := range document.NewExtractor(b).All() {
				if l.Base != document.EmbedsBase {
					assert.False(t, unsafeScheme(string(l.Value)) && string(l.Value) != "javascript:void(0)", "%s: %s", p, l.Value)
				}
			}
		}
	}
}

// TestResponsesAreDocuments checks that a redirect, an error page and a
// server error with an HTML body are documents, a 304 without a body is
// not, and that the links of the Location, Content-Location, Refresh and
// Link header fields are found, resolved against the request's URI.
func TestResponsesAreDocuments(t *testing.T) {
	s, rows, _ := migrateAll(t, "rfc2396", filepath.Join(trustDir, "responses.warc"))
	assert.True(t, s.Balanced(), s.Accounting())
	assert.Equal(t, 4, s.Records.Migrated)
	assert.Equal(t, map[string]int{"response 304": 1}, s.Records.Skipped)
	headers := map[string]string{}
	for _, r := range rows {
		if r.Element == document.HeaderElement {
			headers[r.Attribute+" "+r.Raw] = r.TargetThen
			assert.Equal(t, -1, r.Offset)
		}
	}
	assert.Equal(t, map[string]string{
		"location ../new/page.html":     "http://www.example.org/new/page.html",
		"content-location page.en.html": "http://www.example.org/a/b/page.en.html",
		"refresh next.html":             "http://www.example.org/a/b/next.html",
		"link /css/site.css":            "http://www.example.org/css/site.css",
		"link fonts/a.woff2":            "http://www.example.org/a/b/fonts/a.woff2",
	}, headers)
	assert.Equal(t, 2+2+5+1, s.Links.Found) // 301, 404, 200, 500
}

// TestRevisits checks that a revisit whose original is in the input, by
// WARC-Refers-To, by WARC-Refers-To-Target-URI and -Date, or by payload
// digest, is a document with the original's payload resolved against its
// own URI, and that one whose original is not in the input is skipped
// with that reason.
func TestRevisits(t *testing.T) {
	s, rows, _ := migrateAll(t, "rfc3986", filepath.Join(trustDir, "revisits.warc"))
	assert.True(t, s.Balanced(), s.Accounting())
	assert.Equal(t, 4, s.Records.Migrated)
	assert.Equal(t, 3, s.Documents.Revisits)
	assert.Equal(t, map[string]int{RevisitOrphan: 1}, s.Records.Skipped)
	targets := map[string][]string{}
	for _, r := range rows {
		targets[r.Document] = append(targets[r.Document], r.TargetThen)
	}
	assert.Equal(t, map[string][]string{
		"http://www.example.com/a/index.html":      {"http://www.example.com/a/page1.html", "http://www.example.com/up.html", "http://www.example.com/logo.gif", "http://www.example.com/a/page1.html", "http://www.example.com/up.html", "http://www.example.com/logo.gif"},
		"http://mirror.example.com/b/c/index.html": {"http://mirror.example.com/b/c/page1.html", "http://mirror.example.com/b/up.html", "http://mirror.example.com/logo.gif"},
		"http://www.example.com/x/y/copy.html":     {"http://www.example.com/x/y/page1.html", "http://www.example.com/x/up.html", "http://www.example.com/logo.gif"},
	}, targets)

	// A revisit in a later file finds its original in an earlier one;
	// alone, the revisits of the file are skipped.
	first, err := os.ReadFile(filepath.Join(trustDir, "revisits.warc"))
	require.NoError(t, err)
	dir := t.TempDir()
	orig, rest := filepath.Join(dir, "1-original.warc"), filepath.Join(dir, "2-revisits.warc")
	i := revisitsSplit(t, first)
	require.NoError(t, os.WriteFile(orig, first[:i], 0o644))
	require.NoError(t, os.WriteFile(rest, first[i:], 0o644))
	s, _, _ = migrateAll(t, "rfc3986", orig, rest)
	assert.Equal(t, 3, s.Documents.Revisits)
	s, _, _ = migrateAll(t, "rfc3986", rest)
	assert.Equal(t, 0, s.Documents.Revisits)
	assert.Equal(t, map[string]int{RevisitOrphan: 4}, s.Records.Skipped)
}

// revisitsSplit returns the offset of the second record of a WARC file.
func revisitsSplit(t *testing.T, b []byte) int {
	r := archive.NewReader(bytes.NewReader(b), "revisits.warc")
	_, err := r.Next()
	require.NoError(t, err)
	rec, err := r.Next()
	require.NoError(t, err)
	return int(rec.Offset)
}

// TestAppletCodebase checks the Java runtime's CODEBASE rule: a CODEBASE
// without a final "/" is a directory for an APPLET and a Java OBJECT
// under the dialects of the past, not under the HTML Standard, so migrate
// finds the links differ, for the cause codebase, and rewrites the
// element's CODEBASE to the absolute directory the applet loaded from,
// keeping CODE, a class name, and ARCHIVE as they are.
func TestAppletCodebase(t *testing.T) {
	s, rows, docs := migrateAll(t, "rfc2396", filepath.Join(trustDir, "applet.html"))
	assert.True(t, s.Balanced(), s.Accounting())
	got := map[string][2]string{}
	for _, r := range rows {
		require.NotEmpty(t, r.Now)
		got[r.Element+" "+r.Attribute+" "+r.Raw] = [2]string{suffixAfter(r.TargetThen, "/trust/"), suffixAfter(r.Now[0].Target, "/trust/")}
		if r.Verdict == Differs {
			assert.Equal(t, "codebase", r.Cause, r.Raw)
			assert.Equal(t, "1.0.2/", suffixAfter(r.Rewrite, "/trust/"), "the rewrite is the CODEBASE the applet loaded from")
		}
	}
	assert.Equal(t, map[string][2]string{
		"applet codebase 1.0.2":            {"1.0.2", "1.0.2"},
		"applet code Clock2.class":         {"1.0.2/Clock2.class", "Clock2.class"},
		"applet archive clock.jar":         {"1.0.2/clock.jar", "clock.jar"},
		"applet codebase classes/":         {"classes/", "classes/"},
		"applet code Ticker.class":         {"classes/Ticker.class", "classes/Ticker.class"},
		"object classid java:Clock3.class": {"java:Clock3.class", "java:Clock3.class"},
		"object codebase 1.0.3":            {"1.0.3", "1.0.3"},
		"object codebase media":            {"media", "media"},
		"object data movie.swf":            {"movie.swf", "movie.swf"},
	}, got)
	var codebase string
	for _, r := range rows {
		if r.Attribute == "code" && r.Raw == "Clock2.class" {
			codebase = strings.TrimSuffix(r.TargetThen, "Clock2.class")
		}
	}
	require.Len(t, docs, 1)
	for _, doc := range docs {
		assert.Contains(t, string(doc), `<APPLET CODEBASE="`+codebase+`" CODE="Clock2.class" ARCHIVE="clock.jar"`, "CODEBASE made absolute, CODE and ARCHIVE kept")
	}
}

func suffixAfter(s, sep string) string {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[i+len(sep):]
	}
	return s
}

// TestIEConditionalInTheLinkTable checks that the links of Internet
// Explorer's conditional comments are marked in the link table.
func TestIEConditionalInTheLinkTable(t *testing.T) {
	_, rows, _ := migrateAll(t, "rfc3986", "../testdata/documents/html5.html")
	var marked []string
	for _, r := range rows {
		if r.IEConditional {
			marked = append(marked, r.Raw)
		}
	}
	assert.Equal(t, []string{"ie.css", "html5shiv.js", "csshover.htc"}, marked)
}
