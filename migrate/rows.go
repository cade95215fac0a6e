package migrate

import (
	"bufio"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
)

// A record's rows are kept in memory up to a budget, a quarter of the
// size of its document or spillMin, whichever is more; past it, every row of the
// record goes to a temporary file, read back by EachRows. So the memory a
// record takes is a small multiple of its size, however many links it
// holds: a 100 MB page of a million links, each row a few hundred bytes
// (the document's URI, its targets under every dialect), held 1.5 GB of
// rows before.
var spillMin = 16 << 20

// rowBatch is the number of rows EachRows reads back at once.
const rowBatch = 512

// A rowStore takes the rows of one record as they are made, into its
// Result: in memory, or on disk once they outgrow the budget.
type rowStore struct {
	res    *Result
	n      int // rows taken
	bytes  int // an estimate of the memory the rows in res.Rows hold
	budget int
}

func newRowStore(res *Result, doc []byte) *rowStore {
	return &rowStore{res: res, budget: max(len(doc)/4, spillMin)}
}

// add takes a row (copied: r may be reused).
func (s *rowStore) add(r *Row) error {
	s.n++
	// What only the record's examples use is not kept: a row spilled to
	// disk would lose it, and one kept in memory must read the same.
	r.sectionThen, r.sectionNow, r.refThen, r.refNow, r.configNow = "", "", "", "", ""
	res := s.res
	if res.spilled != nil {
		return res.spilled.write(r)
	}
	res.Rows = append(res.Rows, *r)
	if s.bytes += rowSize(r); s.bytes <= s.budget {
		return nil
	}
	sp, err := newRowSpill()
	if err != nil {
		return err
	}
	res.spilled = sp
	for i := range res.Rows {
		if err := sp.write(&res.Rows[i]); err != nil {
			return err
		}
	}
	res.Rows = nil
	return nil
}

// flush writes what the spill file buffers.
func (s *rowStore) flush() error {
	if s.res.spilled == nil {
		return nil
	}
	return s.res.spilled.flush()
}

// revoke takes back the rewrite of the i-th row, for reason.
func (s *rowStore) revoke(i int, reason string) {
	res := s.res
	if res.spilled == nil {
		res.Rows[i].Rewrite, res.Rows[i].NoRewrite = "", reason
		return
	}
	res.spilled.revoked = append(res.spilled.revoked, revoked{i, reason})
}

// rowSize estimates the bytes a row holds: the strings made for it (the
// document's URI and bases are shared by its rows) and its sides.
func rowSize(r *Row) int {
	n := 256 + len(r.Raw) + len(r.TargetThen) + len(r.ErrorThen) + len(r.Rewrite) + len(r.NoRewrite)
	for i := range r.Now {
		n += 96 + len(r.Now[i].Target) + len(r.Now[i].Error)
	}
	return n
}

// EachRows calls fn with the record's rows, in order, a batch at a time,
// and stops at the first error fn returns. A batch may be kept.
func (r *Result) EachRows(fn func([]Row) error) error {
	if r.spilled == nil {
		if len(r.Rows) == 0 {
			return nil
		}
		return fn(r.Rows)
	}
	return r.spilled.each(fn)
}

// Close releases the disk taken by the rows of a record whose rows
// outgrew memory; its rows cannot be read after. It does nothing for
// the others.
// Fail makes r the result of a record that failed with err, at offset in
// file, after it was migrated: its rows and rewritten document are
// dropped, and its Summary counts one record read and failed. A sink
// calls it when it cannot take the record's outputs (a rewritten document
// whose path another has).
func (r *Result) Fail(file string, offset int64, err error) {
	r.Close() // the spilled rows are dropped: an error removing them changes nothing here
	s := NewSummary(r.Summary.Keep)
	s.fail(file, offset, err)
	*r = Result{Summary: s}
}

func (r *Result) Close() error {
	if r.spilled == nil {
		return nil
	}
	err := r.spilled.close()
	r.spilled = nil
	return err
}

// A rowSpill is a temporary file of rows, gob-encoded one after the
// other.
type rowSpill struct {
	f       *os.File
	w       *bufio.Writer
	enc     *gob.Encoder
	n       int
	revoked []revoked
	removed bool // the file is already gone from its folder
}

type revoked struct {
	row    int
	reason string
}

func newRowSpill() (*rowSpill, error) {
	f, err := os.CreateTemp("", "uridialect-rows-*")
	if err != nil {
		return nil, fmt.Errorf("keeping a record's rows on disk: %w", err)
	}
	// Removed at once where the system lets an open file be removed, so
	// that a run killed leaves nothing behind; else by close.
	sp := &rowSpill{f: f, w: bufio.NewWriterSize(f, 1<<16), removed: os.Remove(f.Name()) == nil}
	sp.enc = gob.NewEncoder(sp.w)
	return sp, nil
}

func (sp *rowSpill) write(r *Row) error {
	sp.n++
	if err := sp.enc.Encode(r); err != nil {
		return fmt.Errorf("keeping a record's rows on disk: %w", err)
	}
	return nil
}

func (sp *rowSpill) flush() error {
	if err := sp.w.Flush(); err != nil {
		return fmt.Errorf("keeping a record's rows on disk: %w", err)
	}
	return nil
}

// each reads the rows back, batch by batch, with the rewrites revoked
// after they were written taken back.
func (sp *rowSpill) each(fn func([]Row) error) error {
	if _, err := sp.f.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("reading a record's rows back from disk: %w", err)
	}
	dec := gob.NewDecoder(bufio.NewReaderSize(sp.f, 1<<16))
	taken := slices.Clone(sp.revoked)
	slices.SortFunc(taken, func(a, b revoked) int { return a.row - b.row })
	for i := 0; i < sp.n; {
		batch := make([]Row, min(rowBatch, sp.n-i))
		for k := range batch {
			if err := dec.Decode(&batch[k]); err != nil {
				return fmt.Errorf("reading a record's rows back from disk: %w", err)
			}
			for len(taken) > 0 && taken[0].row == i+k {
				batch[k].Rewrite, batch[k].NoRewrite = "", taken[0].reason
				taken = taken[1:]
			}
		}
		i += len(batch)
		if err := fn(batch); err != nil {
			return err
		}
	}
	return nil
}

func (sp *rowSpill) close() error {
	err := sp.f.Close()
	if !sp.removed {
		err = errors.Join(err, os.Remove(sp.f.Name()))
	}
	return err
}
