package captures_test

import (
	"fmt"

	"github.com/uridialect/uridialect/captures"
)

// Two links that differ as strings but not to an index: replay finds one
// page for both.
func ExampleKey() {
	for _, u := range []string{
		"http://www.Archive.org:80/Goo/?b&a",
		"http://archive.org/a/../goo?a&b",
		"http://archive.org/goo/",
	} {
		k, _ := captures.Key(u)
		fmt.Println(k)
	}
	// Output:
	// org,archive)/goo?a&b
	// org,archive)/goo?a&b
	// org,archive)/goo
}

// warcio.js keys a URL by its own rules: the trailing slash stays.
func ExampleOptions_Key() {
	js := captures.Options{Rules: captures.RulesWarcioJS}
	for _, u := range []string{"http://www.iana.org/domains/root/db/", "https://www.example.com:443/some/path?D=1&CC=2"} {
		ia, _ := captures.Key(u)
		k, _ := js.Key(u)
		fmt.Println(ia, k)
	}
	// Output:
	// org,iana)/domains/root/db org,iana)/domains/root/db/
	// com,example)/some/path?cc=2&d=1 com,example)/some/path?cc=2&d=1
}
