package rfc3986_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/rfc3986"
)

// The one example of Section 5.4.2 with two answers, under the strict
// default and the non-strict reading.
func ExampleNew() {
	for _, d := range []*rfc3986.Dialect{rfc3986.Default, rfc3986.New(rfc3986.WithSameScheme(dialect.SameSchemeAsRelative))} {
		got, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", "http:g")
		fmt.Println(d, got, err)
	}
	// Output:
	// rfc3986 http:g <nil>
	// rfc3986(samescheme=relative) http://a/b/c/g <nil>
}

// An empty fragment or query is defined, and kept.
func ExampleDialect_Resolve() {
	for _, ref := range []string{"#", "?", "", "../g"} {
		got, _ := dialect.ResolveString(rfc3986.Default, "http://x/y?q", ref)
		fmt.Printf("%q -> %q\n", ref, got)
	}
	// Output:
	// "#" -> "http://x/y?q#"
	// "?" -> "http://x/y?"
	// "" -> "http://x/y?q"
	// "../g" -> "http://x/g"
}

func ExampleDialect_Parse() {
	r, _ := rfc3986.Default.Parse("foo://u@[2001:db8::7]:8042/over/there?name=ferret#")
	for _, p := range []dialect.Part{dialect.Scheme, dialect.UserInfo, dialect.Host, dialect.Port, dialect.Path, dialect.Query, dialect.Fragment} {
		s, ok := r.Get(p)
		fmt.Printf("%s=%q %v\n", p, s, ok)
	}
	// Output:
	// scheme="foo" true
	// userinfo="u" true
	// host="[2001:db8::7]" true
	// port="8042" true
	// path="/over/there" true
	// query="name=ferret" true
	// fragment="" true
}

func ExampleDialect_Validate() {
	err := rfc3986.Default.Validate("http://a b/c%zz?d#e#f")
	for _, v := range dialect.Violations(err) {
		fmt.Println(v.Offset, v.Rule)
	}
	// Output:
	// 8 RFC 3986, Appendix A, <reg-name>
	// 12 RFC 3986, Appendix A, <pct-encoded>
	// 19 RFC 3986, Appendix A, <fragment>
}

func ExampleDialect_ResolveTrace() {
	b, _ := rfc3986.Default.Parse("http://a/b/c/d;p?q")
	r, _ := rfc3986.Default.Parse("g/../h")
	_, _ = rfc3986.Default.ResolveTrace(b, r, func(s dialect.Step) {
		if s.Rule.Sec == "5.2.4" {
			fmt.Println(s.Rule.Step, s.State)
		}
	})
	// Output:
	// 1 /b/c/g/../h
	// 2E /b
	// 2E /b/c
	// 2E /b/c/g
	// 2C /b/c
	// 2E /b/c/h
	// 3 /b/c/h
}

// A batch's loop: a base parsed once, each reference resolved from its
// text into one target reused line after line, and a chain of
// resolutions that writes each target over its base.
func ExampleDialect_ResolveText() {
	base, _ := rfc3986.Default.Parse("http://a/b/c/d;p?q")
	var t dialect.Reference
	for _, ref := range []string{"../g", "g?y#s", "//h/./x"} {
		if err := rfc3986.Default.ResolveText(&t, &base, ref); err != nil {
			fmt.Println(err)
		}
		fmt.Println(t.Source())
	}
	for _, ref := range []string{"x/", "../y", "?z"} {
		rfc3986.Default.ResolveText(&base, &base, ref)
	}
	fmt.Println(base.Source())
	// Output:
	// http://a/b/g
	// http://a/b/c/g?y#s
	// http://h/x
	// http://a/b/c/y?z
}

// NonStrict is the "(not strict)" reading of Section 5.2.2: a reference
// whose scheme is the base's is resolved as if it had none.
func ExampleNonStrict() {
	res, _ := dialect.ResolveString(rfc3986.NonStrict, "http://a/b/c/d;p?q", "http:g")
	fmt.Println(rfc3986.NonStrict, res)
	// Output:
	// rfc3986(samescheme=relative) http://a/b/c/g
}
