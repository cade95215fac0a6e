package python15_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/python15"
	"github.com/uridialect/uridialect/dialect"
)

// urljoin against Roy Fielding's base: the reference's params replace the
// base's ("?y" loses ";p"), and a ".." deletes a ".." before it.
func ExampleNew() {
	for _, ref := range []string{"g", "?y", "#s", "//g", "../../../g", "../../../../g", "g;x=1/../y", "http:g"} {
		res, _ := dialect.ResolveString(python15.Default, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-14s %s\n", ref, res)
	}
	// Output:
	// g              http://a/b/c/g
	// ?y             http://a/b/c/d?y
	// #s             http://a/b/c/d?q#s
	// //g            http://g/
	// ../../../g     http://a/../g
	// ../../../../g  http://a/g
	// g;x=1/../y     http://a/b/c/g;x=1/../y
	// http:g         http://a/b/c/g
}

// The 1.5 text of January 1998, by name.
func ExampleDialect_options() {
	d, _ := python15.Default.With("version", "1.5")
	a, _ := dialect.ResolveString(python15.Default, "http:/b/c/d", "../../..")
	b, _ := dialect.ResolveString(d, "http:/b/c/d", "../../..")
	fmt.Println(d, a, b)
	// Output: python15(version=1.5) http:/ http:
}

// Each step cites the function of Lib/urlparse.py that takes it.
func ExampleDialect_ResolveTrace() {
	b, _ := python15.Default.Parse("http://a/b/c/d")
	r, _ := python15.Default.ParseIn(b, "../g")
	res, _ := python15.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s.Rule) })
	fmt.Println(res)
	// Output:
	// Python 1.5.2, Lib/urlparse.py, urlparse
	// Python 1.5.2, Lib/urlparse.py, urljoin
	// Python 1.5.2, Lib/urlparse.py, urljoin
	// Python 1.5.2, Lib/urlparse.py, urljoin
	// Python 1.5.2, Lib/urlparse.py, urlunparse
	// http://a/b/g
}
