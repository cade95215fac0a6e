package migrate

import (
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/uridialect/uridialect/archive"
)

// records returns the readings of the records of the stream src, the raw
// bytes of the input file (as stored: compressed or not, so that offsets
// are offsets in the file), read with package archive, with the originals
// of revisit records looked up in o, which remembers the documents of
// every stream it has read: a revisit in a later file finds its original
// in an earlier one. A record that archive cannot read, or whose payload
// cannot be read, is a failure at its offset, and the reading goes on
// with the next; the sequence ends at the end of the stream. Each record
// stands alone, and may be kept after the next is read. The format the
// stream is read as is set in format, unless it is nil.
func (o *Originals) records(src io.Reader, file string, format *archive.Format) iter.Seq[reading] {
	return func(yield func(reading) bool) {
		r := archive.NewReader(src, file)
		r.SetLimits(o.Limits)
		for {
			rec, err := r.Next()
			if format != nil {
				*format = r.Format()
			}
			if err == io.EOF {
				return
			}
			var rd reading
			if err != nil {
				var re *archive.RecordError
				if !errors.As(err, &re) {
					re = &archive.RecordError{File: file, Err: err}
				}
				rd = failed(file, re.Offset, re.Err)
			} else if rec.DigestMismatch && o.FailDigests {
				rd = failed(file, rec.Offset, rec.DigestFailure())
				rd.rec.DigestMismatch = true
			} else {
				rd = o.read(rec)
			}
			if !yield(rd) {
				return
			}
		}
	}
}

// unreadable is the reading of an input file that cannot be opened: one
// failed record at offset 0, so that the run goes on with the others.
func unreadable(file string, err error) reading {
	return failed(file, 0, fmt.Errorf("cannot read the file: %w", err))
}

// migrateReading migrates a record as read, or, for a record that could
// not be read, returns the Result that accounts for it as failed.
func (m *Migrator) migrateReading(rd reading) *Result {
	if rd.fail != nil {
		res := m.fail(rd.rec.File, rd.rec.Offset, rd.fail)
		if rd.rec.DigestMismatch {
			res.Summary.Records.DigestMismatches = 1
		}
		return res
	}
	m.cfg.plainFile(rd.rec, m.manifestRow(rd.rec.File))
	return m.migrate(rd)
}
