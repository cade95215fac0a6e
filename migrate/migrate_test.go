package migrate

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/docgen/matrix"
)

// testTo are the modern dialects the tests migrate to.
var testTo = []string{"whatwg", "rfc3986"}

var sampleWARC = filepath.Join(sampleDir, "sample.warc.gz")

// testConfig is the Config of a migration from from to testTo.
func testConfig(t testing.TB, from string) Config {
	t.Helper()
	f, err := ParseFrom(from)
	require.NoError(t, err)
	var ds []dialect.Dialect
	for _, n := range testTo {
		d, err := engine.Get(n)
		require.NoError(t, err)
		ds = append(ds, d)
	}
	return Config{From: f, To: ds}
}

// A collector keeps what a migration gives: every row, and the
// rewritten documents by their record ("FILE@OFFSET").
type collector struct {
	rows []Row
	docs map[string][]byte
}

func (c *collector) Write(rec *archive.Record, res *Result) error {
	if res.Rewritten != nil {
		c.docs[fmt.Sprintf("%s@%d", rec.File, rec.Offset)] = res.Rewritten
	}
	return res.EachRows(func(rows []Row) error {
		c.rows = append(c.rows, rows...)
		return nil
	})
}

// migrateAll migrates inputs from from to testTo with Drive, every link
// a row, and returns the summary, the rows and the rewritten documents.
func migrateAll(t testing.TB, from string, inputs ...string) (*Summary, []Row, map[string][]byte) {
	t.Helper()
	c := &collector{docs: map[string][]byte{}}
	s, err := Drive(context.Background(), inputs, Options{Config: testConfig(t, from), Workers: 2}, c)
	require.NoError(t, err)
	return s, c.rows, c.docs
}

// TestMergeOrder checks that summaries of single records merge to the
// same total in any order and grouping, and survive JSON.
func TestMergeOrder(t *testing.T) {
	m, err := New(testConfig(t, "auto"))
	require.NoError(t, err)
	var parts []*Summary
	for _, file := range []string{sampleWARC, filepath.Join(sampleDir, "broken.warc"), "../testdata/archive/sample.wat.gz", "../testdata/archive/links.tsv"} {
		f, err := os.Open(file)
		require.NoError(t, err)
		for rd := range NewOriginals().records(f, file, nil) {
			parts = append(parts, m.migrateReading(rd).Summary)
		}
		f.Close()
	}
	require.Greater(t, len(parts), 20)
	sum := func(order []int) *Summary {
		s := NewSummary(DefaultExamples)
		for _, i := range order {
			s.Merge(parts[i])
		}
		return s
	}
	forward := make([]int, len(parts))
	for i := range forward {
		forward[i] = i
	}
	backward := make([]int, len(parts))
	for i := range backward {
		backward[i] = len(parts) - 1 - i
	}
	a, b := sum(forward), sum(backward)
	assert.Equal(t, a, b)
	// Grouped: (first half) + (second half), each itself merged.
	left, right := NewSummary(DefaultExamples), NewSummary(DefaultExamples)
	for i, p := range parts {
		if i < len(parts)/2 {
			left.Merge(p)
		} else {
			right.Merge(p)
		}
	}
	right.Merge(left)
	assert.Equal(t, a, right)
	assert.True(t, a.Balanced(), a.Accounting())
	assert.Equal(t, 1, a.Records.Failed)

	js, err := json.Marshal(a)
	require.NoError(t, err)
	var back Summary
	require.NoError(t, json.Unmarshal(js, &back))
	again, err := json.Marshal(&back)
	require.NoError(t, err)
	assert.JSONEq(t, string(js), string(again), "nothing lost in the JSON")
	assert.Equal(t, a.Records.Failures[0].Reason, back.Records.Failures[0].Reason)
}

// TestCausesCiteTheMatrix checks each cause's sections against the
// behaviour matrix's rules: every published example a rule explains is
// classified by shape into a cause that cites the rule's sections on
// both sides.
func TestCausesCiteTheMatrix(t *testing.T) {
	rules, err := matrix.ReadRulesFile("../testdata/matrix_rules.txt")
	require.NoError(t, err)
	base := "http://a/b/c/d;p?q"
	for _, r := range rules {
		b := base
		if len(r.Bases) > 0 {
			b = r.Bases[0]
		}
		for _, ref := range r.Refs {
			c := classify(&linkCase{then: ref, now: ref, baseThen: b, baseNow: b, nowName: r.To})
			require.NotNil(t, c)
			assert.Contains(t, c.Sections[r.From], r.Old, "%q (%s -> %s) classified %s", ref, r.From, r.To, c.ID)
			assert.Contains(t, c.Sections[r.To], r.New, "%q (%s -> %s) classified %s", ref, r.From, r.To, c.ID)
		}
	}
	seen := map[string]bool{}
	for _, c := range Causes() {
		assert.False(t, seen[c.ID], "duplicate cause %s", c.ID)
		seen[c.ID] = true
		assert.NotEmpty(t, c.Description, c.ID)
	}
}

// TestBadInput checks that a file that cannot be read and a record that
// cannot be read are failures with their file, offset and reason, and
// that the other inputs go on.
func TestBadInput(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.warc")
	s, _, _ := migrateAll(t, "auto", missing, filepath.Join(sampleDir, "broken.warc"), sampleWARC)
	assert.True(t, s.Balanced(), s.Accounting())
	require.Len(t, s.Records.Failures, 2)
	assert.Equal(t, filepath.Join(sampleDir, "broken.warc"), s.Records.Failures[0].File)
	assert.Equal(t, int64(442), s.Records.Failures[0].Offset)
	assert.Contains(t, s.Records.Failures[0].Reason, "not a record")
	assert.Equal(t, missing, s.Records.Failures[1].File)
	assert.Contains(t, s.Records.Failures[1].Reason, "cannot read the file")
	assert.Equal(t, 14+2+1, s.Records.Read)
}

// TestParseFrom checks the forms of --from.
func TestParseFrom(t *testing.T) {
	f, err := ParseFrom("auto")
	require.NoError(t, err)
	assert.Equal(t, AutoEras, f.String())
	for date, want := range map[string]string{
		"1994-12-31": "rfc1630", "1995-06-01": "rfc1808", "1998-07-31": "rfc1808",
		"1998-08-01": "rfc2396", "2004-12-31": "rfc2396", "2005-01-01": "rfc3986", "": "rfc3986",
	} {
		var d time.Time
		if date != "" {
			d, _ = time.Parse("2006-01-02", date)
		}
		assert.Equal(t, want, f.For(d).Name(), date)
	}
	f, err = ParseFrom("rfc2396:dotdot=drop")
	require.NoError(t, err)
	assert.Equal(t, "rfc2396 -o dotdot=drop", f.String())
	f, err = ParseFrom("rfc1808;1999-01-01=rfc2396 -o dotdot=drop")
	require.NoError(t, err)
	assert.Equal(t, "rfc2396 -o dotdot=drop", f.For(time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)).Name())
	assert.Len(t, f.Configs(), 2)
	for _, bad := range []string{"nosuch", "rfc1808;1999=rfc2396", "rfc1808;2000-01-01=rfc2396;1999-01-01=rfc3986", "rfc1808;rfc2396"} {
		_, err := ParseFrom(bad)
		assert.Error(t, err, bad)
	}
}

// TestDigestMismatchesCounted: a record whose stored digest does not
// match is migrated and counted in the accounting line and the summary.
func TestDigestMismatchesCounted(t *testing.T) {
	s, _, _ := migrateAll(t, "auto", "../testdata/archive/length-long.warc")
	assert.Equal(t, 1, s.Records.DigestMismatches)
	assert.Contains(t, s.Accounting(), "+ 0 failed; 1 with a stored digest that does not match\n")
}
