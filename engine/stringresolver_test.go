package engine

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/benchmix"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestStringResolvers checks, for every dialect, that the StringResolver
// a batch's worker resolves with (dialect.NewStringResolver: a buffer of
// its own, written over by each call, for most) gives ResolveText's
// result and error, pair after pair against changing bases: the benchmark
// mix and the generated pairs rich in the clients' shapes, each result
// read before the next call.
func TestStringResolvers(t *testing.T) {
	type pair struct{ base, ref string }
	var pairs []pair
	for _, p := range benchmix.Mix(4000, 7) {
		pairs = append(pairs, pair{p.Base, p.Ref})
	}
	for _, p := range dialecttest.Generate(4000, 7) {
		pairs = append(pairs, pair{p.Base, p.Ref})
	}
	for _, d := range All() {
		sr := dialect.NewStringResolver(d)
		checked := 0
		for _, p := range pairs {
			base, err := d.Parse(p.base)
			if err != nil {
				continue
			}
			var want dialect.Reference
			wantErr := dialect.ResolveText(d, &want, &base, p.ref)
			got, err := sr.ResolveToString(&base, p.ref)
			switch {
			case (err == nil) != (wantErr == nil):
				t.Fatalf("%s: %q against %q: ResolveToString %q (%v), ResolveText %q (%v)", d.Name(), p.ref, p.base, got, err, want.Source(), wantErr)
			case err != nil && err.Error() != wantErr.Error():
				t.Fatalf("%s: %q against %q: error %v, want %v", d.Name(), p.ref, p.base, err, wantErr)
			case err == nil && got != want.Source():
				t.Fatalf("%s: %q against %q: ResolveToString %q, ResolveText %q", d.Name(), p.ref, p.base, got, want.Source())
			}
			checked++
		}
		if checked < len(pairs)/2 {
			t.Errorf("%s: %d pairs checked of %d", d.Name(), checked, len(pairs))
		}
	}
}
