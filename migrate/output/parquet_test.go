package output

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/format"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/migrate"
)

// tableInputs are inputs of every kind, with a Latin-1 page whose name
// and link are not UTF-8.
func tableInputs(t *testing.T) []string {
	dir := t.TempDir()
	page := filepath.Join(dir, "caf\xe9.html")
	require.NoError(t, os.WriteFile(page, []byte("<html><head><meta charset=\"iso-8859-1\"></head><body><a href=\"caf\xe9.html?q=\xe9\">x</a><a href=\"a/../b.html\">y</a></body></html>"), 0o644))
	return []string{sampleWARC, "../../testdata/archive/sample.wat.gz", "../../testdata/archive/links.tsv", page,
		filepath.Join(sampleDir, "pages", "db-1996.html")}
}

// readParquet reads the link table back from links.parquet into Rows,
// each value from its column by name in the file's own schema, a text
// column's value from its binary twin when it has one.
func readParquet(t *testing.T, path string, to []string) []migrate.Row {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	st, err := f.Stat()
	require.NoError(t, err)
	pf, err := parquet.OpenFile(f, st.Size())
	require.NoError(t, err)
	schema := pf.Schema()
	col := func(name string) int {
		leaf, ok := schema.Lookup(name)
		require.True(t, ok, "column %s", name)
		return leaf.ColumnIndex
	}
	r := parquet.NewReader(f, schema)
	defer r.Close()
	var out []migrate.Row
	buf := make([]parquet.Row, 64)
	for {
		n, err := r.ReadRows(buf)
		for _, pr := range buf[:n] {
			text := func(name string) string {
				if twin := pr[col(name+jsontwin.Suffix)]; !twin.IsNull() {
					return string(twin.ByteArray())
				}
				v := pr[col(name)]
				if v.IsNull() {
					return ""
				}
				return string(v.ByteArray())
			}
			label := func(name string) string {
				v := pr[col(name)]
				if v.IsNull() {
					return ""
				}
				return string(v.ByteArray())
			}
			row := migrate.Row{
				Document: text("document"), File: text("file"), RecordOffset: pr[col("record_offset")].Int64(),
				Record: text("record"), Element: text("element"), Attribute: text("attribute"),
				Offset: int(pr[col("offset")].Int64()), Encoding: label("encoding"), Raw: text("raw"), From: label("from"),
				BaseThen: text("base_then"), BaseThenLayer: label("base_then_layer"),
				TargetThen: text("target_then"), ErrorThen: text("error_then"),
				Verdict: migrate.Verdict(label("verdict")), Cause: label("cause"), Rewrite: text("rewrite"), NoRewrite: label("no_rewrite"),
			}
			if d := pr[col("date")]; !d.IsNull() {
				row.Date = time.UnixMilli(d.Int64()).UTC().Format(time.RFC3339)
			}
			_, replay := schema.Lookup("capture_then")
			if replay {
				row.CaptureThen = label("capture_then")
			}
			for _, d := range to {
				side := migrate.Side{Dialect: d, Base: text(d + "_base"), BaseLayer: label(d + "_base_layer"),
					Target: text(d + "_target"), Error: text(d + "_error"), Verdict: migrate.Verdict(label(d + "_verdict"))}
				if replay {
					side.CaptureNow, side.Replay = label(d+"_capture_now"), captures.Verdict(label(d+"_replay"))
				}
				row.Now = append(row.Now, side)
			}
			out = append(out, row)
		}
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
	}
}

// TestParquetTable writes the link table as TSV and Parquet in one run
// and reads the Parquet back: the same rows, byte for byte once written
// as TSV, the bytes that are not UTF-8 included; the columns typed and
// the verdicts and causes dictionary-encoded.
func TestParquetTable(t *testing.T) {
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Formats = []Format{TSV, Parquet}
	s, err := run(context.Background(), tableInputs(t), opt)
	require.NoError(t, err)
	rows := readParquet(t, filepath.Join(out, LinksParquet), testTo)
	require.Len(t, rows, s.Links.Found, "--links all: every link")
	var b []byte
	cols := tableColumns(testTo)
	b = append(b, tsvHeader(cols)...)
	for i := range rows {
		b = appendTSV(b, cols, &rows[i])
	}
	tsv, err := os.ReadFile(filepath.Join(out, LinksTSV))
	require.NoError(t, err)
	assert.Equal(t, string(tsv), string(b))
	assert.True(t, utf8.Valid(tsv), "the TSV is UTF-8")
	assert.Contains(t, string(tsv), "café.html?q=é\tcaf%E9.html?q=%E9\t", "the Latin-1 link as text, its bytes in the twin")
	assert.Positive(t, s.Links.Differs+s.Links.Fails)

	f, err := os.Open(filepath.Join(out, LinksParquet))
	require.NoError(t, err)
	defer f.Close()
	st, _ := f.Stat()
	pf, err := parquet.OpenFile(f, st.Size())
	require.NoError(t, err)
	md := pf.Metadata()
	require.NotEmpty(t, md.RowGroups)
	kinds := map[string]format.Type{}
	dict := map[string]bool{}
	for _, c := range md.RowGroups[0].Columns {
		name := strings.Join(c.MetaData.PathInSchema, ".")
		kinds[name] = c.MetaData.Type
		dict[name] = slices.Contains(c.MetaData.Encoding, format.RLEDictionary)
	}
	assert.Equal(t, format.Int64, kinds["record_offset"])
	assert.Equal(t, format.Int64, kinds["offset"])
	assert.Equal(t, format.Int64, kinds["date"])
	for _, name := range []string{"verdict", "cause", "whatwg_verdict", "rfc3986_verdict", "document"} {
		assert.True(t, dict[name], "%s is dictionary-encoded", name)
	}
	assert.False(t, dict["raw"])
}

// TestLinksChanged checks the default link table: the rows whose verdict
// is not same, in the order of --links all, and the summary counting
// every link either way.
func TestLinksChanged(t *testing.T) {
	inputs := tableInputs(t)
	all := t.TempDir()
	opt := options(t, "auto", all)
	opt.Formats = []Format{JSONL}
	sAll, err := run(context.Background(), inputs, opt)
	require.NoError(t, err)
	changed := t.TempDir()
	opt = options(t, "auto", changed)
	// --links as by default
	opt.Rows = ChangedRows // the default
	sChanged, err := run(context.Background(), inputs, opt)
	require.NoError(t, err)
	var want []migrate.Row
	for _, r := range readJSONL(t, filepath.Join(all, LinksJSONL)) {
		if r.Verdict != migrate.Same {
			want = append(want, r)
		}
	}
	got := readJSONL(t, filepath.Join(changed, LinksJSONL))
	require.NotEmpty(t, got)
	assert.Equal(t, want, got)
	assert.Less(t, len(got), sChanged.Links.Found)
	assert.Equal(t, sAll.Links, sChanged.Links, "the summary counts every link")
	a, err := os.ReadFile(filepath.Join(all, SummaryJSON))
	require.NoError(t, err)
	c, err := os.ReadFile(filepath.Join(changed, SummaryJSON))
	require.NoError(t, err)
	assert.True(t, bytes.Equal(a, c), "summary.json is the same")

	// The defaults: one file, links.tsv.
	def := t.TempDir()
	opt = options(t, "auto", def)
	opt.Rows, opt.Formats = ChangedRows, nil
	_, err = run(context.Background(), inputs, opt)
	require.NoError(t, err)
	tsv, err := os.ReadFile(filepath.Join(def, LinksTSV))
	require.NoError(t, err)
	assert.Equal(t, len(want)+1, bytes.Count(tsv, []byte("\n")))
	_, err = os.Stat(filepath.Join(def, LinksJSONL))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestReplayColumns writes rows with replay verdicts as TSV, JSONL and
// Parquet (the columns of a run that looked captures up) and reads them
// back: the same rows, the replay columns after the others.
func TestReplayColumns(t *testing.T) {
	to := []string{"whatwg", "rfc3986"}
	rows := []migrate.Row{
		{Document: "http://www.example.com/pages/db-1996.html", Raw: ";type=text", From: "rfc1808", Verdict: migrate.Differs,
			CaptureThen: "19960601100005", Now: []migrate.Side{
				{Dialect: "whatwg", Target: "http://www.example.com/pages/;type=text", Verdict: migrate.Differs, Replay: captures.Breaks},
				{Dialect: "rfc3986", Target: "http://www.example.com/pages/;type=text", Verdict: migrate.Differs, Replay: captures.Breaks}}},
		{Document: "http://shop.example.com/a/b/list.html", Raw: `images\logo.gif`, From: "rfc2396", Verdict: migrate.Differs,
			Now: []migrate.Side{
				{Dialect: "whatwg", Target: "http://shop.example.com/a/b/images/logo.gif", Verdict: migrate.Differs, CaptureNow: "20000501100007", Replay: captures.Found},
				{Dialect: "rfc3986", Target: `http://shop.example.com/a/b/images\logo.gif`, Verdict: migrate.Same, Replay: captures.Missing}}},
	}
	dir := t.TempDir()
	cols := Columns{To: to, Replay: true}
	for _, f := range []Format{TSV, JSONL, Parquet} {
		file, err := os.Create(filepath.Join(dir, f.File()))
		require.NoError(t, err)
		table, err := NewLinkTableOf(file, f, AllRows, cols)
		require.NoError(t, err)
		require.NoError(t, table.Write(rows))
		require.NoError(t, table.Close())
		require.NoError(t, file.Close())
	}
	tsv, err := os.ReadFile(filepath.Join(dir, LinksTSV))
	require.NoError(t, err)
	header, _, _ := strings.Cut(string(tsv), "\n")
	assert.True(t, strings.HasSuffix(header, "\tno_rewrite\tcapture_then\twhatwg_capture_now\twhatwg_replay\trfc3986_capture_now\trfc3986_replay"), header)
	assert.Contains(t, string(tsv), "\t19960601100005\t\tbreaks\t\tbreaks\n")
	back := readParquet(t, filepath.Join(dir, LinksParquet), to)
	require.Equal(t, len(rows), len(back))
	b := tsvHeader(columnsOf(cols))
	for i := range back {
		b = appendTSV(b, columnsOf(cols), &back[i])
	}
	assert.Equal(t, string(tsv), string(b), "Parquet read back, written as TSV")
	for i, r := range readJSONL(t, filepath.Join(dir, LinksJSONL)) {
		assert.Equal(t, rows[i].CaptureThen, r.CaptureThen)
		for j := range r.Now {
			assert.Equal(t, rows[i].Now[j].Replay, r.Now[j].Replay)
			assert.Equal(t, rows[i].Now[j].CaptureNow, r.Now[j].CaptureNow)
		}
	}
}
