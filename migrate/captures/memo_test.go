package captures

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/uridialect/uridialect/captures"
)

// TestMemoBounded reads the test crawl's evidence with the memo of
// lookups bounded at four: it never holds more, and the evidence is the
// same as with the memo the default bound leaves whole.
func TestMemoBounded(t *testing.T) {
	inputs := []string{filepath.Join("../../testdata/captures/crawl", "pages.warc.gz"), filepath.Join("../../testdata/captures/crawl", "targets.warc.gz")}
	read := func() *Evidence {
		coll := Open(nil, inputs, captures.IndexOptions{})
		defer coll.Close()
		ev, err := ReadEvidence(inputs, coll, 0)
		if err != nil {
			t.Fatal(err)
		}
		return ev
	}
	whole := read()
	if n := whole.memoLen.Load(); n < 8 {
		t.Fatalf("%d lookups remembered: too few for the test", n)
	}
	defer func(m int64) { maxMemo = m }(maxMemo)
	maxMemo = 4
	bounded := read()
	if n := bounded.memoLen.Load(); n >= 4 {
		t.Errorf("%d lookups remembered, bound 4", n)
	}
	held := 0
	bounded.memo.Range(func(any, any) bool { held++; return true })
	if held >= 4 {
		t.Errorf("the memo holds %d lookups, bound 4", held)
	}
	if !slices.Equal(bounded.Observations, whole.Observations) {
		t.Errorf("the evidence changed with the memo's bound: %d links, want %d", len(bounded.Observations), len(whole.Observations))
	}
}
