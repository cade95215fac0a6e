package dialecttest

import (
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
)

// The benchmarks every dialect runs ([Benchmarks], under its package's
// BenchmarkDialect), each paired in the same function with net/url doing
// the same work on the same inputs, so that one run compares the two:
//
//	BenchmarkDialect/Resolve/examples/impl=NAME         the published examples
//	BenchmarkDialect/Resolve/examples/impl=NAME-values
//	BenchmarkDialect/Resolve/examples/impl=net-url
//	BenchmarkDialect/Resolve/mix/impl=NAME              the realistic mix (package benchmix)
//	BenchmarkDialect/Resolve/mix/impl=NAME-values
//	BenchmarkDialect/Resolve/mix/impl=net-url
//	BenchmarkDialect/Parse/...                     the same sets, parsing only
//	BenchmarkDialect/Linear/SHAPE/SIZE             long inputs, reported in ns/B
//
// One op is one pair (or, for Parse, one reference): the loop walks the
// set one pair per iteration, so ns/op and allocs/op are per pair. The
// sub-benchmark key impl lets benchstat put the two side by side:
//
//	benchstat -col /impl new.txt

// MixSize is the number of pairs of the benchmark mix: enough for every
// kind of reference and many bases, few enough to stay in cache, so that
// the benchmarks measure resolving rather than memory.
const MixSize = 8192

// MixSeed is the seed of the benchmark mix.
const MixSeed = 1

// Mix returns the benchmark mix, the same for every dialect.
func Mix() []benchmix.Pair { return benchmix.Mix(MixSize, MixSeed) }

// Examples returns the published examples of the resolution tables at
// paths as pairs: every case with no options that resolves without error.
func Examples(tb testing.TB, paths ...string) []benchmix.Pair {
	tb.Helper()
	var out []benchmix.Pair
	for _, p := range paths {
		cases, err := ReadCases(p)
		if err != nil {
			tb.Fatal(err)
		}
		for _, c := range cases {
			if c.Options == nil && !c.WantErr {
				out = append(out, benchmix.Pair{Base: c.Base, Ref: c.Ref})
			}
		}
	}
	if len(out) == 0 {
		tb.Fatalf("no examples in %v", paths)
	}
	return out
}

// benchPair is one pair of a benchmark set: the reference's text and the
// index of its base among the set's distinct bases.
type benchPair struct {
	ref  string
	base int
}

// benchSet is a set of pairs ready to run: the references and the texts
// of their bases, each base once per run of pairs that share it. Each
// implementation parses the bases itself, before its loop, and keeps
// only its own: a benchmark of one carries neither the other's parsed
// values nor their cost to the garbage collector, as a program that uses
// one would not.
type benchSet struct {
	pairs []benchPair
	bases []string
}

// prepare keeps the pairs of pairs whose base d and net/url both parse,
// and whose reference both parse in its context, so that both do the
// same work.
//
// The texts are copied, in order, into one string, as a batch reads its
// lines into one buffer: the loop then walks memory in order, and
// neither implementation pays for texts scattered over the heap.
func prepare(b *testing.B, d dialect.Dialect, pairs []benchmix.Pair) benchSet {
	b.Helper()
	var arena strings.Builder
	for _, p := range pairs {
		arena.WriteString(p.Base)
		arena.WriteString(p.Ref)
	}
	text, at := arena.String(), 0
	var set benchSet
	for _, p := range pairs {
		p.Base, at = text[at:at+len(p.Base)], at+len(p.Base)
		p.Ref, at = text[at:at+len(p.Ref)], at+len(p.Ref)
		bd, err := d.Parse(p.Base)
		if err != nil {
			continue
		}
		if _, err := url.Parse(p.Base); err != nil {
			continue
		}
		if _, err := dialect.ParseIn(d, bd, p.Ref); err != nil {
			continue
		}
		if _, err := url.Parse(p.Ref); err != nil {
			continue
		}
		if n := len(set.bases); n == 0 || set.bases[n-1] != p.Base {
			set.bases = append(set.bases, p.Base)
		}
		set.pairs = append(set.pairs, benchPair{p.Ref, len(set.bases) - 1})
	}
	if len(set.pairs) == 0 {
		b.Fatal("no pair that both parse")
	}
	return set
}

// dialectBases parses the bases of set with d.
func (set *benchSet) dialectBases(b *testing.B, d dialect.Dialect) []dialect.Reference {
	out := make([]dialect.Reference, len(set.bases))
	for i, s := range set.bases {
		var err error
		if out[i], err = d.Parse(s); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// urlBases parses the bases of set with net/url.
func (set *benchSet) urlBases(b *testing.B) []*url.URL {
	out := make([]*url.URL, len(set.bases))
	for i, s := range set.bases {
		var err error
		if out[i], err = url.Parse(s); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

// measure returns a function to call after the benchmark loop that
// reports two more figures per op:
//
//   - exact-allocs/op, allocations per op as a fraction: the framework's
//     allocs/op is truncated to an integer, which shows a resolution that
//     allocates for 9 pairs in 10 (the others return a reference as it
//     is) as 0;
//   - cpu-ns/op, the CPU time the process used (garbage collection
//     included), which unlike ns/op does not grow when other processes
//     take the CPU: on a busy machine it is the steadier figure.
func measure(b *testing.B) (done func()) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	mallocs := m.Mallocs
	cpu, cpuOK := cputime.Nanos()
	return func() {
		if now, ok := cputime.Nanos(); ok && cpuOK {
			b.ReportMetric(float64(now-cpu)/float64(b.N), "cpu-ns/op")
		}
		runtime.ReadMemStats(&m)
		b.ReportMetric(float64(m.Mallocs-mallocs)/float64(b.N), "exact-allocs/op")
	}
}

// Sink keeps the benchmarks' results alive, so that no loop is optimised
// away; it is exported so that a result that is only ever stored still
// counts as used.
var Sink string

// BenchResolve benchmarks resolving each pair of examples and of the mix
// with d, and with net/url: parse the reference, resolve it against the
// base parsed in advance, and build the result's text. One op is one pair.
//
// d does it two ways. impl=NAME is the batch's way, one call of
// [dialect.ResolveText] per pair into a target reused from pair to pair
// (TextResolver asked once, as a caller that knows its dialect does),
// whose text is its Source.
// impl=NAME-values is the value API, ParseIn (with the dialect's own
// ParseIn if it is a [dialect.ContextParser], else Parse) and then
// Resolve, each taking and returning Reference values. net/url parses the
// reference with url.Parse and resolves it with ResolveReference, as its
// URL.Parse method does.
func BenchResolve(b *testing.B, d dialect.Dialect, examples []benchmix.Pair) {
	cp, _ := d.(dialect.ContextParser)
	tr, _ := d.(dialect.TextResolver)
	for _, set := range []struct {
		name  string
		pairs []benchmix.Pair
	}{{"examples", examples}, {"mix", Mix()}} {
		ps := prepare(b, d, set.pairs)
		b.Run(set.name+"/impl=net-url", func(b *testing.B) {
			bases := ps.urlBases(b)
			b.ReportAllocs()
			done := measure(b)
			i := 0
			for b.Loop() {
				p := &ps.pairs[i]
				if i++; i == len(ps.pairs) {
					i = 0
				}
				u, _ := url.Parse(p.ref)
				Sink = bases[p.base].ResolveReference(u).String()
			}
			done()
		})
		b.Run(set.name+"/impl="+d.Name(), func(b *testing.B) {
			bases := ps.dialectBases(b, d)
			b.ReportAllocs()
			done := measure(b)
			i := 0
			var t dialect.Reference
			for b.Loop() {
				p := &ps.pairs[i]
				if i++; i == len(ps.pairs) {
					i = 0
				}
				if tr != nil {
					tr.ResolveText(&t, &bases[p.base], p.ref)
				} else {
					dialect.ResolveText(d, &t, &bases[p.base], p.ref)
				}
				Sink = t.Source() // a result's text is its source
			}
			done()
		})
		b.Run(set.name+"/impl="+d.Name()+"-values", func(b *testing.B) {
			bases := ps.dialectBases(b, d)
			b.ReportAllocs()
			done := measure(b)
			i := 0
			for b.Loop() {
				p := &ps.pairs[i]
				if i++; i == len(ps.pairs) {
					i = 0
				}
				var r dialect.Reference
				if cp != nil {
					r, _ = cp.ParseIn(bases[p.base], p.ref)
				} else {
					r, _ = d.Parse(p.ref)
				}
				res, _ := d.Resolve(bases[p.base], r)
				Sink = res.String()
			}
			done()
		})
	}
}

// BenchParse benchmarks parsing the reference of each pair of examples and
// of the mix (in its base's context, for a dialect that needs one) with d,
// and with net/url's url.Parse. One op is one reference.
func BenchParse(b *testing.B, d dialect.Dialect, examples []benchmix.Pair) {
	cp, _ := d.(dialect.ContextParser)
	for _, set := range []struct {
		name  string
		pairs []benchmix.Pair
	}{{"examples", examples}, {"mix", Mix()}} {
		ps := prepare(b, d, set.pairs)
		b.Run(set.name+"/impl=net-url", func(b *testing.B) {
			b.ReportAllocs()
			done := measure(b)
			i := 0
			for b.Loop() {
				p := &ps.pairs[i]
				if i++; i == len(ps.pairs) {
					i = 0
				}
				u, _ := url.Parse(p.ref)
				Sink = u.Path
			}
			done()
		})
		b.Run(set.name+"/impl="+d.Name(), func(b *testing.B) {
			bases := ps.dialectBases(b, d)
			b.ReportAllocs()
			done := measure(b)
			i := 0
			for b.Loop() {
				p := &ps.pairs[i]
				if i++; i == len(ps.pairs) {
					i = 0
				}
				var r dialect.Reference
				if cp != nil {
					r, _ = cp.ParseIn(bases[p.base], p.ref)
				} else {
					r, _ = d.Parse(p.ref)
				}
				Sink = r.Source()
			}
			done()
		})
	}
}

// A Shape is a family of long inputs for the linear-time benchmarks: Make
// returns a base and a reference of about n bytes together.
type Shape struct {
	Name string
	Make func(n int) (base, ref string)
}

// Shapes are the long inputs every dialect is benchmarked on: the patterns
// whose naive, rewrite-until-done removal is quadratic.
var Shapes = []Shape{
	// "a/../" repeated: every segment removed by the next.
	{"dotdot", func(n int) (string, string) {
		const base = "http://a/b/c/d;p?q"
		return base, strings.Repeat("a/../", (n-len(base))/5) + "g"
	}},
	// A deep path, then a long run of "../" that removes it all and goes
	// on above the root.
	{"parents", func(n int) (string, string) {
		const base = "http://a/b/c/d;p?q"
		k := (n - len(base)) / 8
		return base, strings.Repeat("a/", k) + strings.Repeat("../", 2*k) + "g"
	}},
	// Long runs of slashes in the base and the reference (RFC 1630's
	// leading-slashes rule counts them), and void segments with "..".
	{"slashes", func(n int) (string, string) {
		k := n / 8
		base := "http://a/b" + strings.Repeat("/", k) + "c/" + strings.Repeat("/", k) + "d"
		return base, "x" + strings.Repeat("/", k) + strings.Repeat("../", k/3) + strings.Repeat("/", k) + "g"
	}},
}

// LinearSizes are the input sizes of the linear-time benchmarks.
var LinearSizes = []struct {
	Name string
	N    int
}{{"1KB", 1 << 10}, {"100KB", 100 << 10}, {"1MB", 1 << 20}}

// BenchLinear benchmarks d on every shape at every size, parsing the
// reference and resolving it against the base parsed in advance, and
// reports the time per input byte (ns/B): constant across the sizes if,
// and only if, the time is linear in the input's length.
func BenchLinear(b *testing.B, d dialect.Dialect, shapes ...Shape) {
	cp, _ := d.(dialect.ContextParser)
	for _, sh := range shapes {
		for _, sz := range LinearSizes {
			base, ref := sh.Make(sz.N)
			bd, err := d.Parse(base)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := dialect.ResolveString(d, base, ref); err != nil {
				b.Fatalf("%s/%s: %v", sh.Name, sz.Name, err)
			}
			b.Run(sh.Name+"/"+sz.Name, func(b *testing.B) {
				for b.Loop() {
					var r dialect.Reference
					if cp != nil {
						r, _ = cp.ParseIn(bd, ref)
					} else {
						r, _ = d.Parse(ref)
					}
					res, _ := d.Resolve(bd, r)
					Sink = res.String()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(base)+len(ref)), "ns/B")
			})
		}
	}
}
