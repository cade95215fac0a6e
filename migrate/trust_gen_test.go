package migrate

import (
	"bytes"
	"crypto/sha1"
	"encoding/base32"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// httpResponse is an HTTP/1.1 response with the header fields given
// ("\n"-separated) and body.
func httpResponse(status, header, body string) *strings.Reader {
	h := "HTTP/1.1 " + status + "\r\n"
	if header != "" {
		h += strings.ReplaceAll(header, "\n", "\r\n") + "\r\n"
	}
	return strings.NewReader(h + fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body)) + body)
}

// responsesRecords are the records of testdata/trust/responses.warc:
// pages that are documents whatever their status, and header fields that
// hold links.
func responsesRecords() []warcgen.Spec {
	id := func(n int) string { return warcgen.ID("responses.warc", n) }
	resp := func(n int, uri, status, header, body string) warcgen.Spec {
		return warcgen.Spec{Type: gowarc.Response, URI: uri, Date: "2014-03-01T10:00:00Z", ID: id(n),
			ContentType: "application/http;msgtype=response", Block: httpResponse(status, header, body)}
	}
	return []warcgen.Spec{
		resp(1, "http://www.example.org/old/page.html", "301 Moved Permanently", "Content-Type: text/html\nLocation: ../new/page.html",
			`<html><body>This page has moved <a href="../new/page.html">here</a>.</body></html>`),
		resp(2, "http://www.example.org/a/missing.html", "404 Not Found", "Content-Type: text/html; charset=utf-8",
			`<html><body><p>Not found. Try the <a href="/">home page</a> or <a href="search.html">search</a>.</p></body></html>`),
		resp(3, "http://www.example.org/a/b/page", "200 OK",
			"Content-Type: text/html\nContent-Location: page.en.html\nRefresh: 30; url=next.html\nLink: </css/site.css>; rel=stylesheet, <fonts/a.woff2>; rel=\"preload\"; title=\"a <b>\"",
			`<html><body><a href="c.html">c</a></body></html>`),
		resp(4, "http://www.example.org/a/unchanged.html", "304 Not Modified", "", ""),
		resp(5, "http://www.example.org/cgi-bin/broken", "500 Internal Server Error", "Content-Type: text/html",
			`<HTML><BODY><H1>Server error</H1><A HREF="mailto:webmaster@example.org">webmaster</A></BODY></HTML>`),
	}
}

// revisitPage is the original page of testdata/trust/revisits.warc.
const revisitPage = `<html><body><a href="page1.html">one</a> <a href="../up.html">up</a> <img src="/logo.gif"></body></html>`

// sha1Digest is a WARC payload digest ("sha1:" and base 32).
func sha1Digest(b string) string {
	h := sha1.Sum([]byte(b))
	return "sha1:" + base32.StdEncoding.EncodeToString(h[:])
}

// revisitsRecords are the records of testdata/trust/revisits.warc: one
// original response, four revisits that find it by WARC-Refers-To, by
// WARC-Refers-To-Target-URI and -Date, by payload digest alone (two of
// them under other URIs, whose links resolve against their own), and one
// revisit whose original is not in the input.
func revisitsRecords() []warcgen.Spec {
	id := func(n int) string { return warcgen.ID("revisits.warc", n) }
	const original = "http://www.example.com/a/index.html"
	digest := sha1Digest(revisitPage)
	revisit := func(n int, uri, date string, fields ...[2]string) warcgen.Spec {
		return warcgen.Spec{Type: gowarc.Revisit, URI: uri, Date: date, ID: id(n), ContentType: "application/http;msgtype=response",
			Headers: append([][2]string{{gowarc.WarcProfile, "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"},
				{gowarc.WarcPayloadDigest, digest}}, fields...),
			Block: strings.NewReader("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n")}
	}
	return []warcgen.Spec{
		{Type: gowarc.Response, URI: original, Date: "2014-01-01T00:00:00Z", ID: id(1),
			ContentType: "application/http;msgtype=response", Block: httpResponse("200 OK", "Content-Type: text/html", revisitPage)},
		revisit(2, original, "2014-06-01T00:00:00Z", [2]string{gowarc.WarcRefersTo, id(1)}),
		revisit(3, "http://mirror.example.com/b/c/index.html", "2014-07-01T00:00:00Z",
			[2]string{gowarc.WarcRefersToTargetURI, original}, [2]string{gowarc.WarcRefersToDate, "2014-01-01T00:00:00Z"}),
		revisit(4, "http://www.example.com/x/y/copy.html", "2014-08-01T00:00:00Z"),
		{Type: gowarc.Revisit, URI: "http://www.example.com/gone.html", Date: "2014-09-01T00:00:00Z", ID: id(5),
			ContentType: "application/http;msgtype=response",
			Headers: [][2]string{{gowarc.WarcProfile, "http://netpreserve.org/warc/1.1/revisit/identical-payload-digest"},
				{gowarc.WarcRefersTo, id(99)}, {gowarc.WarcPayloadDigest, sha1Digest("another payload")}},
			Block: strings.NewReader("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n")},
	}
}

// generatedTrust returns the generated files of testdata/trust by name.
func generatedTrust(t testing.TB) map[string][]byte {
	files := map[string][]byte{}
	for name, specs := range map[string][]warcgen.Spec{"responses.warc": responsesRecords(), "revisits.warc": revisitsRecords()} {
		var b bytes.Buffer
		for _, s := range specs {
			rec, err := warcgen.Bytes(s)
			require.NoError(t, err)
			b.Write(rec)
		}
		files[name] = b.Bytes()
	}
	return files
}

// TestTrustUpToDate checks that the generated files of testdata/trust are
// what the generator writes; with -generate it writes them.
func TestTrustUpToDate(t *testing.T) {
	for name, want := range generatedTrust(t) {
		path := filepath.Join(trustDir, name)
		if *generate {
			require.NoError(t, os.WriteFile(path, want, 0o644))
		}
		got, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, string(want), string(got), "%s: go test ./migrate -run TestTrustUpToDate -generate", name)
	}
}
