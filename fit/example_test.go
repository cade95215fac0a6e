package fit_test

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
)

// Observations of a system, read as fit reads them, ranked: the best
// configuration, and an option the evidence leaves open.
func ExampleFit() {
	rd, err := fit.Read(strings.NewReader(
		"http://a/b/c/d;p?q\t../../../g\thttp://a/g\n" +
			"http://a/b/c/d;p?q\t?y\thttp://a/b/c/?y\n" +
			"http://a/b/c/d;p?q\thttp:g\thttp://a/b/c/g\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	res := fit.Fit(rd.Observations, fit.Options{})
	best := res.Best()
	fmt.Println(best[0].Config.Name(), best[0].Reproduced, "of", len(rd.Observations))
	fmt.Println("not determined:", res.Undetermined(0))
	// Output:
	// rfc2396 -o samescheme=relative -o dotdot=drop 3 of 3
	// not determined: [samedoc ipv6]
}

// A probe for three configurations, and what each expects.
func ExampleNewProbe() {
	var configs []engine.Config
	for _, name := range []string{"rfc1808", "rfc2396", "rfc3986 -o strict=false"} {
		c, _ := engine.ParseConfig(name)
		configs = append(configs, c)
	}
	p, _ := fit.NewProbe(fit.DefaultBase, configs)
	for i, ref := range p.Refs {
		fmt.Printf("%q:", ref)
		for c := range configs {
			fmt.Printf(" %s", p.Expected(i, c))
		}
		fmt.Println()
	}
	// Output:
	// "?": http://a/b/c/d;p?q http://a/b/c/? http://a/b/c/d;p?
}
