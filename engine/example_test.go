package engine_test

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// Resolve one reference by the rules of RFC 1808, chosen by name.
func ExampleGet() {
	d, err := engine.Get("rfc1808")
	if err != nil {
		panic(err)
	}
	res, err := dialect.ResolveString(d, "http://a/b/c/d;p?q#f", ";x")
	fmt.Println(res, err)
	// Output: http://a/b/c/d;x <nil>
}

// Options are set by name, as the command line's -o does.
func ExampleGet_options() {
	d, _ := engine.Get("rfc2396", "dotdot=drop")
	res, _ := dialect.ResolveString(d, "http://a/b/c/d;p?q", "../../../g")
	fmt.Println(d, res)
	// Output: rfc2396(dotdot=drop) http://a/g
}

// One reference through every dialect.
func ExampleCompare() {
	c := engine.Compare("http://a/b/c/d;p?q", "?y")
	for _, r := range c.Results {
		fmt.Printf("%-9s %s\n", r.Dialect, r.Answer())
	}
	// Output:
	// rfc1630   http://a/b/c/?y
	// draft01   http://a/b/c/d;p?y
	// rfc1808   http://a/b/c/d;p?y
	// rfc2396   http://a/b/c/?y
	// rfc3986   http://a/b/c/d;p?y
	// whatwg    http://a/b/c/d;p?y
	// mosaic2   http://a/b/c/?y
	// lynx2     http://a/b/c/?y
	// netscape4 http://a/b/c/?y
	// msie3     http://a/b/c/?y
	// libwwwperl5 http://a/b/c/d;p?y
	// python15  http://a/b/c/d?y
	// wget1     http://a/b/c/?y
	// heritrix  http://a/b/c/d;p?y
}

func ExampleLookup_unknown() {
	_, err := engine.Lookup("rfc2369")
	fmt.Println(err)
	// Output: engine: unknown dialect "rfc2369" (known: draft01, heritrix, libwwwperl5, lynx2, mosaic2, msie3, netscape4, python15, rfc1630, rfc1808, rfc2396, rfc3986, wget1, whatwg)
}

// A batch resolves base<TAB>reference lines, one output line per input
// line, in order; a malformed line is an error line, never a dropped one.
func ExampleBatch() {
	d, _ := engine.Get("rfc2396", "dotdot=drop")
	in := "http://a/b/c/d;p?q\t../../../g\nno tab\n"
	var out strings.Builder
	st, _ := (&engine.Batch{Dialect: d}).Run(strings.NewReader(in), &out)
	fmt.Print(strings.ReplaceAll(out.String(), "\t", "|"))
	fmt.Printf("%d lines, %d failed\n", st.Lines, st.Failed)
	// Output:
	// http://a/b/c/d;p?q|../../../g|http://a/g|
	// no tab|||line 2: no TAB: want base<TAB>reference
	// 2 lines, 1 failed
}

// A label names a dialect with the options that differ from its defaults.
func ExampleLabel() {
	d, _ := engine.Get("rfc2396", "dotdot=drop", "samescheme=relative")
	fmt.Println(engine.Label(d))
	fmt.Println(engine.Label(engine.All()[0]))
	// Output:
	// rfc2396(samescheme=relative,dotdot=drop)
	// rfc1630
}

// Options lists what -o KEY=VALUE accepts, each with its default.
func ExampleOptions() {
	d, _ := engine.Lookup("rfc3986")
	for _, o := range engine.Options(d) {
		fmt.Printf("%s=%s %v\n", o.Key, o.Default, o.Values)
	}
	// Output:
	// samescheme=absolute [absolute relative]
	// maxlength=1048576 [1048576 N]
}

// Warning flags what no grammar allows but every dialect resolves as
// written: spaces and control bytes.
func ExampleWarning() {
	fmt.Printf("%q\n", engine.Warning("http://a/b/", "my page.html"))
	fmt.Printf("%q\n", engine.Warning("http://a/b/", "page.html"))
	// Output:
	// "reference: space at byte 2"
	// ""
}
