package output

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/internal/testkit/warciotest"
	"github.com/uridialect/uridialect/migrate"
)

// originals returns the records of the sample by record id, their
// payloads read.
func originals(t *testing.T) map[string]*archive.Record {
	f, err := os.Open(sampleWARC)
	require.NoError(t, err)
	defer f.Close()
	out := map[string]*archive.Record{}
	r := archive.NewReader(f, sampleWARC)
	for {
		rec, err := r.Next()
		if err == io.EOF {
			return out
		}
		require.NoError(t, err)
		_, err = rec.ReadPayload()
		require.NoError(t, err)
		out[rec.ID] = rec
	}
}

// TestConversionRecords reads the output WARC back with the archive
// layer (gowarc, with its digest checks): one conversion record per
// rewritten response, WARC-Refers-To its original, the block the
// rewritten document, no warning (digests and lengths right), and the
// original archive untouched.
func TestConversionRecords(t *testing.T) {
	before, err := os.ReadFile(sampleWARC)
	require.NoError(t, err)
	s, out := migrateFiles(t, "auto", sampleWARC)
	after, err := os.ReadFile(sampleWARC)
	require.NoError(t, err)
	assert.Equal(t, before, after, "the original archive is never modified")

	orig := originals(t)
	rows := readJSONL(t, filepath.Join(out, LinksJSONL))
	rewrittenIDs := map[string]bool{}
	edits := map[string][]migrate.Row{}
	for _, r := range rows {
		if r.Rewrite != "" {
			rewrittenIDs[r.Record] = true
			edits[r.Record] = append(edits[r.Record], r)
		}
	}
	path := filepath.Join(out, Conversions)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r := archive.NewReader(f, path)
	n := 0
	info := ""
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		if rec.Offset == 0 {
			// The warcinfo record first, describing the run.
			assert.Equal(t, archive.TypeWarcinfo, rec.Type)
			info = rec.Header.Get("WARC-Record-ID")
			continue
		}
		n++
		assert.Equal(t, archive.TypeConversion, rec.Type)
		assert.Equal(t, info, rec.Header.Get("WARC-Warcinfo-ID"), "every conversion names the warcinfo record")
		assert.Empty(t, rec.Warnings, "gowarc checks the digests and the length")
		refersTo := rec.Header.Get("WARC-Refers-To")
		src := orig[refersTo]
		require.NotNil(t, src, "WARC-Refers-To %q names a record of the original", refersTo)
		// Dated and headed as the original, so that a reader establishes
		// the same base and era.
		assert.Equal(t, src.Date, rec.Date)
		require.NotNil(t, rec.HTTP)
		assert.Equal(t, src.HTTP.StatusLine, rec.HTTP.StatusLine)
		var kept, lengths header.Fields
		for _, f := range rec.HTTP.Header {
			if strings.EqualFold(f.Name, "Content-Length") {
				lengths = append(lengths, f)
			} else {
				kept = append(kept, f)
			}
		}
		var want header.Fields
		for _, f := range src.HTTP.Header {
			switch strings.ToLower(f.Name) {
			case "content-length", "transfer-encoding", "content-encoding":
			default:
				want = append(want, f)
			}
		}
		assert.Equal(t, want, kept, "the original's HTTP header fields")
		assert.True(t, rewrittenIDs[refersTo])
		assert.Equal(t, src.URI, rec.URI)
		assert.True(t, migrate.IsDocument(rec))
		srcBody, err := src.ReadPayload()
		require.NoError(t, err)
		body, err := rec.ReadPayload()
		require.NoError(t, err)
		assert.NotEqual(t, string(srcBody), string(body))
		// The archived documents too differ only inside the rewritten
		// values.
		checkOnlyValuesChanged(t, src.URI, srcBody, body, edits[refersTo])
		if assert.Len(t, lengths, 1) {
			assert.Equal(t, strconv.Itoa(len(body)), lengths[0].Value, "Content-Length")
		}
	}
	assert.Equal(t, len(rewrittenIDs), n)
	assert.Equal(t, s.Documents.Rewritten, n)
}

// TestConversionsWarcio reads the output WARC with an independent reader,
// webrecorder's warcio from the npm registry, installed into a temporary
// folder; it skips, saying why, where npm is not installed.
func TestConversionsWarcio(t *testing.T) {
	cli := warciotest.Install(t)
	_, out := migrateFiles(t, "auto", sampleWARC)
	path := filepath.Join(out, Conversions)
	idx := cli.Index(t, path, "--fields=offset,warc-type,warc-target-uri,warc-refers-to,length")

	type entry struct {
		Offset   int64  `json:"offset"`
		Length   int64  `json:"length"`
		Type     string `json:"warc-type"`
		URI      string `json:"warc-target-uri"`
		RefersTo string `json:"warc-refers-to"`
	}
	var theirs []entry
	sc := bufio.NewScanner(bytes.NewReader(idx))
	for sc.Scan() {
		var e entry
		require.NoError(t, json.Unmarshal(sc.Bytes(), &e), sc.Text())
		theirs = append(theirs, e)
	}
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	r := archive.NewReader(f, path)
	var ours []entry
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		ours = append(ours, entry{Offset: rec.Offset, Length: rec.Length, Type: string(rec.Type), URI: rec.URI, RefersTo: rec.Header.Get("WARC-Refers-To")})
	}
	require.NotEmpty(t, ours)
	assert.Equal(t, ours, theirs)
}

// TestSummaryTwins checks that summary.json keeps the bytes of strings
// that are not UTF-8 in KEY_bytes twins, as links.jsonl does: a Latin-1
// page whose name and link are not UTF-8, and a missing file of such a
// name.
func TestSummaryTwins(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "caf\xe9.html")
	require.NoError(t, os.WriteFile(page, []byte("<html><head><meta charset=\"iso-8859-1\"></head><body><a href=\"caf\xe9.html?q=\xe9\">x</a></body></html>"), 0o644))
	missing := filepath.Join(dir, "gon\xe9.html")
	out := t.TempDir()
	_, err := run(context.Background(), []string{page, missing}, options(t, "rfc2396", out))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(out, SummaryJSON))
	require.NoError(t, err)
	var sum struct {
		Records struct {
			Failures []map[string]any `json:"failures"`
		} `json:"records"`
		TopDocuments []map[string]any            `json:"top_documents"`
		Examples     map[string][]map[string]any `json:"examples"`
	}
	require.NoError(t, json.Unmarshal(b, &sum))
	twin := func(m map[string]any, key string) string {
		v, _ := m[key+"_bytes"].(string)
		raw, err := base64.StdEncoding.DecodeString(v)
		require.NoError(t, err)
		return string(raw)
	}
	require.Len(t, sum.Records.Failures, 1)
	assert.Equal(t, missing, twin(sum.Records.Failures[0], "file"))
	require.NotEmpty(t, sum.TopDocuments)
	// A file's document is its file: URL, percent-encoded (RFC 8089).
	assert.Contains(t, sum.TopDocuments[0]["document"], "caf%E9.html")
	n := 0
	for _, examples := range sum.Examples {
		for _, e := range examples {
			assert.Equal(t, "caf\xe9.html?q=\xe9", twin(e, "raw"))
			assert.Equal(t, "caf\ufffd.html?q=\ufffd", e["raw"])
			n++
		}
	}
	assert.Equal(t, 1, n, "the link differs under whatwg (it encodes the query in windows-1252 and the path in UTF-8)")

	// Read back as a Summary, the twins give the exact bytes.
	var back migrate.Summary
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, missing, back.Records.Failures[0].File)
	for _, examples := range back.Examples {
		assert.Equal(t, "caf\xe9.html?q=\xe9", examples[0].Raw)
	}
}

// partsSink writes the text tables and the conversion records of one
// input apart, as a pipeline's worker does, with this package's writers.
type partsSink struct {
	tsv, jsonl, warc bytes.Buffer
	tables           []*LinkTable
	convs            *ConversionWriter
	docs             []*Derivative
	inputs           []byte // inputs.tsv's rows
}

func newPartsSink(t *testing.T, to []string, info RunInfo) *partsSink {
	p := &partsSink{}
	for _, tc := range []struct {
		w      io.Writer
		format Format
	}{{&p.tsv, TSV}, {&p.jsonl, JSONL}} {
		lt, err := NewLinkTableRows(tc.w, tc.format, AllRows, to)
		require.NoError(t, err)
		p.tables = append(p.tables, lt)
	}
	p.convs = NewConversionWriter(&p.warc, Conversions, info)
	return p
}

func (p *partsSink) WriteInputs(inputs []migrate.InputCount) error {
	p.inputs = AppendInputRows(p.inputs, inputs)
	return nil
}

func (p *partsSink) Write(rec *archive.Record, res *migrate.Result) error {
	for _, lt := range p.tables {
		if err := lt.Write(res.Rows); err != nil {
			return err
		}
	}
	if d := NewDerivative(rec, res); d != nil && d.Conversion != nil {
		return p.convs.Write(d.Conversion, d.File)
	} else if d != nil {
		p.docs = append(p.docs, d)
	}
	return nil
}

// TestAppendParts checks that the outputs of each input written apart by
// this package's writers (NewLinkTableRows, a ConversionWriter each) and
// put together in input order through a Folder (AppendTable,
// AppendConversions, WriteDerivative, AppendInputs) are the files Run writes, byte for
// byte; and that a Parquet table's rows cannot be appended.
func TestAppendParts(t *testing.T) {
	ctx := context.Background()
	inputs := []string{sampleWARC, filepath.Join(sampleDir, "pages", "db-1996.html"), filepath.Join("..", "..", "testdata", "archive", "shift-jis.warc")}
	started := time.Date(2026, 11, 27, 5, 0, 0, 0, time.UTC)
	opt := options(t, "rfc1630", t.TempDir())
	opt.Started = started
	sum, err := run(ctx, inputs, opt)
	require.NoError(t, err)

	m, err := migrate.New(opt.Config)
	require.NoError(t, err)
	info := NewRunInfo(opt.Config, started)
	var parts []*partsSink
	for _, in := range inputs {
		p := newPartsSink(t, m.ToNames(), info)
		_, err := migrate.Drive(ctx, []string{in}, migrate.Options{Config: opt.Config, Workers: 1}, p)
		require.NoError(t, err)
		for _, lt := range p.tables {
			require.NoError(t, lt.Close())
		}
		parts = append(parts, p)
	}
	dir := t.TempDir()
	out, err := Open(dir, opt.Config, Options{Rows: AllRows, Formats: opt.Formats, Started: started})
	require.NoError(t, err)
	for _, p := range parts {
		require.NoError(t, out.AppendTable(TSV, &p.tsv))
		require.NoError(t, out.AppendTable(JSONL, &p.jsonl))
		if p.warc.Len() > 0 {
			require.NoError(t, out.AppendConversions(&p.warc))
		}
		for _, d := range p.docs {
			require.NoError(t, out.WriteDerivative(d))
		}
		require.NoError(t, out.AppendInputs(bytes.NewReader(p.inputs)))
	}
	require.NoError(t, out.WriteSummary(sum))
	want, got := treeOf(t, opt.Out), treeOf(t, dir)
	require.Contains(t, want, Conversions)
	assert.Equal(t, want, got)

	pq, err := Open(t.TempDir(), opt.Config, Options{Formats: []Format{Parquet}})
	require.NoError(t, err)
	defer pq.Abort()
	assert.ErrorContains(t, pq.AppendTable(Parquet, strings.NewReader("")), "not text")
	assert.ErrorContains(t, pq.AppendTable(TSV, strings.NewReader("")), "no tsv table")
}

// The link table's formats and rows by name, as the command's --format
// and --links give them, and the files of the formats.
func TestFormatsAndRows(t *testing.T) {
	for name, want := range map[string]Format{"tsv": TSV, "jsonl": JSONL, "parquet": Parquet} {
		f, err := ParseFormat(name)
		require.NoError(t, err)
		assert.Equal(t, want, f)
		assert.Equal(t, name, f.String())
		assert.Equal(t, "links."+name, f.File())
		assert.Equal(t, f != Parquet, f.Text())
	}
	assert.Equal(t, []string{LinksTSV, LinksJSONL, LinksParquet}, []string{TSV.File(), JSONL.File(), Parquet.File()})
	_, err := ParseFormat("csv")
	assert.Error(t, err)
	for name, want := range map[string]Rows{"changed": ChangedRows, "all": AllRows} {
		r, err := ParseRows(name)
		require.NoError(t, err)
		assert.Equal(t, want, r)
		assert.Equal(t, name, r.String())
	}
	_, err = ParseRows("some")
	assert.Error(t, err)
	same, differs := &migrate.Row{Verdict: migrate.Same}, &migrate.Row{Verdict: migrate.Differs}
	assert.Equal(t, []bool{false, true, true, true}, []bool{ChangedRows.Keeps(same), ChangedRows.Keeps(differs), AllRows.Keeps(same), AllRows.Keeps(differs)})
}
