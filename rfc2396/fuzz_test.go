package rfc2396

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

var tables = []string{
	"testdata/resolve.txt",
	"testdata/resolve_extra.txt",
	"testdata/parse.txt",
	"testdata/validate.txt",
}

// FuzzRFC2396 runs the shared checks (dialecttest.FuzzWith: Parse never
// panics and loses nothing, Validate reports positioned violations in
// order, resolving against every seed base never panics and gives a result
// that parses) under Default and under a configuration with every option
// changed, with RFC 2396's own properties:
//
//   - An absolute URI is itself, by Section 5.2, step 3: "If the scheme
//     component is defined, indicating that the reference starts with a
//     scheme name, then the reference is interpreted as an absolute URI
//     and we are done" (under samescheme=relative, unless its scheme is the
//     base's and the base uses <hier_part>: "removing the scheme if it
//     matches that of the base URI"). Under samedoc=keep a reference to the
//     current document is itself too (step 2, "we are done").
//   - Resolving against a base with a scheme is idempotent: the result has
//     a scheme, so step 3 makes it itself. Under samescheme=relative too,
//     for step 3 removes the scheme only where the base "is known to always
//     use the <hier_part> syntax" (an authority, or a path starting with
//     "/"), and the result then has the same, so what is left of it is a
//     network-path or an absolute-path, which steps 4 and 5 send to step 7
//     unchanged.
//   - A result of valid inputs is valid, except against a base with an
//     <opaque_part>: the package doc says such a base "is used as it is",
//     although Section 5 says "relative URI cannot be used within a
//     document that has an unsuitable base URI", and "." against "g:h"
//     gives "g:", which has neither hier_part nor opaque_part. And under
//     samescheme=relative, where step 3 removes the scheme of a reference
//     that is valid as an absoluteURI but not as the relative reference it
//     then is ("http:0]" under ipv6=true, whose opaque_part may hold "]",
//     a path segment not): step 3 says "Validating parsers should mark such
//     a misformed relative reference as an error", and the package doc
//     that Validate, seeing no base, accepts it as the absoluteURI it also
//     is.
func FuzzRFC2396(f *testing.F) {
	others := New(WithSameDocument(SameDocumentKeep), WithSameScheme(dialect.SameSchemeAsRelative), WithDotDot(DotDotReject), WithIPv6(true))
	dialecttest.FuzzWith(f, Default, dialecttest.Props{
		Also: []dialect.Dialect{others},
		Itself: func(dd dialect.Dialect, base, ref dialect.Reference) bool {
			o := dd.(*Dialect).opts
			if rs, ok := ref.Get(dialect.Scheme); ok {
				return !o.sameScheme || !sameHierScheme(base, rs)
			}
			return o.sameDoc == SameDocumentKeep && ref.Value(dialect.Path) == "" &&
				!ref.Has(dialect.Authority) && !ref.Has(dialect.Query)
		},
		Idempotent: func(_ dialect.Dialect, base dialect.Reference) bool {
			return base.Has(dialect.Scheme)
		},
		InvalidResult: func(dd dialect.Dialect, base, ref, _ dialect.Reference) bool {
			opaque := !base.Has(dialect.Authority) && !strings.HasPrefix(base.Value(dialect.Path), "/")
			rs, ok := ref.Get(dialect.Scheme)
			schemeRemoved := ok && dd.(*Dialect).opts.sameScheme && sameHierScheme(base, rs)
			return opaque && base.Has(dialect.Scheme) || schemeRemoved
		},
	}, tables...)
}

// every option combination, for the invariants below.
var allDialects = func() []*Dialect {
	var out []*Dialect
	for _, sd := range []SameDocument{SameDocumentKeep, SameDocumentBase} {
		for _, ss := range []dialect.SameScheme{dialect.SameSchemeAbsolute, dialect.SameSchemeAsRelative} {
			for _, dd := range []DotDot{DotDotKeep, DotDotDrop, DotDotReject} {
				for _, v6 := range []bool{false, true} {
					out = append(out, New(WithSameDocument(sd), WithSameScheme(ss), WithDotDot(dd), WithIPv6(v6)))
				}
			}
		}
	}
	return out
}()

// FuzzInvariants checks, under every option combination:
//   - every violation Validate reports lies within the input;
//   - an authority draws a violation exactly when it is neither a server
//     nor a reg_name, and Parse splits it exactly when it is a server;
//   - Resolve and ResolveTrace agree, the trace ends with the result, and
//     the result's parts recompose to its text;
//   - a result under dotdot=keep that does not begin its path with ".."
//     is the same under drop, and reject fails exactly where drop changes
//     something.
func FuzzInvariants(f *testing.F) {
	seeds, err := dialecttest.Seeds(tables...)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range seeds {
		f.Add("http://a/b/c/d;p?q", s)
	}
	f.Add("http://[::1]:80/a/b", "../../x")
	f.Add("foo:bar", "..//g")
	f.Fuzz(func(t *testing.T, base, s string) {
		for _, d := range allDialects {
			checkValidate(t, d, s)
			checkResolve(t, d, base, s)
		}
	})
}

func checkValidate(t *testing.T, d *Dialect, s string) {
	err := d.Validate(s)
	r, _ := d.Parse(s)
	alo, ahi := r.Span(dialect.Authority)
	inAuthority := false
	for _, v := range dialect.Violations(err) {
		if v.Offset < 0 || v.Len < 0 || v.Offset+v.Len > len(s) {
			t.Fatalf("%v: Validate(%q): violation out of range: %v", d, s, v)
		}
		if alo >= 0 && v.Offset >= alo && v.Offset < ahi {
			inAuthority = true
		}
	}
	if alo < 0 {
		return
	}
	a := s[alo:ahi]
	_, _, _, _, server := isServer(a, d.opts.ipv6)
	if ok := server || isRegName(a); ok == inAuthority {
		t.Fatalf("%v: Validate(%q): authority %q valid=%v but violations in it=%v", d, s, a, ok, inAuthority)
	}
	if split := r.Has(dialect.Host); split != (server && a != "") {
		t.Fatalf("%v: Parse(%q): host defined=%v, authority %q is a server=%v", d, s, split, a, server)
	}
}

func checkResolve(t *testing.T, d *Dialect, base, s string) {
	b, _ := d.Parse(base)
	r, _ := d.Parse(s)
	res, err := d.Resolve(b, r)
	var last dialect.Step
	tres, terr := d.ResolveTrace(b, r, func(st dialect.Step) { last = st })
	if (err == nil) != (terr == nil) || res.String() != tres.String() {
		t.Fatalf("%v: Resolve(%q, %q) = %q, %v; ResolveTrace = %q, %v", d, base, s, res, err, tres, terr)
	}
	if err != nil {
		return
	}
	if got := dialect.Recompose(res); got != res.String() {
		t.Fatalf("%v: Resolve(%q, %q): parts recompose to %q, text is %q", d, base, s, got, res.String())
	}
	if last.State != res.String() {
		t.Fatalf("%v: Resolve(%q, %q) = %q, but the trace ends with %v", d, base, s, res, last)
	}
	if d.opts.dotDot != DotDotKeep {
		return
	}
	ss := dialect.SameSchemeAbsolute
	if d.opts.sameScheme {
		ss = dialect.SameSchemeAsRelative
	}
	drop := New(WithDotDot(DotDotDrop), WithIPv6(d.opts.ipv6), WithSameScheme(ss), WithSameDocument(d.opts.sameDoc))
	reject := New(WithDotDot(DotDotReject), WithIPv6(d.opts.ipv6), WithSameScheme(ss), WithSameDocument(d.opts.sameDoc))
	dres, derr := drop.Resolve(b, r)
	_, rerr := reject.Resolve(b, r)
	if derr != nil {
		t.Fatalf("%v: Resolve(%q, %q) fails: %v", drop, base, s, derr)
	}
	if (rerr != nil) != (dres.String() != res.String()) {
		t.Fatalf("Resolve(%q, %q): keep %q, drop %q, reject error %v", base, s, res, dres, rerr)
	}
}
