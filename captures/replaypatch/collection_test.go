package replaypatch

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/internal/testkit/warcgen"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/whatwg"
)

// The test collection: a page of 1996 (testdata/migrate/pages/db-1996.html)
// published at pageURL, as a crawler of its time captured it and the
// targets of its links, each resolved by RFC 1808, as the clients of
// 1996 resolved them. One link, ";type=text" (the page as text), means
// under RFC 1808 (Section 5.1: ";x = <URL:http://a/b/c/d;x>") the page's
// own URL with ";type=text", and under the URL Standard, as replay
// resolves it today, a URL of the folder (".../pages/;type=text") that no
// crawler ever fetched: the link breaks in replay.
const (
	pageFile = "../../testdata/migrate/pages/db-1996.html"
	pageURL  = "http://www.example.com/pages/db-1996.html"
)

var (
	pageDate = time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	// The crawler fetched each target a few seconds after the page.
	targetDelay = 7 * time.Second
)

// A collection is the crawl of the test collection, and the link of the
// page that breaks.
type collection struct {
	warc  string // the crawl: a WARC of response records, one gzip member each
	page  []byte
	then  string // the link's target under RFC 1808
	now   string // under the URL Standard
	texts map[string]string
}

// crawl writes the crawl into dir: the page, and each of its <a href>
// targets under RFC 1808 that is a page of the same server (the server
// answered ";type=text" with the page as text/plain, and any other
// target with the page itself, as a server of the time that ignores a
// query did). It returns the collection and the link whose targets then
// and now differ.
func crawl(t testing.TB, dir string) *collection {
	t.Helper()
	page, err := os.ReadFile(pageFile)
	if err != nil {
		t.Fatal(err)
	}
	c := &collection{warc: filepath.Join(dir, "crawl-1996.warc.gz"), page: page, texts: map[string]string{}}
	var out bytes.Buffer
	n := 0
	capture := func(url, mime string, at time.Time, body []byte) {
		n++
		http := "HTTP/1.0 200 OK\r\nServer: NCSA/1.5\r\nContent-Type: " + mime + "\r\nContent-Length: " +
			strconv.Itoa(len(body)) + "\r\n\r\n"
		rec, err := warcgen.Bytes(warcgen.Spec{
			Type: gowarc.Response, URI: url, Date: at.Format(time.RFC3339), ID: warcgen.ID(c.warc, n),
			ContentType: "application/http; msgtype=response",
			Block:       bytes.NewReader(append([]byte(http), body...)),
		})
		if err != nil {
			t.Fatal(err)
		}
		out.Write(warcgen.Gzip(rec))
	}
	capture(pageURL, "text/html", pageDate, page)
	x := document.NewExtractor(page)
	seen := map[string]bool{pageURL: true}
	for _, l := range x.All() {
		if l.Element != "a" {
			continue
		}
		then := resolve(t, rfc1808.Default, pageURL, string(l.Value))
		now := resolve(t, whatwg.Default, pageURL, string(l.Value))
		if then != now && c.then == "" {
			c.then, c.now = then, now
		}
		if seen[then] {
			continue
		}
		seen[then] = true
		mime := "text/html"
		if string(l.Value) == ";type=text" {
			mime = "text/plain"
		}
		capture(then, mime, pageDate.Add(targetDelay), page)
		c.texts[then] = mime
	}
	if c.then == "" {
		t.Fatal("no link of the page resolves differently under RFC 1808 and the URL Standard")
	}
	if err := os.WriteFile(c.warc, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return c
}

func resolve(t testing.TB, d dialect.Dialect, base, ref string) string {
	t.Helper()
	s, err := dialect.ResolveString(d, base, ref)
	if err != nil {
		t.Fatalf("%s: %s against %s: %v", d.Name(), ref, base, err)
	}
	return s
}

// keep keeps what TestWACZ writes: docs/captures.md's worked example.
var keep = flag.String("keep", "", "write TestWACZ's collection, patch and package into this `folder`")

// patched crawls the test collection into dir and writes the patch of
// its breaking link into dir/patch; it returns the collection and the
// patch's WARC.
func patched(t testing.TB, dir string) (*collection, string) {
	t.Helper()
	c := crawl(t, dir)
	_, then, _ := judge(t, c, c.warc)
	pdir := filepath.Join(dir, "patch")
	if err := os.MkdirAll(pdir, 0o755); err != nil {
		t.Fatal(err)
	}
	writePatch(t, pdir, breakOf(c, then))
	return c, filepath.Join(pdir, WARCName)
}

// judge looks the link's targets up in the sources at the page's date
// and gives its verdict, with the now-target's lookup.
func judge(t testing.TB, c *collection, sources ...string) (captures.Verdict, captures.Lookup, captures.Lookup) {
	t.Helper()
	col := captures.OpenCollection(sources, captures.IndexOptions{})
	t.Cleanup(func() { col.Close() })
	if len(col.Failed) > 0 {
		t.Fatal(col.Failed)
	}
	then, err := col.Lookup(c.then, pageDate)
	if err != nil {
		t.Fatal(err)
	}
	now, err := col.Lookup(c.now, pageDate)
	if err != nil {
		t.Fatal(err)
	}
	return captures.Judge(then, now), then, now
}
