package dialecttest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFielding1997Transcription checks the shape of the transcription of
// Roy Fielding's pages: each page has as many references as it has links
// (43, 17, 13, 15 and 15), 179 printed results in all, and the legends
// name the five clients by the keys the results cite.
func TestFielding1997Transcription(t *testing.T) {
	obs, err := ReadObservations("../../../clients/testdata/fielding1997.txt")
	require.NoError(t, err)
	assert.Len(t, obs.Rows, 179)
	refs := map[int]map[string]bool{}
	for _, o := range obs.Rows {
		if refs[o.Page] == nil {
			refs[o.Page] = map[string]bool{}
		}
		refs[o.Page][o.Ref] = true
	}
	got := map[int]int{}
	for p, r := range refs {
		got[p] = len(r)
	}
	assert.Equal(t, map[int]int{1: 43, 2: 17, 3: 13, 4: 15, 5: 15}, got)
	for p := 1; p <= 5; p++ {
		assert.Equal(t, "1", obs.Key(p, "Mozilla/4.03"), "page %d", p)
		assert.Equal(t, "2", obs.Key(p, "Lynx/2.7.1"), "page %d", p)
		assert.Equal(t, "3", obs.Key(p, "MSIE 3.01"), "page %d", p)
		assert.Equal(t, "4", obs.Key(p, "NCSA_Mosaic/2.6"), "page %d", p)
	}
	assert.Equal(t, "5", obs.Key(1, "libwww-perl/5.14"))
	n := 0
	for _, o := range obs.Rows {
		if o.IsCurrentDocument() {
			n++
		}
	}
	assert.Equal(t, 2, n, `"(current document)#s" and "(current document)" of page 1`)
}
