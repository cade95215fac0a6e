package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// The target's userinfo, host and port are those Parse gives. A Reference
// this package did not parse (built part by part, or by another dialect)
// is taken as its text and parsed again, as the contract says, whatever
// parts it carries; parts out of place never make Resolve panic.
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
	// built is src with parts set by hand, as another parser might set
	// them.
	type span struct {
		p      dialect.Part
		lo, hi int
	}
	built := func(src string, spans ...span) dialect.Reference {
		r := dialect.NewReference(src)
		for _, s := range spans {
			r.Set(s.p, s.lo, s.hi)
		}
		return r
	}
	const split = `scheme="http" authority="v@h:2" userinfo="v" host="h" port="2" path="/x"`
	// An authority with no host defined (as RFC 1808 parses): split.
	check(built("//v@h:2/x", span{dialect.Authority, 2, 7}, span{dialect.Path, 7, 9}), split)
	// A host defined within the authority: parsed again all the same.
	check(built("//v@h:2/x", span{dialect.Authority, 2, 7}, span{dialect.Host, 4, 5}, span{dialect.Path, 7, 9}), split)
	// A host outside the authority: split as Parse does, no panic.
	check(built("//v@h:2/x", span{dialect.Authority, 2, 7}, span{dialect.Host, 7, 9}, span{dialect.Path, 7, 9}), split)
	// Parts another dialect would give: RFC 1808's net_loc runs to the
	// next "/" and may hold a "?" (Section 2.4.3), so its parts of
	// "//a?b/../c" are net_loc "a?b" and path "/../c". Read as its text,
	// by RFC 3986, the authority is "a" and the query "b/../c", and no
	// dot segment is removed.
	r := built("//a?b/../c", span{dialect.Authority, 2, 5}, span{dialect.Path, 5, 10})
	check(r, `scheme="http" authority="a" host="a" path="" query="b/../c"`)
	res, _ := Default.Resolve(base, r)
	if got, want := res.String(), "http://a?b/../c"; got != want {
		t.Errorf("%q: got %q, want %q", r.String(), got, want)
	}
}
