package pipeline

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/core/metrics"
)

// The pipeline's metrics, under the namespace "uridialect": files read,
// and, at the start of each file, how many files the worker process was
// migrating at once (this one included), whose maximum shows the
// parallelism the runner gave.
var (
	filesRead   = beam.NewCounter("uridialect", "files")
	filesAtOnce = beam.NewDistribution("uridialect", FilesAtOnce)
)

// FilesAtOnce is the name of the distribution metric that records, as
// each file starts, the files its worker process is migrating at once.
const FilesAtOnce = "files_at_once"

// A runner runs the bundles of a stage in parallel, each with its own
// instance of migrateFileFn; what bounds the files migrated at once (-j)
// is shared by the instances of a worker process.
var (
	limitsMu sync.Mutex
	limits   = map[int]chan struct{}{} // by limit: its free slots
	running  atomic.Int64              // files being migrated in this process
)

// A limit lets at most n files be migrated at once in this process; 0
// means no limit.
type limit struct{ slots chan struct{} }

func newLimit(n int) limit {
	if n <= 0 {
		return limit{}
	}
	limitsMu.Lock()
	defer limitsMu.Unlock()
	s, ok := limits[n]
	if !ok {
		s = make(chan struct{}, n)
		limits[n] = s
	}
	return limit{s}
}

// acquire waits for a slot, and counts the file in the metrics; the
// function it returns gives the slot back.
func (l limit) acquire(ctx context.Context) (release func(), err error) {
	if l.slots != nil {
		select {
		case l.slots <- struct{}{}:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	filesRead.Inc(ctx, 1)
	filesAtOnce.Update(ctx, running.Add(1))
	return func() {
		running.Add(-1)
		if l.slots != nil {
			<-l.slots
		}
	}, nil
}

// FileMetrics returns, from a run's metrics, the files read and the most
// files migrated at once in a worker process.
func FileMetrics(r metrics.Results) (files, mostAtOnce int64) {
	all := r.AllMetrics()
	for _, c := range all.Counters() {
		if c.Namespace() == "uridialect" && c.Name() == "files" {
			files += c.Result()
		}
	}
	for _, d := range all.Distributions() {
		if d.Key.Namespace == "uridialect" && d.Name() == FilesAtOnce {
			mostAtOnce = max(mostAtOnce, d.Result().Max)
		}
	}
	return files, mostAtOnce
}
