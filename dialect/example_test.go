package dialect_test

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc2396"
	"github.com/uridialect/uridialect/rfc3986"
)

// One reference, the same base, three revisions of the specification:
// RFC 1808 keeps the base's params for a query-only reference, RFC 2396
// drops the last segment, RFC 3986 keeps the whole path.
func ExampleResolveString() {
	for _, d := range []dialect.Dialect{rfc1808.Default, rfc2396.Default, rfc3986.Default} {
		res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q", "?y")
		fmt.Println(d.Name(), res, err)
	}
	// Output:
	// rfc1808 http://a/b/c/d;p?y <nil>
	// rfc2396 http://a/b/c/?y <nil>
	// rfc3986 http://a/b/c/d;p?y <nil>
}

// A component is undefined when its separator is absent, empty when the
// separator is there with nothing after it.
func ExampleReference_Get() {
	for _, s := range []string{"http://x/", "http://x/#"} {
		r, _ := rfc3986.Default.Parse(s)
		frag, ok := r.Get(dialect.Fragment)
		fmt.Printf("%-11s fragment %q defined %v, back to %q\n", s, frag, ok, r.String())
	}
	// Output:
	// http://x/   fragment "" defined false, back to "http://x/"
	// http://x/#  fragment "" defined true, back to "http://x/#"
}

// Validate reports every violation at once, each with its offset, length
// and the rule it breaks; Violations unpacks them.
func ExampleViolations() {
	err := rfc3986.Default.Validate("http://a b/%zz")
	for _, v := range dialect.Violations(err) {
		fmt.Printf("offset %d, %d bytes: %s\n", v.Offset, v.Len, v.Rule)
	}
	// Output:
	// offset 8, 1 bytes: RFC 3986, Appendix A, <reg-name>
	// offset 11, 3 bytes: RFC 3986, Appendix A, <pct-encoded>
}

// The 1994 draft parses a relative URL by the categories of its base's
// scheme: under a gopher base, ";x?y" is all path.
func ExampleParseIn() {
	base, _ := draft01.Default.Parse("gopher://spinaltap.micro.umn.edu/00/Weather")
	r, _ := dialect.ParseIn(draft01.Default, base, "g;x?y#s")
	path, _ := r.Get(dialect.Path)
	_, hasQuery := r.Get(dialect.Query)
	fmt.Printf("path %q, query defined %v\n", path, hasQuery)
	// Output:
	// path "g;x?y", query defined false
}

// ResolveText resolves reference texts against a base parsed once, into a
// target reused from call to call, as a batch does.
func ExampleResolveText() {
	d := rfc3986.Default
	base, _ := d.Parse("http://a/b/c/d;p?q")
	var t dialect.Reference
	for _, ref := range []string{"../g", "g?y#s", "//g"} {
		if err := dialect.ResolveText(d, &t, &base, ref); err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(t.Source())
	}
	// Output:
	// http://a/b/g
	// http://a/b/c/g?y#s
	// http://g
}
