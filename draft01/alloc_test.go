package draft01

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestAllocs(t *testing.T) {
	declared := New(WithScheme("foo", UsesNetloc|UsesQuery), WithScheme("bar", NonHierarchical), WithFragments(NoFragments))
	for _, tc := range []struct {
		d         dialect.Dialect
		base, ref string
	}{
		{Default, "http://a/b/c/d", "g"},
		{Default, "http://a/b/c/d;p?q", "../../../../g;x?y#s"},
		{Default, "http://a/b/c/d;p?q", "?y"},
		{Default, "http://a/b/c/d;p?q", ""},
		{Default, "http://a/b/c/d", "//g/h"},
		{Default, "http://a/b/c/d", "http:g"},
		{Default, "HTTP://a/b/c/d", "./g/."},
		{Default, "gopher://h/1/a/b", "../x"},
		{Default, "prospero://h/a;p/b#f", "c;q#g"},
		{Default, "mailto:joe@x.org", "bob@y.org"},
		{Default, "", "g?y#s"},
		{Default, "x-unknown:/a/b", "../c"},
		{declared, "foo://h/a?q", "?y"},
		{declared, "bar:/a/b", "../c"},
	} {
		dialecttest.CheckAllocs(t, tc.d, tc.base, tc.ref)
	}
}

func TestValidateAllocsNothingWhenValid(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Default.Validate("http://a/b;p?q#f") }); n != 0 {
		t.Errorf("Validate of a valid URL allocates %v times", n)
	}
}
