package fit

import (
	"net/url"
	"testing"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
)

// benchObservations returns n observations of the benchmarks' mix of
// pairs (http, https and ftp bases), answered as rfc3986 answers them.
func benchObservations(b *testing.B, n int) []Observation {
	b.Helper()
	c, err := engine.ParseConfig("rfc3986")
	if err != nil {
		b.Fatal(err)
	}
	pairs := benchmix.Mix(n, 17)
	obs := make([]Observation, len(pairs))
	for i, p := range pairs {
		o := Observation{Line: i + 1, Base: p.Base, Ref: p.Ref}
		t, err := Answer(c, o)
		o.Observed, o.Rejected = t, err != nil
		obs[i] = o
	}
	return obs
}

// BenchmarkFit fits 10,000 observations against the whole configuration
// space for their schemes, and reports the time per 1,000 configurations
// (the bound: under one second), wall and CPU. net-url-per-config is the same
// work for one configuration done by net/url: parse each base, resolve
// each reference, compare with the observed answer.
func BenchmarkFit(b *testing.B) {
	obs := benchObservations(b, 10000)
	b.Run("space", func(b *testing.B) {
		var configs int
		b.ReportAllocs()
		cpu0, cpuOK := cputime.Nanos()
		for b.Loop() {
			res := Fit(obs, Options{})
			configs = len(res.Configs)
		}
		b.ReportMetric(float64(configs), "configs")
		perOp := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
		b.ReportMetric(perOp/float64(configs)*1000/1e9, "s/1000configs")
		// CPU time, which does not grow when other processes take the
		// cores: the steadier figure on a shared machine.
		if cpu1, ok := cputime.Nanos(); ok && cpuOK {
			b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/float64(configs)*1000/1e9, "cpu-s/1000configs")
		}
		b.ReportMetric(perOp/float64(configs)/float64(len(obs)), "ns/config-observation")
	})
	b.Run("net-url-per-config", func(b *testing.B) {
		for b.Loop() {
			hits := 0
			var lastBase string
			var base *url.URL
			var baseErr error
			for i := range obs {
				o := &obs[i]
				if base == nil || o.Base != lastBase {
					lastBase = o.Base
					base, baseErr = url.Parse(o.Base)
				}
				if baseErr != nil {
					continue
				}
				r, err := url.Parse(o.Ref)
				if err != nil {
					continue
				}
				if base.ResolveReference(r).String() == o.Observed {
					hits++
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(obs)), "ns/resolution")
	})
}
