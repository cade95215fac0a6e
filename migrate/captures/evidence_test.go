package captures_test

import (
	"bytes"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	replay "github.com/uridialect/uridialect/migrate/captures"
)

// fieldingCrawl writes into dir a crawl of Roy Fielding's 1997 relative
// URL test pages (clients/testdata/fielding1997.txt: the pages of http
// bases, 1 to 3) as the client of the legend's key followed their links:
// each page, its BASE and a link for each reference the client was
// observed on, and a capture of every http target the client printed
// (its observations, transcribed from the pages). It returns the WARC.
func fieldingCrawl(t *testing.T, dir, client string) string {
	t.Helper()
	obs, err := dialecttest.ReadObservations("../../clients/testdata/fielding1997.txt")
	if err != nil {
		t.Fatal(err)
	}
	var pages, targets bytes.Buffer
	n := 0
	for page := 1; page <= 3; page++ {
		key := obs.Key(page, client)
		if key == "" {
			continue
		}
		url := fmt.Sprintf("http://www.ics.uci.edu/~fielding/url/test%d.html", page)
		date := time.Date(1997, 6, page, 12, 0, 0, 0, time.UTC)
		var doc strings.Builder
		seen := map[string]bool{}
		delay := 0
		for _, o := range obs.Rows {
			if o.Page != page || !o.Of(key) {
				continue
			}
			if doc.Len() == 0 {
				fmt.Fprintf(&doc, "<html><head><base href=\"%s\"></head><body>\n", html.EscapeString(o.Base))
			}
			if !seen["ref "+o.Ref] {
				seen["ref "+o.Ref] = true
				fmt.Fprintf(&doc, "<a href=\"%s\">%s</a>\n", html.EscapeString(o.Ref), html.EscapeString(o.Ref))
			}
			if !strings.HasPrefix(o.Result, "http://") || seen[o.Result] {
				continue
			}
			seen[o.Result] = true
			delay++
			n++
			writeResponse(t, &targets, "fielding.warc.gz", 100+n, o.Result, date.Add(time.Duration(delay)*time.Second), "200 OK", "text/html", "", []byte("<title>target</title>\n"))
		}
		n++
		writeResponse(t, &pages, "fielding.warc.gz", n, url, date, "200 OK", "text/html", "", []byte(doc.String()))
	}
	warc := filepath.Join(dir, "fielding.warc.gz")
	if err := os.WriteFile(warc, append(pages.Bytes(), targets.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
	return warc
}

// TestFitCapturesRanksTheCrawlersClient: on a crawl whose captured
// targets follow a 1990s client's reading (its printed results on
// Fielding's pages), fit ranks the client's profile first, alone, and
// says the crawl is that client's. Mosaic 2.6's answers on these pages
// are also Lynx 2.7.1's and MSIE 3.01's wherever a crawl can tell (its
// difference from MSIE is in fragments and "http://g" against
// "http://g/", which are one request): the three tie, every link
// explained.
func TestFitCapturesRanksTheCrawlersClient(t *testing.T) {
	for _, tc := range []struct {
		legend, profile, client string
		tied                    []string
	}{
		{"Lynx/2.7.1", "lynx2", "Lynx 2.7", nil},
		{"Mozilla/4.03", "netscape4", "Netscape Navigator 4", nil},
		{"MSIE 3.01", "msie3", "MSIE 3.01", nil},
		{"NCSA_Mosaic/2.6", "mosaic2", "", []string{"lynx2", "msie3"}},
	} {
		t.Run(tc.profile, func(t *testing.T) {
			warc := fieldingCrawl(t, t.TempDir(), tc.legend)
			coll := replay.Open(nil, []string{warc}, captures.IndexOptions{})
			defer coll.Close()
			ev, err := replay.ReadEvidence([]string{warc}, coll, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(ev.Observations) < 70 || !ev.Records.Balanced() || len(ev.Records.Failures) > 0 {
				t.Fatalf("evidence: %d links of %d, records %s", len(ev.Observations), ev.Links, ev.Records.String())
			}
			r := ev.Fit()
			if err := ev.Err(); err != nil {
				t.Fatal(err)
			}
			dialects := map[string]bool{}
			for _, b := range r.Best() {
				dialects[b.Config.Dialect.Name()] = true
				if b.Reproduced != len(ev.Observations) {
					t.Errorf("%s explains %d of %d links", b.Config.Name(), b.Reproduced, len(ev.Observations))
				}
			}
			want := map[string]bool{tc.profile: true}
			for _, d := range tc.tied {
				want[d] = true
			}
			if fmt.Sprint(dialects) != fmt.Sprint(want) {
				t.Errorf("ranked first: %v, want %v", dialects, want)
			}
			if got := r.Report(10).Client; got != tc.client {
				t.Errorf("the report's client: %q, want %q", got, tc.client)
			}
		})
	}
}

// TestReadEvidenceLimit: past its limit of links with a captured target,
// ReadEvidence reads the input under way no further and opens none of
// the inputs after it, naming them (Unread).
func TestReadEvidenceLimit(t *testing.T) {
	pages, targets := filepath.Join(crawlDir, "pages.warc.gz"), filepath.Join(crawlDir, "targets.warc.gz")
	coll := replay.Open(nil, []string{pages, targets}, captures.IndexOptions{})
	defer coll.Close()
	all, err := replay.ReadEvidence([]string{pages, targets}, coll, 0)
	if err != nil {
		t.Fatal(err)
	}
	if all.Capped() || len(all.Unread) > 0 || len(all.Observations) != 11 {
		t.Fatalf("without a limit reached: capped %v, unread %v, %d links of evidence; want false, none, 11", all.Capped(), all.Unread, len(all.Observations))
	}
	ev, err := replay.ReadEvidence([]string{pages, targets}, coll, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !ev.Capped() || len(ev.Observations) != 3 || ev.Documents >= all.Documents || fmt.Sprint(ev.Unread) != fmt.Sprint([]string{targets}) {
		t.Errorf("limit 3: capped %v, %d links of evidence from %d documents, unread %v; want true, 3, fewer than %d, [%s]",
			ev.Capped(), len(ev.Observations), ev.Documents, ev.Unread, all.Documents, targets)
	}
	for i, o := range ev.Observations {
		if o != all.Observations[i] {
			t.Errorf("observation %d: %+v, want the first %+v", i, o, all.Observations[i])
		}
	}
}
