package rfc1630

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzRFC1630 runs the shared checks (dialecttest.FuzzWith) under Default
// and under samescheme=absolute, with RFC 1630's own properties:
//
//   - An absolute reference with another scheme than the context's is
//     itself: "If the scheme parts are different, the whole absolute URI
//     must be given" ("Partial (relative) form"); under samescheme=absolute
//     so is one with the same scheme, kept "as written".
//   - Under samescheme=absolute resolving is idempotent: a result has the
//     context's scheme or the reference's, before any slash, so it is
//     absolute and resolves to itself. Under Default it is not, for the
//     same-scheme result is a partial form again: "g" in magic:x/y gives
//     magic:x/g, which gives magic:x/x/g.
//   - A result of valid inputs is valid, except where step 4 gives a path
//     starting with "//" in a context without a host part (".//h" in
//     magic:/g gives magic://h), which the package doc says reads back as a
//     host part; that host part need not be a valid "hostport".
func FuzzRFC1630(f *testing.F) {
	absolute := New(WithSameScheme(dialect.SameSchemeAbsolute))
	dialecttest.FuzzWith(f, Default, dialecttest.Props{
		Also: []dialect.Dialect{absolute},
		Itself: func(d dialect.Dialect, base, ref dialect.Reference) bool {
			rs, ok := ref.Get(dialect.Scheme)
			bs, bok := base.Get(dialect.Scheme)
			return ok && bok && (rs != bs || d.(*Dialect).opts.sameSchemeAbsolute)
		},
		Idempotent: func(d dialect.Dialect, base dialect.Reference) bool {
			return d.(*Dialect).opts.sameSchemeAbsolute && base.Has(dialect.Scheme)
		},
		InvalidResult: func(_ dialect.Dialect, base, ref, res dialect.Reference) bool {
			return res.Has(dialect.Authority) && !base.Has(dialect.Authority) && !ref.Has(dialect.Authority)
		},
	}, "testdata/resolve.txt", "testdata/resolve_own.txt",
		"testdata/parse.txt", "testdata/validate.txt")
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
			d := kind.New(o)
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
