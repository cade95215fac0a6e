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
		got, err := resolveChecked(t, dd, c.Base, c.Ref)
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

// resolveChecked is dialect.ResolveString, which also checks that the
// references read as text resolve the same (see CheckUnmarked).
func resolveChecked(t *testing.T, d dialect.Dialect, base, ref string) (string, error) {
	t.Helper()
	b, err := d.Parse(base)
	if err != nil {
		return "", err
	}
	r, err := dialect.ParseIn(d, b, ref)
	if err != nil {
		CheckText(t, d, b, ref, dialect.Reference{}, err)
		return "", err
	}
	res, err := d.Resolve(b, r)
	CheckUnmarked(t, d, b, r, res, err)
	CheckTraced(t, d, b, r, res, err)
	CheckText(t, d, b, ref, res, err)
	if err != nil {
		return "", err
	}
	return res.String(), nil
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
	b, r := checkParseAllocs(t, d, base, ref)
	if n := testing.AllocsPerRun(100, func() { _, _ = d.Resolve(b, r) }); n > 1 {
		t.Errorf("%s: resolving %q against %q allocates %v times, want at most 1", d.Name(), ref, base, n)
	}
}

// checkParseAllocs asserts that d parses base and ref without allocating,
// and returns them parsed.
func checkParseAllocs(t *testing.T, d dialect.Dialect, base, ref string) (b, r dialect.Reference) {
	t.Helper()
	b, err := d.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	r, err = dialect.ParseIn(d, b, ref)
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = dialect.ParseIn(d, b, ref) }); n != 0 {
		t.Errorf("%s: parsing %q allocates %v times, want 0", d.Name(), ref, n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = d.Parse(base) }); n != 0 {
		t.Errorf("%s: parsing %q allocates %v times, want 0", d.Name(), base, n)
	}
	return b, r
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
