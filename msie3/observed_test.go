package msie3

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

// TestFielding1997 resolves every answer MSIE 3.01 gave on Roy Fielding's
// 1997 test pages, the observations the model is made from.
func TestFielding1997(t *testing.T) {
	obs := dialecttest.ObservedOf(t, "../testdata/clients/fielding1997.txt", name)
	given, total := dialecttest.CheckObserved(t, Default, obs, nil)
	t.Logf("msie3 gives %d of the %d answers observed", given, total)
}
