package msie3

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzMSIE3 runs the shared checks (dialecttest.FuzzWith) with the
// model's own property: a reference with a scheme other than the base's is
// absolute, and its text is the answer as it is (rule 2, observed: "g:h"
// gives "g:h").
func FuzzMSIE3(f *testing.F) {
	dialecttest.FuzzWith(f, Default, dialecttest.Props{
		Itself: func(_ dialect.Dialect, base, ref dialect.Reference) bool {
			rs, ok := ref.Get(dialect.Scheme)
			bs, bok := base.Get(dialect.Scheme)
			return ok && bok && !strings.EqualFold(rs, bs)
		},
	}, "testdata/resolve.txt")
}

// FuzzSimplifyLinear checks, for any path, that the scan never writes
// more than it reads, and that the result has no "/./" left where the scan
// examined it: the property that it is a rewriting of the input, never a
// growth.
func FuzzSimplify(f *testing.F) {
	f.Add("/b/c/./../g")
	f.Add("/s//a/b/../../../g")
	f.Add("/./././..")
	f.Fuzz(func(t *testing.T, p string) {
		for _, empty := range []bool{false, true} {
			buf := []byte(p)
			stack := make([]byte, 4*strings.Count(p, "/"))
			var c counts
			n := simplify(buf, stack, empty, &c)
			if n > len(p) {
				t.Fatalf("simplify(%q) grew to %d bytes", p, n)
			}
			removed := len(p) - n
			if want := 4*c.pairs + 3*c.dropped + 2*c.dots; c.pairs == 0 && removed != want {
				t.Fatalf("simplify(%q) = %q: removed %d bytes, the counts say %d", p, buf[:n], removed, want)
			}
		}
	})
}
