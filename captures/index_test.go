package captures

import (
	"bufio"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// indexLines returns the data lines of an index file as written, each
// with its line number (the legend and blank lines left out).
func indexLines(t *testing.T, path string) (lines []string, numbers []int64) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := int64(1); sc.Scan(); n++ {
		l := sc.Text()
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, " CDX") || strings.HasPrefix(l, "!meta") {
			continue
		}
		lines, numbers = append(lines, l), append(numbers, n)
	}
	return lines, numbers
}

// openTestIndex opens an index, closed when the test ends.
func openTestIndex(t testing.TB, path string, opts IndexOptions) *Index {
	t.Helper()
	ix, err := OpenIndex(path, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

// everyLineFound checks that every line but those of skip is found where
// it lies: among the captures nearest to its time under its key.
func everyLineFound(t testing.TB, ix *Index, lines []string, numbers []int64, skip func(i int) bool) {
	t.Helper()
	for i, l := range lines {
		if skip != nil && skip(i) {
			continue
		}
		want, err := ix.format.parse([]byte(l))
		if err != nil {
			t.Fatalf("line %d: %v", numbers[i], err)
		}
		found, err := ix.Near(want.Key, want.Time, DefaultMaxCaptures)
		if err != nil || !holdsLine(found, want) {
			t.Errorf("line %d (%s %s): not found (%v): %d captures, the nearest %v", numbers[i], want.Key, want.Timestamp, err, len(found), found[:min(1, len(found))])
		}
	}
}

// realIndexes are the sorted indexes of testdata/captures, with the
// keying and format each was written with.
var realIndexes = []struct {
	path, format string
	rules        Rules
}{
	{"pywb/cdx/iana.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/example.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/dupes.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/post-test.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/url-agnost-example.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/example-arc-test.cdx", "CDX N b a m s k r M S V g", RulesSURT},
	{"pywb/cdx/httpbin-resource.cdxj", "CDXJ", RulesSURT},
	{"pywb/cdx/missing-status-text.cdxj", "CDXJ", RulesSURT},
	{"pywb/cdxj/iana.cdxj", "CDXJ", RulesSURT},
	{"pywb/cdxj/example.cdxj", "CDXJ", RulesSURT},
	{"pywb/cdxj/dupes.cdxj", "CDXJ", RulesSURT},
	{"pywb/cdxj/example-no-digest.cdxj", "CDXJ", RulesSURT},
	{"pywb/non-surt-cdx/example-non-surt.cdx", "CDX N b a m s k r M S V g", RulesUnSURT},
	{"pywb-cdx09/iana.cdx", "CDX N b a m s k r V g", RulesSURT},
	{"pywb-cdx09/dupes.cdx", "CDX N b a m s k r V g", RulesSURT},
	{"warciojs/pywb-warcs.sorted.cdxj", "CDXJ", RulesWarcioJS},
	{"warciojs/pywb-warcs.sorted.cdx", "CDX N b a m s k r M S V g", RulesWarcioJS},
}

// TestRealIndexes reads the indexes pywb, its indexer and warcio.js
// wrote: each is read whole without a failure, its keying is told from
// its lines, and every line is found where it lies by its key and time.
func TestRealIndexes(t *testing.T) {
	for _, tc := range realIndexes {
		t.Run(tc.path, func(t *testing.T) {
			path := filepath.Join("../testdata/captures", tc.path)
			ix := openTestIndex(t, path, IndexOptions{})
			lines, numbers := indexLines(t, path)
			st := ix.Stats()
			if st.Sorted != int64(len(lines)) || st.Failed != 0 || st.OutOfOrder != 0 || len(ix.Failures()) != 0 {
				t.Errorf("%v, failures %v; want all %d lines sorted", st, ix.Failures(), len(lines))
			}
			if got := ix.Format(); got != tc.format {
				t.Errorf("format %q, want %q", got, tc.format)
			}
			if ix.Rules() != tc.rules {
				t.Errorf("rules %v, want %v", ix.Rules(), tc.rules)
			}
			everyLineFound(t, ix, lines, numbers, nil)
		})
	}
}

// holdsLine reports whether captures, nearest first, hold want among
// those as near as it.
func holdsLine(found []Capture, want Capture) bool {
	for _, c := range found {
		if c.Time != want.Time {
			return false
		}
		if sameCapture(c, want) {
			return true
		}
	}
	return false
}

// sameCapture compares what a line says of a capture.
func sameCapture(a, b Capture) bool {
	return a.Key == b.Key && a.Timestamp == b.Timestamp && a.URL == b.URL && a.Status == b.Status &&
		a.Digest == b.Digest && a.File == b.File && a.Offset == b.Offset && a.Length == b.Length && a.Mime == b.Mime
}

// TestRealIndexKeys holds the keys of the real indexes to Key: every
// line's key is the key of its URL under the index's rules, but for
// pywb's keys of POST requests, which hold the request's body
// ("__wb_method=post&...").
func TestRealIndexKeys(t *testing.T) {
	for _, tc := range realIndexes {
		path := filepath.Join("../testdata/captures", tc.path)
		ix := openTestIndex(t, path, IndexOptions{})
		lines, numbers := indexLines(t, path)
		for i, l := range lines {
			c, err := ix.format.parse([]byte(l))
			if err != nil {
				t.Fatalf("%s:%d: %v", path, numbers[i], err)
			}
			if strings.Contains(c.Key, "__wb_method=") || tc.path == "pywb/cdx/example-arc-test.cdx" {
				// pywb's keys of POST requests hold the request's body
				// ("__wb_method=post&..."); example-arc-test.cdx's keys
				// were written by hand ("com,example,test,arc)/" for
				// http://example.com/), to tell two files apart.
				continue
			}
			k, err := (Options{Rules: tc.rules}).Key(c.URL)
			if err != nil || k != c.Key {
				t.Errorf("%s:%d: Key(%q) = %q (%v), the index has %q", path, numbers[i], c.URL, k, err, c.Key)
			}
		}
	}
}

// TestIndexRefused: files that are no searchable index fail to open,
// saying why.
func TestIndexRefused(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"../testdata/captures/pywb/cdxj/example.cdx.gz", "gzip-compressed"},
		{"../testdata/captures/README.md", "not an index"},
		{"../testdata/captures", "not a regular file"},
	} {
		ix, err := OpenIndex(tc.path, IndexOptions{})
		if err == nil {
			ix.Close()
			t.Errorf("%s: opened, want an error", tc.path)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.path, err, tc.want)
		}
	}
}

// TestUnsortedIndexes reads indexes as their writers left them, not
// sorted: pywb's post-test.cdxj (one line out of place), warcio.js's
// cdx-index output (in record order) and a 2010 Heritrix CDX of
// NetarchiveSuite (in record order, without a legend, non-SURT keys).
// Each out-of-order line is reported with its line number, kept aside,
// and every line is still found.
func TestUnsortedIndexes(t *testing.T) {
	for _, tc := range []struct {
		path       string
		outOfOrder []int64
		rules      Rules
	}{
		{"pywb/cdxj/post-test.cdxj", []int64{1}, RulesSURT},
		{"warciojs/pywb-warcs.cdxj", nil, RulesWarcioJS},
		{"warciojs/pywb-warcs.cdx", nil, RulesWarcioJS},
		{"netarchivesuite/NAS-20100909163324-00000-mette.kb.dk.warc.cdx", nil, RulesUnSURT},
	} {
		t.Run(tc.path, func(t *testing.T) {
			path := filepath.Join("../testdata/captures", tc.path)
			ix := openTestIndex(t, path, IndexOptions{})
			lines, numbers := indexLines(t, path)
			st := ix.Stats()
			if st.Sorted+st.OutOfOrder != int64(len(lines)) || st.Failed != 0 || st.OutOfOrder == 0 {
				t.Errorf("%v; want %d lines read, some out of order, none failed", st, len(lines))
			}
			var reported []int64
			for _, e := range ix.Failures() {
				if !errors.Is(e, errOutOfOrder) || e.Line == 0 {
					t.Errorf("failure %v, want an out-of-order line with its number", e)
				}
				reported = append(reported, e.Line)
			}
			if int64(len(reported)) != st.OutOfOrder {
				t.Errorf("%d lines reported, %d out of order", len(reported), st.OutOfOrder)
			}
			if tc.outOfOrder != nil && !slices.Equal(reported, tc.outOfOrder) {
				t.Errorf("lines %v out of order, want %v", reported, tc.outOfOrder)
			}
			if ix.Rules() != tc.rules {
				t.Errorf("rules %v, want %v", ix.Rules(), tc.rules)
			}
			everyLineFound(t, ix, lines, numbers, nil)
		})
	}
}
