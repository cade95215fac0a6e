package heritrix_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
)

// Heritrix drops the fragment, removes the ".." above the root, turns a
// backslash before the query into "/", lower-cases and punycodes the host
// and leaves the default port out.
func ExampleDialect_Resolve() {
	for _, ref := range []string{"../../../g", "g#s", " a\\b ", "http://M\u00dcNCHEN.de:80/", "https:g"} {
		res, err := dialect.ResolveString(heritrix.Default, "http://a/b/c/d;p?q", ref)
		if err != nil {
			res = "URIException"
		}
		fmt.Printf("%-14q %s\n", ref, res)
	}
	// Output:
	// "../../../g"   http://a/g
	// "g#s"          http://a/b/c/g
	// " a\\b "       http://a/b/c/a/b
	// "http://MÜNCHEN.de:80/" http://xn--mnchen-3ya.de/
	// "https:g"      URIException
}

// Heritrix 1.14 turned every backslash into "/".
func ExampleDialect_options() {
	d, _ := heritrix.Default.With("version", "1")
	res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", `x?y\z`)
	fmt.Println(d, res)
	// Output: heritrix(version=1) http://a/b/c/x?y/z
}
