package engine

import (
	"bufio"
	"io"
	"net/url"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/benchmix"
)

// batchMix is the batch benchmarks' input: 100,000 lines of the realistic
// mix.
var batchMix = benchmix.TSV(benchmix.Mix(100_000, 1))

// BenchmarkBatch runs a whole batch of the mix per op through each dialect.
func BenchmarkBatch(b *testing.B) {
	for _, d := range All() {
		b.Run(d.Name(), func(b *testing.B) {
			b.SetBytes(int64(len(batchMix)))
			for b.Loop() {
				if _, err := (&Batch{Dialect: d}).Run(strings.NewReader(batchMix), io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkBatchNetURL is the same work as a plain bufio loop over net/url:
// read a line, split it at the TAB, parse the base (once per run of equal
// bases) and the reference, ResolveReference, write the line out.
func BenchmarkBatchNetURL(b *testing.B) {
	b.SetBytes(int64(len(batchMix)))
	for b.Loop() {
		if err := netURLBatch(strings.NewReader(batchMix), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

func netURLBatch(r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), DefaultMaxLine)
	bw := bufio.NewWriterSize(w, 64<<10)
	var (
		lastBase string
		base     *url.URL
		baseErr  error
	)
	for sc.Scan() {
		line := sc.Text()
		b, ref, _ := strings.Cut(line, "\t")
		if b != lastBase || base == nil {
			lastBase = b
			base, baseErr = url.Parse(b)
		}
		result, errText := "", ""
		if baseErr != nil {
			errText = baseErr.Error()
		} else if u, err := url.Parse(ref); err != nil {
			errText = err.Error()
		} else {
			result = base.ResolveReference(u).String()
		}
		bw.WriteString(line)
		bw.WriteByte('\t')
		bw.WriteString(result)
		bw.WriteByte('\t')
		bw.WriteString(errText)
		bw.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return bw.Flush()
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
