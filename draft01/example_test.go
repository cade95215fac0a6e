package draft01_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/header"
)

// The same references under the default (a WWW system, the table of
// Section 2.3.6) and outside systems that use fragment identifiers.
func ExampleNew() {
	noFragments := draft01.New(draft01.WithFragments(draft01.NoFragments))
	for _, d := range []*draft01.Dialect{draft01.Default, noFragments} {
		for _, ref := range []string{"#s", "../../../../g"} {
			got, _ := dialect.ResolveString(d, "http://a/b/c/d", ref)
			fmt.Printf("%s: %s => %s\n", d, ref, got)
		}
	}
	// Output:
	// draft01: #s => http://a/b/c/d#s
	// draft01: ../../../../g => http://a/g
	// draft01(fragments=none): #s => http://a/b/c/#s
	// draft01(fragments=none): ../../../../g => http://a/g
}

// A scheme outside the table is in no set until it is declared
// (Section 2.3: "new schemes include a description of their membership").
func ExampleScheme() {
	https := draft01.New(draft01.WithScheme("https", draft01.UsesNetloc|draft01.UsesParams|draft01.UsesQuery|draft01.UsesFragment))
	for _, d := range []*draft01.Dialect{draft01.Default, https} {
		got, _ := dialect.ResolveString(d, "https://a/b/c/d;p?q", "?y")
		fmt.Println(d.Categories("https"), got)
	}
	// Output:
	// none https://a/b/c/?y
	// netloc+params+query+fragment https://a/b/c/d;p?y
}

// A relative URL is parsed by the categories of its base's scheme.
func ExampleDialect_ParseIn() {
	for _, base := range []string{"http://h/x", "ftp://h/x", "gopher://h/x", "mailto:x"} {
		b, _ := draft01.Default.Parse(base)
		r, _ := draft01.Default.ParseIn(b, "a;p?q#f")
		fmt.Printf("%-12s path=%q params=%q query=%q fragment=%q\n", base,
			r.Value(dialect.Path), r.Value(dialect.Params), r.Value(dialect.Query), r.Value(dialect.Fragment))
	}
	// Output:
	// http://h/x   path="a" params="p" query="q" fragment="f"
	// ftp://h/x    path="a" params="p?q" query="" fragment="f"
	// gopher://h/x path="a;p?q" params="" query="" fragment="f"
	// mailto:x     path="a;p?q#f" params="" query="" fragment=""
}

func ExampleDialect_ResolveTrace() {
	b, _ := draft01.Default.Parse("http://a/b/c/d;p?q")
	r, _ := draft01.Default.ParseIn(b, ";x")
	_, _ = draft01.Default.ResolveTrace(b, r, func(s dialect.Step) {
		fmt.Println(s)
	})
	// Output:
	// draft-ietf-uri-relative-url-01, Section 4, step 1: the base URL is given (Section 3) => "http://a/b/c/d;p?q"
	// draft-ietf-uri-relative-url-01, Section 4, step 3: parse both URLs by the categories of the base's scheme (netloc+params+query+fragment): path="" params="x" => ";x"
	// draft-ietf-uri-relative-url-01, Section 4, step 3b: inherit the scheme of the base URL => "http"
	// draft-ietf-uri-relative-url-01, Section 4, step 4b: inherit the <net_loc> of the base URL => "a"
	// draft-ietf-uri-relative-url-01, Section 4, step 6a: the path is empty: inherit the base URL path => "/b/c/d"
	// draft-ietf-uri-relative-url-01, Section 4, step 6b: keep the embedded <params> (non-empty, or none in the base) => "x"
	// draft-ietf-uri-relative-url-01, Section 4, step 6c: the <query> is empty: inherit the <query> of the base URL => "q"
	// draft-ietf-uri-relative-url-01, Section 4, step 6d: skip to step 8 => "/b/c/d"
	// draft-ietf-uri-relative-url-01, Section 4, step 8: recombine the components; the fragment is never inherited => "http://a/b/c/d;x?q"
}

func ExampleDialect_EstablishBase() {
	// The example document of Section 10 gives its BASE; the message
	// header and the retrieval URL come after it (Section 3).
	base := draft01.Default.EstablishBase(dialect.BaseSource{
		Embedded:  []string{"http://www.ics.uci.edu/Test/a/b/c"},
		Header:    header.Fields{{Name: "Base-URL", Value: "http://example.org/other"}},
		Retrieval: "http://example.org/retrieved",
	})
	got, _ := dialect.ResolveString(draft01.Default, base.URI, "../x")
	fmt.Println(base.Layer, base.Rule)
	fmt.Println(got)
	// Output:
	// embedded draft-ietf-uri-relative-url-01, Section 3.1
	// http://www.ics.uci.edu/Test/a/x
}

func ExampleDialect_Validate() {
	err := draft01.Default.Validate("http://a b/c<d>?%zz")
	for _, v := range dialect.Violations(err) {
		fmt.Println(v.Offset, v.Rule)
	}
	// Output:
	// 8 draft-ietf-uri-relative-url-01, Section 2.2, <net_loc>
	// 12 draft-ietf-uri-relative-url-01, Section 2.2, <segment>
	// 14 draft-ietf-uri-relative-url-01, Section 2.2, <segment>
	// 16 draft-ietf-uri-relative-url-01, Section 2.2, <escape>
}

// The option fragments=none takes every scheme out of Uses-Fragment, as
// in a system that does not use fragment identifiers (Section 2.3.5): a
// "#" is then part of the path, and "#s" is a relative path like any
// other.
func ExampleDialect_options() {
	d, _ := draft01.Default.With("fragments", "none")
	for _, ref := range []string{"#s", "g#s"} {
		with, _ := dialect.ResolveString(draft01.Default, "http://a/b/c/d;p?q", ref)
		without, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-4s %-22s %s\n", ref, with, without)
	}
	// Output:
	// #s   http://a/b/c/d;p?q#s   http://a/b/c/#s
	// g#s  http://a/b/c/g#s       http://a/b/c/g#s
}
