package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

// The target's userinfo, host and port are those of the reference its
// authority comes from when it defines a host within its authority, and
// are split as Parse splits them otherwise; a Reference with parts out of
// place never makes Resolve panic.
func TestResolveAuthorityParts(t *testing.T) {
	base, _ := Default.Parse("http://u@a:1/b/c")
	check := func(ref dialect.Reference, want string) {
		t.Helper()
		res, err := Default.Resolve(base, ref)
		if err != nil {
			t.Fatal(err)
		}
		if got := dialecttest.FormatParts(res); got != want {
			t.Errorf("%q: got %s\nwant %s", ref.String(), got, want)
		}
	}
	// Parsed by this package: the parts Parse gives the result.
	for _, s := range []string{"g", "//v@[::1]:2/x", "http://w@h:3?q"} {
		r, _ := Default.Parse(s)
		res, _ := Default.Resolve(base, r)
		if got, want := dialecttest.FormatParts(res), dialecttest.FormatParts(parse(res.String())); got != want {
			t.Errorf("%q: got %s, Parse gives %s", s, got, want)
		}
	}
	// An authority with no host defined (as RFC 1808 parses): split.
	r := dialect.NewReference("//v@h:2/x")
	r.Set(dialect.Authority, 2, 7)
	r.Set(dialect.Path, 7, 9)
	check(r, `scheme="http" authority="v@h:2" userinfo="v" host="h" port="2" path="/x"`)
	// A host defined within the authority: taken as given.
	r = dialect.NewReference("//v@h:2/x")
	r.Set(dialect.Authority, 2, 7)
	r.Set(dialect.Host, 4, 5)
	r.Set(dialect.Path, 7, 9)
	check(r, `scheme="http" authority="v@h:2" host="h" path="/x"`)
	// A host outside the authority: split as Parse does, no panic.
	r = dialect.NewReference("//v@h:2/x")
	r.Set(dialect.Authority, 2, 7)
	r.Set(dialect.Host, 7, 9)
	r.Set(dialect.Path, 7, 9)
	check(r, `scheme="http" authority="v@h:2" userinfo="v" host="h" port="2" path="/x"`)
}
