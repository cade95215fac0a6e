package rfc3986

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzRFC3986 runs the shared harness (dialecttest.FuzzWith: Parse loses
// nothing, Validate reports positioned violations in order, Resolve never
// panics and gives a result that parses) under Default and NonStrict, with
// RFC 3986's own properties:
//
//   - An absolute reference is itself when its path has no dot segments.
//     Section 5.2.2: "if defined(R.scheme) then T.scheme = R.scheme;
//     T.authority = R.authority; T.path = remove_dot_segments(R.path);
//     T.query = R.query", and "T.fragment = R.fragment"; remove_dot_segments
//     is "for interpreting and removing the special "." and ".." complete
//     path segments" (Section 5.2), and none of its rules A to D applies to
//     a path without them, so rule E moves it whole. A base without a
//     scheme is an error even then (Section 5.2.1). Under strict=false the
//     reference's scheme must differ from the base's ("if ((not strict) and
//     (R.scheme == Base.scheme)) then undefine(R.scheme)").
//   - Under strict, resolving against a base with a scheme is idempotent:
//     the result has a scheme and a path with no dot segments left, so it
//     is itself. Under strict=false it is not: "g" against "foo:a/b" gives
//     "foo:a/g", whose scheme is then undefined, giving "foo:a/a/g".
//   - A result of valid inputs is valid, except where remove_dot_segments
//     leaves a path starting with "//" and there is no authority (".///:A"
//     against "g:h" gives the path "//:A"): Section 3.3 says "If a URI does
//     not contain an authority component, then the path cannot begin with
//     two slash characters", and the package doc that the result is kept
//     as the algorithm gives it; its text, "g://:A", reads back with an
//     authority, here an invalid one.
func FuzzRFC3986(f *testing.F) {
	f.Add("http://[v1.x]:8/%zz?#")
	f.Add("//u@[::ffff:1.2.3.4]:")
	dialecttest.FuzzWith(f, Default, dialecttest.Props{
		Also: []dialect.Dialect{NonStrict},
		Itself: func(d dialect.Dialect, base, ref dialect.Reference) bool {
			rs, ok := ref.Get(dialect.Scheme)
			bs, bok := base.Get(dialect.Scheme)
			if !ok || !bok || hasDotSegment(ref.Value(dialect.Path)) {
				return false
			}
			return !d.(*Dialect).opts.sameSchemeRelative || !equalFoldASCII(rs, bs)
		},
		Idempotent: func(d dialect.Dialect, base dialect.Reference) bool {
			return !d.(*Dialect).opts.sameSchemeRelative && base.Has(dialect.Scheme)
		},
		InvalidResult: func(_ dialect.Dialect, _, _, res dialect.Reference) bool {
			return !res.Has(dialect.Authority) && strings.HasPrefix(res.Value(dialect.Path), "//")
		},
	}, resolveTable, resolveExtraTable, parseTable, validateTable)
}

// hasDotSegment reports whether path has a complete segment "." or "..".
func hasDotSegment(path string) bool {
	for _, seg := range strings.Split(path, "/") {
		if seg == "." || seg == ".." {
			return true
		}
	}
	return false
}

// FuzzInvariants checks Parse against the literal Appendix B regex and the
// shape of Validate's report.
func FuzzInvariants(f *testing.F) {
	seeds, err := dialecttest.Seeds(resolveTable, resolveExtraTable, parseTable, validateTable)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkParseAgainstRegex(t, s)
		last := -1
		for _, pe := range dialect.Violations(Default.Validate(s)) {
			if pe.Offset < last || pe.Offset < 0 || pe.Len < 0 || pe.Offset+pe.Len > len(s) {
				t.Fatalf("Validate(%q): bad violation %+v", s, pe)
			}
			last = pe.Offset
		}
	})
}

// FuzzResolveAgainstSpec checks Resolve, strict and not, against the
// literal transcription of Sections 5.2.2 to 5.3 and remove_dot_segments
// against that of Section 5.2.4.
func FuzzResolveAgainstSpec(f *testing.F) {
	for _, b := range []string{"http://a/b/c/d;p?q", "foo:", "foo:a/b", "http://a"} {
		for _, r := range []string{"g", "../g", "./..//g", "a/../b", "http:g", "#", "?", "//g/./h"} {
			f.Add(b, r)
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		if !strings.Contains(base, ":") {
			base = "s:" + base
		}
		checkResolveAgainstSpec(t, base, ref)
		if got, want := fastRemoveDotSegments(ref), specRemoveDotSegments(ref); got != want {
			t.Fatalf("remove_dot_segments(%q) = %q, want %q", ref, got, want)
		}
	})
}
