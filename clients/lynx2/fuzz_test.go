package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzLynx2 runs the shared checks with no property of a specification:
// Lynx resolves everything, its results are what it made of them.
func FuzzLynx2(f *testing.F) {
	dialecttest.FuzzWith(f, lynx2.Default, dialecttest.Props{
		Also: []dialect.Dialect{lynx2.New(lynx2.WithBase(lynx2.BaseElement))},
	}, table)
}
