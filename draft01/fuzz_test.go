package draft01

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

var tables = []string{"testdata/resolve.txt", "testdata/resolve-own.txt"}

// FuzzDraft01 runs the shared checks (dialecttest.FuzzWith) under Default
// and under fragments=none, with the draft's own properties:
//
//   - An absolute URL is itself, by Section 4: "Step 2: If the base URL is
//     the empty string (unknown), the embedded URL is interpreted as an
//     absolute URL and we are done", and step 3a: "If the embedded URL
//     starts with a scheme name, it is interpreted as an absolute URL and
//     we are done."
//   - Resolving is idempotent against an empty base or one with a scheme:
//     the result then is the embedded URL (step 2) or has a scheme, the
//     base's or its own, and so is itself by step 3a.
//   - A result of valid inputs is valid (no exception).
func FuzzDraft01(f *testing.F) {
	absolute := func(_ dialect.Dialect, base, ref dialect.Reference) bool {
		return base.String() == "" || ref.Has(dialect.Scheme)
	}
	dialecttest.FuzzWith(f, Default, dialecttest.Props{
		Itself: absolute,
		Idempotent: func(_ dialect.Dialect, base dialect.Reference) bool {
			return base.String() == "" || base.Has(dialect.Scheme)
		},
	}, tables[0], tables[1], "testdata/parse.txt", "testdata/validate.txt")
}

// FuzzResolve checks invariants of the draft's algorithm for any base
// and reference: no panic; a result whose String is its recomposition;
// a reference with a scheme, or an empty base, gives the reference back
// (steps 2 and 3a); the trace ends with the result; a result of valid
// inputs is valid; Validate reports positioned violations in order.
func FuzzResolve(f *testing.F) {
	seeds, err := dialecttest.Seeds(tables...)
	if err != nil {
		f.Fatal(err)
	}
	for i, s := range seeds {
		f.Add(seeds[(i*7)%len(seeds)], s)
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, d := range []*Dialect{Default, New(WithFragments(NoFragments), WithUndeclared(UsesNetloc|UsesQuery))} {
			b, _ := d.Parse(base)
			r, _ := d.ParseIn(b, ref)
			if got := dialect.Recompose(r); got != ref {
				t.Fatalf("Recompose(ParseIn(%q, %q)) = %q", base, ref, got)
			}
			res, err := d.Resolve(b, r)
			if err != nil {
				t.Fatalf("Resolve(%q, %q): %v", base, ref, err)
			}
			out := res.String()
			if rc := dialect.Recompose(res); rc != out {
				t.Fatalf("Resolve(%q, %q): String %q, Recompose %q", base, ref, out, rc)
			}
			if (base == "" || r.Has(dialect.Scheme)) && out != ref {
				t.Fatalf("Resolve(%q, %q) = %q, want the reference", base, ref, out)
			}
			var last dialect.Step
			if _, err := d.ResolveTrace(b, r, func(s dialect.Step) { last = s }); err != nil || last.State != out {
				t.Fatalf("ResolveTrace(%q, %q) ends with %v, want %q", base, ref, last, out)
			}
			if d.Validate(base) == nil && d.Validate(ref) == nil {
				if err := d.Validate(out); err != nil {
					t.Fatalf("Resolve(%q, %q) = %q, invalid: %v", base, ref, out, err)
				}
			}
			prev := -1
			for _, v := range dialect.Violations(d.Validate(ref)) {
				if v.Offset < prev || v.Offset < 0 || v.Offset+v.Len > len(ref) || v.Len < 1 {
					t.Fatalf("Validate(%q): violation %v out of order or range", ref, v)
				}
				prev = v.Offset
			}
		}
	})
}
