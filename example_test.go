package uridialect_test

import (
	"fmt"
	"io/fs"
	"strings"

	"github.com/uridialect/uridialect"
)

// The texts are the files of testdata/specs, byte for byte: here the title
// of RFC 1808, centred as printed.
func Example_specTexts() {
	text, err := fs.ReadFile(uridialect.SpecTexts, "testdata/specs/rfc1808.txt")
	if err != nil {
		panic(err)
	}
	lines := strings.Split(string(text), "\n")
	fmt.Println(lines[7])
	fmt.Printf("%q\n", lines[11])
	// Output:
	// Request for Comments: 1808                                     UC Irvine
	// "                   Relative Uniform Resource Locators"
}
