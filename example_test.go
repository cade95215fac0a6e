package uridialect_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// One reference from the specifications' abnormal examples, resolved by the
// rules of three revisions picked by name: the texts of 1995 and 1998 keep
// the ".." that climbs above the root, the text of 2005 removes it.
func Example() {
	for _, name := range []string{"rfc1808", "rfc2396", "rfc3986"} {
		d, err := engine.Lookup(name)
		if err != nil {
			panic(err)
		}
		res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../../../g")
		fmt.Println(name, res, err)
	}
	// Output:
	// rfc1808 http://a/../g <nil>
	// rfc2396 http://a/../g <nil>
	// rfc3986 http://a/g <nil>
}
