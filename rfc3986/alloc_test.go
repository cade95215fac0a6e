package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// Parse allocates nothing and Resolve only its result, with and without
// dot segments, merging, authorities and IP literals.
func TestAllocs(t *testing.T) {
	for _, c := range []struct{ base, ref string }{
		{"http://a/b/c/d;p?q", "g"},
		{"http://a/b/c/d;p?q", "../../../g"},
		{"http://a/b/c/d;p?q", "./../g"},
		{"http://a/b/c/d;p?q", "g;x=1/../y"},
		{"http://a/b/c/d;p?q", "/./g"},
		{"http://a/b/c/d;p?q", "#s"},
		{"http://a/b/c/d;p?q", ""},
		{"http://a/b/c/d;p?q", "?y"},
		{"http://a/b/c/d;p?q", "//g/../h"},
		{"http://a/b/c/d;p?q", "g:h/./i"},
		{"http://a", "g"},
		{"foo:", "mid/content=5/../6"},
		{"http://u@[::1]:8/a/./b/../c?q#f", "../d/./e/.."},
	} {
		dialecttest.CheckAllocs(t, Default, c.base, c.ref)
		dialecttest.CheckAllocs(t, NonStrict, c.base, c.ref)
	}
}
