package heritrix_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestBatchResolver checks that the resolver of a batch, which keeps the
// page's UURI while the base repeats, answers as ResolveText does: over
// generated pairs, each base serving three references (the first, the
// next pair's and the one before's, so that a base that failed serves
// again), and over the benchmark's mix, whose bases repeat in runs.
func TestBatchResolver(t *testing.T) {
	gen := dialecttest.Generate(5000, 43)
	var pairs []dialecttest.Pair
	for i, p := range gen {
		pairs = append(pairs, p, dialecttest.Pair{Base: p.Base, Ref: gen[(i+1)%len(gen)].Ref},
			dialecttest.Pair{Base: p.Base, Ref: gen[max(i-1, 0)].Ref})
	}
	for _, p := range dialecttest.Mix() {
		pairs = append(pairs, dialecttest.Pair{Base: p.Base, Ref: p.Ref})
	}
	for _, d := range []*heritrix.Dialect{heritrix.Default, heritrix.New(heritrix.WithVersion(heritrix.Version1))} {
		sr := dialect.NewStringResolver(d)
		resolved, failed := 0, 0
		for _, p := range pairs {
			base, err := d.Parse(p.Base)
			if err != nil {
				continue
			}
			var want dialect.Reference
			wantErr := d.ResolveText(&want, &base, p.Ref)
			got, err := sr.ResolveToString(&base, p.Ref)
			switch {
			case (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error():
				t.Errorf("%v: %q against %q: ResolveToString's error %v, ResolveText's %v", d, p.Ref, p.Base, err, wantErr)
			case err == nil && got != want.Source():
				t.Errorf("%v: %q against %q: ResolveToString %q, ResolveText %q", d, p.Ref, p.Base, got, want.Source())
			case err == nil:
				resolved++
			default:
				failed++
			}
		}
		t.Logf("%v: %d resolved, %d URIException", d, resolved, failed)
		if resolved < len(pairs)/2 || failed < 100 {
			t.Errorf("%v: %d resolved, %d failed of %d: the pairs miss a kind", d, resolved, failed, len(pairs))
		}
	}
}

// TestTraceKept checks that the states a trace reports stay as they were
// when more links are resolved: the resolution writes what it makes in a
// buffer that the next one reuses, and a tracer keeps the steps.
func TestTraceKept(t *testing.T) {
	d := heritrix.Default
	trace := func(base, ref string) ([]dialect.Step, error) {
		b, _ := d.Parse(base)
		r, _ := d.Parse(ref)
		var steps []dialect.Step
		_, err := d.ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) })
		return steps, err
	}
	kept, err := trace("HTTP://A/b/c/d;p?q", " ../g:0080/x y?q#f")
	if err != nil || len(kept) < 4 {
		t.Fatalf("%d steps (%v), want one for the page, the fix-ups, the resolution and normalize", len(kept), err)
	}
	var states []string
	for _, s := range kept {
		states = append(states, strings.Clone(s.State))
	}
	for _, p := range dialecttest.Generate(200, 7) {
		_, _ = trace(p.Base, p.Ref)
		_, _ = dialect.ResolveString(d, p.Base, p.Ref)
	}
	for i, s := range kept {
		if s.State != states[i] {
			t.Errorf("step %d: %q, then %q", i, states[i], s.State)
		}
	}
}
