package rfc1630_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/rfc1630"
)

// The published examples of RFC 1630, and "/g" under the literal reading of
// the leading slashes rule.
func ExampleNew() {
	literal := rfc1630.New(rfc1630.WithSlashes(rfc1630.SlashesLiteral))
	for _, ref := range []string{"g", "/g", "//g", "../g", "g:h"} {
		def, _ := dialect.ResolveString(rfc1630.Default, "magic://a/b/c//d/e/f", ref)
		lit, _ := dialect.ResolveString(literal, "magic://a/b/c//d/e/f", ref)
		fmt.Printf("%-5s %-22s %s\n", ref, def, lit)
	}
	fmt.Println(literal)
	// Output:
	// g     magic://a/b/c//d/e/g   magic://a/b/c//d/e/g
	// /g    magic://a/g            magic://a/b/c//d/g
	// //g   magic://g              magic://g
	// ../g  magic://a/b/c//d/g     magic://a/b/c//d/g
	// g:h   g:h                    g:h
	// rfc1630(slashes=literal)
}

// The loophole: a reference with the context's scheme is a partial form by
// default.
func ExampleWithSameScheme() {
	strict := rfc1630.New(rfc1630.WithSameScheme(dialect.SameSchemeAbsolute))
	a, _ := dialect.ResolveString(rfc1630.Default, "http://a/b/c", "http:g")
	b, _ := dialect.ResolveString(strict, "http://a/b/c", "http:g")
	fmt.Println(a)
	fmt.Println(b)
	// Output:
	// http://a/b/g
	// http:g
}

// Parse names the parts as RFC 1630 does.
func ExampleDialect_Parse() {
	r, _ := rfc1630.Default.Parse("http://info.cern.ch:8000/RDB/EMP?dobbins#x")
	for _, p := range rfc1630.Default.Info().Parts {
		if s, ok := r.Get(p.Part); ok {
			fmt.Printf("%s: %q\n", p.Name, s)
		}
	}
	// Output:
	// scheme: "http"
	// host part: "info.cern.ch:8000"
	// path: "/RDB/EMP"
	// search: "dobbins"
	// fragmentid: "x"
}

// Validate reports every violation with its position and production.
func ExampleDialect_Validate() {
	err := rfc1630.Default.Validate("http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins")
	for _, v := range dialect.Violations(err) {
		fmt.Println(v.Offset, v.Rule)
	}
	// Output:
	// 44 RFC 1630, BNF of Generic URI Syntax, <escape>
}

// The option samescheme=absolute reads "http:g" against an http base as a
// whole URI, where Default, following the published examples, takes it as
// a partial form in the base's context.
func ExampleDialect_options() {
	absolute, _ := rfc1630.Default.With("samescheme", "absolute")
	fmt.Println(dialect.ResolveString(rfc1630.Default, "http://a/b/c/d;p?q", "http:g"))
	fmt.Println(dialect.ResolveString(absolute, "http://a/b/c/d;p?q", "http:g"))
	// Output:
	// http://a/b/c/g <nil>
	// http:g <nil>
}

// ResolveTrace gives the steps of the "Partial (relative) form" rules,
// each citing the RFC.
func ExampleDialect_ResolveTrace() {
	d := rfc1630.Default
	base, _ := d.Parse("http://a/b/c/d;p?q")
	ref, _ := d.Parse("../g")
	res, _ := d.ResolveTrace(base, ref, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// RFC 1630, Partial (relative) form, step 1: no colon before any slash: a partial form => "../g"
	// RFC 1630, Partial (relative) form, step 3: remove the last part of the context path (and its search part), append the partial => "http://a/b/c/../g"
	// RFC 1630, Partial (relative) form, step 4: remove "xxx/../" => "/b/g"
	// http://a/b/g
}
