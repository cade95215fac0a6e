package replaypatch_test

import (
	"bytes"
	"fmt"
	"time"

	"github.com/uridialect/uridialect/captures/replaypatch"
)

// A link of a page captured in 1996, ";type=text", meant the page's own
// URL with ";type=text" (RFC 1808), which the crawler captured; replay
// resolves it today to a URL of the folder, never captured. The patch
// redirects that URL to the page meant, at the linking page's date.
func ExampleWriter() {
	var warc bytes.Buffer
	p, err := replaypatch.NewWriter(&warc, replaypatch.WARCName, replaypatch.Info{
		Software: "uridialect", Date: time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC),
	})
	if err != nil {
		panic(err)
	}
	linked := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	p.Add(replaypatch.Break{
		Linked: linked,
		Now:    "http://www.example.com/pages/;type=text",
		Then:   "http://www.example.com/pages/db-1996.html;type=text",
	})
	for _, c := range p.Captures() {
		fmt.Println(c.Key, c.Timestamp, c.Status, c.Redirect)
	}
	// Output:
	// com,example)/pages/;type=text 19960601100000 302 http://www.example.com/pages/db-1996.html;type=text
}
