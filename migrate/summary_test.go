package migrate

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countRows counts rows by collection and by dialect pair, as
// Summary.Inputs and Summary.Pairs should: collection names each row's
// collection.
func countRows(rows []Row, collection func(file string) string) (inputs map[string]Count, pairs map[string]map[string]Count) {
	inputs, pairs = map[string]Count{}, map[string]map[string]Count{}
	for _, r := range rows {
		c := Count{Links: 1}
		if changes(r.Verdict) {
			c.Changed = 1
		}
		k := collection(r.File)
		inputs[k] = inputs[k].plus(c)
		if pairs[r.From] == nil {
			pairs[r.From] = map[string]Count{}
		}
		for _, side := range r.Now {
			c := Count{Links: 1}
			if changes(side.Verdict) {
				c.Changed = 1
			}
			pairs[r.From][side.Dialect] = pairs[r.From][side.Dialect].plus(c)
		}
	}
	return inputs, pairs
}

// The counts by input file and by dialect pair are those of the rows,
// for an archive, a WAT file and a link table read under auto (an era
// table: the pair's From is each link's era).
func TestSummaryByInputAndPair(t *testing.T) {
	inputs := []string{sampleWARC, "../testdata/archive/sample.wat.gz", "../testdata/archive/links.tsv"}
	s, rows, _ := migrateAll(t, "auto", inputs...)
	require.NotEmpty(t, rows)
	wantInputs, wantPairs := countRows(rows, func(file string) string { return file })
	assert.Equal(t, wantInputs, s.Inputs)
	assert.Equal(t, wantPairs, s.Pairs)
	assert.Len(t, s.Inputs, len(inputs), "every input with links counted")
	assert.Greater(t, len(s.Pairs), 1, "auto reads the links of several eras")
}

// Under a manifest, a file is counted under its row's path: a folder
// row's files together (testdata/collection, whose rows give rfc1808,
// lynx2 and rfc2396, and --from auto to the 2006 glob).
func TestSummaryByCollection(t *testing.T) {
	manifest, err := ReadManifest("../testdata/collection/manifest.tsv")
	require.NoError(t, err)
	files, err := filepath.Glob("../testdata/collection/*/*.html")
	require.NoError(t, err)
	more, err := filepath.Glob("../testdata/collection/1997/lynx_help/*/*.html")
	require.NoError(t, err)
	files = append(files, more...)
	cfg := testConfig(t, "auto")
	cfg.Manifest = manifest
	c := &collector{docs: map[string][]byte{}}
	s, err := Drive(context.Background(), files, Options{Config: cfg, Workers: 2}, c)
	require.NoError(t, err)
	wantInputs, wantPairs := countRows(c.rows, func(file string) string {
		row, ok := manifest.Lookup(file)
		require.True(t, ok, file)
		return row.Path
	})
	assert.Equal(t, wantInputs, s.Inputs)
	assert.Equal(t, wantPairs, s.Pairs)
	assert.Contains(t, s.Inputs, "1997/lynx_help", "the folder row's two files, together")
	assert.Len(t, s.Inputs, 4)
	assert.Contains(t, s.Pairs, "lynx2")
}
