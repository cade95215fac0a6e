package captures

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

const pywbWARCs = "../testdata/archive/pywb"

func date(t testing.TB, ts string) time.Time {
	t.Helper()
	d, err := parseTimestamp(ts)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// chain writes a lookup's chain as "STATUS URL" steps and its stop.
func chain(l Lookup) string {
	var parts []string
	for _, h := range l.Chain {
		s := fmt.Sprintf("%d %s %s", h.Status, h.URL, h.Timestamp)
		if h.Location != "" {
			s += " -> " + h.Location
		}
		parts = append(parts, s)
	}
	if l.Stop != StopNone {
		parts = append(parts, "stop: "+string(l.Stop))
	}
	return strings.Join(parts, " | ")
}

// TestRedirectCapture follows a redirect capture of pywb's sample
// archive to its target as replay does, from each kind of source: the
// archive's own records (Location from the record), pywb's CDXJ and CDX
// and warcio.js's CDXJ (Location read from the record the index points
// to, in the archive beside it). The Location is relative.
func TestRedirectCapture(t *testing.T) {
	at := date(t, "20140126200815")
	want := "302 http://www.iana.org/about/performance/ietf-draft-status 20140126200815 -> http://www.iana.org/performance/ietf-draft-status | " +
		"200 http://www.iana.org/performance/ietf-draft-status 20140126200815"
	for _, src := range redirectSources {
		t.Run(src, func(t *testing.T) {
			c := OpenCollection([]string{src}, IndexOptions{Archives: []string{pywbWARCs}})
			defer c.Close()
			if len(c.Failed) > 0 {
				t.Fatal(c.Failed)
			}
			l, err := c.Lookup("http://www.iana.org/about/performance/ietf-draft-status", at)
			if err != nil {
				t.Fatal(err)
			}
			if got := chain(l); got != want {
				t.Errorf("chain\n%s\nwant\n%s", got, want)
			}
			if !l.Captured() || l.FinalKey() != "org,iana)/performance/ietf-draft-status" {
				t.Errorf("captured %v, final key %q", l.Captured(), l.FinalKey())
			}
		})
	}
}

var redirectSources = []string{
	filepath.Join(pywbWARCs, "iana.warc.gz"),
	"../testdata/captures/pywb/cdxj/iana.cdxj",
	"../testdata/captures/pywb/cdx/iana.cdx",
	"../testdata/captures/pywb-cdx09/iana.cdx",
	"../testdata/captures/warciojs/pywb-warcs.sorted.cdxj",
}

// TestRedirectToItsKey: iana's /domains/root/db/ answered 302 to
// /domains/root/db, captured a second later. To pywb's keys the two are
// one key, so the redirect leads to itself and replay passes it over for
// the next capture (pywb's self-redirect rule); warcio.js's keys keep the
// slash, and replay follows the redirect.
func TestRedirectToItsKey(t *testing.T) {
	at := date(t, "20140126200927")
	const (
		target = "200 http://www.iana.org/domains/root/db 20140126200928"
		pywb   = target
		warcio = "302 http://www.iana.org/domains/root/db/ 20140126200927 -> http://www.iana.org/domains/root/db | " + target
	)
	for _, src := range redirectSources {
		c := OpenCollection([]string{src}, IndexOptions{Archives: []string{pywbWARCs}})
		l, err := c.Lookup("http://www.iana.org/domains/root/db/", at)
		c.Close()
		if err != nil {
			t.Fatal(err)
		}
		want := pywb
		if strings.Contains(src, "warciojs") {
			want = warcio
		}
		if got := chain(l); got != want || !l.Captured() {
			t.Errorf("%s: chain\n%s\nwant\n%s", src, got, want)
		}
	}
}

// TestRedirectField follows the redirect field of a 2010 Heritrix CDX
// (NetarchiveSuite's; non-SURT keys, not sorted, no archive beside it).
func TestRedirectField(t *testing.T) {
	c := OpenCollection([]string{"../testdata/captures/netarchivesuite"}, IndexOptions{})
	defer c.Close()
	if len(c.Failed) > 0 || len(c.Indexes) != 1 {
		t.Fatal(c.Failed)
	}
	l, err := c.Lookup("http://netarkivet.dk/", date(t, "20100909163328"))
	if err != nil {
		t.Fatal(err)
	}
	want := "302 http://netarkivet.dk/ 20100909163328 -> http://netarkivet.dk/index-da.php | 200 http://netarkivet.dk/index-da.php 20100909163330"
	if got := chain(l); got != want {
		t.Errorf("chain\n%s\nwant\n%s", got, want)
	}
}

// TestLocationUnknown: a redirect whose index has no redirect field and
// whose archive is not at hand stops there, counted captured (the
// archive holds it, and replay serves it).
func TestLocationUnknown(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("../testdata/captures/pywb/cdxj/iana.cdxj")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "iana.cdxj"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	c := OpenCollection([]string{dir}, IndexOptions{})
	defer c.Close()
	l, err := c.Lookup("http://www.iana.org/about/performance/ietf-draft-status", date(t, "20140126200815"))
	if err != nil {
		t.Fatal(err)
	}
	if l.Stop != StopLocationUnknown || len(l.Chain) != 1 || !l.Captured() {
		t.Errorf("%s; want one 302 and the target unknown", chain(l))
	}
}

// TestSelfRedirect: pywb's dupes sample has, at one second, a 302 from
// http://iana.org to http://www.iana.org/ (one key) and a revisit of
// http://www.iana.org/. Replay passes over the redirect to itself and
// serves the revisit, with its original's status (in iana.cdx).
func TestSelfRedirect(t *testing.T) {
	c := OpenCollection([]string{
		"../testdata/captures/pywb/cdx/dupes.cdx",
		"../testdata/captures/pywb/cdx/iana.cdx",
	}, IndexOptions{Archives: []string{pywbWARCs}})
	defer c.Close()
	l, err := c.Lookup("http://iana.org/", date(t, "20140127171238"))
	if err != nil {
		t.Fatal(err)
	}
	want := "200 http://www.iana.org/ 20140127171238"
	if got := chain(l); got != want {
		t.Errorf("chain\n%s\nwant\n%s", got, want)
	}
	if h := l.Final(); h == nil || !h.Revisit || h.Original == nil || h.Original.Timestamp != "20140126200624" {
		t.Errorf("final %+v, want the revisit with its original of 20140126200624", h)
	}
}

// TestRevisitStatus: a revisit takes its original's status, from an
// index (the same key, the same digest, before it) and from records
// (WARC-Refers-To-Target-URI and -Date, another URL: pywb's URL-agnostic
// sample).
func TestRevisitStatus(t *testing.T) {
	ix := OpenCollection([]string{"../testdata/captures/pywb/cdx/example.cdx"}, IndexOptions{})
	defer ix.Close()
	l, err := ix.Lookup("http://example.com?example=1", date(t, "20140103030341"))
	if err != nil {
		t.Fatal(err)
	}
	if h := l.Final(); h == nil || !h.Revisit || h.Status != 200 || h.Original == nil || h.Original.Timestamp != "20140103030321" {
		t.Errorf("%s; want the revisit, status 200 from its original", chain(l))
	}

	recs := OpenCollection([]string{
		filepath.Join(pywbWARCs, "example-url-agnostic-revisit.warc.gz"),
		filepath.Join(pywbWARCs, "example-url-agnostic-orig.warc.gz"),
	}, IndexOptions{})
	l, err = recs.Lookup("http://example.com/", date(t, "20130729195151"))
	if err != nil {
		t.Fatal(err)
	}
	h := l.Final()
	if h == nil || !h.Revisit || h.Original == nil || h.Original.URL != "http://example.iana.org/" || h.Status != 200 {
		t.Errorf("%s; want the revisit, status 200 from http://example.iana.org/", chain(l))
	}
	if tally := recs.Records.Tally(); !tally.Balanced() || tally.Done != 2 || len(tally.Empty) > 0 {
		t.Errorf("%v", tally)
	}
}

// syntheticCollection is a collection of one sorted 11-field CDX of
// captures "URL STATUS REDIRECT" (REDIRECT "-" for none), all at one
// time.
func syntheticCollection(t *testing.T, ts string, captures ...string) *Collection {
	lines := []string{" CDX N b a m s k r M S V g"}
	var body []string
	for i, c := range captures {
		f := strings.Fields(c)
		key, err := Key(f[0])
		if err != nil {
			t.Fatal(err)
		}
		body = append(body, fmt.Sprintf("%s %s %s text/html %s D%d %s - 100 %d a.warc.gz", key, ts, f[0], f[1], i, f[2], 100*i))
	}
	sort.Strings(body)
	ix := openTestIndex(t, writeIndex(t, "synthetic.cdx", append(lines, body...)), IndexOptions{})
	return NewCollection(Limits{}, nil, ix)
}

// TestRedirectBounds: a loop stops where it comes back, a chain stops at
// Limits.MaxRedirects, and a redirect to a URL without a capture shows
// no page.
func TestRedirectBounds(t *testing.T) {
	const ts = "19970101000000"
	var long []string
	for i := 0; i < 30; i++ {
		long = append(long, fmt.Sprintf("http://a.example/%d 302 http://a.example/%d", i, i+1))
	}
	c := syntheticCollection(t, ts, append(long,
		"http://b.example/x 302 http://b.example/y",
		"http://b.example/y 301 /x",
		"http://c.example/ 302 http://c.example/gone",
	)...)
	for _, tc := range []struct {
		url   string
		stop  Stop
		chain int
	}{
		{"http://b.example/x", StopLoop, 2},
		{"http://a.example/0", StopTooMany, DefaultMaxRedirects + 1},
		{"http://c.example/", StopTargetMissing, 1},
		{"http://d.example/", StopNotCaptured, 0},
		{"http://d.example:99999/", StopNoKey, 0},
	} {
		l, err := c.Lookup(tc.url, date(t, ts))
		if err != nil {
			t.Fatal(err)
		}
		if l.Stop != tc.stop || len(l.Chain) != tc.chain || l.Captured() {
			t.Errorf("%s: %s (%d hops), want stop %q after %d hops, not captured", tc.url, chain(l), len(l.Chain), tc.stop, tc.chain)
		}
	}
}

// TestVerdicts: each verdict, from lookups in one index of 1997 captures:
// a page and the page a link meant; their redirects; an error page.
func TestVerdicts(t *testing.T) {
	const ts = "19970315120000"
	c := syntheticCollection(t, ts,
		"http://a.example/b/g.html 200 -",
		"http://a.example/g.html 200 -",
		"http://a.example/old.html 302 http://a.example/g.html",
		"http://a.example/err.html 404 -",
	)
	for _, tc := range []struct {
		then, now string
		want      Verdict
	}{
		// One key: the strings differ, the keys do not.
		{"http://A.example/./g.html", "http://a.example//g.html#top", Same},
		{"http://www.a.example/g.html", "http://a.example:80/g.html", Same},
		// A redirect that meets the other target.
		{"http://a.example/old.html", "http://a.example/g.html", Same},
		{"http://a.example/nothing.html", "http://a.example/g.html", Found},
		{"http://a.example/b/g.html", "http://a.example/g.html", Wrong},
		{"http://a.example/b/g.html", "http://a.example/nothing.html", Breaks},
		{"http://a.example/b/g.html", "http://a.example/err.html", Breaks},
		{"http://a.example/nothing.html", "http://a.example/err.html", Missing},
	} {
		then, err1 := c.Lookup(tc.then, date(t, ts))
		now, err2 := c.Lookup(tc.now, date(t, ts))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if got := Judge(then, now); got != tc.want {
			t.Errorf("then %s (%s), now %s (%s): %s, want %s", tc.then, chain(then), tc.now, chain(now), got, tc.want)
		}
	}
}

// TestNearestInTime: the capture nearest to the date is taken, of two as
// near the earlier, from an index and from records alike.
func TestNearestInTime(t *testing.T) {
	c := OpenCollection([]string{"../testdata/captures/pywb/cdxj/iana.cdxj"}, IndexOptions{})
	defer c.Close()
	for _, tc := range []struct{ at, want string }{
		{"19960101000000", "20140126200625"}, // before every capture: the first
		{"20140126200700", "20140126200706"},
		{"20140126200655", "20140126200653"},
		{"20300101000000", "20140126201307"}, // after every capture: the last
	} {
		l, err := c.Lookup("http://www.iana.org/_css/2013.1/print.css", date(t, tc.at))
		if err != nil {
			t.Fatal(err)
		}
		if f := l.Final(); f == nil || f.Timestamp != tc.want {
			t.Errorf("at %s: %s, want the capture of %s", tc.at, chain(l), tc.want)
		}
	}
}

// TestRecordsAgreeWithPywb builds the index of pywb's sample WARCs from
// their records and holds it to pywb's own indexes of them: every line
// of iana.cdx, example.cdx and dupes.cdx is a capture of the records,
// with the same key, time, URL, digest, offset and length, and for a
// response the same media type and status (pywb writes "-" for a
// revisit's status; the record's own is kept here; and "unk" for a
// response without Content-Type, "" here).
func TestRecordsAgreeWithPywb(t *testing.T) {
	for _, name := range []string{"iana", "example", "dupes"} {
		c := OpenCollection([]string{filepath.Join(pywbWARCs, name+".warc.gz")}, IndexOptions{})
		recs := c.Records
		if len(c.Failed) > 0 || recs == nil || len(recs.Tally().Failures) > 0 || !recs.Tally().Balanced() {
			t.Fatal(c.Failed, recs)
		}
		index := "../testdata/captures/pywb/cdx/" + name + ".cdx"
		ix := openTestIndex(t, index, IndexOptions{})
		lines, numbers := indexLines(t, index)
		if recs.Len() != len(lines) {
			t.Errorf("%s: %d captures from the records, %d lines in pywb's index", name, recs.Len(), len(lines))
		}
		for i, l := range lines {
			want, err := ix.format.parse([]byte(l))
			if err != nil {
				t.Fatal(err)
			}
			if want.Mime == "unk" {
				want.Mime = ""
			}
			cs, _ := recs.Near(want.Key, want.Time, DefaultMaxCaptures)
			ok := false
			for _, c := range cs {
				if c.Time != want.Time {
					break
				}
				if c.URL == want.URL && c.Digest == want.Digest && c.Offset == want.Offset && c.Length == want.Length &&
					filepath.Base(c.File) == want.File && (want.Revisit && c.Revisit || c.Mime == want.Mime && c.Status == want.Status) {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s:%d: %s %s not among the records' captures %v", index, numbers[i], want.Key, want.Timestamp, cs)
			}
		}
	}
}

// TestCollectionFolder opens pywb's folder of sample indexes as one
// source of captures: the gzipped index is refused, naming itself, and
// costs only itself; every other index is searched.
func TestCollectionFolder(t *testing.T) {
	c := OpenCollection([]string{"../testdata/captures/pywb", "../testdata/captures/no-such-folder"}, IndexOptions{})
	defer c.Close()
	if len(c.Failed) != 2 || !strings.HasPrefix(c.Failed[0].Error(), "../testdata/captures/pywb/cdxj/example.cdx.gz: a gzip-compressed index") ||
		!strings.Contains(c.Failed[1].Error(), "no-such-folder") {
		t.Errorf("failed %v, want the gzipped index and the missing folder", c.Failed)
	}
	if len(c.Indexes) != 18 || c.Records != nil {
		t.Errorf("%d indexes, records %v; want the 18 other files, no archive", len(c.Indexes), c.Records)
	}
	l, err := c.Lookup("http://www.iana.org/_css/2013.1/print.css", date(t, "20140126200700"))
	if err != nil || !l.Captured() || l.Final().Timestamp != "20140126200706" {
		t.Errorf("%s (%v)", chain(l), err)
	}
}

// TestConcurrentLookups: a collection serves lookups from goroutines at
// once (for the race detector), each finding what it finds alone.
func TestConcurrentLookups(t *testing.T) {
	c := OpenCollection([]string{"../testdata/captures/pywb/cdxj/iana.cdxj", filepath.Join(pywbWARCs, "example.warc.gz")}, IndexOptions{})
	defer c.Close()
	urls := []string{"http://www.iana.org/", "http://www.iana.org/_css/2013.1/print.css", "http://example.com?example=1", "http://www.iana.org/nothing"}
	at := date(t, "20140126200700")
	want := make([]string, len(urls))
	for i, u := range urls {
		l, err := c.Lookup(u, at)
		if err != nil {
			t.Fatal(err)
		}
		want[i] = chain(l)
	}
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func() {
			for i := 0; i < 50; i++ {
				u := i % len(urls)
				l, err := c.Lookup(urls[u], at)
				if err == nil && chain(l) != want[u] {
					err = fmt.Errorf("%s: %s, alone %s", urls[u], chain(l), want[u])
				}
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// TestCollectionOfADocument: a page among the captures is neither an
// archive nor an index, and is named so.
func TestCollectionOfADocument(t *testing.T) {
	c := OpenCollection([]string{"../testdata/archive/page.html"}, IndexOptions{})
	defer c.Close()
	if len(c.Failed) != 1 || c.Failed[0].Error() != "../testdata/archive/page.html: not an index: none of its first 1000 lines is CDXJ (KEY TIMESTAMP {JSON}) or CDX of 9, 10 or 11 fields, and no CDX legend (\" CDX N b a ...\") names their fields; nor is it an archive" {
		t.Errorf("%v", c.Failed)
	}
}

// TestRecordsOfOneRecord: an archive of one record (pywb's
// httpbin-resource.warc.gz holds one resource record) is no empty input,
// and its capture, a resource without an HTTP status, is a page.
func TestRecordsOfOneRecord(t *testing.T) {
	c := OpenCollection([]string{filepath.Join(pywbWARCs, "httpbin-resource.warc.gz")}, IndexOptions{})
	tally := c.Records.Tally()
	if len(c.Failed) > 0 || len(tally.Empty) > 0 || tally.Read != 1 || tally.Done != 1 {
		t.Fatalf("%v %v", c.Failed, tally)
	}
	l, err := c.Lookup("http://httpbin.org/anything/resource.json", date(t, "20171130220904"))
	if err != nil || !l.Captured() || l.Final().Status != 0 {
		t.Errorf("%s (%v), want the resource, captured, no status", chain(l), err)
	}
}
