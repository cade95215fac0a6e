package wget1_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzWget1 runs the shared checks under both ports and both versions. A result is what
// parseurl and str_url make of a string, and read again it is the same
// URL (see TestGenerated), except where its bytes are white space or a
// new line (decoded from "%09", kept raw by str_url), which
// get_urls_html trims or drops.
func FuzzWget1(f *testing.F) {
	dialecttest.FuzzWith(f, wget1.Default, dialecttest.Props{
		Also: []dialect.Dialect{wget1.New(wget1.WithPort(wget1.PortShown)), version18,
			wget1.New(wget1.WithVersion(wget1.Version18), wget1.WithPort(wget1.PortShown))},
	}, table)
}

var version18 = wget1.New(wget1.WithVersion(wget1.Version18))

// countPlace counts the error of a generated pair by the place of the
// source it cites (file and function), which must be one of named.
func countPlace(t *testing.T, places map[string]int, err error, named ...string) {
	t.Helper()
	var place string
	for _, pe := range dialect.Violations(err) {
		place = pe.Rule.Sec + " " + pe.Rule.Function
	}
	if !slices.Contains(named, place) {
		t.Errorf("an error the package doc does not name: %v", err)
		return
	}
	places[place]++
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
				countPlace(t, places, err, "src/html.c htmlfindurl", "src/url.c get_urls_html", "src/url.c parseurl")
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

// conformant18 reports whether res holds only what reencode_string
// (src/url.c:338) leaves in a URL: printable ASCII with no unsafe byte
// but "#", ":", "@" (reserved too) and the "%" of an escape.
func conformant18(res string) bool {
	for i := 0; i < len(res); i++ {
		c := res[i]
		if c <= ' ' || c >= 0x7f || strings.IndexByte("\"<>[\\]^`{|}~", c) >= 0 {
			return false
		}
	}
	return true
}

// TestGeneratedVersion18 resolves the generated pairs under version=1.8
// and checks what Wget 1.8's source implies of every answer:
//
//   - no panic; an error is one of the places the package doc names
//     (html-parse.c's dropped tag, url.c url_parse);
//   - a result starts with "http://" or "ftp://", in any case (url_scheme,
//     src/url.c:419), and is conformant: reencode_string escaped every
//     unsafe byte that is not reserved;
//   - reencode_string is stable and url_parse's u->url a URL it parses to
//     itself: the result, taken as a link, is itself, unless its path
//     keeps a "." or ".." segment path_simplify left (src/utils.c:592-603
//     removes only leading "./" and "../", not a last "..") or its port
//     wrapped negative (a C int; "-" is no digit the next time).
func TestGeneratedVersion18(t *testing.T) {
	for _, d := range []dialect.Dialect{version18, wget1.New(wget1.WithVersion(wget1.Version18), wget1.WithPort(wget1.PortShown))} {
		places := map[string]int{}
		resolved, failed := dialecttest.CheckGenerated(t, d, 20000, 41, func(t *testing.T, p dialecttest.Pair, res string, err error) {
			if err != nil {
				countPlace(t, places, err, "src/html-parse.c:696 map_html_tags", "src/url.c:641 url_parse")
				return
			}
			low := strings.ToLower(res)
			if !strings.HasPrefix(low, "http://") && !strings.HasPrefix(low, "ftp://") {
				t.Errorf("%v: Resolve(%q, %q) = %q: not http:// or ftp://", d, p.Base, p.Ref, res)
			}
			if !conformant18(res) {
				t.Errorf("%v: Resolve(%q, %q) = %q: an unsafe byte left unescaped", d, p.Base, p.Ref, res)
			}
			if dotSegmentLeft(res) || strings.Contains(res, ":-") {
				return
			}
			again, err := dialect.ResolveString(d, p.Base, res)
			if err != nil || again != res {
				t.Errorf("%v: Resolve(%q, %q) = %q, which as a link gives %q (%v)", d, p.Base, p.Ref, res, again, err)
			}
		})
		t.Logf("%v: %d resolved, %d no link: %v", d, resolved, failed, places)
		assert.Greater(t, resolved, 10000)
		assert.Greater(t, failed, 1000)
	}
}

// dotSegmentLeft reports whether the path of res, before its params,
// query or fragment, has a segment "." or "..".
func dotSegmentLeft(res string) bool {
	path := res[strings.Index(res, "://")+3:]
	if i := strings.IndexAny(path, ";?#"); i >= 0 {
		path = path[:i]
	}
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// TestHostileVersion18 runs the kit's hostile inputs under version=1.8,
// with what testdata/hostile-1.8.txt expects of them.
func TestHostileVersion18(t *testing.T) {
	dialecttest.RunHostile(t, version18, dialecttest.ReadHostile(t, "testdata/hostile-1.8.txt"))
}
