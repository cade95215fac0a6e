package mosaic2_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/mosaic2"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// FuzzMosaic2 runs the shared checks with no property of a specification:
// Mosaic resolves everything, its results are what it made of them.
func FuzzMosaic2(f *testing.F) {
	dialecttest.FuzzWith(f, mosaic2.Default, dialecttest.Props{}, table)
}
