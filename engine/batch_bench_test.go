package engine

import (
	"io"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/benchmix"
)

// batchMix is the batch benchmarks' input: batchLines lines of the
// realistic mix.
var batchMix = benchmix.TSV(benchmix.Mix(batchLines, 1))

const batchLines = 100_000

// BenchmarkBatch runs a whole batch of the mix per op through each
// dialect, and through netURLBatch, a plain bufio loop over net/url, in
// the same run: compare them with benchstat -col /impl. The batch uses
// every core; the loop one.
func BenchmarkBatch(b *testing.B) {
	run := func(b *testing.B, batch func() error) {
		b.SetBytes(int64(len(batchMix)))
		for b.Loop() {
			if err := batch(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(batchLines), "ns/line")
	}
	b.Run("impl=net-url", func(b *testing.B) {
		run(b, func() error { return netURLBatch(strings.NewReader(batchMix), io.Discard) })
	})
	for _, d := range All() {
		b.Run("impl="+d.Name(), func(b *testing.B) {
			run(b, func() error {
				_, err := (&Batch{Dialect: d}).Run(strings.NewReader(batchMix), io.Discard)
				return err
			})
		})
		// The command line's batch: the same with the warning field.
		b.Run("impl="+d.Name()+"-warnings", func(b *testing.B) {
			run(b, func() error {
				_, err := (&Batch{Dialect: d, Warnings: true}).Run(strings.NewReader(batchMix), io.Discard)
				return err
			})
		})
	}
}

// netURLBatch is benchmix.NetURLBatch with the batch's default line limit.
func netURLBatch(r io.Reader, w io.Writer) error {
	return benchmix.NetURLBatch(r, w, DefaultMaxLine)
}

// TestBatchMixMatchesNetURL checks that on the benchmark mix, which holds
// none of net/url's known departures from RFC 3986, the rfc3986 batch
// gives net/url's results line for line: the benchmarks compare equal work.
func TestBatchMixMatchesNetURL(t *testing.T) {
	in := benchmix.TSV(benchmix.Mix(20_000, 1))
	d, _ := Lookup("rfc3986")
	var ours, theirs strings.Builder
	if _, err := (&Batch{Dialect: d}).Run(strings.NewReader(in), &ours); err != nil {
		t.Fatal(err)
	}
	if err := netURLBatch(strings.NewReader(in), &theirs); err != nil {
		t.Fatal(err)
	}
	a, b := strings.Split(ours.String(), "\n"), strings.Split(theirs.String(), "\n")
	if len(a) != len(b) {
		t.Fatalf("%d lines, net/url %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("line %d:\nours    %q\nnet/url %q", i+1, a[i], b[i])
		}
	}
}
