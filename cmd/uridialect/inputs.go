package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/uridialect/uridialect/archive"
)

// archiveOptions are the flags of every command that reads archives
// (records, links, migrate): what a stored digest that does not match means, and
// the limits of one record's work.
type archiveOptions struct {
	verifyDigests string // "warn" or "fail"
	maxBodySize   int64
}

// addArchiveFlags registers the archive-reading flags on fs.
func addArchiveFlags(fs *flag.FlagSet) *archiveOptions {
	o := &archiveOptions{}
	fs.StringVar(&o.verifyDigests, "verify-digests", "warn",
		"a record whose stored WARC digest does not match: `warn` (read, counted in the accounting line) or fail (a failed record)")
	fs.Int64Var(&o.maxBodySize, "max-body-size", archive.DefaultLimits.MaxBodySize,
		"the most `BYTES` one decoded payload may hold (gzip, br, zstd undone); a larger one fails its record")
	return o
}

func (o *archiveOptions) check() error {
	if o.verifyDigests != "warn" && o.verifyDigests != "fail" {
		return fmt.Errorf("--verify-digests %q: want warn or fail", o.verifyDigests)
	}
	if o.maxBodySize <= 0 {
		return fmt.Errorf("--max-body-size %d: want a positive number of bytes", o.maxBodySize)
	}
	return nil
}

// readRecords reads every record of the inputs named by args (files,
// directories, globs, WACZ packages, "-" for standard input: see
// archive.Collect) and calls visit on each.
// visit returns "" for a record it used, or the kind under which the
// record was skipped (archive.SkipKind), or an error for a record it
// could not use. Every record is counted in the returned tally; each
// failure is also passed to fail, with its file, offset and reason. An
// input that cannot be read (a dangling link, a zip that is no WACZ
// package, a pipe in a folder) is a failure too, and the others go on;
// an input without any record is named in the tally.
func readRecords(args []string, stdin io.Reader, opts *archiveOptions, visit func(*archive.Record) (skipped string, err error), fail func(*archive.RecordError)) (*archive.Tally, error) {
	coll, err := archive.Collect(args, stdin)
	if err != nil {
		return nil, err
	}
	defer coll.Close()
	tally := &archive.Tally{}
	failed := func(e *archive.RecordError) {
		tally.Fail(e)
		fail(e)
	}
	for _, in := range coll.Inputs {
		name := in.Name
		if in.Err != nil {
			failed(&archive.RecordError{File: name, Err: in.Err})
			continue
		}
		r, closer, err := coll.Open(name)
		if err != nil {
			failed(&archive.RecordError{File: name, Err: err})
			continue
		}
		r.SetLimits(archive.Limits{MaxBodySize: opts.maxBodySize})
		records := 0
		for {
			rec, err := r.Next()
			if err == io.EOF {
				break
			}
			records++
			var re *archive.RecordError
			if errors.As(err, &re) {
				failed(re)
				continue
			}
			if err != nil {
				failed(&archive.RecordError{File: name, Err: fmt.Errorf("read error: %w", err)})
				break
			}
			if rec.DigestMismatch {
				tally.DigestMismatches++
				if opts.verifyDigests == "fail" {
					failed(&archive.RecordError{File: rec.File, Offset: rec.Offset, Inner: rec.Inner,
						Err: rec.DigestFailure()})
					continue
				}
			}
			kind, err := visit(rec)
			switch {
			case err != nil:
				failed(&archive.RecordError{File: rec.File, Offset: rec.Offset, Inner: rec.Inner, Err: err})
			case kind != "":
				tally.Skip(kind)
			default:
				tally.Add()
			}
		}
		tally.Input(name, records)
		closer.Close()
	}
	return tally, nil
}

// flagged is err, a failure the library reports, with the flag that
// decides it named: --max-body-size for a payload past its limit,
// --verify-digests=fail for a stored digest that does not match. The
// library says what happened; the command says which of its flags
// changes it.
func flagged(err error) error {
	var re *archive.RecordError
	if errors.As(err, &re) && re == err {
		return &archive.RecordError{File: re.File, Offset: re.Offset, Inner: re.Inner, Err: flagged(re.Err)}
	}
	var tooLarge *archive.ErrBodyTooLarge
	switch {
	case errors.As(err, &tooLarge):
		return fmt.Errorf("%w (--max-body-size)", err)
	case errors.Is(err, archive.ErrDigestMismatch):
		return fmt.Errorf("%w (--verify-digests=fail)", err)
	}
	return err
}
