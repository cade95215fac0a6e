package wget1_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzWget1 runs the shared checks under both ports. A result is what
// parseurl and str_url make of a string, and read again it is the same
// URL (see TestGenerated), except where its bytes are white space or a
// new line (decoded from "%09", kept raw by str_url), which
// get_urls_html trims or drops.
func FuzzWget1(f *testing.F) {
	dialecttest.FuzzWith(f, wget1.Default, dialecttest.Props{
		Also: []dialect.Dialect{wget1.New(wget1.WithPort(wget1.PortShown))},
	}, table)
}

// isSpaceOrNUL: the bytes get_urls_html trims around a value (isspace)
// and the NUL that ends a C string.
func isSpaceOrNUL(c rune) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == 0
}

// TestGenerated resolves generated pairs rich in white space, schemes,
// params, queries, fragments, ".." above the root, backslashes and
// "//host", and checks what the source implies of every answer:
//
//   - no panic; an error is one of the places the package doc names
//     (html.c htmlfindurl, url.c get_urls_html, parseurl);
//   - a result is an http:// or ftp:// URL (sup_protos);
//   - the result is canonical: resolved again, against the same base or
//     itself, it is itself (parseurl(str_url(u)) gives u), unless it
//     holds a byte get_urls_html trims or a NUL;
//   - the cleaned base is idempotent: the base's own canonical form,
//     resolved against itself, is itself.
func TestGenerated(t *testing.T) {
	for _, d := range []dialect.Dialect{wget1.Default, wget1.New(wget1.WithPort(wget1.PortShown))} {
		places := map[string]int{}
		resolved, failed := dialecttest.CheckGenerated(t, d, 20000, 41, func(t *testing.T, p dialecttest.Pair, res string, err error) {
			if err != nil {
				var place string
				for _, pe := range dialect.Violations(err) {
					place = pe.Rule.Sec + " " + pe.Rule.Function
				}
				switch place {
				case "src/html.c htmlfindurl", "src/url.c get_urls_html", "src/url.c parseurl":
					places[place]++
				default:
					t.Errorf("%v: Resolve(%q, %q): an error the package doc does not name: %v", d, p.Base, p.Ref, err)
				}
				return
			}
			if !strings.HasPrefix(res, "http://") && !strings.HasPrefix(res, "ftp://") {
				t.Errorf("%v: Resolve(%q, %q) = %q: not http:// or ftp://", d, p.Base, p.Ref, res)
			}
			if strings.IndexFunc(res, isSpaceOrNUL) >= 0 {
				return
			}
			for _, base := range []string{p.Base, res} {
				again, err := dialect.ResolveString(d, base, res)
				if err != nil || again != res {
					t.Errorf("%v: Resolve(%q, %q) = %q, and against %q it gives %q (%v)", d, p.Base, p.Ref, res, base, again, err)
				}
			}
		})
		t.Logf("%v: %d resolved, %d no link: %v", d, resolved, failed, places)
		assert.Greater(t, resolved, 10000)
		assert.Greater(t, failed, 1000)
	}
}

// TestValuesNoTableHolds: the cases a line of a table cannot hold, a
// value with a new line (src/html.c:234, 243-253: a new line ends a
// quoted value, which is dropped) and a result that is no UTF-8
// (url.c:187-210 decode "%e9" to the byte, which URL_UNSAFE leaves
// as it is).
func TestValuesNoTableHolds(t *testing.T) {
	_, err := dialect.ResolveString(wget1.Default, "http://a/b/c/d;p?q", "x\ny")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "src/html.c, htmlfindurl")
	got, err := dialect.ResolveString(wget1.Default, "http://a/b/c/d;p?q", "%e9")
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/\xe9", got)
}
