package replaypatch

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/internal/testkit/warciotest"
)

// writePatch writes the patch of breaks into dir (patch.warc.gz and
// patch.cdxj) and returns the writer.
func writePatch(t testing.TB, dir string, breaks ...Break) *Writer {
	t.Helper()
	f, err := os.Create(filepath.Join(dir, WARCName))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := NewWriter(f, WARCName, Info{
		Software: "uridialect (test)", Date: time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC),
		Fields: [][2]string{{"uridialect-from", "rfc1808"}, {"uridialect-to", "whatwg"}, {"uridialect-input", "crawl-1996.warc.gz"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range breaks {
		if _, err := p.Add(b); err != nil {
			t.Fatal(err)
		}
	}
	ix, err := os.Create(filepath.Join(dir, IndexName))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if err := p.WriteIndex(ix); err != nil {
		t.Fatal(err)
	}
	return p
}

// breakOf is the Break of the collection's link, from its lookups.
func breakOf(c *collection, then captures.Lookup) Break {
	return Break{Linked: pageDate, Now: c.now, Then: then.Chain[0].URL, ThenTime: then.Chain[0].Time}
}

// TestPatchMendsTheLink: in the crawl, the link of the 1996 page breaks
// (its then-target captured, its now-target not); with the patch added
// to the collection, the now-target's lookup follows the patch's
// redirect to the then-target's capture, and the verdict is same.
func TestPatchMendsTheLink(t *testing.T) {
	dir := t.TempDir()
	c := crawl(t, dir)
	if want := "http://www.example.com/pages/db-1996.html;type=text"; c.then != want {
		t.Fatalf("the breaking link's then-target is %s, want %s (RFC 1808, Section 5.1)", c.then, want)
	}
	verdict, then, now := judge(t, c, c.warc)
	if verdict != captures.Breaks {
		t.Fatalf("before the patch: %s (then %v, now %v), want breaks", verdict, then, now)
	}
	pdir := filepath.Join(dir, "patch")
	os.Mkdir(pdir, 0o755)
	p := writePatch(t, pdir, breakOf(c, then))
	if p.Len() != 1 {
		t.Fatalf("%d records, want 1", p.Len())
	}
	// The patch alone, as an index searched where it lies, and as an
	// archive read record by record.
	for _, src := range [][]string{{c.warc, filepath.Join(pdir, IndexName)}, {c.warc, filepath.Join(pdir, WARCName)}} {
		verdict, _, now := judge(t, c, src...)
		if verdict != captures.Same {
			t.Errorf("with %s: %s, want same", src[1], verdict)
		}
		if len(now.Chain) != 2 || now.Chain[0].Status != 302 || now.Chain[0].Location != c.then ||
			!now.Chain[0].Time.Equal(pageDate) || now.Chain[1].URL != c.then {
			t.Errorf("with %s: the now-target's chain is %+v, want the patch's 302 of %s to %s, then its capture", src[1], now.Chain, pageDate, c.then)
		}
	}
}

// TestPatchRecords reads patch.warc.gz back through archive: a warcinfo
// record naming the run, then one response record per breaking
// now-target and date, each a 302 to its then-target, marked synthetic,
// with digests that archive checks; merged and conflicting breaks write
// none; bad breaks are refused, naming why.
func TestPatchRecords(t *testing.T) {
	dir := t.TempDir()
	d1 := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	d2 := d1.Add(24 * time.Hour)
	breaks := []Break{
		{Linked: d1, Now: "http://www.example.com/pages/;type=text", Then: "http://www.example.com/pages/db-1996.html;type=text", ThenTime: d1.Add(7 * time.Second)},
		// The same key (www. and the port are not in it) at the same second: merged.
		{Linked: d1.Add(300 * time.Millisecond), Now: "http://example.com:80/pages/;type=text", Then: "http://www.example.com/pages/db-1996.html;type=text"},
		// The same key and date, elsewhere: a conflict.
		{Linked: d1, Now: "http://www.example.com/pages/;type=text", Then: "http://www.example.com/pages/other.html;type=text"},
		// Another date: a record of its own.
		{Linked: d2, Now: "http://www.example.com/pages/;type=text", Then: "http://www.example.com/pages/other.html;type=text"},
		{Linked: d1, Now: "http://www.example.com/../top.html", Then: "http://www.example.com/../../top.html"},
	}
	p := writePatch(t, dir, breaks...)
	if p.Len() != 3 || p.Merged != 1 || len(p.Conflicts) != 1 {
		t.Errorf("%d records, %d merged, %d conflicts; want 3, 1, 1", p.Len(), p.Merged, len(p.Conflicts))
	}
	if len(p.Conflicts) == 1 && p.Conflicts[0].Kept != breaks[0].Then {
		t.Errorf("the conflict kept %s, want %s", p.Conflicts[0].Kept, breaks[0].Then)
	}
	for _, bad := range []Break{
		{Linked: d1, Now: "http://a:99999/", Then: "http://a/"},
		{Now: "http://a/x", Then: "http://a/y"},
		{Linked: d1, Now: "http://a/x", Then: "http://a/y\r\nSet-Cookie: x"},
		{Linked: d1, Now: "http://a/x/", Then: "http://www.a/x"},
	} {
		if _, err := p.Add(bad); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}

	recs := readRecords(t, filepath.Join(dir, WARCName))
	if len(recs) != 4 {
		t.Fatalf("%d records, want 4", len(recs))
	}
	info := recs[0]
	if info.rec.Type != archive.TypeWarcinfo || !strings.Contains(info.payload, "uridialect-from: rfc1808\r\n") ||
		!strings.Contains(info.payload, "software: uridialect (test)\r\n") {
		t.Errorf("the first record is %s:\n%s", info.rec.Type, info.payload)
	}
	wantNow := []string{breaks[0].Now, breaks[3].Now, breaks[4].Now}
	wantThen := []string{breaks[0].Then, breaks[3].Then, breaks[4].Then}
	for i, r := range recs[1:] {
		h := r.rec.Header.Get
		if r.rec.Type != archive.TypeResponse || r.rec.URI != wantNow[i] || r.rec.HTTP == nil || r.rec.HTTP.Status != 302 ||
			r.rec.HTTP.Header.Get("Location") != wantThen[i] || h(SyntheticField) != SyntheticValue ||
			h("WARC-Warcinfo-ID") != info.rec.ID || h("WARC-Block-Digest") == "" || h("WARC-Payload-Digest") == "" {
			t.Errorf("record %d: %s %s %v, fields %v", i+1, r.rec.Type, r.rec.URI, r.rec.HTTP, r.rec.Header)
		}
		if r.rec.DigestMismatch || len(r.rec.Warnings) > 0 {
			t.Errorf("record %d: warnings %v", i+1, r.rec.Warnings)
		}
	}
	if got := recs[1].rec.Header.Get(ThenDateField); got != "1996-06-01T10:00:07Z" {
		t.Errorf("%s: %q", ThenDateField, got)
	}
	if got := recs[2].rec.Date; !got.Equal(d2) {
		t.Errorf("the second record's date: %s, want the linking capture's, %s", got, d2)
	}

	// The same breaks write the same bytes.
	again := t.TempDir()
	writePatch(t, again, breaks...)
	for _, name := range []string{WARCName, IndexName} {
		a, _ := os.ReadFile(filepath.Join(dir, name))
		b, _ := os.ReadFile(filepath.Join(again, name))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs of the same breaks", name)
		}
	}
}

// A readRecord is a record read back, and its payload.
type readRecord struct {
	rec     *archive.Record
	payload string
}

// readRecords reads every record of path through archive, failing on
// any record that does not read.
func readRecords(t testing.TB, path string) []readRecord {
	t.Helper()
	rd, closer, err := archive.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer closer.Close()
	var out []readRecord
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		b, err := rec.ReadPayload()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, readRecord{rec, string(b)})
	}
}

// TestPatchIndex: patch.cdxj is sorted as LC_ALL=C sort sorts it, opens
// as an index without a bad line, and every line points at its record:
// the record at its offset and length, read through archive, is the
// capture the line lists.
func TestPatchIndex(t *testing.T) {
	dir := t.TempDir()
	d1 := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	var breaks []Break
	for i, path := range []string{"z", "a", "m/;x", "a/b", "a?b=1&a=2", "%7Euser/"} {
		breaks = append(breaks, Break{Linked: d1.Add(time.Duration(i) * time.Hour), Now: "http://www.example.com/" + path, Then: "http://www.example.com/then/" + path})
	}
	p := writePatch(t, dir, breaks...)
	text, err := os.ReadFile(filepath.Join(dir, IndexName))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	if len(lines) != p.Len() || !slices.IsSorted(lines) {
		t.Errorf("%d lines for %d records, sorted: %v\n%s", len(lines), p.Len(), slices.IsSorted(lines), text)
	}
	ix, err := captures.OpenIndex(filepath.Join(dir, IndexName), captures.IndexOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if len(ix.Failures()) > 0 {
		t.Errorf("bad lines: %v", ix.Failures())
	}
	warc, err := os.ReadFile(filepath.Join(dir, WARCName))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range lines {
		key, rest, _ := strings.Cut(line, " ")
		ts, js, _ := strings.Cut(rest, " ")
		var f struct{ URL, Status, Digest, Length, Offset, Filename string }
		if err := json.Unmarshal([]byte(js), &f); err != nil {
			t.Fatal(err)
		}
		off, n := atoi(t, f.Offset), atoi(t, f.Length)
		if f.Filename != WARCName || f.Status != "302" || off+n > len(warc) {
			t.Fatalf("%s: filename, status or place wrong", line)
		}
		rd := archive.NewReader(bytes.NewReader(warc[off:off+n]), "member")
		rec, err := rd.Next()
		if err != nil {
			t.Fatalf("%s: the record at its offset: %v", line, err)
		}
		c, skipped := captures.CaptureOf(rec)
		if skipped != "" || c.Key != key || c.Timestamp != ts || c.URL != f.URL || c.Digest != f.Digest || rec.HTTP.Status != 302 {
			t.Errorf("%s: the record there is %s %s %s %s", line, c.Key, c.Timestamp, c.URL, skipped)
		}
		if _, err := rd.Next(); !errors.Is(err, io.EOF) {
			t.Errorf("%s: more than one record in its length (%v)", line, err)
		}
	}
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			t.Fatalf("%q is no number", s)
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// TestWarcioReadsThePatch: webrecorder's warcio (npm) reads patch.warc.gz
// without a warning, and its cdx-index lists what patch.cdxj lists: the
// same URLs, statuses, digests, offsets, lengths and file, at the same
// times, under keys that agree with captures' warcio.js keying.
func TestWarcioReadsThePatch(t *testing.T) {
	dir := t.TempDir()
	d1 := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	p := writePatch(t, dir,
		Break{Linked: d1, Now: "http://www.example.com/pages/;type=text", Then: "http://www.example.com/pages/db-1996.html;type=text"},
		Break{Linked: d1, Now: "http://www.example.com/pages/", Then: "http://www.example.com/pages/db-1996.html"},
		Break{Linked: d1, Now: "http://www.example.com/images/logo.gif", Then: "http://www.example.com/images%5Clogo.gif"})
	cli := warciotest.Install(t)
	stdout, stderr := cli.Run(t, "cdx-index", filepath.Join(dir, WARCName))
	if len(stderr) > 0 {
		t.Errorf("warcio warns:\n%s", stderr)
	}
	type entry struct{ key, ts, url, status, digest, length, offset, file string }
	read := func(text string, rules captures.Rules) []entry {
		var out []entry
		for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
			key, rest, _ := strings.Cut(line, " ")
			ts, js, _ := strings.Cut(rest, " ")
			var f struct{ URL, Status, Digest, Length, Offset, Filename string }
			if err := json.Unmarshal([]byte(js), &f); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
			if rules == captures.RulesWarcioJS {
				// warcio.js keys by its rules; ours by pywb's: compare
				// keys under one rule, ours made from the URL.
				want, _ := captures.Options{Rules: rules}.Key(f.URL)
				if want != key {
					t.Errorf("warcio's key %s of %s, captures' warcio.js keying gives %s", key, f.URL, want)
				}
			}
			k, _ := captures.Key(f.URL)
			out = append(out, entry{k, ts, f.URL, f.Status, f.Digest, f.Length, f.Offset, f.Filename})
		}
		slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.key+a.ts, b.key+b.ts) })
		return out
	}
	ours, _ := os.ReadFile(filepath.Join(dir, IndexName))
	got, want := read(string(stdout), captures.RulesWarcioJS), read(string(ours), captures.RulesSURT)
	if !slices.Equal(got, want) || len(want) != p.Len() {
		t.Errorf("warcio cdx-index:\n%v\npatch.cdxj:\n%v", got, want)
	}
	t.Logf("warcio cdx-index:\n%s", stdout)
}
