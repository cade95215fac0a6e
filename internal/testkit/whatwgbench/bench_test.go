package whatwgbench

import (
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
	"github.com/uridialect/uridialect/internal/testkit/cputime"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

var sink string

// BenchmarkResolve runs the library mix (internal/testkit/benchmix, the pairs
// every dialect's benchmarks resolve) through whatwg, net/url and
// nlnwa/whatwg-url in one run: dialecttest.BenchResolve gives
// mix/impl=whatwg (ResolveText, the batch's way), mix/impl=whatwg-values
// and mix/impl=net-url; mix/impl=nlnwa-whatwg-url parses each reference
// against its base, parsed in advance, and serializes the result, as
// (*url.Url).Parse and Href do. One op is one pair.
func BenchmarkResolve(b *testing.B) {
	dialecttest.BenchResolve(b, whatwg.Default, dialecttest.Examples(b, "../../../whatwg/testdata/examples.txt"))
	pairs := usable(b, dialecttest.Mix())
	b.Run("mix/impl=nlnwa-whatwg-url", func(b *testing.B) {
		bases := make([]*nlnwa.Url, len(pairs))
		for i, p := range pairs {
			u, err := nlnwa.Parse(p.Base)
			if err != nil {
				b.Fatal(err)
			}
			bases[i] = u
		}
		b.ReportAllocs()
		cpu, ok := cputime.Nanos()
		i := 0
		for b.Loop() {
			u, err := bases[i].Parse(pairs[i].Ref)
			if err == nil {
				sink = u.Href(false)
			}
			if i++; i == len(pairs) {
				i = 0
			}
		}
		if now, ok2 := cputime.Nanos(); ok && ok2 {
			b.ReportMetric(float64(now-cpu)/float64(b.N), "cpu-ns/op")
		}
	})
}

// BenchmarkParse parses each reference of the mix with whatwg's Parse (a
// split that recognises a serialization) and net/url, and each absolute
// URL of the mix with nlnwa/whatwg-url (which has no parse without a
// base for a relative reference).
func BenchmarkParse(b *testing.B) {
	dialecttest.BenchParse(b, whatwg.Default, dialecttest.Examples(b, "../../../whatwg/testdata/examples.txt"))
	pairs := usable(b, dialecttest.Mix())
	b.Run("mix-bases/impl=nlnwa-whatwg-url", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			u, err := nlnwa.Parse(pairs[i].Base)
			if err == nil {
				sink = u.Href(false)
			}
			if i++; i == len(pairs) {
				i = 0
			}
		}
	})
	b.Run("mix-bases/impl=whatwg", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		var t, none dialect.Reference
		for b.Loop() {
			if whatwg.Default.ResolveText(&t, &none, pairs[i].Base) == nil {
				sink = t.Source()
			}
			if i++; i == len(pairs) {
				i = 0
			}
		}
	})
}

// usable returns the pairs of the mix both implementations resolve.
func usable(b *testing.B, mix []benchmix.Pair) []benchmix.Pair {
	var out []benchmix.Pair
	for _, p := range mix {
		if _, err := dialect.ResolveString(whatwg.Default, p.Base, p.Ref); err != nil {
			continue
		}
		if _, err := nlnwa.ParseRef(p.Base, p.Ref); err != nil {
			continue
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		b.Fatal("no pair of the mix resolves")
	}
	return out
}

// TestPeerAgrees checks that on the mix nlnwa/whatwg-url and whatwg give
// the same results, so that the benchmarks compare the same work.
func TestPeerAgrees(t *testing.T) {
	differ := 0
	for _, p := range dialecttest.Mix() {
		ours, err := dialect.ResolveString(whatwg.Default, p.Base, p.Ref)
		if err != nil {
			t.Errorf("%q against %q: %v", p.Ref, p.Base, err)
			continue
		}
		theirs, err := nlnwa.ParseRef(p.Base, p.Ref)
		if err != nil || theirs.Href(false) != ours {
			differ++
			if differ < 5 {
				t.Errorf("%q against %q: whatwg %q, nlnwa/whatwg-url %v (%v)", p.Ref, p.Base, ours, theirs, err)
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d pairs differ", differ)
	}
}
