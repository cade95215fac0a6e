package migrate

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"slices"
	"sync"

	"github.com/uridialect/uridialect/archive"
)

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
	seq, input int // input: the index of its input file
	rd         reading
	res        *Result
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

// An InputSink is a Sink told, once the records are written, what each
// input file held (the command's inputs.tsv).
type InputSink interface {
	Sink
	// WriteInputs takes the accounting of every input file, in input
	// order; their sums are the run's Summary.Records.
	WriteInputs([]InputCount) error
}

// An InputCount accounts for the records of one input file: Read =
// Migrated + Skipped + Failed, as RecordCounts counts them.
type InputCount struct {
	Name string
	// Format is what the input was read as (archive.Format: warc, arc,
	// wat, document, ...); "" when it could not be opened or was not
	// reached (a run stopped before it).
	Format string
	// Bytes are the bytes read from the input, as stored (compressed or
	// not).
	Bytes                           int64
	Read, Migrated, Skipped, Failed int
	// From is the configuration its records were migrated under, as
	// ParseFrom reads it: its manifest row's, its Config.Fitted's, else
	// Config.From.
	From string
	// FirstFailure is the first of its failed records, nil when none
	// failed.
	FirstFailure *Failure
}

// add counts the records of one Result.
func (c *InputCount) add(s *Summary) {
	r := &s.Records
	c.Read += r.Read
	c.Migrated += r.Migrated
	c.Skipped += r.SkippedTotal()
	c.Failed += r.Failed
	if c.FirstFailure == nil && len(r.Failures) > 0 {
		f := r.Failures[0]
		c.FirstFailure = &f
	}
}

// An inputRead is what reading one input file learnt of it.
type inputRead struct {
	format archive.Format
	bytes  int64
	opened bool
}

// Options are the settings of [Drive]: what it migrates (Config) and how
// it reads.
type Options struct {
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
func Drive(ctx context.Context, inputs []string, opt Options, sink Sink) (*Summary, error) {
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
	total.Fitted = slices.Clone(opt.Fitted)
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
	inputsRead := make([]inputRead, len(inputs)) // the reader's until readErr
	counts := make([]InputCount, len(inputs))
	go func() {
		readErr <- readInputs(readCtx, inputs, opt, jobs, slots, inputsRead)
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
			counts[j.input].add(j.res.Summary)
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
	if is, ok := sink.(InputSink); ok && sinkErr == nil {
		for i := range counts {
			counts[i].Name, counts[i].Bytes = inputs[i], inputsRead[i].bytes
			counts[i].From = first.from(inputs[i]).String()
			if inputsRead[i].opened {
				counts[i].Format = inputsRead[i].format.String()
			}
		}
		sinkErr = is.WriteInputs(counts)
	}
	return total, sinkErr
}

// A countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n *int64
}

func (c countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	*c.n += int64(n)
	return n, err
}

// readInputs reads the records of every input into jobs, in order.
// What it learns of each input goes into read, by index.
func readInputs(ctx context.Context, inputs []string, opt Options, jobs chan<- *job, slots chan struct{}, read []inputRead) error {
	seq := 0
	// A revisit finds its original in any file read before it.
	originals := NewOriginals()
	originals.Limits, originals.FailDigests = opt.Limits, opt.FailDigests
	if opt.Reopen != nil {
		originals.Open = opt.Reopen
	}
	input := 0
	send := func(rd reading) bool {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return false
		}
		jobs <- &job{seq: seq, input: input, rd: rd}
		seq++
		return true
	}
	for i, name := range inputs {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		input = i
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
		read[i].opened = true
		src = countingReader{src, &read[i].bytes}
		if opt.Progress != nil {
			src = opt.Progress.Input(name, src)
		}
		for rd := range originals.records(src, name, &read[i].format) {
			if ctx.Err() != nil || !send(rd) {
				closer.Close()
				return ctx.Err()
			}
		}
		closer.Close()
	}
	return nil
}
