package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures/replaypatch"
	"github.com/uridialect/uridialect/migrate"
	"github.com/uridialect/uridialect/migrate/output"
	"github.com/uridialect/uridialect/whatwg"
)

// replayDialect is the dialect a replay tool resolves links by: the URL
// Standard, as browsers do today (pywb, OpenWayback, wabac.js).
var replayDialect = whatwg.Default.Name()

// A replayPatch collects the links of a migrate run that break in replay
// into a patch (replaypatch.Writer) written aside while the run goes on,
// and puts patch.warc.gz, patch.cdxj and collection.wacz into the output
// folder when the run is complete (finish). It holds the patch's index
// entries, one a record: memory in proportion to the breaking targets.
//
// The workers find breaks record by record in any order (add); each
// record's are kept until the run writes the record (written), so that
// the patch's records, and which of two breaks in conflict stays (the
// first), follow the input's order whatever the number of workers.
type replayPatch struct {
	dir     string // the temporary folder of the patch's WARC
	file    *os.File
	cfg     migrate.Config
	inputs  []string // the run's inputs, as archive.Collect names them
	stderr  io.Writer
	mu      sync.Mutex
	pending map[recordPlace][]replaypatch.Break // found, not yet written
	w       *replaypatch.Writer
	refused int // breaks the patch cannot hold
}

// recordPlace names a record of the run: its file and offset.
type recordPlace struct {
	file   string
	offset int64
}

// newReplayPatch starts the patch of a run under cfg of inputs (as
// given: info) reading the files named (collected).
func newReplayPatch(cfg migrate.Config, info, collected []string, started time.Time, stderr io.Writer) (*replayPatch, error) {
	dir, err := os.MkdirTemp("", "uridialect-replay-patch-")
	if err != nil {
		return nil, err
	}
	p := &replayPatch{dir: dir, cfg: cfg, inputs: collected, stderr: stderr, pending: map[recordPlace][]replaypatch.Break{}}
	// The WACZ names the patch's entry after its file: the temporary
	// file has the output's name.
	if p.file, err = os.Create(filepath.Join(dir, replaypatch.WARCName)); err != nil {
		p.close()
		return nil, err
	}
	run := output.NewRunInfo(cfg, started)
	fields := [][2]string{{"uridialect-from", run.From}, {"uridialect-to", strings.Join(run.To, ",")}}
	for _, m := range run.Maps {
		fields = append(fields, [2]string{"uridialect-map", m})
	}
	for _, in := range info {
		fields = append(fields, [2]string{"uridialect-input", in})
	}
	if p.w, err = replaypatch.NewWriter(p.file, replaypatch.WARCName, replaypatch.Info{
		Software: output.Software(), Fields: fields, Date: started}); err != nil {
		p.close()
		return nil, err
	}
	return p, nil
}

// add keeps a break under the URL Standard for the patch
// (migrate/captures.Replayer.Breaks) until its record is written:
// replay tools resolve links as browsers do today, and look up no other
// dialect's now-target.
func (p *replayPatch) add(row *migrate.Row, dialect string, b replaypatch.Break) error {
	if dialect != replayDialect {
		return nil
	}
	at := recordPlace{row.File, row.RecordOffset}
	p.mu.Lock()
	p.pending[at] = append(p.pending[at], b)
	p.mu.Unlock()
	return nil
}

// written adds the breaks of a record the run has written to the patch
// (output.Options.Written), in the order its links were found; those of
// a record that failed are dropped with it. A break the patch cannot
// hold (no date of the linking capture, a then-target no Location can
// hold) is reported and counted; a write error stops the run.
func (p *replayPatch) written(rec *archive.Record, res *migrate.Result) error {
	at := recordPlace{rec.File, rec.Offset}
	p.mu.Lock()
	breaks := p.pending[at]
	delete(p.pending, at)
	p.mu.Unlock()
	if res.Summary.Records.Failed > 0 {
		return nil
	}
	for _, b := range breaks {
		if _, err := p.w.Add(b); err != nil {
			if errors.Is(err, os.ErrClosed) || isWriteError(err) {
				return fmt.Errorf("writing the replay patch: %w", err)
			}
			p.refused++
			fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: not patched: %v\n", err)
		}
	}
	return nil
}

// isWriteError reports whether err came from writing the patch's file.
func isWriteError(err error) bool {
	var pe *os.PathError
	return errors.As(err, &pe)
}

// finish writes the patch's files into the output folder (output.Options.Finish):
// patch.warc.gz, its index patch.cdxj, and collection.wacz, the inputs
// and the patch packed; nothing for a partial run, whose patch would
// pass for the whole collection's.
func (p *replayPatch) finish(sum *migrate.Summary, write func(string, func(io.Writer) error) error) error {
	if sum.Partial {
		fmt.Fprintln(p.stderr, "uridialect migrate: --replay-patch: the run was interrupted: no patch written")
		return nil
	}
	if err := p.file.Close(); err != nil {
		return fmt.Errorf("writing the replay patch: %w", err)
	}
	err := write(replaypatch.WARCName, func(w io.Writer) error {
		f, err := os.Open(p.file.Name())
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = io.Copy(w, f)
		return err
	})
	if err == nil {
		err = write(replaypatch.IndexName, p.w.WriteIndex)
	}
	var rep *replaypatch.Report
	if err == nil {
		err = write(replaypatch.WACZName, func(w io.Writer) (err error) {
			rep, err = replaypatch.WriteWACZ(w, p.pack())
			return err
		})
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: %d redirects written for the links that break in replay (%d breaks merged into one, %d in conflict, %d refused)\n",
		p.w.Len(), p.w.Merged, len(p.w.Conflicts), p.refused)
	for _, c := range p.w.Conflicts {
		fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: %s at %s redirects to %s; not also to %s\n",
			c.Now, c.Linked.UTC().Format(time.RFC3339), c.Kept, c.Then)
	}
	packed := 0
	for _, in := range rep.Inputs {
		if in.Err != nil {
			fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: %s left out of %s: %v\n", in.Name, replaypatch.WACZName, in.Err)
			continue
		}
		packed++
		if in.ReadErr != nil {
			fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: %s: its records after %v are not in %s's index\n", in.Name, in.ReadErr, replaypatch.WACZName)
		}
	}
	fmt.Fprintf(p.stderr, "uridialect migrate: --replay-patch: %s: %d of %d inputs packed with the patch, %d index lines, %d pages\n",
		replaypatch.WACZName, packed, len(rep.Inputs), rep.Lines, rep.Pages)
	return nil
}

// pack is the package of the run's inputs and the patch: a plain file
// with the URL and date the run gave it (--map, --date).
func (p *replayPatch) pack() replaypatch.Package {
	pkg := replaypatch.Package{Patch: p.file.Name(), Software: output.Software(), Created: time.Now(),
		Title:       "uridialect migrate --replay-patch",
		Description: "the inputs of a migrate run and the replay patch of the links that break in replay", TempDir: p.dir}
	for _, in := range p.inputs {
		url, date := p.cfg.PlainFile(in)
		pkg.Inputs = append(pkg.Inputs, replaypatch.Input{Name: in, URL: url, Date: date})
	}
	return pkg
}

// close removes the patch's temporary folder.
func (p *replayPatch) close() {
	if p.file != nil {
		p.file.Close()
	}
	os.RemoveAll(p.dir)
}
