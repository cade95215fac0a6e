package lynx2_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/dialect"
)

// Lynx gave "." and ".." a "/", and, on a page with a BASE element,
// parsed each link twice.
func ExampleDialect_Resolve() {
	element := lynx2.New(lynx2.WithBase(lynx2.BaseElement))
	for _, d := range []*lynx2.Dialect{lynx2.Default, element} {
		for _, ref := range []string{"..", "../..", "g?y/./x"} {
			res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", ref)
			fmt.Printf("%-19s %-9q %s\n", d, ref, res)
		}
	}
	// Output:
	// lynx2               ".."      http://a/b/
	// lynx2               "../.."   http://a
	// lynx2               "g?y/./x" http://a/b/c/g?y/x
	// lynx2(base=element) ".."      http://a/b/
	// lynx2(base=element) "../.."   http://a/
	// lynx2(base=element) "g?y/./x" http://a/b/c/g?y/x
}

// The options by name, as the command line sets them.
func ExampleDialect_options() {
	d, _ := lynx2.Default.With("base", "element")
	fmt.Println(d)
	for _, o := range lynx2.Default.Options() {
		fmt.Println(o.Key, o.Values, o.Default)
	}
	// Output:
	// lynx2(base=element)
	// base [document element] document
	// maxlength [1048576 N] 1048576
}
