package engine

import (
	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"io"
	"strings"
	"testing"
)

// processCPU returns the CPU time the process has used, in nanoseconds;
// the ratio means nothing without it.
func processCPU(b *testing.B) int64 {
	n, ok := cputime.Nanos()
	if !ok {
		b.Skip("this system does not tell the process's CPU time")
	}
	return n
}

// BenchmarkBatchRatio alternates a batch of the mix under rfc3986 and the
// same batch under whatwg, and reports the CPU time a line took under
// each and whatwg's over rfc3986's. On a shared machine alternating keeps
// a change of load from favouring either side, and CPU time counts only
// this process's work, on every core the batch uses.
func BenchmarkBatchRatio(b *testing.B) {
	rfc, err := Lookup("rfc3986")
	if err != nil {
		b.Fatal(err)
	}
	web, err := Lookup("whatwg")
	if err != nil {
		b.Fatal(err)
	}
	batch := func(d *Batch) {
		if _, err := d.Run(strings.NewReader(batchMix), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
	var rfcCPU, webCPU int64
	for b.Loop() {
		t0 := processCPU(b)
		batch(&Batch{Dialect: rfc})
		t1 := processCPU(b)
		batch(&Batch{Dialect: web})
		t2 := processCPU(b)
		rfcCPU += t1 - t0
		webCPU += t2 - t1
	}
	lines := float64(b.N) * batchLines
	b.ReportMetric(float64(rfcCPU)/lines, "rfc3986-cpu-ns/line")
	b.ReportMetric(float64(webCPU)/lines, "whatwg-cpu-ns/line")
	b.ReportMetric(float64(webCPU)/float64(rfcCPU), "whatwg/rfc3986")
}
