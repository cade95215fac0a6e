package netscape4_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzNetscape4 runs the shared checks under Default and version=3 (each
// option's other value, dialecttest.OptionVariants) with no property of a
// specification: Navigator resolves everything, its results are what it
// made of them.
func FuzzNetscape4(f *testing.F) {
	dialecttest.FuzzWith(f, netscape4.Default, dialecttest.Props{}, table)
}
