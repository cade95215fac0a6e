package wget1_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/dialect"
)

// A recursive retrieval of Wget 1.5.3 decoded every escape, took "//g" for
// a path on the page's own host, and followed no link that starts like a
// scheme other than http:// or ftp://, "g" (the start of "gopher:")
// among them.
func ExampleDialect_Resolve() {
	for _, ref := range []string{"../../../g", "//g", "g?y/../x", "%7Eu/", "g", "h", " "} {
		res, err := dialect.ResolveString(wget1.Default, "http://a/b/c/d;p?q", ref)
		if err != nil {
			res = "no link"
		}
		fmt.Printf("%-12q %s\n", ref, res)
	}
	// Output:
	// "../../../g" http://a/g
	// "//g"        http://a/g
	// "g?y/../x"   http://a/b/c/x
	// "%7Eu/"      http://a/b/c/%7Eu/
	// "g"          no link
	// "h"          http://h/
	// " "          no link
}

// str_url wrote the port always: option port=shown gives Wget's u->url.
func ExampleDialect_options() {
	d, _ := wget1.Default.With("port", "shown")
	res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../x")
	fmt.Println(d, res)
	// Output: wget1(port=shown) http://a:80/b/x
}

func ExampleDialect_ResolveTrace() {
	b, _ := wget1.Default.Parse("http://a/b/c/d;p?q")
	r, _ := wget1.Default.Parse(" http:g?y/../x#s")
	res, _ := wget1.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// GNU Wget 1.5.3, src/recur.c, recursive_retrieve, canon_this_url: the page's address, canonical: parseurl, then str_url => "http://a:80/b/c/d;p?q"
	// GNU Wget 1.5.3, src/html.c, htmlfindurl: the value ends at its last "#" => " http:g?y/../x"
	// GNU Wget 1.5.3, src/url.c, get_urls_html, spaces: white space around the value ignored => "http:g?y/../x"
	// GNU Wget 1.5.3, src/url.c, get_urls_html, http:RELATIVE_URI: "http:RELATIVE": the "http:" is stripped, the rest is relative => "g?y/../x"
	// GNU Wget 1.5.3, src/url.c, construct: relative: joined to the page's address => "http://a:80/b/c/g?y/../x"
	// GNU Wget 1.5.3, src/url.c, parseurl: host "a", path decoded and split at its last "/": file "x", directory => "b/c/g?y/.."
	// GNU Wget 1.5.3, src/utils.c, path_simplify: the directory simplified, its leading (HTTP) and trailing "/" removed => "b/c"
	// GNU Wget 1.5.3, src/url.c, str_url: the URL Wget retrieves => "http://a/b/c/x"
	// http://a/b/c/x
}
