package msie3

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestFielding1997 resolves every answer MSIE 3.01 gave on Roy Fielding's
// 1997 test pages (clients/testdata/fielding1997.txt, all five pages): the
// observations the model is made from, so it gives every one.
func TestFielding1997(t *testing.T) {
	dialecttest.CheckFielding1997(t, Default, "MSIE 3.01", 103, 103, nil)
}
