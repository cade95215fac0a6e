package captures_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// The test collection (testdata/captures/crawl, README.md there): four
// pages of the 1990s as a crawler captured them (pages.warc.gz), and the
// targets of their links the crawler captured, each as the clients of the
// page's time resolved it, a few seconds after the page
// (targets.warc.gz); warcio's cdx-index of the targets, as CDXJ and as
// CDX. TestWriteCrawl writes the two WARCs with -write-crawl.
const crawlDir = "../../testdata/captures/crawl"

var writeCrawl = flag.Bool("write-crawl", false, "write the test collection's WARCs into "+crawlDir)

// A crawlPage is a page of the collection: its file, where and when it
// was published and captured.
type crawlPage struct {
	file, url string
	date      time.Time
}

var crawlPages = []crawlPage{
	{"../../testdata/migrate/pages/cern-1994.html", "http://info.cern.ch/hypertext/WWW/cern-1994.html", time.Date(1994, 4, 4, 10, 0, 0, 0, time.UTC)},
	{"../../testdata/migrate/pages/db-1996.html", "http://www.example.com/pages/db-1996.html", time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)},
	{"../../testdata/collection/1996/lynx_help_main.html", "http://lynx.browser.org/lynx_help/lynx_help_main.html", time.Date(1996, 9, 2, 10, 0, 0, 0, time.UTC)},
	{"../../testdata/migrate/pages/shop-2000.html", "http://shop.example.com/a/b/list.html", time.Date(2000, 5, 1, 10, 0, 0, 0, time.UTC)},
}

// A crawlTarget is a capture of the crawl: a URL as the crawler wrote it,
// its delay after its page, and, for a redirect, its Location.
type crawlTarget struct {
	page     int // in crawlPages
	url      string
	delay    time.Duration
	location string
	mime     string
}

var crawlTargets = []crawlTarget{
	// cern-1994, read by RFC 1630 ("?ideas" against the folder), and a
	// later visit that followed the link as RFC 1808 reads it: both
	// captured, so replay shows the page of the query on the page itself.
	{page: 0, url: "http://info.cern.ch/hypertext/WWW/?ideas", delay: 5 * time.Second},
	// "http:Status.html", the page of the same server (RFC 1630:
	// "the scheme may be omitted"), which RFC 3986 reads as a path alone.
	{page: 0, url: "http://info.cern.ch/hypertext/WWW/Status.html", delay: 4 * time.Second},
	{page: 0, url: "http://info.cern.ch/hypertext/WWW/cern-1994.html?ideas", delay: 6 * time.Second},
	// db-1996, read by RFC 1808: the page as text; "g;x=1/../y" as
	// RFC 1808 resolves it (one SURT key with the URL Standard's .../y);
	// "../../../../top.html" kept above the root, which the server
	// answered with a redirect to /top.html.
	{page: 1, url: "http://www.example.com/pages/db-1996.html;type=text", delay: 5 * time.Second, mime: "text/plain"},
	{page: 1, url: "http://www.example.com/pages/g;x=1/../y", delay: 6 * time.Second},
	{page: 1, url: "http://www.example.com/../../../top.html", delay: 7 * time.Second, location: "http://www.example.com/top.html"},
	{page: 1, url: "http://www.example.com/top.html", delay: 8 * time.Second},
	// The Lynx help page of 1996: the search engine as written, with its
	// host's capital I.
	{page: 2, url: "http://guide.Infoseek.com/", delay: 5 * time.Second},
	// shop-2000, read by RFC 2396: "/./cart.html" and the link to the
	// page itself as written; the logo at the URL Standard's reading
	// only (a later crawl); "../../../item.html" nowhere.
	{page: 3, url: "http://shop.example.com/./cart.html", delay: 5 * time.Second},
	{page: 3, url: "HTTP://Shop.Example.COM:80/a/b/list.html", delay: 6 * time.Second},
	{page: 3, url: "http://shop.example.com/a/b/images/logo.gif", delay: 7 * time.Second, mime: "image/gif"},
}

// TestWriteCrawl writes the collection's WARCs with -write-crawl; the
// indexes are warcio's (see the README).
func TestWriteCrawl(t *testing.T) {
	if !*writeCrawl {
		t.Skip("writes the test collection only with -write-crawl")
	}
	var pages, targets bytes.Buffer
	for i, p := range crawlPages {
		body, err := os.ReadFile(p.file)
		if err != nil {
			t.Fatal(err)
		}
		writeResponse(t, &pages, "pages.warc.gz", i+1, p.url, p.date, "200 OK", "text/html", "", body)
	}
	for i, c := range crawlTargets {
		at := crawlPages[c.page].date.Add(c.delay)
		mime := c.mime
		if mime == "" {
			mime = "text/html"
		}
		status, body := "200 OK", []byte("<title>"+c.url+"</title>\n")
		if c.location != "" {
			status, body = "302 Found", nil
		}
		writeResponse(t, &targets, "targets.warc.gz", i+1, c.url, at, status, mime, c.location, body)
	}
	for name, b := range map[string][]byte{"pages.warc.gz": pages.Bytes(), "targets.warc.gz": targets.Bytes()} {
		if err := os.WriteFile(filepath.Join(crawlDir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// writeResponse writes one response record, a gzip member, into w.
func writeResponse(t *testing.T, w *bytes.Buffer, file string, n int, url string, at time.Time, status, mime, location string, body []byte) {
	t.Helper()
	head := "HTTP/1.0 " + status + "\r\nServer: NCSA/1.5\r\n"
	if location != "" {
		head += "Location: " + location + "\r\n"
	}
	head += "Content-Type: " + mime + "\r\nContent-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"
	rec, err := warcgen.Bytes(warcgen.Spec{
		Type: gowarc.Response, URI: url, Date: at.Format(time.RFC3339), ID: warcgen.ID(file, n),
		ContentType: "application/http; msgtype=response",
		Block:       bytes.NewReader(append([]byte(head), body...)),
	})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(warcgen.Gzip(rec))
}
