package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzLynx2 runs the shared checks under Default and base=element (each
// option's other value, dialecttest.OptionVariants) with no property of a
// specification: Lynx resolves everything, its results are what it made
// of them.
func FuzzLynx2(f *testing.F) {
	dialecttest.FuzzWith(f, lynx2.Default, dialecttest.Props{}, table)
}
