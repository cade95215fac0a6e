package migrate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

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
		return DocumentCount{Document: fmt.Sprint("d", rng.IntN(6)), Count: Count{Links: rng.IntN(4), Changed: rng.IntN(3)}}
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
		sum := map[string]Count{}
		for _, d := range append(slices.Clone(da), db...) {
			sum[d.Document] = sum[d.Document].plus(d.Count)
		}
		var wantDocs []DocumentCount
		for _, name := range sortedKeys(sum) {
			if sum[name].Changed > 0 {
				wantDocs = append(wantDocs, DocumentCount{Document: name, Count: sum[name]})
			}
		}
		slices.SortStableFunc(wantDocs, rankDocuments)
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
