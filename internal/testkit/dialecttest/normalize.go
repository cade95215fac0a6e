package dialecttest

import (
	"strconv"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// RunNormalizeFile runs the normalize table at path through d, which must
// implement [dialect.Normalizer]: for each case, dialect.Equivalent at the
// case's level must give the verdict, and where a normal form is given,
// both strings must normalize to it.
func RunNormalizeFile(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	n := d.(dialect.Normalizer)
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		fields := strings.Split(c.Expect, "\t")
		if len(fields) < 2 || len(fields) > 3 {
			t.Fatalf("%s: want \"a\"<TAB>\"b\"<TAB>equivalent|different[<TAB>\"normal\"]", c.where())
		}
		b, err := strconv.Unquote(fields[0])
		if err != nil {
			t.Fatalf("%s: %v", c.where(), err)
		}
		want := fields[1] == "equivalent"
		if !want && fields[1] != "different" {
			t.Fatalf("%s: verdict %q, want equivalent or different", c.where(), fields[1])
		}
		got, err := dialect.Equivalent(dd, c.Ref, b, c.Level)
		if err != nil {
			t.Fatalf("%s: %v", c.where(), err)
		}
		if got != want {
			na, _ := n.Normalize(c.Ref, c.Level)
			nb, _ := n.Normalize(b, c.Level)
			t.Errorf("%s: %v level %q: Equivalent(%q, %q) = %v, want %v (normal forms %q, %q)", c.where(), dd, c.Level, c.Ref, b, got, want, na, nb)
		}
		if len(fields) == 3 {
			norm, err := strconv.Unquote(fields[2])
			if err != nil {
				t.Fatalf("%s: %v", c.where(), err)
			}
			for _, s := range []string{c.Ref, b} {
				if got, _ := n.Normalize(s, c.Level); got != norm {
					t.Errorf("%s: %v level %q: Normalize(%q) = %q, want %q", c.where(), dd, c.Level, s, got, norm)
				}
			}
		}
	})
}
