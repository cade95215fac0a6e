package captures_test

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/rfc3986"
	"github.com/uridialect/uridialect/whatwg"
)

// A rowSink keeps the rows of a migration.
type rowSink struct {
	mu   sync.Mutex
	rows []migrate.Row
}

func (s *rowSink) Write(_ *archive.Record, res *migrate.Result) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return res.EachRows(func(rows []migrate.Row) error {
		s.rows = append(s.rows, rows...)
		return nil
	})
}

// migrateCrawl migrates the inputs (files of the test collection) by
// their capture dates, to the URL Standard and RFC 3986, looking the
// links up in sources, and returns the rows (those not same) and the
// summary.
func migrateCrawl(t *testing.T, inputs, sources []string) ([]migrate.Row, *migrate.Summary) {
	t.Helper()
	for i, in := range inputs {
		inputs[i] = filepath.Join(crawlDir, in)
	}
	for i, s := range sources {
		if s != replay.Inputs {
			sources[i] = filepath.Join(crawlDir, s)
		}
	}
	from, err := migrate.ParseFrom("auto")
	if err != nil {
		t.Fatal(err)
	}
	coll := replay.Open(sources, inputs, captures.IndexOptions{})
	defer coll.Close()
	if len(coll.Failed) > 0 {
		t.Fatalf("sources not read: %v", coll.Failed)
	}
	opt := migrate.Options{Config: migrate.Config{From: from, To: []dialect.Dialect{whatwg.Default, rfc3986.Default},
		ChangedRowsOnly: true, Replay: replay.NewReplayer(coll)}}
	var sink rowSink
	sum, err := migrate.Drive(context.Background(), inputs, opt, &sink)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Records.Failed > 0 {
		t.Fatalf("records failed: %v", sum.Records.Failures)
	}
	return sink.rows, sum
}

// verdictLine writes a row as the table's verdicts: document, raw, then
// each dialect's replay verdict.
func verdictLine(r *migrate.Row) string {
	s := r.Document + " " + r.Raw + " then=" + r.CaptureThen
	for _, side := range r.Now {
		s += fmt.Sprintf(" %s=%s@%s", side.Dialect, side.Replay, side.CaptureNow)
	}
	return s
}

// wantVerdicts are the collection's changed links and their replay
// verdicts under the URL Standard and RFC 3986, with the capture times
// (README.md of testdata/captures/crawl tells the crawl). Where warcio's
// index keys two targets as one page (its keys are the URL Standard's
// reading, testdata/captures/surt), a line says what that index gives,
// in warciojs.
var wantVerdicts = []struct{ surt, warciojs string }{
	// RFC 1630 (1994): "http:Status.html" is a page of the same server;
	// RFC 3986 reads a path without a host, which no crawler could
	// fetch: the page meant is captured, and replay does not find it.
	{surt: "http://info.cern.ch/hypertext/WWW/cern-1994.html http:Status.html then=19940404100004 whatwg=same@19940404100004 rfc3986=breaks@"},
	// "?ideas" against the folder then, against the page now; both
	// readings were captured: replay shows another page than the
	// author meant.
	{surt: "http://info.cern.ch/hypertext/WWW/cern-1994.html ?ideas then=19940404100005 whatwg=wrong@19940404100006 rfc3986=wrong@19940404100006"},
	// RFC 1808 (1996): the page as text, at a URL of the folder today.
	{surt: "http://www.example.com/pages/db-1996.html ;type=text then=19960601100005 whatwg=breaks@ rfc3986=breaks@"},
	// Strings differ, SURT keys agree (dot segments).
	{surt: "http://www.example.com/pages/db-1996.html g;x=1/../y then=19960601100006 whatwg=same@19960601100006 rfc3986=same@19960601100006"},
	// The then-target's capture is a redirect to the now-target, which
	// replay follows. warcio keys both URLs as /top.html: the redirect
	// is to its own key, passed over for the next capture (pywb's rule).
	{surt: "http://www.example.com/pages/db-1996.html ../../../../top.html then=19960601100007 whatwg=same@19960601100008 rfc3986=same@19960601100008",
		warciojs: "http://www.example.com/pages/db-1996.html ../../../../top.html then=19960601100008 whatwg=same@19960601100008 rfc3986=same@19960601100008"},
	// Strings differ (the host's case), keys agree; RFC 3986 keeps the
	// string.
	{surt: "http://lynx.browser.org/lynx_help/lynx_help_main.html http://guide.Infoseek.com/ then=19960902100005 whatwg=same@19960902100005 rfc3986=same@19960902100005"},
	// RFC 2396 (2000): captured nowhere.
	{surt: "http://shop.example.com/a/b/list.html ../../../item.html then= whatwg=missing@ rfc3986=missing@"},
	{surt: "http://shop.example.com/a/b/list.html /./cart.html then=20000501100005 whatwg=same@20000501100005 rfc3986=same@20000501100005"},
	// The backslash: only the URL Standard's reading was captured (a
	// later crawl); RFC 3986 keeps the backslash, as RFC 2396 did.
	// warcio keys the backslash as a slash: one page.
	{surt: `http://shop.example.com/a/b/list.html images\logo.gif then= whatwg=found@20000501100007 rfc3986=missing@`,
		warciojs: `http://shop.example.com/a/b/list.html images\logo.gif then=20000501100007 whatwg=same@20000501100007 rfc3986=same@20000501100007`},
	// The page's link to itself, its scheme and host in capitals and its
	// default port: the nearest capture is the page's own (an input).
	{surt: "http://shop.example.com/a/b/list.html HTTP://Shop.Example.COM:80/a/b/list.html then=20000501100000 whatwg=same@20000501100000 rfc3986=same@20000501100000"},
}

// TestReplayVerdicts checks the replay verdicts of the test collection's
// links, one of each verdict, from three collections of the same
// captures: the crawl's own WARCs as inputs, and the pages with warcio's
// CDXJ and CDX index of the targets.
func TestReplayVerdicts(t *testing.T) {
	for _, tc := range []struct {
		name            string
		inputs, sources []string
		warciojs        bool // the index is warcio's, keyed as warcio keys
	}{
		{"inputs", []string{"pages.warc.gz", "targets.warc.gz"}, []string{replay.Inputs}, false},
		{"cdxj", []string{"pages.warc.gz"}, []string{"targets.cdxj"}, true},
		{"cdx", []string{"pages.warc.gz"}, []string{"targets.cdx"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rows, sum := migrateCrawl(t, tc.inputs, tc.sources)
			var got, want []string
			for i := range rows {
				got = append(got, verdictLine(&rows[i]))
			}
			for _, w := range wantVerdicts {
				if tc.warciojs && w.warciojs != "" {
					want = append(want, w.warciojs)
				} else {
					want = append(want, w.surt)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("verdicts:\n got %s\nwant %s", strings.Join(got, "\n     "), strings.Join(want, "\n     "))
			}
			if !sum.Balanced() {
				t.Errorf("the accounting does not hold: %s", sum.Accounting())
			}
		})
	}
}
