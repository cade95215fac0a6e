package netscape4_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const table = "testdata/resolve.txt"

// TestFielding1997 checks the dialect against what Roy Fielding saw
// Mozilla/4.03 (Navigator 4.03 for X11) do in 1997
// (clients/testdata/fielding1997.txt, all five pages). Every miss is
// explained.
func TestFielding1997(t *testing.T) {
	dialecttest.CheckFielding1997(t, netscape4.Default, "Mozilla/4.03", 103, 103, nil)
}
