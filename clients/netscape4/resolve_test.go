package netscape4_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const (
	table    = "testdata/resolve.txt"
	fielding = "../testdata/fielding1997.txt"
)

// TestFielding1997 checks the dialect against what Roy Fielding saw
// Mozilla/4.03 (Navigator 4.03 for X11) do in 1997
// (clients/testdata/fielding1997.txt, all five pages). Every miss is
// explained.
func TestFielding1997(t *testing.T) {
	obs, err := dialecttest.ReadObservations(fielding)
	require.NoError(t, err)
	given, total := dialecttest.CheckObservations(t, netscape4.Default, obs, "Mozilla/4.03", map[string]string{})
	t.Logf("Mozilla/4.03: the dialect gives %d of the %d observations", given, total)
	assert.Equal(t, 103, total)
	assert.Equal(t, 103, given)
}
