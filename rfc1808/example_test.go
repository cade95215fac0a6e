package rfc1808_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/rfc1808"
)

// The same references under RFC 1808 as written and with the loophole of
// Section 5.2 that older parsers allowed.
func ExampleNew() {
	loophole := rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative))
	for _, d := range []*rfc1808.Dialect{rfc1808.Default, loophole} {
		for _, ref := range []string{"http:g", ";x", ""} {
			res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q#f", ref)
			fmt.Printf("%-28s %-8q %s\n", d, ref, res)
		}
	}
	// Output:
	// rfc1808                      "http:g" http:g
	// rfc1808                      ";x"     http://a/b/c/d;x
	// rfc1808                      ""       http://a/b/c/d;p?q#f
	// rfc1808(samescheme=relative) "http:g" http://a/b/c/g
	// rfc1808(samescheme=relative) ";x"     http://a/b/c/d;x
	// rfc1808(samescheme=relative) ""       http://a/b/c/d;p?q#f
}

func ExampleDialect_Parse() {
	r, _ := rfc1808.Default.Parse("g;x=1/../y?q#s")
	for _, p := range []dialect.Part{dialect.Scheme, dialect.Path, dialect.Params, dialect.Query, dialect.Fragment} {
		s, ok := r.Get(p)
		fmt.Printf("%-8s %q %v\n", p, s, ok)
	}
	// Output:
	// scheme   "" false
	// path     "g" true
	// params   "x=1/../y" true
	// query    "q" true
	// fragment "s" true
}

func ExampleDialect_ResolveTrace() {
	b, _ := rfc1808.Default.Parse("http://a/b/c/d;p?q#f")
	r, _ := rfc1808.Default.Parse("?y")
	res, _ := rfc1808.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// RFC 1808, Section 4, step 2c: inherit the scheme of the base URL => "http"
	// RFC 1808, Section 4, step 3: inherit the net_loc of the base URL => "a"
	// RFC 1808, Section 4, step 5: the path is empty: inherit the base URL path => "/b/c/d"
	// RFC 1808, Section 4, step 5a: inherit the params of the base URL => "p"
	// RFC 1808, Section 4, step 5b: the query is non-empty: skip to step 7 => "y"
	// RFC 1808, Section 4: the base URL's fragment is not inherited: the embedded URL is not entirely empty => ""
	// RFC 1808, Section 4, step 7: recombine the components => "http://a/b/c/d;p?y"
	// http://a/b/c/d;p?y
}

func ExampleDialect_Validate() {
	err := rfc1808.Default.Validate("http://host/~user/a b%zz")
	for _, pe := range dialect.Violations(err) {
		fmt.Println(pe)
	}
	// Output:
	// rfc1808: offset 12: "~" is not allowed in <path> (RFC 1808, Section 2.2, <path>)
	// rfc1808: offset 19: " " is not allowed in <path> (RFC 1808, Section 2.2, <path>)
	// rfc1808: offset 21: malformed escape "%zz": escape = "%" hex hex (RFC 1808, Section 2.2, <escape>)
}

func ExampleDialect_EstablishBase() {
	// Section 5: "Within an object with a well-defined base URL of
	// Base: <URL:http://a/b/c/d;p?q#f>".
	base := rfc1808.Default.EstablishBase(dialect.BaseSource{
		Header:    header.Fields{{Name: "Base", Value: "<URL:http://a/b/c/d;p?q#f>"}},
		Retrieval: "http://www.example.edu/~user/dir/page.html",
	})
	fmt.Println(base.URI, base.Layer, base.Rule)
	x, _ := dialect.ResolveString(rfc1808.Default, base.URI, ";x")
	fmt.Println(x)
	// Output:
	// http://a/b/c/d;p?q#f header RFC 1808, Section 3.1, <base-header>
	// http://a/b/c/d;x
}

// WithSameScheme takes the loophole of Section 5.2, which "some older
// parsers" allow: a reference with the base's scheme and no net_loc is
// resolved as a relative one.
func ExampleWithSameScheme() {
	d := rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative))
	res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", "http:g")
	fmt.Println(d, res)
	// Output:
	// rfc1808(samescheme=relative) http://a/b/c/g
}
