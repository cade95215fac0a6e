package migrate

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
)

// manyLinks is an HTML document of n links against the base
// http://a/b/c/d;p?q, one in three of which differs from RFC 1808 to RFC
// 3986 (";xN": d;xN then, /;xN now, rewritten), the others the same ("gN").
func manyLinks(n int) *archive.Record {
	var b strings.Builder
	b.WriteString("<html><body>\n")
	for i := range n {
		if i%3 == 0 {
			fmt.Fprintf(&b, "<a href=\";x%d\">x</a>\n", i)
		} else {
			fmt.Fprintf(&b, "<a href=\"g%d\">x</a>\n", i)
		}
	}
	return htmlDocument("many.html", "http://a/b/c/d;p?q", b.String())
}

// htmlDocument is the record of an HTML file named file, held in memory,
// retrieved from uri.
func htmlDocument(file, uri, html string) *archive.Record {
	rec := archive.NewDocument(file, []byte(html))
	rec.URI, rec.ContentType = uri, "text/html"
	return rec
}

func migrator(t testing.TB, changedOnly bool) *Migrator {
	t.Helper()
	o := options(t, "rfc1808", "")
	o.ChangedRowsOnly = changedOnly
	m, err := New(o.Config)
	require.NoError(t, err)
	return m
}

func allRows(t testing.TB, res *Result) []Row {
	t.Helper()
	var rows []Row
	require.NoError(t, res.EachRows(func(b []Row) error { rows = append(rows, b...); return nil }))
	return rows
}

// A record whose rows outgrow memory has them on disk: read back, they
// are the rows kept in memory otherwise, in order, and the summary is the
// same; Close removes the file.
func TestRowsSpilled(t *testing.T) {
	in := manyLinks(30_000)
	want := migrator(t, false).Migrate(in)
	require.Nil(t, want.spilled, "30,000 rows in memory under the default budget")

	defer func(n int) { spillMin = n }(spillMin)
	spillMin = 64 << 10
	got := migrator(t, false).Migrate(in)
	require.NotNil(t, got.spilled, "the rows went to disk")
	assert.Empty(t, got.Rows)
	rows := allRows(t, got)
	assert.Equal(t, allRows(t, want), rows)
	assert.Len(t, rows, 30_000)
	assert.Equal(t, want.Summary, got.Summary)
	assert.Equal(t, want.Rewritten, got.Rewritten)
	name := got.spilled.f.Name()
	require.NoError(t, got.Close())
	_, err := os.Stat(name)
	assert.True(t, os.IsNotExist(err), "the file of rows is removed")
}

// Under ChangedRowsOnly the links whose verdict is same are counted, not
// kept: the summary is the one of every row, the rows those not same.
func TestChangedRowsOnly(t *testing.T) {
	in := manyLinks(3_000)
	all := migrator(t, false).Migrate(in)
	changed := migrator(t, true).Migrate(in)
	var want []Row
	for _, r := range all.Rows {
		if r.Verdict != Same {
			want = append(want, r)
		}
	}
	assert.Len(t, want, 1_000)
	assert.Equal(t, want, changed.Rows)
	assert.Equal(t, all.Summary, changed.Summary)
	assert.Equal(t, 3_000, changed.Summary.Links.Found)
	assert.Equal(t, all.Rewritten, changed.Rewritten)
	assert.Equal(t, 1_000, changed.Summary.Links.Rewritten)
}

// The memory a record takes does not grow with the number of its links:
// 200,000 rows held would take some 80 MB; the document is 5 MB.
func TestRecordMemoryBounded(t *testing.T) {
	defer func(n int) { spillMin = n }(spillMin)
	spillMin = 1 << 20
	in := manyLinks(200_000)
	m := migrator(t, false)
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	before := ms.HeapInuse
	res := m.Migrate(in)
	defer res.Close()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	grown := int64(ms.HeapInuse) - int64(before)
	t.Logf("document %d bytes, %d links, rewritten %d bytes: heap grew by %d bytes", in.Length, res.Summary.Links.Found, len(res.Rewritten), grown)
	assert.Equal(t, 200_000, res.Summary.Links.Found)
	assert.Less(t, grown, 3*in.Length, "the rows of a record held in memory")
	n := 0
	require.NoError(t, res.EachRows(func(b []Row) error { n += len(b); return nil }))
	assert.Equal(t, 200_000, n)
}

// A rewrite taken back after the rows went to disk (the rewritten
// document read otherwise) is taken back in the rows read back.
func TestRowsSpilledRevoke(t *testing.T) {
	defer func(n int) { spillMin = n }(spillMin)
	spillMin = 4 << 10
	res := &Result{}
	s := newRowStore(res, nil)
	for i := range 100 {
		require.NoError(t, s.add(&Row{Offset: i, Raw: strings.Repeat("r", 100), Rewrite: fmt.Sprint("w", i)}))
	}
	require.NoError(t, s.flush())
	require.NotNil(t, res.spilled)
	defer res.Close()
	s.revoke(70, "reason 70")
	s.revoke(3, "reason 3")
	rows := allRows(t, res)
	require.Len(t, rows, 100)
	for i, r := range rows {
		assert.Equal(t, i, r.Offset)
		switch i {
		case 3, 70:
			assert.Equal(t, "", r.Rewrite)
			assert.Equal(t, fmt.Sprint("reason ", i), r.NoRewrite)
		default:
			assert.Equal(t, fmt.Sprint("w", i), r.Rewrite)
		}
	}
}
