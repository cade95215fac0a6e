package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/uridialect/uridialect/archive"
)

// readRecords reads every record of the inputs named by args (files,
// directories, globs, "-" for standard input) and calls visit on each.
// visit returns "" for a record it used, or the kind under which the
// record was skipped. Every record is counted in the returned tally;
// each failure is also passed to fail, with its file, offset and reason.
// An input that cannot be opened is a failure too, and the others go on.
func readRecords(args []string, stdin io.Reader, visit func(*archive.Record) (skipped string), fail func(*archive.RecordError)) (*archive.Tally, error) {
	names, err := archive.Inputs(args)
	if err != nil {
		return nil, err
	}
	tally := &archive.Tally{}
	failed := func(e *archive.RecordError) {
		tally.Fail(e)
		fail(e)
	}
	for _, name := range names {
		r, closer, err := archive.Open(name, stdin)
		if err != nil {
			failed(&archive.RecordError{File: name, Err: err})
			continue
		}
		for {
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			var re *archive.RecordError
			if errors.As(err, &re) {
				failed(re)
				continue
			}
			if err != nil {
				failed(&archive.RecordError{File: name, Err: fmt.Errorf("read error: %w", err)})
				break
			}
			if kind := visit(rec); kind != "" {
				tally.Skip(kind)
			} else {
				tally.Add()
			}
		}
		closer.Close()
	}
	return tally, nil
}
