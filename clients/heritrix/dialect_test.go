package heritrix_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the shared hostile inputs. Heritrix checks no
// grammar, so Validate finds nothing wrong with any. Each resolves as
// UURIFactory makes it: every character out of LaxURLCodec's safe sets
// escaped ("%" is one of them: "%zz" stays), NUL and the other controls
// included; TAB, LF and CR removed, white space around trimmed; the
// fragment dropped; the empty reference is the page. The long shapes are
// over 2083 characters: URIException.
func TestHostileInput(t *testing.T) {
	valid := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		valid[h.Name] = "valid"
	}
	q := strconv.Quote
	dialecttest.RunHostile(t, heritrix.Default, dialecttest.HostileWant{
		Validate: valid,
		Resolve: map[string]string{
			"escape/zz":                    q("http://a/b%zzc"),
			"escape/one digit":             q("http://a/b%4"),
			"escape/percent at end":        q("http://a/b%"),
			"escape/in query and fragment": q("http://a/b?%g1"),
			"NUL/path":                     q("http://a/b%00c"),
			"NUL/host":                     "error",
			"control/path":                 q("http://a/b%01%1F%7Fc"),
			"control/TAB LF CR":            q("http://a/bcde"),
			"UTF-8/invalid":                q("http://a/b%FF%FEc"),
			"UTF-8/truncated":              q("http://a/b%E2%82"),
			"UTF-8/valid, not ASCII":       q("http://a/b%C3%A9%E2%82%ACc"),
			"space/path":                   q("http://a/b%20c"),
			"space/around":                 q("http://a/b"),
			"space/query and fragment":     q("http://a/b?x%20y"),
			"relative/all of them":         q("http://a/b/c/b%zz%00%20%FFc"),
			"empty":                        q("http://a/b/c/d;p?q"),
		},
		Dots: map[string]string{
			"a/../": "error",
			"../":   "error",
			"./":    "error",
		},
		AtLimit: "error",
	})
}

// FuzzHeritrix runs the shared checks under both versions. Resolving is
// not idempotent everywhere (a network-path reference keeps a port fixup
// never checked; a base without "/" gains one), so TestGenerated checks
// it where the source implies it.
func FuzzHeritrix(f *testing.F) {
	dialecttest.FuzzWith(f, heritrix.Default, dialecttest.Props{
		Also: []dialect.Dialect{heritrix.New(heritrix.WithVersion(heritrix.Version1))},
	}, table)
}

// canonicalHost reports whether res is "scheme://", a host of letters,
// digits, ".", "-" and "_", with no user and no port, then a path from
// "/": the URIs fixup has made canonical, which it gives back unchanged.
// (A path "/..//b" becomes the network path "//b", whose empty path fixup
// makes "/" the next time.)
func canonicalHost(res string) bool {
	i := strings.Index(res, "://")
	if i < 0 {
		return false
	}
	h := res[i+3:]
	k := strings.IndexAny(h, "/?")
	if k < 0 || h[k] != '/' {
		return false
	}
	h = h[:k]
	if h == "" || h[0] == '.' || h[len(h)-1] == '.' || strings.Contains(h, "..") {
		return false
	}
	for j := 0; j < len(h); j++ {
		c := h[j]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '.' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

// TestTraceCitesTheSource: every step cites the crawler's source, and the
// last is the result.
func TestTraceCitesTheSource(t *testing.T) {
	cases, err := dialecttest.ReadCases(table)
	require.NoError(t, err)
	for _, c := range cases {
		d, err := dialecttest.Configure(heritrix.Default, c.Options)
		require.NoError(t, err)
		b, _ := d.Parse(c.Base)
		r, _ := d.Parse(c.Ref)
		var steps []dialect.Step
		res, err := d.(dialect.Tracer).ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) })
		for _, s := range steps {
			assert.True(t, strings.HasPrefix(s.String(), "Heritrix 3, "), s.String())
		}
		if c.WantErr {
			require.Error(t, err)
			continue
		}
		require.NoError(t, err)
		require.NotEmpty(t, steps)
		assert.Equal(t, res.String(), steps[len(steps)-1].State, "%q against %q", c.Ref, c.Base)
	}
}

// TestGenerated resolves generated pairs rich in white space, schemes,
// params, queries, fragments, ".." above the root, backslashes and
// "//host", and checks what the source implies of every answer: no
// panic; an error is a URIException of fixup, the parse, the resolution
// or the length check; a result has no fragment, no TAB, CR or LF, no
// backslash before its query; and where its host is one fixup made (lower
// case, no port, no user, a path from "/"), no ".." segment is left in its
// path and it is canonical: resolved again against the same base, it is
// itself. (Elsewhere it need not be: fixup takes "/..//b" for the path
// "//b", which the parse then reads as the host "b".)
func TestGenerated(t *testing.T) {
	for _, d := range []dialect.Dialect{heritrix.Default, heritrix.New(heritrix.WithVersion(heritrix.Version1))} {
		resolved, failed := dialecttest.CheckGenerated(t, d, 20000, 41, func(t *testing.T, p dialecttest.Pair, res string, err error) {
			if err != nil {
				assert.Contains(t, err.Error(), "URIException", "%v: Resolve(%q, %q)", d, p.Base, p.Ref)
				return
			}
			path := res
			if k := strings.IndexByte(path, '?'); k >= 0 {
				path = path[:k]
			}
			assert.NotContains(t, res, "#", "%v: Resolve(%q, %q) = %q", d, p.Base, p.Ref, res)
			assert.False(t, strings.ContainsAny(res, "\t\r\n"), "%v: Resolve(%q, %q) = %q", d, p.Base, p.Ref, res)
			assert.NotContains(t, path, `\`, "%v: Resolve(%q, %q) = %q", d, p.Base, p.Ref, res)
			if !canonicalHost(res) {
				return
			}
			afterHost := path[strings.Index(path, "://")+3:]
			assert.NotContains(t, afterHost+"/", "/../", "%v: Resolve(%q, %q) = %q", d, p.Base, p.Ref, res)
			again, err := dialect.ResolveString(d, p.Base, res)
			if assert.NoError(t, err, "%v: Resolve(%q, %q) = %q", d, p.Base, p.Ref, res) {
				assert.Equal(t, res, again, "%v: %q against %q, then the result again", d, p.Ref, p.Base)
			}
		})
		t.Logf("%v: %d resolved, %d URIException", d, resolved, failed)
		assert.Greater(t, resolved, 10000)
		assert.Greater(t, failed, 100)
	}
}
