package captures_test

import (
	"context"
	"fmt"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/whatwg"
)

// printSink prints the replay verdicts of each row.
type printSink struct{}

func (printSink) Write(_ *archive.Record, res *migrate.Result) error {
	return res.EachRows(func(rows []migrate.Row) error {
		for _, r := range rows {
			fmt.Printf("%-22s %s\n", r.Raw, r.Now[0].Replay)
		}
		return nil
	})
}

// The links of four 1990s pages whose targets changed, looked up in
// warcio's index of the targets a crawler captured: replay under the URL
// Standard shows the page meant (same), another page (wrong), none where
// the page meant is captured (breaks), or nothing (missing).
func ExampleReplayer() {
	const crawl = "../../testdata/captures/crawl/"
	inputs := []string{crawl + "pages.warc.gz"}
	coll := replay.Open([]string{crawl + "targets.cdxj"}, inputs, captures.IndexOptions{})
	defer coll.Close()
	from, _ := migrate.ParseFrom("auto")
	opt := migrate.Options{Workers: 1, Config: migrate.Config{From: from, To: []dialect.Dialect{whatwg.Default},
		ChangedRowsOnly: true, Replay: replay.NewReplayer(coll)}}
	sum, err := migrate.Drive(context.Background(), inputs, opt, printSink{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sum.ReplayLines())
	// Output:
	// ?ideas                 wrong
	// ;type=text             breaks
	// g;x=1/../y             same
	// ../../../../top.html   same
	// http://guide.Infoseek.com/ same
	// ../../../item.html     missing
	// /./cart.html           same
	// images\logo.gif        same
	// HTTP://Shop.Example.COM:80/a/b/list.html same
	// replay under whatwg: 9 looked up = 6 same + 0 found + 1 wrong + 1 breaks + 1 missing; 1 links on 1 pages break in replay; 1 more show another page
}
