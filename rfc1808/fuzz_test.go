package rfc1808_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

// FuzzRFC1808 runs the shared checks (dialecttest.FuzzWith) under Default
// and under samescheme=relative, with RFC 1808's own properties:
//
//   - An absolute URL is itself, by Section 4, step 1: "If the base URL is
//     the empty string (unknown), the embedded URL is interpreted as an
//     absolute URL and we are done", and step 2b: "If the embedded URL
//     starts with a scheme name, it is interpreted as an absolute URL and
//     we are done" (under samescheme=relative, only when the scheme is not
//     the base's: the loophole of Section 5.2 goes on to step 2c).
//   - Under Default resolving is idempotent against an empty base or one
//     with a scheme: the result is the embedded URL (step 1) or has a
//     scheme and is itself by step 2b. Under samescheme=relative it is not:
//     "g" against "http:b/c" gives "http:b/g", whose scheme is then ignored,
//     giving "http:b/b/g".
func FuzzRFC1808(f *testing.F) {
	loophole := rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative))
	dialecttest.FuzzWith(f, rfc1808.Default, dialecttest.Props{
		Also: []dialect.Dialect{loophole},
		Itself: func(d dialect.Dialect, base, ref dialect.Reference) bool {
			if base.String() == "" {
				return true
			}
			rs, ok := ref.Get(dialect.Scheme)
			return ok && (d != loophole || !strings.EqualFold(rs, base.Value(dialect.Scheme)))
		},
		Idempotent: func(d dialect.Dialect, base dialect.Reference) bool {
			return d != loophole && (base.String() == "" || base.Has(dialect.Scheme))
		},
	}, publishedTable, extraTable, "testdata/parse.txt", "testdata/validate.txt")
}

// FuzzResolve checks invariants of this dialect for any base and
// reference: the result never loses the base's scheme, its parts are
// those its text parses to (except for the one result no text carries,
// see the package documentation), the trace ends with the result, and
// Validate reports violations inside the input.
func FuzzResolve(f *testing.F) {
	seeds, err := dialecttest.Seeds(publishedTable, extraTable)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range seeds {
		f.Add("http://a/b/c/d;p?q#f", s)
		f.Add(s, "../g")
	}
	loophole := rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative))
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, d := range []*rfc1808.Dialect{rfc1808.Default, loophole} {
			b, _ := d.Parse(base)
			r, _ := d.Parse(ref)
			res, err := d.Resolve(b, r)
			if err != nil {
				if base == "" || b.Has(dialect.Scheme) {
					t.Fatalf("%v: Resolve(%q, %q): %v", d, base, ref, err)
				}
				continue
			}
			if base != "" && !res.Has(dialect.Scheme) {
				t.Fatalf("%v: Resolve(%q, %q) = %q has no scheme", d, base, ref, res)
			}
			again, _ := d.Parse(res.String())
			if p := res.Value(dialect.Path); !(strings.HasPrefix(p, "//") && !res.Has(dialect.Authority)) {
				if dialecttest.FormatParts(again) != dialecttest.FormatParts(res) {
					t.Fatalf("%v: Resolve(%q, %q) = %s, but its text parses as %s", d, base, ref, dialecttest.FormatParts(res), dialecttest.FormatParts(again))
				}
			}
			var last dialect.Step
			traced, _ := d.ResolveTrace(b, r, func(s dialect.Step) { last = s })
			if traced.String() != res.String() {
				t.Fatalf("%v: ResolveTrace(%q, %q) = %q, Resolve = %q", d, base, ref, traced, res)
			}
			if last.Rule.Step == "7" && last.State != res.String() {
				t.Fatalf("%v: trace of (%q, %q) ends with %q, result %q", d, base, ref, last.State, res)
			}
		}
		for _, pe := range dialect.Violations(rfc1808.Default.Validate(ref)) {
			if pe.Offset < 0 || pe.Len < 1 || pe.Offset+pe.Len > len(ref) {
				t.Fatalf("Validate(%q): violation out of range: %v", ref, pe)
			}
		}
	})
}

func FuzzBaseFromHeader(f *testing.F) {
	for _, s := range []string{
		"Base: <URL:http://a/b/c/d;p?q#f>", "Base:\r\n <URL:http://a/\r\n b>\r\n", "Base: <URL:>", "base: <", "X: y\nBase: <URL:x:y>",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := rfc1808.BaseFromHeader(s)
		checkBase(t, s, u, err)
	})
}

// checkBase checks what every base helper promises: an absolute URL or
// an error positioned inside the input, and a URL with an error only when
// the error lists grammar violations of that URL.
func checkBase(t *testing.T, in, u string, err error) {
	if err == nil && u == "" {
		t.Fatalf("%q: no URL and no error", in)
	}
	if u != "" {
		r, _ := rfc1808.Default.Parse(u)
		if !r.Has(dialect.Scheme) {
			t.Fatalf("%q: %q is not absolute", in, u)
		}
		if (err == nil) != (rfc1808.Default.Validate(u) == nil) {
			t.Fatalf("%q: returned %q with error %v", in, u, err)
		}
	}
	for _, pe := range dialect.Violations(err) {
		if pe.Input != in || pe.Offset < 0 || pe.Len < 0 || pe.Offset+pe.Len > len(in) {
			t.Fatalf("%q: error out of range: %v", in, pe)
		}
	}
	if err != nil && len(dialect.Violations(err)) == 0 {
		t.Fatalf("%q: unpositioned error %v", in, err)
	}
}
