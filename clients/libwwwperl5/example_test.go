package libwwwperl5_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/libwwwperl5"
	"github.com/uridialect/uridialect/dialect"
)

// $url->abs($base)->as_string against Roy Fielding's base: RFC 1808's
// answers, params and query inherited, but "//g" written with its "/",
// white space removed and unsafe characters escaped.
func ExampleNew() {
	for _, ref := range []string{"g", "?y", ";x", "//g", "../../../g", "g;x=1/../y", "http:g", "a b{c}"} {
		res, _ := dialect.ResolveString(libwwwperl5.Default, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-11s %s\n", ref, res)
	}
	// Output:
	// g           http://a/b/c/g
	// ?y          http://a/b/c/d;p?y
	// ;x          http://a/b/c/d;x
	// //g         http://g/
	// ../../../g  http://a/../g
	// g;x=1/../y  http://a/b/c/g;x=1/../y
	// http:g      http:g
	// a b{c}      http://a/b/c/ab%7Bc%7D
}

// abs($base, 1) and $URI::URL::ABS_REMOTE_LEADING_DOTS, by name.
func ExampleDialect_options() {
	d, _ := libwwwperl5.Default.With("samescheme", "relative")
	d, _ = d.(dialect.Configurable).With("leadingdots", "drop")
	for _, ref := range []string{"http:g", "../../../g"} {
		res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", ref)
		fmt.Println(d, ref, res)
	}
	// Output:
	// libwwwperl5(samescheme=relative,leadingdots=drop) http:g http://a/b/c/g
	// libwwwperl5(samescheme=relative,leadingdots=drop) ../../../g http://a/g
}

// Each step cites the function of libwww-perl 5.14 and, for abs, the step
// as its comments label it.
func ExampleDialect_ResolveTrace() {
	b, _ := libwwwperl5.Default.Parse("http://a/b/c/d;p?q")
	r, _ := libwwwperl5.Default.Parse("../g")
	res, _ := libwwwperl5.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s.Rule) })
	fmt.Println(res)
	// Output:
	// libwww-perl 5.14, lib/URI/URL.pm, new
	// libwww-perl 5.14, lib/URI/URL.pm, new, implementor
	// libwww-perl 5.14, lib/URI/URL/_generic.pm, abs, (2c)
	// libwww-perl 5.14, lib/URI/URL/_generic.pm, abs, (3)
	// libwww-perl 5.14, lib/URI/URL/_generic.pm, abs, (6)
	// libwww-perl 5.14, lib/URI/URL/_generic.pm, as_string
	// http://a/b/g
}
