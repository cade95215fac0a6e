package msie3

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestFielding1997 resolves every answer MSIE 3.01 gave on Roy Fielding's
// 1997 test pages (clients/testdata/fielding1997.txt, all five pages): the
// observations the model is made from, so it gives every one.
func TestFielding1997(t *testing.T) {
	obs, err := dialecttest.ReadObservations("../testdata/fielding1997.txt")
	require.NoError(t, err)
	given, total := dialecttest.CheckObservations(t, Default, obs, "MSIE 3.01", map[string]string{})
	t.Logf("MSIE 3.01: the dialect gives %d of the %d observations", given, total)
	assert.Equal(t, 103, total)
	assert.Equal(t, 103, given)
}
