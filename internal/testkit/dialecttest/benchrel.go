package dialecttest

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
)

// BenchRelativize benchmarks relativizing against resolving on the same
// pairs in the same run: for each pair of examples and of the mix whose
// reference d resolves, the target is that resolution, and
//
//	BenchmarkDialect/Relativize/SET/impl=resolve     ResolveText(base, ref), as BenchResolve's impl=NAME
//	BenchmarkDialect/Relativize/SET/impl=relativize  Relativize(base, target)
//
// with the bases parsed in advance. One op is one pair; the issue's
// target is relativize within 3x of resolve (benchstat -col /impl).
func BenchRelativize(b *testing.B, d dialect.Dialect, examples []benchmix.Pair) {
	rz := d.(dialect.Relativizer)
	for _, set := range []struct {
		name  string
		pairs []benchmix.Pair
	}{{"examples", examples}, {"mix", Mix()}} {
		ps := prepare(b, d, set.pairs)
		bases := ps.dialectBases(b, d)
		// Keep the pairs that resolve; their targets, in order.
		var pairs []benchPair
		var targets []string
		for _, p := range ps.pairs {
			var t dialect.Reference
			if dialect.ResolveText(d, &t, &bases[p.base], p.ref) == nil {
				pairs = append(pairs, p)
				targets = append(targets, t.Source())
			}
		}
		b.Run(set.name+"/impl=resolve", func(b *testing.B) {
			b.ReportAllocs()
			done := measure(b)
			i := 0
			var t dialect.Reference
			for b.Loop() {
				p := &pairs[i]
				if i++; i == len(pairs) {
					i = 0
				}
				dialect.ResolveText(d, &t, &bases[p.base], p.ref)
				Sink = t.Source()
			}
			done()
		})
		b.Run(set.name+"/impl=relativize", func(b *testing.B) {
			b.ReportAllocs()
			done := measure(b)
			i := 0
			for b.Loop() {
				p := &pairs[i]
				target := targets[i]
				if i++; i == len(pairs) {
					i = 0
				}
				Sink, _ = rz.Relativize(&bases[p.base], target)
			}
			done()
		})
	}
}
