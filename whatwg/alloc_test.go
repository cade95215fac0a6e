package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

// Parse allocates nothing and Resolve only its result: with dot segments,
// hosts to lower-case, IPv4 and IPv6 hosts to rewrite, code points to
// percent-encode, a file: base and a base that is no serialization (which
// is parsed again, into a buffer of the pool).
func TestAllocs(t *testing.T) {
	for _, c := range []struct{ base, ref string }{
		{"http://a/b/c/d;p?q", "g"},
		{"http://a/b/c/d;p?q", "../../../g"},
		{"http://a/b/c/d;p?q", "g;x=1/../y"},
		{"http://a/b/c/d;p?q", "#s"},
		{"http://a/b/c/d;p?q", ""},
		{"http://a/b/c/d;p?q", "//G/../h"},
		{"http://a/b/c/d;p?q", "HTTP://EXAMPLE.com:80/a b?c d#e f"},
		{"http://a/b/c/d;p?q", "http://0x7f.1/"},
		{"http://a/b/c/d;p?q", "http://[0:0::1]/"},
		{"http://a/b/c/d;p?q", "g:h/./i"},
		{"file:///C:/demo", "../x"},
		{"HTTP://A/b/../c", "d"},
		{"http://u:p@h:8/a/./b/../c?q#f", "../d/./e/.."},
	} {
		dialecttest.CheckAllocs(t, whatwg.Default, c.base, c.ref)
	}
}
