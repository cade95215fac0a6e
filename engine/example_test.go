package engine_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// Resolve one reference by the rules of RFC 1808, chosen by name.
func ExampleGet() {
	d, err := engine.Get("rfc1808")
	if err != nil {
		panic(err)
	}
	res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q#f", ";x")
	fmt.Println(res, err)
	// Output: http://a/b/c/d;x <nil>
}

// Options are set by name, as the command line's -o does.
func ExampleGet_options() {
	d, _ := engine.Get("rfc2396", "dotdot=drop")
	res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../../../g")
	fmt.Println(d, res)
	// Output: rfc2396(dotdot=drop) http://a/g
}

// One reference through every dialect.
func ExampleCompare() {
	c := engine.Compare("http://a/b/c/d;p?q", "?y")
	for _, r := range c.Results {
		fmt.Printf("%-8s %s\n", r.Dialect, r.Answer())
	}
	// Output:
	// rfc1630  http://a/b/c/?y
	// draft01  http://a/b/c/d;p?y
	// rfc1808  http://a/b/c/d;p?y
	// rfc2396  http://a/b/c/?y
	// rfc3986  http://a/b/c/d;p?y
	// whatwg   http://a/b/c/d;p?y
}

func ExampleLookup_unknown() {
	_, err := engine.Lookup("rfc2369")
	fmt.Println(err)
	// Output: engine: unknown dialect "rfc2369" (known: draft01, rfc1630, rfc1808, rfc2396, rfc3986, whatwg)
}
