package migrate

import (
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/uridialect/uridialect/archive"
)

// A Record is one record of an input as a migration reads it: the Input
// to migrate, or the reason it could not be read. Either way its Input
// names the file and the offset, so that a failure is accounted where it
// happened. [Records] reads them from a stream; [Migrator.MigrateRecord]
// migrates one, or accounts for its failure.
type Record struct {
	Input *Input
	// Failure says why the record (or its whole file) could not be read;
	// "" for a record to migrate.
	Failure string
}

// Unreadable returns the Record of an input file that cannot be opened:
// one failed record at offset 0, so that the run goes on with the others.
func Unreadable(file string, err error) Record {
	return Record{Input: &Input{File: file}, Failure: fmt.Sprintf("cannot read the file: %v", err)}
}

// Records returns the records of the stream src, the raw bytes of the
// input file (as stored: compressed or not, so that offsets are offsets
// in the file), read with package archive. A record that archive cannot
// read, or whose payload cannot be read, is yielded as a failure at its
// offset and the reading goes on with the next; the sequence ends at the
// end of the stream. Each Input is read into memory and may be kept
// after the next record is read.
func Records(src io.Reader, file string) iter.Seq[Record] {
	return NewOriginals().Records(src, file)
}

// Records is [Records] with the originals of revisit records looked up
// in o, which remembers the documents of every stream it has read: a
// revisit in a later file finds its original in an earlier one.
func (o *Originals) Records(src io.Reader, file string) iter.Seq[Record] {
	return func(yield func(Record) bool) {
		r := archive.NewReader(src, file)
		r.SetLimits(o.Limits)
		for {
			rec, err := r.Next()
			if err == io.EOF {
				return
			}
			var out Record
			if err != nil {
				var re *archive.RecordError
				if !errors.As(err, &re) {
					re = &archive.RecordError{File: file, Err: err}
				}
				out = Record{Input: &Input{File: file, Offset: re.Offset}, Failure: re.Err.Error()}
			} else if rec.DigestMismatch && o.FailDigests {
				out = Record{Input: &Input{File: file, Offset: rec.Offset, DigestMismatch: true},
					Failure: rec.DigestFailure().Error()}
			} else if in, err := o.Read(rec); err != nil {
				out = Record{Input: &Input{File: file, Offset: rec.Offset}, Failure: err.Error()}
			} else {
				out = Record{Input: in}
			}
			if !yield(out) {
				return
			}
		}
	}
}

// MigrateRecord migrates rec, or, for a record that could not be read,
// returns the Result that accounts for it as failed.
func (m *Migrator) MigrateRecord(rec Record) *Result {
	if rec.Failure != "" {
		res := m.Fail(rec.Input.File, rec.Input.Offset, rec.Failure)
		if rec.Input.DigestMismatch {
			res.Summary.Records.DigestMismatches = 1
		}
		return res
	}
	m.cfg.plainFile(rec.Input)
	return m.Migrate(rec.Input)
}
