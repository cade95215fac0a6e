package migrate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
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

// TestMergeKeptLists checks the merges of the lists a Summary keeps
// (examples, top documents) against what they keep by definition, the
// first keep entries of the union in order, on random lists: full ones
// that the other list cannot change (which the merges return as they
// are), and every other kind.
func TestMergeKeptLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const keep = 3
	example := func() Example {
		return Example{Document: fmt.Sprint("d", rng.IntN(4)), Offset: rng.IntN(4), Raw: fmt.Sprint(rng.IntN(2))}
	}
	document := func() DocumentCount {
		return DocumentCount{Document: fmt.Sprint("d", rng.IntN(6)), File: fmt.Sprint("f", rng.IntN(2)), RecordOffset: int64(rng.IntN(2)),
			Count: Count{Links: rng.IntN(4), Changed: rng.IntN(3)}}
	}
	unchanged := 0
	for range 20000 {
		var a, b []Example
		for range rng.IntN(5) {
			a = append(a, example())
		}
		if rng.IntN(2) == 0 {
			a = mergeExamples(nil, a, keep) // as a Summary holds it
		}
		for range rng.IntN(4) {
			b = append(b, example())
		}
		want := append(slices.Clone(a), b...)
		slices.SortFunc(want, compareExamples)
		want = slices.CompactFunc(want, func(x, y Example) bool { return compareExamples(x, y) == 0 })
		want = want[:min(len(want), keep)]
		got := mergeExamples(a, b, keep)
		assert.Equal(t, want, got, "examples %v + %v", a, b)
		if len(a) > 0 && &got[0] == &a[0] {
			unchanged++
		}

		var da, db []DocumentCount
		for range rng.IntN(6) {
			da = append(da, document())
		}
		if rng.IntN(2) == 0 {
			da = mergeDocuments(nil, da, keep)
		}
		for range rng.IntN(4) {
			db = append(db, document())
		}
		sum := map[documentPlace]Count{}
		for _, d := range append(slices.Clone(da), db...) {
			sum[d.place()] = sum[d.place()].plus(d.Count)
		}
		var wantDocs []DocumentCount
		for p, c := range sum {
			if c.Changed > 0 {
				wantDocs = append(wantDocs, DocumentCount{Document: p.document, File: p.file, RecordOffset: p.offset, Count: c})
			}
		}
		slices.SortFunc(wantDocs, rankDocuments)
		wantDocs = wantDocs[:min(len(wantDocs), keep)]
		gotDocs := mergeDocuments(da, db, keep)
		if len(wantDocs) == 0 {
			assert.Empty(t, gotDocs)
		} else {
			assert.Equal(t, wantDocs, gotDocs, "documents %v + %v", da, db)
		}
	}
	assert.Greater(t, unchanged, 100, "full lists kept as they are")
}

// TestTopDocumentsAnyOrder merges the summaries of three records, two of
// them captures of one URL in two files, keeping one top document: each
// record is its own entry, so every order of merging gives the record
// with the most changed links. Counted by URL, the list kept one order's
// partial sums: A's two captures (2 + 2) outrank B (3) only when they
// meet before B pushes the first out.
func TestTopDocumentsAnyOrder(t *testing.T) {
	record := func(doc, file string, changed int) *Summary {
		s := NewSummary(1)
		s.TopDocuments = []DocumentCount{{Document: doc, File: file, RecordOffset: 100, Count: Count{Links: 5, Changed: changed}}}
		return s
	}
	parts := []*Summary{record("http://a/", "one.warc.gz", 2), record("http://b/", "one.warc.gz", 3), record("http://a/", "two.warc.gz", 2)}
	want := []DocumentCount{{Document: "http://b/", File: "one.warc.gz", RecordOffset: 100, Count: Count{Links: 5, Changed: 3}}}
	for _, order := range [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {2, 1, 0}} {
		s := NewSummary(1)
		for _, i := range order {
			s.Merge(parts[i])
		}
		assert.Equal(t, want, s.TopDocuments, "merged in the order %v", order)
	}
	// Grouped: the two captures of A merged apart, then B into them.
	left, right := NewSummary(1), NewSummary(1)
	left.Merge(parts[0])
	left.Merge(parts[2])
	right.Merge(parts[1])
	right.Merge(left)
	assert.Equal(t, want, right.TopDocuments)
}
