package migrate_test

import (
	"fmt"
	"time"

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
