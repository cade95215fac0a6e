package netscape4_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzNetscape4 runs the shared checks with no property of a specification:
// Navigator resolves everything, its results are what it made of them.
func FuzzNetscape4(f *testing.F) {
	dialecttest.FuzzWith(f, netscape4.Default, dialecttest.Props{
		Also: []dialect.Dialect{netscape4.New(netscape4.WithVersion(netscape4.Version3))},
	}, table)
}
