package msie3_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/msie3"
	"github.com/uridialect/uridialect/dialect"
)

// What the status bar of Internet Explorer 3.01 showed on Roy Fielding's
// first test page, 1997.
func ExampleNew() {
	for _, ref := range []string{"?y", "#s", ".", "..", "./../g", "../../../g", "g?y/../x", "http:g"} {
		res, _ := dialect.ResolveString(msie3.Default, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-10s %s\n", ref, res)
	}
	// Output:
	// ?y         http://a/b/c/?y
	// #s         http://a/b/c/d;p?q#s
	// .          http://a/b/c
	// ..         http://a/b
	// ./../g     http://a/b/c/../g
	// ../../../g http://a/g
	// g?y/../x   http://a/b/c/x
	// http:g     http://a/b/c/g
}

// The model has one option, the length limit shared by every dialect.
func ExampleDialect_options() {
	d, _ := msie3.Default.With("maxlength", "100")
	fmt.Println(d)
	// Output: msie3(maxlength=100)
}

// Each step cites the observations that decide it.
func ExampleDialect_ResolveTrace() {
	b, _ := msie3.Default.Parse("fred:///s//a/b/c")
	r, _ := msie3.Default.Parse("../../g")
	res, _ := msie3.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// MSIE 3.01, observed, Fielding 1997 Parts 1-3: "?y" = "http://a/b/c/?y", "g" = "http://a/b/c/d;p=1/g": merge: the base's path, its query left out, up to its last "/", then the reference with its query => "/s//a/b/../../g"
	// MSIE 3.01, observed, Fielding 1997 Parts 1, 4: "./../g" = "http://a/b/c/../g", ".." = "http://a/b", "../../" = "fred:///s//a/": simplify the path left to right: 1 "/<segment>/.." removed, 1 "/.." with no segment to remove dropped, 0 "/." removed (the character after each is passed over), 0 ".." after ".." kept => "/s//a/g"
	// MSIE 3.01, observed, Fielding 1997: the URL the status bar showed: the answer => "fred:///s//a/g"
	// fred:///s//a/g
}
