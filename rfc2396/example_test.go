package rfc2396_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/rfc2396"
)

// The same references under the text's default reading and under the
// compensations Appendix C.2 describes.
func ExampleNew() {
	for _, d := range []*rfc2396.Dialect{rfc2396.Default, rfc2396.Lenient} {
		for _, ref := range []string{"http:g", "../../../g", "#s"} {
			res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", ref)
			fmt.Printf("%-42s %-12q %q %v\n", d, ref, res, err)
		}
	}
	// Output:
	// rfc2396                                    "http:g"     "http:g" <nil>
	// rfc2396                                    "../../../g" "http://a/../g" <nil>
	// rfc2396                                    "#s"         "http://a/b/c/d;p?q#s" <nil>
	// rfc2396(samescheme=relative,dotdot=drop)   "http:g"     "http://a/b/c/g" <nil>
	// rfc2396(samescheme=relative,dotdot=drop)   "../../../g" "http://a/g" <nil>
	// rfc2396(samescheme=relative,dotdot=drop)   "#s"         "http://a/b/c/d;p?q#s" <nil>
}

// An authority is "server | reg_name": only a server is split into
// userinfo, host and port.
func ExampleDialect_Parse() {
	for _, s := range []string{"http://user@www.ics.uci.edu:80/", "http://my_host:80/"} {
		r, _ := rfc2396.Default.Parse(s)
		host, ok := r.Get(dialect.Host)
		fmt.Printf("authority=%q host=%q defined=%v\n", r.Value(dialect.Authority), host, ok)
	}
	// Output:
	// authority="user@www.ics.uci.edu:80" host="www.ics.uci.edu" defined=true
	// authority="my_host:80" host="" defined=false
}

func ExampleDialect_Validate() {
	err := rfc2396.Default.Validate("http://a b/c%zz#f#g")
	for _, v := range dialect.Violations(err) {
		fmt.Println(v.Offset, v.Rule)
	}
	// Output:
	// 8 RFC 2396, Section 2.4.3, <space>
	// 12 RFC 2396, Appendix A, <escaped>
	// 17 RFC 2396, Section 2.4.3, <delims>
}

func ExampleDialect_ResolveTrace() {
	d := rfc2396.Default
	base, _ := d.Parse("http://a/b/c/d;p?q")
	ref, _ := d.Parse("./g/../h/.")
	_, _ = d.ResolveTrace(base, ref, func(s dialect.Step) {
		fmt.Printf("%-6s %-30q %s\n", s.Rule.Step, s.State, s.Action)
	})
	// Output:
	// 1      "./g/../h/."                   parse the reference into scheme, authority, path, query and fragment (Section 4.3, Appendix B)
	// 2      ""                             query and fragment are those found in the reference, not inherited from the base
	// 3      "http"                         scheme inherited from the base
	// 4      "a"                            authority inherited from the base
	// 6a     "/b/c/"                        copy the base path up to its last slash
	// 6b     "/b/c/./g/../h/."              append the reference's path
	// 6c     "/b/c/g/../h/."                remove every "./" whose "." is a complete path segment
	// 6d     "/b/c/g/../h/"                 remove the final "." segment
	// 6e     "/b/c/h/"                      remove every "<segment>/../" with <segment> not "..", leftmost first, until none remains
	// 7      "http://a/b/c/h/"              recombine scheme, authority, path, query and fragment
}

// RFC 2732's bracketed IPv6 hosts, an amendment, are an option.
func ExampleWithIPv6() {
	for _, d := range []*rfc2396.Dialect{rfc2396.Default, rfc2396.New(rfc2396.WithIPv6(true))} {
		r, _ := d.Parse("http://[::FFFF:129.144.52.38]:80/index.html")
		fmt.Printf("%-21s host=%q port=%q valid=%v\n", d, r.Value(dialect.Host), r.Value(dialect.Port), d.Validate(r.String()) == nil)
	}
	// Output:
	// rfc2396               host="" port="" valid=false
	// rfc2396(ipv6=true)    host="[::FFFF:129.144.52.38]" port="80" valid=true
}

// Lenient strips the ".." above the root that Default keeps; the option
// dotdot=reject makes such a reference an error instead.
func ExampleDialect_options() {
	reject, _ := rfc2396.Default.With("dotdot", "reject")
	for _, d := range []dialect.Dialect{rfc2396.Default, rfc2396.Lenient, reject} {
		res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../../../g")
		fmt.Println(d, res, err)
	}
	// Output:
	// rfc2396 http://a/../g <nil>
	// rfc2396(samescheme=relative,dotdot=drop) http://a/g <nil>
	// rfc2396(dotdot=reject)  rfc2396: offset 0: the merged path "/../g" begins with "..": the reference is in error (dotdot=reject) (RFC 2396, Section 5.2, step 6g)
}
