package explorer

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/captures"
	replay "github.com/uridialect/uridialect/migrate/captures"
)

// TestMigratePageCaptures migrates a page of 1996 on a server given the
// captures of its crawl (serve --captures): the page's accounting has the
// replay verdicts, and the report counts them.
func TestMigratePageCaptures(t *testing.T) {
	const crawl = "../../../../testdata/captures/crawl/"
	coll := replay.Open([]string{crawl + "targets.cdxj"}, nil, captures.IndexOptions{})
	defer coll.Close()
	if len(coll.Failed) > 0 {
		t.Fatal(coll.Failed)
	}
	html, err := os.ReadFile("../../../../testdata/migrate/pages/db-1996.html")
	if err != nil {
		t.Fatal(err)
	}
	h := New(Config{Captures: coll})
	w, _ := migrateRunPage(t, h, url.Values{"from": {"auto"}, "to": {"whatwg"}, "html": {string(html)},
		"url": {"http://www.example.com/pages/db-1996.html"}, "date": {"1996-06-01"}}, "", nil)
	doc := page(t, w)
	acc := text(byID(doc, "accounting"))
	// ";type=text" breaks; "g;x=1/../y" and "../../../../top.html" are the
	// same page (one key; a redirect). The page's date is the day's
	// start, ten hours before the crawl: the nearest captures all the same.
	want := "replay under whatwg: 3 looked up = 2 same + 0 found + 0 wrong + 1 breaks + 0 missing; 1 links on 1 pages break in replay; 0 more show another page"
	if !strings.Contains(acc, want) {
		t.Errorf("accounting\n%s\nwant a line\n%s", acc, want)
	}
	for _, a := range all(byID(doc, "downloads"), tag("a")) {
		if strings.HasSuffix(attr(a, "href"), "/report.html") {
			report := get(t, h, attr(a, "href")).Body.String()
			if !strings.Contains(report, "1 links on 1 pages break in replay; 0 more show another page.") {
				t.Errorf("the report has no replay section")
			}
			return
		}
	}
	t.Error("no report among the downloads")
}
