package migrate

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// TestTraceCauses checks the causes of testdata/migrate/trace_causes.tsv:
// where no rule of shape decides, the cause is "algorithm" and its
// sections are the deciding steps of the two traces; where one does, its
// own sections.
func TestTraceCauses(t *testing.T) {
	f, err := os.Open(filepath.Join(sampleDir, "trace_causes.tsv"))
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		col := strings.Split(line, "\t")
		require.Len(t, col, 7, line)
		from, err := engine.ParseConfig(col[0])
		require.NoError(t, err)
		to, err := engine.Get(col[1])
		require.NoError(t, err)
		m, err := New(Config{From: Fixed(from), To: []dialect.Dialect{to}})
		require.NoError(t, err)
		res := m.Migrate(&archive.Record{File: "t", Format: archive.FormatWAT, Type: archive.TypeMetadata,
			Links: []archive.Link{{Document: col[2], Base: col[2], Reference: col[3]}}})
		require.Len(t, res.Rows, 1, line)
		assert.Equal(t, Differs, res.Rows[0].Verdict, line)
		assert.Equal(t, col[4], res.Rows[0].Cause, line)
		ex := res.Summary.Examples[col[4]]
		if assert.Len(t, ex, 1, line) {
			assert.Equal(t, col[5], ex[0].SectionThen, line)
			assert.Equal(t, col[6], ex[0].SectionNow, line)
		}
		n++
	}
	require.NoError(t, sc.Err())
	assert.Greater(t, n, 3)
}

// TestSampleCauses checks that every link of the sample that differs has
// a cause with a description and sections on both sides, and that the
// traces of its two sides cite, somewhere, the documents the cause
// names (the shape rules agree with the traces).
func TestSampleCauses(t *testing.T) {
	s, out := migrateFiles(t, "auto", sampleWARC)
	require.NotEmpty(t, s.Causes)
	for id, examples := range s.Examples {
		c := CauseByID(id)
		require.NotNil(t, c, id)
		assert.NotEmpty(t, c.Description, id)
		for _, e := range examples {
			assert.NotEmpty(t, e.SectionThen, "%s %s", id, e.Raw)
			assert.NotEmpty(t, e.SectionNow, "%s %s", id, e.Raw)
		}
	}
	for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
		if r.Verdict != Differs || r.Cause == "base" {
			continue // a base is established before resolution: no trace step
		}
		for i, side := range append([]Side{{Dialect: r.From, Base: r.BaseThen}}, r.Now...) {
			if i > 0 && side.Verdict != Differs {
				continue
			}
			d, err := engine.ParseConfig(side.Dialect)
			require.NoError(t, err)
			tr := dialect.ResolveTrace(d.Dialect, side.Base, r.Raw)
			require.True(t, traced(&tr), "%s %s", side.Dialect, r.Raw)
			cited := false
			for _, st := range tr.Steps {
				cited = cited || strings.Contains(CauseByID(r.Cause).Section(side.Dialect), st.Rule.Doc)
			}
			assert.True(t, cited, "%s: the trace of %q under %s cites none of %q", r.Cause, r.Raw, side.Dialect, CauseByID(r.Cause).Section(side.Dialect))
		}
	}
}
