package mosaic2_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/mosaic2"
	"github.com/uridialect/uridialect/dialect"
)

// Mosaic's HTSimplify ran over the query too, and kept ".." above the host.
func ExampleDialect_Resolve() {
	for _, ref := range []string{"g?y/../x", ".", "../../../g", "http:g"} {
		res, _ := dialect.ResolveString(mosaic2.Default, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-12q %s\n", ref, res)
	}
	// Output:
	// "g?y/../x"   http://a/b/c/x
	// "."          http://a/b/c
	// "../../../g" http://a/../g
	// "http:g"     http://a/b/c/g
}

func ExampleDialect_ResolveTrace() {
	b, _ := mosaic2.Default.Parse("http://a/b/c/d;p?q#f")
	r, _ := mosaic2.Default.Parse("g/../h")
	res, _ := mosaic2.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// NCSA Mosaic 2.7, src/mo-www.c, mo_url_canonicalize_keep_anchor: the current URL, parsed alone by HTParse without PARSE_ANCHOR: its anchor is dropped => "http://a/b/c/d;p?q"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, scan: scan the reference: relative="g/../h" => "g/../h"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse, access: the access is inherited => "http:"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse, host: the host => "http://a"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse, path: remove the file name after the last "/" (before any "?") and add the relative path => "http://a/b/c/g/../h"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, HTSimplify: remove "/g/.." => "http://a/b/c/h"
	// NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse: return the result => "http://a/b/c/h"
	// http://a/b/c/h
}
