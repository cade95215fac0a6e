package archive_test

import (
	"fmt"
	"io"
	"os"

	"github.com/uridialect/uridialect/archive"
)

// Read every record of an archive, whatever its format: the reader goes
// on past a record it cannot read, and the tally keeps the accounting.
func ExampleReader() {
	f, err := os.Open("../testdata/archive/length-lies.arc")
	if err != nil {
		panic(err)
	}
	defer f.Close()
	r := archive.NewReader(f, "length-lies.arc")
	var tally archive.Tally
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		if re, ok := err.(*archive.RecordError); ok {
			tally.Fail(re)
			continue
		}
		if !rec.IsHTML() {
			tally.Skip(string(rec.Type))
			continue
		}
		tally.Add()
		fmt.Println(rec.Offset, rec.Length, rec.URI, len(rec.Warnings), "warning(s)")
	}
	fmt.Println(tally.String())
	// Output:
	// 134 342 http://www.dryswamp.edu:80/index.html 1 warning(s)
	// 606 153 http://www.dryswamp.edu:80/x.html 1 warning(s)
	// 759 153 http://www.dryswamp.edu:80/y.html 0 warning(s)
	// records: 5 read = 3 done + 2 skipped (filedesc 1, response 1) + 0 failed
}
