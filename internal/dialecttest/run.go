package dialecttest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// Configure applies opts to d by name, as the command line's -o does.
func Configure(d dialect.Dialect, opts []Option) (dialect.Dialect, error) {
	for _, o := range opts {
		c, ok := d.(dialect.Configurable)
		if !ok {
			return nil, fmt.Errorf("%s has no options", d.Name())
		}
		var err error
		if d, err = c.With(o.Key, o.Value); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// RunFile runs every case of the resolution table at path through d
// (configured with each case's options) and reports each divergence.
func RunFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		if !c.WantErr && !strings.HasPrefix(c.Expect, `"`) {
			t.Fatalf("%s: result must be Go-quoted or the word error, got %s", c.where(), c.Expect)
		}
		got, err := dialect.ResolveString(dd, c.Base, c.Ref)
		switch {
		case c.WantErr && err == nil:
			t.Errorf("%s: %v: Resolve(%q, %q) = %q, want an error", c.where(), dd, c.Base, c.Ref, got)
		case !c.WantErr && err != nil:
			t.Errorf("%s: %v: Resolve(%q, %q) failed: %v\nwant %q", c.where(), dd, c.Base, c.Ref, err, c.Want)
		case !c.WantErr && got != c.Want:
			t.Errorf("%s: %v: Resolve(%q, %q)\ngot  %q\nwant %q", c.where(), dd, c.Base, c.Ref, got, c.Want)
		}
	})
}

// runCases runs check on every case of the table at path, each as a
// subtest, with d configured by the case's options.
func runCases(t *testing.T, d dialect.Dialect, path string, check func(t *testing.T, c Case, dd dialect.Dialect)) {
	t.Helper()
	for _, c := range mustRead(t, path) {
		t.Run(c.Name(), func(t *testing.T) {
			dd, err := Configure(d, c.Options)
			if err != nil {
				t.Fatalf("%s: %v", c.where(), err)
			}
			check(t, c, dd)
		})
	}
}

// where is the case's place in test output: "resolve.txt:12".
func (c Case) where() string { return fmt.Sprintf("%s:%d", filepath.Base(c.File), c.Line) }

// CheckAllocs asserts that d parses base and ref without allocating and
// resolves ref against base with at most one allocation (the result).
func CheckAllocs(t *testing.T, d dialect.Dialect, base, ref string) {
	t.Helper()
	b, err := d.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	r, err := dialect.ParseIn(d, b, ref)
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = dialect.ParseIn(d, b, ref) }); n != 0 {
		t.Errorf("%s: parsing %q allocates %v times, want 0", d.Name(), ref, n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = d.Parse(base) }); n != 0 {
		t.Errorf("%s: parsing %q allocates %v times, want 0", d.Name(), base, n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = d.Resolve(b, r) }); n > 1 {
		t.Errorf("%s: resolving %q against %q allocates %v times, want at most 1", d.Name(), ref, base, n)
	}
}

// Seeds returns every base and reference in the tables at paths, for
// seeding fuzz targets.
func Seeds(paths ...string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, p := range paths {
		cases, err := ReadCases(p)
		if err != nil {
			return nil, err
		}
		for _, c := range cases {
			for _, s := range []string{c.Base, c.Ref, c.Want} {
				if !seen[s] {
					seen[s] = true
					out = append(out, s)
				}
			}
		}
	}
	return out, nil
}

// maxFuzzBases bounds how many seed bases each fuzz input is resolved
// against: the tables' bases come first, and a few suffice to reach every
// branch while keeping each run cheap.
const maxFuzzBases = 16

// Fuzz seeds f with the tables at paths and checks, for any input s, that
// parsing never panics and loses nothing (Recompose gives s back), and that
// resolving s against each seed base never panics and, when it succeeds,
// gives a result whose parts recompose to its text and that parses again.
func Fuzz(f *testing.F, d dialect.Dialect, paths ...string) {
	seeds, err := Seeds(paths...)
	if err != nil {
		f.Fatal(err)
	}
	var bases []dialect.Reference
	for _, s := range seeds {
		f.Add(s)
		if r, err := d.Parse(s); err == nil && r.Has(dialect.Scheme) && len(bases) < maxFuzzBases {
			bases = append(bases, r)
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := d.Parse(s)
		if err == nil {
			if got := dialect.Recompose(r); got != s {
				t.Fatalf("%s: Recompose(Parse(%q)) = %q", d.Name(), s, got)
			}
		}
		for _, b := range bases {
			ref, err := dialect.ParseIn(d, b, s)
			if err != nil {
				continue
			}
			res, err := d.Resolve(b, ref)
			if err != nil {
				continue
			}
			if got := dialect.Recompose(res); got != res.String() {
				t.Fatalf("%s: result %q of %q against %q: its parts recompose to %q", d.Name(), res, s, b, got)
			}
			if _, err := d.Parse(res.String()); err != nil {
				t.Fatalf("%s: result %q of %q against %q does not parse: %v", d.Name(), res, s, b, err)
			}
		}
	})
}
