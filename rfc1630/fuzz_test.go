package rfc1630

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

func FuzzRFC1630(f *testing.F) {
	dialecttest.Fuzz(f, Default, "../testdata/rfc1630/resolve.txt", "../testdata/rfc1630/resolve_own.txt")
}

// FuzzInvariants checks, for any context and reference, properties that
// hold under every setting: Validate never panics and reports violations in
// order and within the input; a resolution either fails because the context
// is not absolute or gives a result whose scheme is the context's or the
// reference's and that carries exactly the reference's fragment-id.
func FuzzInvariants(f *testing.F) {
	f.Add("magic://a/b/c//d/e/f", "../g#s")
	f.Add("magic://a/b/c//d/e/f", "")
	f.Add("a:b?x++y#%zz", "//h:p@q/../.")
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, s := range []string{base, ref} {
			last := -1
			for _, pe := range dialect.Violations(Default.Validate(s)) {
				if pe.Offset < last || pe.Offset < 0 || pe.Offset+pe.Len > len(s) {
					t.Fatalf("Validate(%q): bad violation %+v", s, pe)
				}
				last = pe.Offset
			}
		}
		for _, o := range allOptions() {
			d := &Dialect{opts: o}
			got, err := dialect.ResolveString(d, base, ref)
			b, _ := d.Parse(base)
			if !b.Has(dialect.Scheme) {
				if err == nil {
					t.Fatalf("%v: Resolve(%q, %q) = %q, want an error", d, base, ref, got)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%v: Resolve(%q, %q): %v", d, base, ref, err)
			}
			res := parse(got)
			r := parse(ref)
			bs, rs := b.Value(dialect.Scheme), r.Value(dialect.Scheme)
			if s := res.Value(dialect.Scheme); s != bs && s != rs {
				t.Fatalf("%v: Resolve(%q, %q) = %q: scheme %q is neither", d, base, ref, got, s)
			}
			rf, rok := r.Get(dialect.Fragment)
			gf, gok := res.Get(dialect.Fragment)
			if rok != gok || rf != gf {
				t.Fatalf("%v: Resolve(%q, %q) = %q: fragment-id not the reference's", d, base, ref, got)
			}
			if strings.Count(got, "#") > strings.Count(ref, "#")+strings.Count(base, "#") {
				t.Fatalf("%v: Resolve(%q, %q) = %q: stray #", d, base, ref, got)
			}
		}
	})
}
