package pipeline

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
)

// TestWorkersBoundFilesAtOnce checks -j (Options.Workers) on Prism: the
// inputs are named pipes, which a reader opens only once the test has
// opened them for writing, and whose data the test holds back, so that a
// file stays open until the test lets it end. Without a bound Prism
// splits the stalled bundle and opens more than one file at once; with
// Workers 2, two files are open and the third waits for one of them to
// end.
func TestWorkersBoundFilesAtOnce(t *testing.T) {
	for _, tc := range []struct {
		workers, want int
	}{
		{0, 3}, // no bound: all three, once Prism has split the bundle
		{2, 2},
	} {
		t.Run(fmt.Sprintf("j%d", tc.workers), func(t *testing.T) {
			dir := t.TempDir()
			const n = 3
			var pipes []string
			for i := range n {
				p := filepath.Join(dir, fmt.Sprintf("page%d.html", i))
				if err := syscall.Mkfifo(p, 0o600); err != nil {
					t.Skipf("no named pipes here: %v", err)
				}
				pipes = append(pipes, p)
			}
			opened := make(chan *os.File, n)
			for _, p := range pipes {
				go func() {
					// Blocks until the pipeline opens the pipe to read it.
					f, err := os.OpenFile(p, os.O_WRONLY, 0)
					if err != nil {
						t.Error(err)
						return
					}
					opened <- f
				}()
			}
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			opt := Options{Inputs: []string{filepath.Join(dir, "*.html")}, Out: t.TempDir(), From: "rfc1808", To: []string{"whatwg"}, Workers: tc.workers}
			p, s := beam.NewPipelineWithRoot()
			if err := Build(s, opt); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			var res beam.PipelineResult
			go func() {
				var err error
				res, err = prism.Execute(ctx, p)
				done <- err
			}()

			var open []*os.File
			for len(open) < tc.want {
				select {
				case f := <-opened:
					open = append(open, f)
				case <-time.After(time.Minute):
					t.Fatalf("%d files open at once after a minute, want %d", len(open), tc.want)
				}
			}
			if len(open) < n {
				select {
				case f := <-opened:
					t.Errorf("a file beyond the %d allowed was opened", tc.want)
					open = append(open, f)
				case <-time.After(2 * time.Second):
				}
			}
			// Let every file end, in turn.
			for closed := 0; closed < n; closed++ {
				if len(open) == 0 {
					select {
					case f := <-opened:
						open = append(open, f)
					case <-ctx.Done():
						t.Fatal(ctx.Err())
					}
				}
				fmt.Fprintf(open[0], "<a href=\";x\">x</a>\n")
				open[0].Close()
				open = open[1:]
			}
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			files, most := FileMetrics(res.Metrics())
			if files != n || most != int64(tc.want) {
				t.Errorf("metrics: %d files, at most %d at once; want %d, %d", files, most, n, tc.want)
			}
			sum, err := ReadSummary(ctx, opt.Out)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Records.Migrated != n || sum.Links.Differs != n {
				t.Errorf("%s", sum.Accounting())
			}
		})
	}
}
