package captures_test

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/whatwg"
)

// choose runs Choose on the input named, looking its links up in its
// own records and in sources (files of the test collection, or Inputs
// with inputs), with at most limit links of evidence (0: the default).
func choose(t *testing.T, name string, sources, inputs []string, limit int) migrate.Fitted {
	t.Helper()
	srcs := replay.EvidenceSources(sources, inputs, captures.IndexOptions{})
	if srcs != nil {
		defer srcs.Close()
		if len(srcs.Failed) > 0 {
			t.Fatalf("sources not read: %v", srcs.Failed)
		}
	}
	open := func(name string) (*archive.Reader, io.Closer, error) { return archive.Open(name, nil) }
	f, err := replay.Choose(name, replay.ChooseOptions{Open: open, Sources: srcs, EvidenceLinks: limit})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestChooseTheCrawl: the test collection's pages, whose targets are in
// its index, rank RFC 1808 first (the 1996 page's ";type=text" and
// "g;x=1/../y" were fetched as RFC 1808 reads them), with RFC 1630 the
// runner-up (the 1994 page's "http:Status.html" was fetched as RFC 1630
// reads it): the evidence names those links, and the one no
// configuration of the era explains (the 2000 page's backslash, which
// the crawler read as the URL Standard does).
func TestChooseTheCrawl(t *testing.T) {
	pages := filepath.Join(crawlDir, "pages.warc.gz")
	for _, sources := range [][]string{{filepath.Join(crawlDir, "targets.cdxj")}, {filepath.Join(crawlDir, "targets.warc.gz")}} {
		f := choose(t, pages, sources, nil, 0)
		if f.Fallback != "" || f.Chosen != "rfc1808" || f.From.String() != "rfc1808" || f.RunnerUp != "rfc1630" {
			t.Fatalf("%v: chose %q (%s), runner-up %q", sources, f.Chosen, f.Fallback, f.RunnerUp)
		}
		if f.Documents != 4 || f.Links != 47 || f.Evidence != 11 || f.Explained != 9 || f.RunnerUpExplained != 8 || f.Capped {
			t.Errorf("%v: %d documents, %d links, %d of evidence, %d explained, runner-up %d, capped %v; want 4, 47, 11, 9, 8, false",
				sources, f.Documents, f.Links, f.Evidence, f.Explained, f.RunnerUpExplained, f.Capped)
		}
		if !slices.Contains(f.Tied, "rfc1808 -o samescheme=relative") || f.TiedCount != len(f.Tied) {
			t.Errorf("%v: tied %q (%d)", sources, f.Tied, f.TiedCount)
		}
		var told, unexplained []string
		for _, l := range f.Distinguishing {
			told = append(told, l.Raw+" "+l.Explains)
		}
		for _, l := range f.Unexplained {
			unexplained = append(unexplained, l.Raw+" "+l.Explains)
			if l.Chosen == l.Captured {
				t.Errorf("%q: the chosen configuration reads %q, captured: it explains it", l.Raw, l.Chosen)
			}
		}
		if want := []string{"http:Status.html runner-up", ";type=text chosen", "g;x=1/../y chosen"}; !slices.Equal(told, want) {
			t.Errorf("%v: links that tell rfc1808 from rfc1630: %q, want %q", sources, told, want)
		}
		if want := []string{"http:Status.html runner-up", `images\logo.gif `}; !slices.Equal(unexplained, want) {
			t.Errorf("%v: links rfc1808 does not explain: %q, want %q", sources, unexplained, want)
		}
	}
}

// TestChooseTwoCrawls: two crawls of Roy Fielding's 1997 pages, one by
// Lynx 2.7.1 and one by Navigator 4.03, each a file holding its pages
// and the targets its client fetched: each file's own captures choose
// its client. Given as one collection (Inputs), the captures of both
// make each crawl's evidence and tell less.
func TestChooseTwoCrawls(t *testing.T) {
	lynx := fieldingCrawl(t, t.TempDir(), "Lynx/2.7.1")
	netscape := fieldingCrawl(t, t.TempDir(), "Mozilla/4.03")
	for _, tc := range []struct{ warc, want string }{{lynx, "lynx2"}, {netscape, "netscape4"}} {
		f := choose(t, tc.warc, nil, nil, 0)
		if f.Fallback != "" || f.Chosen != tc.want || f.Explained != f.Evidence || f.Evidence < 70 {
			t.Errorf("%s: chose %q (%s): %d of %d explained", tc.want, f.Chosen, f.Fallback, f.Explained, f.Evidence)
		}
		for _, c := range f.Tied {
			// Options of the profile that these pages do not tell apart.
			if !strings.HasPrefix(c, tc.want+" -o ") {
				t.Errorf("%s: %q explains as many", tc.want, c)
			}
		}
		if len(f.Distinguishing) == 0 || f.Distinguishing[0].Explains != "chosen" {
			t.Errorf("%s: no link that tells it from the runner-up %q: %+v", tc.want, f.RunnerUp, f.Distinguishing)
		}
	}
	both := choose(t, lynx, []string{replay.Inputs}, []string{lynx, netscape}, 0)
	if both.Explained != both.Evidence || both.TiedCount == 0 {
		t.Errorf("the two crawls pooled: %q explains %d of %d, %d tied; want every link, and ties", both.Chosen, both.Explained, both.Evidence, both.TiedCount)
	}
}

// TestChooseFallsBack: an input none of whose links has a target
// captured takes the eras of auto, saying why, and so does one whose
// captures the configurations of the eras all explain.
func TestChooseFallsBack(t *testing.T) {
	// The targets of the test crawl: pages of a title, no link.
	f := choose(t, filepath.Join(crawlDir, "targets.warc.gz"), nil, nil, 0)
	if f.From.String() != migrate.AutoEras || f.Chosen != migrate.AutoEras || !strings.Contains(f.Fallback, "no link of its 8 documents has a target captured as written") {
		t.Errorf("the targets: %q, %q", f.Chosen, f.Fallback)
	}
	// A page whose one link is an absolute URL, which every
	// configuration reads alike, and its capture.
	var b bytes.Buffer
	at := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	writeResponse(t, &b, "alike.warc.gz", 1, "http://www.example.com/index.html", at, "200 OK", "text/html", "", []byte(`<a href="http://www.example.com/a.html">a</a>`))
	writeResponse(t, &b, "alike.warc.gz", 2, "http://www.example.com/a.html", at.Add(time.Second), "200 OK", "text/html", "", []byte("<title>a</title>"))
	alike := filepath.Join(t.TempDir(), "alike.warc.gz")
	if err := os.WriteFile(alike, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	f = choose(t, alike, nil, nil, 0)
	if f.From.String() != migrate.AutoEras || f.Evidence != 1 || !strings.Contains(f.Fallback, "explain as many links as any, 1 of the 1 with a captured target") {
		t.Errorf("a link read alike: %q (%d of evidence), %q", f.Chosen, f.Evidence, f.Fallback)
	}
}

// TestChooseEvidenceLimit: past EvidenceLinks links with a captured
// target, the input is read no further for its evidence, and says so.
func TestChooseEvidenceLimit(t *testing.T) {
	f := choose(t, filepath.Join(crawlDir, "pages.warc.gz"), []string{filepath.Join(crawlDir, "targets.cdxj")}, nil, 3)
	if !f.Capped || f.Evidence != 3 || f.Documents >= 4 {
		t.Errorf("capped %v, %d links of evidence from %d documents; want true, 3, fewer than 4", f.Capped, f.Evidence, f.Documents)
	}
}

// TestMigrateFitted: migrate takes each input's Fitted configuration,
// which names the input's row of accounting and is listed in the
// summary; the others keep Config.From.
func TestMigrateFitted(t *testing.T) {
	lynx := fieldingCrawl(t, t.TempDir(), "Lynx/2.7.1")
	pages := filepath.Join(crawlDir, "pages.warc.gz")
	fitted := choose(t, lynx, nil, nil, 0)
	from, err := migrate.ParseFrom("rfc3986")
	if err != nil {
		t.Fatal(err)
	}
	var sink inputsSink
	sum, err := migrate.Drive(context.Background(), []string{lynx, pages}, migrate.Options{
		Config: migrate.Config{From: from, To: []dialect.Dialect{whatwg.Default}, Fitted: []migrate.Fitted{fitted}}}, &sink)
	if err != nil {
		t.Fatal(err)
	}
	if got := []string{sink.inputs[0].From, sink.inputs[1].From}; !slices.Equal(got, []string{"lynx2", "rfc3986"}) {
		t.Errorf("the inputs' configurations: %q", got)
	}
	if len(sum.Fitted) != 1 || sum.Fitted[0].Chosen != "lynx2" {
		t.Errorf("the summary's fitted: %+v", sum.Fitted)
	}
	if !slices.ContainsFunc(sink.rows, func(r migrate.Row) bool { return r.From == "lynx2" }) ||
		!slices.ContainsFunc(sink.rows, func(r migrate.Row) bool { return r.From == "rfc3986" }) {
		t.Errorf("no row migrated under lynx2 and rfc3986")
	}
}

// An inputsSink keeps the rows and the accounting of the inputs.
type inputsSink struct {
	rowSink
	inputs []migrate.InputCount
}

func (s *inputsSink) WriteInputs(in []migrate.InputCount) error {
	s.inputs = in
	return nil
}
