package netscape4_test

import (
	"fmt"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/dialect"
)

// Navigator read an unknown scheme as a path, kept a final "." and
// dropped ".." above the root.
func ExampleDialect_Resolve() {
	for _, ref := range []string{"g:h", ".", "..", "../../../g", ""} {
		res, _ := dialect.ResolveString(netscape4.Default, "http://a/b/c/d;p?q", ref)
		fmt.Printf("%-12q %s\n", ref, res)
	}
	// Output:
	// "g:h"        http://a/b/c/g:h
	// "."          http://a/b/c/.
	// ".."         http://a/b
	// "../../../g" http://a/g
	// ""           http://a/b/c/
}

func ExampleDialect_ResolveTrace() {
	b, _ := netscape4.Default.Parse("http://a/b/c/d;p?q")
	r, _ := netscape4.Default.Parse("g?y/../x")
	res, _ := netscape4.Default.ResolveTrace(b, r, func(s dialect.Step) { fmt.Println(s) })
	fmt.Println(res)
	// Output:
	// Netscape Navigator 4, lib/libnet/mkutils.c, NET_URL_Type: no known scheme: relative => "g?y/../x"
	// Netscape Navigator 4, lib/libnet/mkparse.c, NET_MakeAbsoluteURL, completely relative: a completely relative URL: append it after the last slash (before any "?" or "#") or the scheme => "http://a/b/c/"
	// Netscape Navigator 4, lib/libnet/mkparse.c, net_ReduceURL: remove "/.." and the segment before it => "http://a/b/c/x"
	// Netscape Navigator 4, lib/libnet/mkparse.c, net_ReduceURL: the URL => "http://a/b/c/x"
	// http://a/b/c/x
}

// Navigator 4 made no link of a relative URL in a news article; 3 did.
func ExampleNew() {
	for _, d := range []*netscape4.Dialect{netscape4.Default, netscape4.New(netscape4.WithVersion(netscape4.Version3))} {
		res, err := dialect.ResolveString(d, "news:123@4", "456@7")
		fmt.Println(d, res, err != nil)
	}
	// Output:
	// netscape4  true
	// netscape4(version=3) news:456@7 false
}
