package rfc1808_test

import (
	"github.com/uridialect/uridialect/dialect"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

func TestAllocs(t *testing.T) {
	const base = "http://a/b/c/d;p?q#f"
	for _, ref := range []string{
		"g", "../../../../g", "./g/.", "g/../h", "?y", ";x", "#s", "", "//g", "/./g",
		"g;x?y#s", "http:g", "a/b/c/d/e/f/../../../../../../../../x/./y/.",
	} {
		dialecttest.CheckAllocs(t, rfc1808.Default, base, ref)
	}
	dialecttest.CheckAllocs(t, rfc1808.Default, "http://a", "?y")
	dialecttest.CheckAllocs(t, rfc1808.Default, "mailto:x", "g")
	dialecttest.CheckAllocs(t, rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative)), base, "http:../g")
}

func TestValidateValidDoesNotAllocate(t *testing.T) {
	for _, s := range []string{"http://a/b/c/d;p?q#f", "g;x?y#s", "%41"} {
		if n := testing.AllocsPerRun(100, func() { _ = rfc1808.Default.Validate(s) }); n != 0 {
			t.Errorf("Validate(%q) allocates %v times", s, n)
		}
	}
}
