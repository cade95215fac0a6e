package rfc2396

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

var tables = []string{
	"../testdata/rfc2396/resolve.txt",
	"../testdata/rfc2396/resolve_extra.txt",
	"../testdata/rfc2396/parse.txt",
	"../testdata/rfc2396/validate.txt",
}

// FuzzRFC2396 runs the shared checks: Parse never panics and loses
// nothing, and resolving against every seed base never panics and gives a
// result that parses.
func FuzzRFC2396(f *testing.F) {
	dialecttest.Fuzz(f, Default, tables...)
}

// every option combination, for the invariants below.
var allDialects = func() []*Dialect {
	var out []*Dialect
	for _, sd := range []SameDocument{SameDocumentKeep, SameDocumentBase} {
		for _, ss := range []bool{false, true} {
			for _, dd := range []DotDot{KeepDotDot, DropDotDot, RejectDotDot} {
				for _, v6 := range []bool{false, true} {
					out = append(out, New(WithSameDocument(sd), SameSchemeRelative(ss), AboveRoot(dd), IPv6Literals(v6)))
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
	if d.opts.dotDot != KeepDotDot {
		return
	}
	drop := New(AboveRoot(DropDotDot), IPv6Literals(d.opts.ipv6), SameSchemeRelative(d.opts.sameScheme), WithSameDocument(d.opts.sameDoc))
	reject := New(AboveRoot(RejectDotDot), IPv6Literals(d.opts.ipv6), SameSchemeRelative(d.opts.sameScheme), WithSameDocument(d.opts.sameDoc))
	dres, derr := drop.Resolve(b, r)
	_, rerr := reject.Resolve(b, r)
	if derr != nil {
		t.Fatalf("%v: Resolve(%q, %q) fails: %v", drop, base, s, derr)
	}
	if (rerr != nil) != (dres.String() != res.String()) {
		t.Fatalf("Resolve(%q, %q): keep %q, drop %q, reject error %v", base, s, res, dres, rerr)
	}
}
