package migrate

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

var generate = flag.Bool("generate", false, "rewrite testdata/migrate from the generator")

const sampleDir = "../testdata/migrate"

// A samplePage is one captured page of the sample corpus.
type samplePage struct {
	file   string // its name under pages/
	uri    string
	date   string
	header string // HTTP header fields after the status line, "\n"-separated
	html   string
}

// samplePages span the eras of --from auto: a page of 1994 (RFC 1630), of
// 1996 (RFC 1808), of 2000 (RFC 2396) and of 2006 (RFC 3986), each with
// the shapes of link whose meaning changed since.
var samplePages = []samplePage{
	{file: "cern-1994.html", uri: "http://info.cern.ch/hypertext/WWW/Project.html", date: "1994-11-02T10:00:00Z",
		header: "Content-Type: text/html",
		html: `<HTML><HEAD><TITLE>The project</TITLE></HEAD><BODY>
<H1>The World Wide Web project</H1>
<A HREF="Summary.html">Summary</A>, <A HREF="../DataSources/Top.html">data sources</A>,
<A HREF="http:Status.html">status</A>, <A HREF="?ideas">ideas</A>, <A HREF="#people">people</A>,
<A HREF="/hypertext/README.html">readme</A> and <A HREF=http://www.w3.org/>the consortium</A>.
</BODY></HTML>
`},
	{file: "db-1996.html", uri: "http://www.example.com/cgi/db;type=html?q=1", date: "1996-05-20T09:30:00Z",
		header: "Content-Type: text/html",
		html: `<html><head><title>Results</title></head>
<body><p><a href=";type=text">as text</a> | <a href="?q=2">next page</a> | <a href="">this page</a> |
<a href="g;x=1/../y">y</a> | <a href="../../../../top.html">top</a> | <img src="icon.gif" alt="">
<form action="search"><input type=submit></form></p></body></html>
`},
	{file: "moved-1997.html", uri: "http://www.example.org/old/index.html", date: "1997-09-01T08:00:00Z",
		header: "Content-Type: text/html\nContent-Base: http://www.example.org/new/",
		html: `<html><body><a href="chapter1.html">Chapter 1</a> <a href="http://www.example.net/">elsewhere</a>
<img src="figures/one.gif"></body></html>
`},
	{file: "shop-2000.html", uri: "http://shop.example.com/a/b/list.html", date: "2000-02-29T12:00:00Z",
		header: "Content-Type: text/html; charset=iso-8859-1",
		html: `<html><body><a href="../../../item.html">item</a> <a href="/./cart.html">cart</a>
<a href="images\logo.gif">logo</a> <a href="detail.html?id=1&amp;lang=en">detail</a>
<a href="HTTP://Shop.Example.COM:80/a/b/list.html">this list</a></body></html>
`},
	{file: "news-2006.html", uri: "http://news.example.com/2006/03/story.html", date: "2006-03-01T12:00:02Z",
		header: "Content-Type: text/html; charset=utf-8",
		html: `<!DOCTYPE html><html><head><link rel="stylesheet" href="/style.css"></head>
<body><a href="../02/older.html">older</a> <a href="comments?page=2#c">comments</a> <img src="photo.jpg"></body></html>
`},
}

// sampleRecords are the records of sample.warc.gz: each page's request
// and response, and records a migration skips (an image, a 404 page, a
// metadata record, the warcinfo).
func sampleRecords() []warcgen.Spec {
	id := func(n int) string { return warcgen.ID("sample.warc.gz", n) }
	resp := func(status, header, body string) *strings.Reader {
		return strings.NewReader(strings.ReplaceAll("HTTP/1.0 "+status+"\n"+header+"\n", "\n", "\r\n") +
			fmt.Sprintf("Content-Length: %d\r\n\r\n", len(body)) + body)
	}
	specs := []warcgen.Spec{{Type: gowarc.Warcinfo, Date: "2006-03-01T12:00:00Z", ID: id(1), ContentType: "application/warc-fields",
		Block: strings.NewReader("software: uridialect sample generator\r\nformat: WARC File Format 1.1\r\n")}}
	n := 2
	for _, p := range samplePages {
		specs = append(specs, warcgen.Spec{Type: gowarc.Request, URI: p.uri, Date: p.date, ID: id(n),
			ContentType: "application/http;msgtype=request",
			Block:       strings.NewReader("GET " + p.uri + " HTTP/1.0\r\n\r\n")},
			warcgen.Spec{Type: gowarc.Response, URI: p.uri, Date: p.date, ID: id(n + 1),
				ContentType: "application/http;msgtype=response", Block: resp("200 OK", p.header, p.html)})
		n += 2
	}
	return append(specs,
		warcgen.Spec{Type: gowarc.Response, URI: "http://info.cern.ch/icons/www.gif", Date: "1994-11-02T10:00:01Z", ID: id(n),
			ContentType: "application/http;msgtype=response", Block: resp("200 OK", "Content-Type: image/gif", "GIF89a\x01\x00\x01\x00\x00\x00\x00;")},
		warcgen.Spec{Type: gowarc.Response, URI: "http://www.example.com/missing.html", Date: "1996-05-20T09:30:01Z", ID: id(n + 1),
			ContentType: "application/http;msgtype=response", Block: resp("404 Not Found", "Content-Type: text/html", `<a href="/">home</a>`)},
		warcgen.Spec{Type: gowarc.Metadata, URI: "http://news.example.com/2006/03/story.html", Date: "2006-03-01T12:00:03Z", ID: id(n + 2),
			ContentType: "application/warc-fields", Headers: [][2]string{{gowarc.WarcConcurrentTo, id(n - 1)}},
			Block: strings.NewReader("fetchTimeMs: 12\r\n")},
	)
}

// generatedSample returns the files of testdata/migrate by name.
func generatedSample(t testing.TB) map[string][]byte {
	var warc bytes.Buffer
	for _, s := range sampleRecords() {
		b, err := warcgen.Bytes(s)
		if err != nil {
			t.Fatal(err)
		}
		warc.Write(warcgen.Gzip(b))
	}
	files := map[string][]byte{"sample.warc.gz": warc.Bytes()}
	for _, p := range samplePages {
		files["pages/"+p.file] = []byte(p.html)
	}
	// broken.warc: a good record, then bytes that are no record, which the
	// archive layer reports as a failed record at their offset.
	good, err := warcgen.Bytes(sampleRecords()[3])
	if err != nil {
		t.Fatal(err)
	}
	files["broken.warc"] = append(good, "these bytes are not a record\r\n"...)
	return files
}

// TestSampleUpToDate checks that testdata/migrate is what the generator
// writes; with -generate it writes it.
func TestSampleUpToDate(t *testing.T) {
	for name, want := range generatedSample(t) {
		path := filepath.Join(sampleDir, filepath.FromSlash(name))
		if *generate {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, want, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%v (go test ./migrate -run SampleUpToDate -generate)", err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the generator's output (go test ./migrate -run SampleUpToDate -generate)", name)
		}
	}
}
