package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// TestAllocs checks that parsing allocates nothing and resolving at most
// the result, on every path through Section 5.2.
func TestAllocs(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, ref := range []string{
		"g:h", "g", "./g", "//g", "/g", "?y", "#s", "", "g;x?y#s",
		"../../../g", "g/./h/../i/.", "a/b/c/d/e/f/../../../../../..", "http:g",
	} {
		dialecttest.CheckAllocs(t, rfc2396.Default, base, ref)
		dialecttest.CheckAllocs(t, rfc2396.Lenient, base, ref)
		dialecttest.CheckAllocs(t, rfc2396.New(rfc2396.WithSameDocument(rfc2396.SameDocumentBase)), base, ref)
	}
	d6 := rfc2396.New(rfc2396.WithIPv6(true))
	dialecttest.CheckAllocs(t, d6, "http://user@[1080::8:800:200C:417A]:80/a/b", "../c")
	dialecttest.CheckAllocs(t, d6, "http://a/b", "//[::1]:8/x")
}

// TestValidateAllocs checks that a valid string costs nothing to validate.
func TestValidateAllocs(t *testing.T) {
	for _, s := range []string{"http://user:pw@www.ics.uci.edu:80/pub/ietf/uri/;p?q#Related", "../g;x?y#s", "mailto:a@b", "http://my_host/"} {
		if n := testing.AllocsPerRun(100, func() { _ = rfc2396.Default.Validate(s) }); n != 0 {
			t.Errorf("Validate(%q) allocates %v times, want 0", s, n)
		}
	}
}
