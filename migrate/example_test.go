package migrate_test

import (
	"fmt"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
)

// --from auto reads each capture under the specification in force on its
// date; an era table names its own ("CONFIG;DATE=CONFIG;...").
func ExampleParseFrom() {
	from, err := migrate.ParseFrom("auto")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, date := range []string{"1994-10-01", "1996-11-04", "2001-09-11", "2026-01-01"} {
		d, _ := time.Parse(time.DateOnly, date)
		fmt.Println(date, from.For(d).Name())
	}
	table, _ := migrate.ParseFrom("rfc1808 -o samescheme=relative;1998-08-01=rfc2396 -o dotdot=drop")
	for _, date := range []string{"1996-11-04", "2001-09-11"} {
		d, _ := time.Parse(time.DateOnly, date)
		fmt.Println(date, table.For(d).Name())
	}
	// Output:
	// 1994-10-01 rfc1630
	// 1996-11-04 rfc1808
	// 2001-09-11 rfc2396
	// 2026-01-01 rfc3986
	// 1996-11-04 rfc1808 -o samescheme=relative
	// 2001-09-11 rfc2396 -o dotdot=drop
}

// A Migrator migrates one record: here a page of 1996 held in memory,
// its links as RFC 1808 read them against those of the URL Standard.
func ExampleMigrator_Migrate() {
	from, _ := migrate.ParseFrom("rfc1808")
	to, _ := engine.Get("whatwg")
	m, err := migrate.New(migrate.Config{From: from, To: []dialect.Dialect{to}})
	if err != nil {
		fmt.Println(err)
		return
	}
	rec := archive.NewDocument("page.html", []byte(`<a href=";type=text">text</a> <a href="g">g</a>`))
	rec.URI = "http://a/b/c/d;p?q"
	res := m.Migrate(rec)
	defer res.Close()
	for _, r := range res.Rows {
		fmt.Printf("%s: %s then, %s now: %s", r.Raw, r.TargetThen, r.Now[0].Target, r.Verdict)
		if r.Cause != "" {
			fmt.Printf(" (cause %s, rewrite %s)", r.Cause, r.Rewrite)
		}
		fmt.Println()
	}
	fmt.Println(res.Summary.Accounting())
	// Output:
	// ;type=text: http://a/b/c/d;type=text then, http://a/b/c/;type=text now: differs (cause params, rewrite d;type=text)
	// g: http://a/b/c/g then, http://a/b/c/g now: same
	// records: 1 read = 1 migrated + 0 skipped + 0 failed
	// links: 2 found = 1 same + 0 equivalent + 1 differ + 0 fail; 1 rewritten, 0 not rewritable
}
