package heritrix_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzHeritrix runs the shared checks under both versions. Resolving is
// not idempotent everywhere (a network-path reference keeps a port fixup
// never checked; a base without "/" gains one), so TestGenerated checks
// it where the source implies it.
func FuzzHeritrix(f *testing.F) {
	dialecttest.FuzzWith(f, heritrix.Default, dialecttest.Props{}, table)
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
