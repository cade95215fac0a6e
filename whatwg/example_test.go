package whatwg_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/whatwg"
)

// Resolve is the basic URL parser with a base: the URL a browser makes
// of a link, serialized.
func Example() {
	for _, ref := range []string{"../../../g", "http:g", `\\server\share`, "HTTP://0x7F.1:80/a b", "//g"} {
		res, err := dialect.ResolveString(whatwg.Default, "http://a/b/c/d;p?q", ref)
		fmt.Println(res, err)
	}
	// Output:
	// http://a/g <nil>
	// http://a/b/c/g <nil>
	// http://server/share <nil>
	// http://127.0.0.1/a%20b <nil>
	// http://g/ <nil>
}

// Validate names each validation error under the Standard's name, at its
// offset.
func ExampleDialect_Validate() {
	for _, pe := range dialect.Violations(whatwg.Default.Validate("https://user@EXAMPLE.org\\a b")) {
		fmt.Println(pe.Offset, pe.Rule.Step)
	}
	// Output:
	// 8 invalid-credentials
	// 24 invalid-reverse-solidus
	// 26 invalid-URL-unit
}

// The query of a page in a legacy encoding is encoded in it, as the
// Standard's own example shows for windows-1252.
func ExampleWithEncoding() {
	d := whatwg.New(whatwg.WithEncoding("windows-1252"))
	res, _ := dialect.ResolveString(d, "http://example.org/", "?smörgåsbord")
	fmt.Println(d, res)
	// Output: whatwg(encoding=windows-1252) http://example.org/?sm%F6rg%E5sbord
}
