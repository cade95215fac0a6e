package migrate

import (
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"sync"

	"github.com/uridialect/uridialect/archive"
)

// Options are the settings of [Run].
type Options struct {
	Config
	// Out is the output folder.
	Out string
	// Workers is the number of records migrated at once
	// (runtime.GOMAXPROCS(0) if 0).
	Workers int
	// Stdin is read for the input "-".
	Stdin io.Reader
	// Progress, if set, is told of each input's bytes as they are read
	// and of each record migrated.
	Progress Progress
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
	rec Record
	res *Result
}

// Run migrates the records of every input file, in order, with Workers
// records migrated at once and the outputs written in input order, and
// writes the report. A file that cannot be opened is a failure and the
// others go on. When ctx is cancelled, Run stops reading, finishes the
// records under way, and writes the outputs so far with a report marked
// partial. The Summary it returns is what the report shows.
func Run(ctx context.Context, inputs []string, opt Options) (*Summary, error) {
	workers := opt.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	first, err := New(opt.Config)
	if err != nil {
		return nil, err
	}
	out, err := CreateOutput(opt.Out, first.ToNames())
	if err != nil {
		return nil, err
	}
	total := first.newSummary()
	total.From, total.To = opt.From.String(), first.ToNames()

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
				j.res = m.MigrateRecord(j.rec)
				done <- j
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		readErr <- read(ctx, inputs, opt, jobs, slots)
		close(jobs)
		wg.Wait()
		close(done)
	}()

	var writeErr error
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
			if writeErr == nil {
				writeErr = out.Write(j.rec.Input, j.res)
			}
			total.Merge(j.res.Summary)
			if opt.Progress != nil {
				opt.Progress.Record(len(j.res.Rows))
			}
			<-slots
		}
	}
	if err := <-readErr; err != nil && !errors.Is(err, context.Canceled) && writeErr == nil {
		writeErr = err
	}
	total.Partial = ctx.Err() != nil
	if err := out.Close(); err != nil && writeErr == nil {
		writeErr = err
	}
	if err := out.WriteSummary(total); err != nil && writeErr == nil {
		writeErr = err
	}
	return total, writeErr
}

// read reads the records of every input into jobs, in order.
func read(ctx context.Context, inputs []string, opt Options, jobs chan<- *job, slots chan struct{}) error {
	seq := 0
	// A revisit finds its original in any file read before it.
	originals := NewOriginals()
	send := func(rec Record) bool {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return false
		}
		jobs <- &job{seq: seq, rec: rec}
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
			f, err := os.Open(name)
			if err != nil {
				if !send(Unreadable(name, err)) {
					return ctx.Err()
				}
				continue
			}
			src, closer = f, f
		}
		if opt.Progress != nil {
			src = opt.Progress.Input(name, src)
		}
		for rec := range originals.Records(src, name) {
			if ctx.Err() != nil || !send(rec) {
				closer.Close()
				return ctx.Err()
			}
		}
		closer.Close()
	}
	return nil
}
