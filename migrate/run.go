package migrate

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// Options are the settings of [Run].
type Options struct {
	Config
	// Out is the output folder; see OpenOutput for what it may hold.
	Out string
	// Links is LinksChanged (the default, for "") or LinksAll: the rows
	// of the link table. The summary and the report count every link.
	Links string
	// Formats are the link table's formats (FormatTSV if empty).
	Formats []string
	// Overwrite lets the run replace an earlier run's outputs in Out.
	Overwrite bool
	// Started is the run's start, the date of the warcinfo record that
	// starts the conversion records (time.Now() if zero).
	Started time.Time
	// Args are the inputs as given (folders, globs), which Out must not
	// be, hold or be inside of, beside the input files.
	Args []string
	// Workers is the number of records migrated at once
	// (runtime.GOMAXPROCS(0) if 0).
	Workers int
	// Stdin is read for the input "-".
	Stdin io.Reader
	// Open opens an input (see DriveOptions.Open); archive.OpenRaw if nil.
	Open func(name string) (io.ReadCloser, error)
	// Progress, if set, is told of each input's bytes as they are read
	// and of each record migrated.
	Progress Progress
	// Limits bound the reading of each record, FailDigests makes a
	// record whose stored digest does not match a failure: see
	// [Originals].
	Limits      archive.Limits
	FailDigests bool
}

// Progress follows a run.
type Progress interface {
	// Input wraps the reader of one input file.
	Input(name string, r io.Reader) io.Reader
	// Record reports one record migrated, with its links.
	Record(links int)
}

// job is one record on its way through the workers; seq orders the
// outputs.
type job struct {
	seq int
	rd  reading
	res *Result
}

// A Sink receives the results of a migration, record by record in input
// order: an Output (the command line's files), a pipeline's part, the
// explorer's page. An error stops the migration.
type Sink interface {
	// Write takes the result of migrating rec. rec stands alone (a
	// document's payload is read: rec.ReadPayload), and names only its
	// file and offset when it could not be read.
	Write(rec *archive.Record, res *Result) error
}

// DriveOptions are the settings of [Drive].
type DriveOptions struct {
	Config
	// Workers is the number of records migrated at once
	// (runtime.GOMAXPROCS(0) if 0).
	Workers int
	// Open opens an input file; archive.OpenRaw if nil (a file, or a
	// WARC of a WACZ package named PACKAGE#archive/NAME), and Stdin
	// (else os.Stdin) for "-".
	Open  func(name string) (io.ReadCloser, error)
	Stdin io.Reader
	// Reopen opens an input file again to read a revisit's original
	// (see [Originals]); archive.OpenSeekable if nil.
	Reopen func(name string) (io.ReadSeekCloser, error)
	// Prepare, if set, is called with each record read before it is
	// migrated (the explorer gives an uploaded page its URL, date and
	// header there).
	Prepare func(*archive.Record)
	// Progress, if set, is told of each input's bytes as they are read
	// and of each record migrated.
	Progress Progress
	// Limits bound the reading of each record, FailDigests makes a
	// record whose stored digest does not match a failure: see
	// [Originals].
	Limits      archive.Limits
	FailDigests bool
}

// Drive is migrate's loop, the one the command line, serve and the Beam
// pipeline run: it reads the records of every input file in order,
// migrates them with Workers records at once (memory bounded by the
// largest records, not the corpus), hands each result to sink in input
// order, and merges the summaries. A file that cannot be opened is a
// failure and the others go on. When ctx is cancelled, or sink fails, it
// stops reading at once and finishes the records under way (handing
// them to sink unless it failed); the summary is marked partial when ctx
// was cancelled. The error is the sink's or the reading's.
func Drive(ctx context.Context, inputs []string, opt DriveOptions, sink Sink) (*Summary, error) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	first, err := New(opt.Config)
	if err != nil {
		return nil, err
	}
	total := first.newSummary()
	total.From, total.To = opt.From.String(), first.ToNames()
	// A sink's error stops the reading at once.
	readCtx, stopReading := context.WithCancel(ctx)
	defer stopReading()

	jobs := make(chan *job, workers)
	done := make(chan *job, workers)
	// At most this many records are in memory at once: memory is bounded
	// by the largest records, not by the corpus.
	slots := make(chan struct{}, 2*workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		m := first
		if w > 0 {
			m, _ = New(opt.Config) // New succeeded once with this Config
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				if opt.Prepare != nil && j.rd.fail == nil {
					opt.Prepare(j.rd.rec)
				}
				j.res = m.migrateReading(j.rd)
				done <- j
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		readErr <- readInputs(readCtx, inputs, opt, jobs, slots)
		close(jobs)
		wg.Wait()
		close(done)
	}()

	var sinkErr error
	pending := map[int]*job{}
	next := 0
	for j := range done {
		pending[j.seq] = j
		for {
			j, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if sinkErr == nil {
				if sinkErr = sink.Write(j.rd.rec, j.res); sinkErr != nil {
					stopReading()
				}
			}
			total.Merge(j.res.Summary)
			if err := j.res.Close(); err != nil && sinkErr == nil {
				sinkErr = err
				stopReading()
			}
			if opt.Progress != nil {
				opt.Progress.Record(j.res.Summary.Links.Found)
			}
			<-slots
		}
	}
	if err := <-readErr; err != nil && !errors.Is(err, context.Canceled) && sinkErr == nil {
		sinkErr = err
	}
	total.Partial = ctx.Err() != nil
	return total, sinkErr
}

// Run migrates the records of every input file with Drive and writes
// the outputs into opt.Out (OpenOutput: the link table, the rewritten
// documents, the conversion records), then the summary and the report.
// When ctx is cancelled, Run stops reading, finishes the records under
// way, and writes the outputs so far with a report marked partial. A
// write error stops the run and removes its outputs. The Summary it
// returns is what the report shows.
func Run(ctx context.Context, inputs []string, opt Options) (*Summary, error) {
	// The rows the link table leaves out are not made.
	opt.ChangedRowsOnly = opt.Links != LinksAll
	if opt.Started.IsZero() {
		// One date for the run: each warcinfo record would otherwise
		// take the moment it is written.
		opt.Started = time.Now()
	}
	first, err := New(opt.Config)
	if err != nil {
		return nil, err
	}
	out, err := OpenOutput(opt.Out, OutputOptions{To: first.ToNames(), Links: opt.Links, Formats: opt.Formats,
		Overwrite: opt.Overwrite, Inputs: append(slices.Clone(opt.Args), inputs...),
		Info: RunInfo{From: opt.From.String(), To: first.ToNames(), Maps: MapTexts(opt.Config), Inputs: inputs, Started: opt.Started}})
	if err != nil {
		return nil, err
	}
	total, err := Drive(ctx, inputs, DriveOptions{Config: opt.Config, Workers: opt.Workers, Stdin: opt.Stdin, Open: opt.Open, Progress: opt.Progress,
		Limits: opt.Limits, FailDigests: opt.FailDigests}, out)
	if err != nil {
		// No output is left that could be taken for complete.
		out.Abort()
		return total, err
	}
	return total, out.WriteSummary(total)
}

// readInputs reads the records of every input into jobs, in order.
func readInputs(ctx context.Context, inputs []string, opt DriveOptions, jobs chan<- *job, slots chan struct{}) error {
	seq := 0
	// A revisit finds its original in any file read before it.
	originals := NewOriginals()
	originals.Limits, originals.FailDigests = opt.Limits, opt.FailDigests
	if opt.Reopen != nil {
		originals.Open = opt.Reopen
	}
	send := func(rd reading) bool {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return false
		}
		jobs <- &job{seq: seq, rd: rd}
		seq++
		return true
	}
	for _, name := range inputs {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		var src io.Reader
		var closer io.Closer = io.NopCloser(nil)
		if name == archive.Stdin {
			src = opt.Stdin
			if src == nil {
				src = os.Stdin
			}
		} else {
			open := opt.Open
			if open == nil {
				open = archive.OpenRaw
			}
			f, err := open(name)
			if err != nil {
				if !send(unreadable(name, err)) {
					return ctx.Err()
				}
				continue
			}
			src, closer = f, f
		}
		if opt.Progress != nil {
			src = opt.Progress.Input(name, src)
		}
		for rd := range originals.records(src, name) {
			if ctx.Err() != nil || !send(rd) {
				closer.Close()
				return ctx.Err()
			}
		}
		closer.Close()
	}
	return nil
}

// MapTexts are the --map settings of c as given, and its --date as
// "date=DATE": RunInfo.Maps.
func MapTexts(c Config) []string {
	var s []string
	for _, m := range c.Maps {
		s = append(s, m.Text)
	}
	if !c.Date.IsZero() {
		s = append(s, "date="+c.Date.Format(time.RFC3339))
	}
	return s
}
