package output

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
)

// testTo are the modern dialects the tests migrate to.
var testTo = []string{"whatwg", "rfc3986"}

// Where the tests' inputs are.
const (
	sampleDir     = "../../testdata/migrate"
	trustDir      = "../../testdata/trust"
	collectionDir = "../../testdata/collection"
)

// runOptions are the settings of a test's run: migrate's, the output
// folder's, and the folder.
type runOptions struct {
	migrate.Options
	folderOptions
	Out string
}

type folderOptions = Options

// options are the settings of a run from from into out: every link, in
// both text forms, which the tests read.
func options(t testing.TB, from, out string) runOptions {
	t.Helper()
	f, err := migrate.ParseFrom(from)
	require.NoError(t, err)
	var ds []dialect.Dialect
	for _, n := range testTo {
		d, err := engine.Get(n)
		require.NoError(t, err)
		ds = append(ds, d)
	}
	return runOptions{Options: migrate.Options{Config: migrate.Config{From: f, To: ds}, Workers: 2},
		folderOptions: Options{Rows: AllRows, Formats: []Format{JSONL, TSV}}, Out: out}
}

// fileURL is the file: URL of a local file, as a migration gives a
// plain file without one.
func fileURL(t testing.TB, name string) string {
	abs, err := filepath.Abs(name)
	require.NoError(t, err)
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}

// run is Run with opt.
func run(ctx context.Context, inputs []string, opt runOptions) (*migrate.Summary, error) {
	return Run(ctx, inputs, opt.Out, opt.Options, opt.folderOptions)
}

func migrateFiles(t testing.TB, from string, inputs ...string) (*migrate.Summary, string) {
	t.Helper()
	out := t.TempDir()
	s, err := run(context.Background(), inputs, options(t, from, out))
	require.NoError(t, err)
	return s, out
}

var sampleWARC = filepath.Join(sampleDir, "sample.warc.gz")

// TestSampleAccounting checks the accounting line on the sample archive:
// every record read is migrated, skipped by its type, or failed, and
// every link found has one verdict.
func TestSampleAccounting(t *testing.T) {
	s, out := migrateFiles(t, "auto", sampleWARC)
	assert.True(t, s.Balanced(), s.Accounting())
	assert.Equal(t, 14, s.Records.Read)
	// Five pages and the 404 page, a document too (IsDocument).
	assert.Equal(t, 6, s.Records.Migrated)
	assert.Equal(t, map[string]int{"metadata": 1, "request": 5, "response image/gif": 1, "warcinfo": 1}, s.Records.Skipped)
	assert.Zero(t, s.Records.Failed)
	assert.Equal(t, 27, s.Links.Found)
	assert.Equal(t, s.Links.Found, s.Links.Same+s.Links.Equivalent+s.Links.Differs+s.Links.Fails)
	assert.False(t, s.Partial)

	// The link table has one row per link, in both forms.
	rows := readJSONL(t, filepath.Join(out, LinksJSONL))
	assert.Len(t, rows, s.Links.Found)
	tsv, err := os.ReadFile(filepath.Join(out, LinksTSV))
	require.NoError(t, err)
	assert.Equal(t, s.Links.Found+1, countLines(tsv))
	// The summary on disk is the one returned.
	var disk migrate.Summary
	b, err := os.ReadFile(filepath.Join(out, SummaryJSON))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &disk))
	assert.Equal(t, s, &disk)
}

func countLines(b []byte) int {
	n := 0
	for _, c := range b {
		if c == '\n' {
			n++
		}
	}
	return n
}

func readJSONL(t testing.TB, path string) []migrate.Row {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var rows []migrate.Row
	dec := json.NewDecoder(f)
	for dec.More() {
		var r migrate.Row
		require.NoError(t, dec.Decode(&r))
		rows = append(rows, r)
	}
	return rows
}

// TestSampleVerdicts checks the verdict, cause and rewrite of the links
// of the sample whose meaning changed, under the dialect of their era.
func TestSampleVerdicts(t *testing.T) {
	_, out := migrateFiles(t, "auto", sampleWARC)
	type want struct {
		from           string
		verdict        migrate.Verdict
		cause, rewrite string
	}
	got := map[string]want{}
	for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
		got[r.Document+" "+r.Raw] = want{r.From, r.Verdict, r.Cause, r.Rewrite}
	}
	for key, w := range map[string]want{
		"http://info.cern.ch/hypertext/WWW/Project.html http:Status.html": {"rfc1630", migrate.Differs, "same-scheme", "Status.html"},
		"http://info.cern.ch/hypertext/WWW/Project.html ?ideas":           {"rfc1630", migrate.Differs, "query", "./?ideas"},
		"http://info.cern.ch/hypertext/WWW/Project.html Summary.html":     {"rfc1630", migrate.Same, "", ""},
		"http://www.example.com/cgi/db;type=html?q=1 ;type=text":          {"rfc1808", migrate.Differs, "params", "db;type=text"},
		"http://www.example.org/old/index.html chapter1.html":             {"rfc1808", migrate.Differs, "base", "http://www.example.org/new/chapter1.html"},
		"http://shop.example.com/a/b/list.html /./cart.html":              {"rfc2396", migrate.Equivalent, "", ""},
		"http://news.example.com/2006/03/story.html ../02/older.html":     {"rfc3986", migrate.Same, "", ""},
	} {
		assert.Equal(t, w, got[key], key)
	}
}

// testDocuments are every HTML test document of the project.
func testDocuments(t testing.TB) []string {
	var docs []string
	for _, pat := range []string{"../../testdata/documents/*.html", "../../testdata/archive/*.html", sampleDir + "/pages/*.html", sampleDir + "/shift_jis/*.html"} {
		m, err := filepath.Glob(pat)
		require.NoError(t, err)
		docs = append(docs, m...)
	}
	sort.Strings(docs)
	require.NotEmpty(t, docs)
	return docs
}

// TestRewrittenBytesIdentical checks, on every test document and for each
// dialect of the past, that a rewritten document differs from its
// original only inside the rewritten attribute values: the links the
// extractor finds in the rewritten document at the places of the
// rewritten ones have the rewrites as their values, and every byte
// between them is the original's.
func TestRewrittenBytesIdentical(t *testing.T) {
	docs := testDocuments(t)
	rewritten := 0
	for _, from := range []string{"rfc1630", "rfc1808", "rfc2396"} {
		s, out := migrateFiles(t, from, docs...)
		rows := readJSONL(t, filepath.Join(out, LinksJSONL))
		byFile := map[string][]migrate.Row{}
		for _, r := range rows {
			if r.Rewrite != "" {
				byFile[r.File] = append(byFile[r.File], r)
			}
		}
		for _, file := range docs {
			orig, err := os.ReadFile(file)
			require.NoError(t, err)
			path := filepath.Join(out, filepath.FromSlash(DocumentPath(&archive.Record{File: file}))) // TestDerivativeOfFile checks the rule
			got, err := os.ReadFile(path)
			edits := byFile[file]
			if len(edits) == 0 {
				assert.True(t, os.IsNotExist(err), "%s: written without a rewrite", path)
				continue
			}
			require.NoError(t, err, from)
			rewritten++
			checkOnlyValuesChanged(t, file, orig, got, edits)
		}
		assert.Equal(t, len(byFile), s.Documents.Rewritten, from)
	}
	assert.Greater(t, rewritten, 5)
}

func checkOnlyValuesChanged(t *testing.T, name string, orig, got []byte, edits []migrate.Row) {
	t.Helper()
	// A link under a CODEBASE keeps its value: its rewrite is its
	// element's CODEBASE made absolute (a folder of its target then), the
	// CODEBASE nearest it.
	var codebases []int
	for _, l := range document.NewExtractor(orig).All() {
		if l.Attr == "codebase" {
			codebases = append(codebases, l.Offset)
		}
	}
	own := edits[:0:0]
	at := map[int]bool{}
	for _, e := range edits {
		if e.Rewrite != e.TargetThen && strings.HasSuffix(e.Rewrite, "/") && strings.HasPrefix(e.TargetThen, e.Rewrite) &&
			(e.Element == "applet" || e.Element == "object") {
			require.NotEmpty(t, codebases, "%s: a codebase rewrite without a CODEBASE", name)
			nearest := codebases[0]
			for _, c := range codebases {
				if abs(c-e.Offset) < abs(nearest-e.Offset) {
					nearest = c
				}
			}
			e.Offset = nearest
		}
		if at[e.Offset] {
			continue // the CODEBASE's own rewrite, or another link's of the element
		}
		at[e.Offset] = true
		own = append(own, e)
	}
	edits = own
	sort.Slice(edits, func(i, j int) bool { return edits[i].Offset < edits[j].Offset })
	found := map[int]document.Link{}
	x := document.NewExtractor(got)
	for {
		l, err := x.Next()
		if err != nil {
			break
		}
		found[l.Offset] = *l
	}
	// The raw values' lengths, from the original (a row read from JSON
	// has U+FFFD for each byte that is not UTF-8).
	rawLen := map[int]int{}
	for _, l := range document.NewExtractor(orig).All() {
		rawLen[l.Offset] = l.Len
	}
	from, shift := 0, 0
	for _, e := range edits {
		if !assert.Equal(t, string(orig[from:e.Offset]), string(got[from+shift:e.Offset+shift]), "%s: bytes before offset %d", name, e.Offset) {
			return
		}
		l, ok := found[e.Offset+shift]
		if !assert.True(t, ok, "%s: no link at the rewritten value of offset %d", name, e.Offset) {
			return
		}
		assert.Equal(t, e.Rewrite, string(l.Value), "%s: offset %d", name, e.Offset)
		from = e.Offset + rawLen[e.Offset]
		shift += l.Len - rawLen[e.Offset]
	}
	assert.Equal(t, string(orig[from:]), string(got[from+shift:]), "%s: the bytes after the last rewrite", name)
}

// TestSecondRun checks that migrating the rewritten outputs (the
// conversion records, dated and headed as their originals, and the
// rewritten files) finds no link that differs or fails but those the
// first run could not rewrite, and on the sample archive, migrated as
// the README shows (--from auto), none at all.
func TestSecondRun(t *testing.T) {
	first, out := migrateFiles(t, "auto", sampleWARC)
	require.Greater(t, first.Links.Rewritten, 0)
	assert.Zero(t, first.Links.Unrewritable, "every changed link of the sample has a rewrite")
	second, _ := migrateFiles(t, "auto", filepath.Join(out, Conversions))
	assert.Equal(t, first.Documents.Rewritten, second.Records.Migrated)
	assert.Zero(t, second.Links.Differs, second.Accounting())
	assert.Zero(t, second.Links.Fails, second.Accounting())
	assert.True(t, second.Balanced(), second.Accounting())

	docs := testDocuments(t)
	// A link's key across the two runs: its document's URI, or its file
	// from testdata/ on, and its raw value.
	key := func(r migrate.Row) string {
		doc := r.Document
		if i := strings.LastIndex(r.File, "testdata/"); i >= 0 && !strings.HasSuffix(r.File, ".gz") {
			doc = r.File[i:]
		}
		return doc + " " + r.Raw
	}
	for _, from := range []string{"rfc1630", "rfc1808", "rfc2396", "rfc3986"} {
		first, out := migrateFiles(t, from, append([]string{sampleWARC}, docs...)...)
		require.Greater(t, first.Links.Rewritten, 0, from)
		inputs, err := archive.Inputs([]string{filepath.Join(out, Conversions), filepath.Join(out, Documents)})
		require.NoError(t, err)
		second, out2 := migrateFiles(t, from, inputs...)
		assert.Equal(t, first.Documents.Rewritten, second.Records.Migrated, from)
		assert.Zero(t, second.Records.Failed, from)
		assert.True(t, second.Balanced(), second.Accounting())
		// The links that still differ or fail are links the first run
		// could not rewrite (a meaning no modern reference can give).
		unrewritable := map[string]bool{}
		for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
			if (r.Verdict == migrate.Differs || r.Verdict == migrate.Fails) && r.Rewrite == "" {
				unrewritable[key(r)] = true
			}
		}
		for _, r := range readJSONL(t, filepath.Join(out2, LinksJSONL)) {
			if r.Verdict == migrate.Differs || r.Verdict == migrate.Fails {
				assert.True(t, unrewritable[key(r)], "%s: %s %s in the rewritten output", from, key(r), r.Verdict)
			}
		}
	}
}

// TestDeterministic checks that the outputs do not depend on the number of
// workers: the same bytes with one and with four.
func TestDeterministic(t *testing.T) {
	inputs := append([]string{sampleWARC, "../../testdata/archive/sample.wat.gz", "../../testdata/archive/links.tsv",
		"../../testdata/archive/v2.arc", "../../testdata/archive/v1.arc"}, testDocuments(t)...)
	var outs []string
	for _, w := range []int{1, 4} {
		opt := options(t, "auto", t.TempDir())
		opt.Workers = w
		opt.Started = time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC) // the warcinfo records' date
		s, err := run(context.Background(), inputs, opt)
		require.NoError(t, err)
		assert.True(t, s.Balanced(), s.Accounting())
		outs = append(outs, opt.Out)
	}
	// Every kind of input gave links: WARC, WAT, a link table, ARC, HTML.
	files := map[string]bool{}
	for _, r := range readJSONL(t, filepath.Join(outs[0], LinksJSONL)) {
		files[r.File] = true
	}
	for _, in := range inputs[:5] {
		assert.True(t, files[in], "no link from %s", in)
	}
	for _, name := range []string{LinksJSONL, LinksTSV, Conversions, SummaryJSON, ReportHTML} {
		a, err := os.ReadFile(filepath.Join(outs[0], name))
		require.NoError(t, err)
		b, err := os.ReadFile(filepath.Join(outs[1], name))
		require.NoError(t, err)
		assert.True(t, len(a) > 0 && string(a) == string(b), "%s differs between 1 and 4 workers", name)
	}
}

// TestAppendJSON checks the link table's JSON on every row of the sample
// and on strings that need escaping: JSON that encoding/json reads, the
// same keys in the same order on every line, the values taken from the
// document as text (showText), and the raw value's and the targets' exact
// bytes, percent-encoded, in their KEY_bytes twins where the text is not
// the bytes.
func TestAppendJSON(t *testing.T) {
	_, out := migrateFiles(t, "auto", sampleWARC)
	rows := readJSONL(t, filepath.Join(out, LinksJSONL))
	const notUTF8 = "\xff\xfe \xe9"
	rows = append(rows, migrate.Row{Raw: ";type=text", CaptureThen: "19960601100005",
		Now: []migrate.Side{{Dialect: "whatwg", Replay: "breaks"}, {Dialect: "rfc3986", CaptureNow: "19960601100008", Replay: "same"}}})
	rows = append(rows, migrate.Row{Encoding: "windows-1252", Raw: "a\"b\\c\td\ne\rf\x01g\x7f<&>" + notUTF8,
		Now: []migrate.Side{{Target: "x\x00y" + notUTF8, Error: "e\tf"}, {Target: "z"}}})
	var keys []string
	for i := range rows {
		got := appendJSON(nil, &rows[i], true)
		var m map[string]any
		require.NoError(t, json.Unmarshal(got, &m), string(got))
		k := jsonKeys(t, got)
		if keys == nil {
			keys = k
		}
		assert.Equal(t, keys, k, "the same keys on every line")
		exact := func(m map[string]any, key string) string { return exactJSON(t, m, key) }
		r := &rows[i]
		assert.Equal(t, r.Raw, exact(m, "raw"))
		assert.Equal(t, r.TargetThen, exact(m, "target_then"))
		now := m["now"].([]any)
		require.Len(t, now, len(r.Now))
		for j, side := range now {
			assert.Equal(t, r.Now[j].Target, exact(side.(map[string]any), "target"))
			replay, _ := side.(map[string]any)["replay"].(string)
			assert.Equal(t, string(r.Now[j].Replay), replay)
		}
	}
	last := appendJSON(nil, &rows[len(rows)-1], true)
	assert.Contains(t, string(last), `"raw":"a\"b\\c%09d%0Ae%0Df%01g%7F<&>ÿþ é","raw_bytes":"a%22b\\c%09d%0Ae%0Df%01g%7F<&>%FF%FE%20%E9"`)
	assert.Contains(t, string(last), `"error":"e%09f"`, "a control character in text, percent-encoded")
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// exactJSON returns the exact bytes of the value of key in a line of the
// JSONL link table, read as a reader must: its KEY_bytes twin,
// percent-decoded, where it has one, else its text.
func exactJSON(t *testing.T, m map[string]any, key string) string {
	if p, ok := m[key+"_bytes"].(string); ok {
		b, err := url.PathUnescape(p)
		require.NoError(t, err)
		return b
	}
	v, _ := m[key].(string)
	return v
}

// jsonKeys returns the keys of the JSON object line, in order, a nested
// object's prefixed with ">".
func jsonKeys(t *testing.T, line []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(line))
	type level struct{ object, wantKey bool }
	var stack []level
	var keys []string
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return keys
		}
		require.NoError(t, err)
		top := len(stack) - 1
		if s, ok := tok.(string); ok && top >= 0 && stack[top].object && stack[top].wantKey {
			keys = append(keys, strings.Repeat(">", top)+s)
			stack[top].wantKey = false
			continue
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			stack = append(stack, level{object: tok == json.Delim('{'), wantKey: true})
			continue
		case json.Delim('}'), json.Delim(']'):
			stack = stack[:top]
			top--
		}
		if top >= 0 && stack[top].object {
			stack[top].wantKey = true
		}
	}
}

// TestShiftJIS migrates a page of 1999 in Shift_JIS with a non-ASCII query
// and path from rfc2396 to whatwg and rfc3986. RFC 2396 and RFC 3986 keep
// the document's bytes; the URL Standard reads the value decoded from
// Shift_JIS and encodes the query in Shift_JIS and the path in UTF-8, as
// a browser does. The rewrite is the 1999 meaning with its bytes
// percent-encoded, which all three read alike.
func TestShiftJIS(t *testing.T) {
	page := filepath.Join(sampleDir, "shift_jis", "search-1999.html")
	s, out := migrateFiles(t, "rfc2396", page)
	assert.True(t, s.Balanced(), s.Accounting())
	type want struct {
		whatwg, rfc3986 string
		verdict         migrate.Verdict
		cause, rewrite  string
	}
	dir := fileURL(t, filepath.Dir(page)) + "/"
	wants := map[string]want{
		"search.cgi?q=\x93\xfa\x96\x7b": {dir + "search.cgi?q=%93%FA%96{", dir + "search.cgi?q=\x93\xfa\x96\x7b", migrate.Differs, "non-ascii", "search.cgi?q=%93%FA%96%7B"},
		"\x93\xfa\x96\x7b/index.html":   {dir + "%E6%97%A5%E6%9C%AC/index.html", dir + "\x93\xfa\x96\x7b/index.html", migrate.Differs, "non-ascii", "%93%FA%96%7B/index.html"},
		"about.html":                    {dir + "about.html", dir + "about.html", migrate.Same, "", ""},
	}
	exact := func(m map[string]any, key string) string { return exactJSON(t, m, key) }
	f, err := os.Open(filepath.Join(out, LinksJSONL))
	require.NoError(t, err)
	defer f.Close()
	dec := json.NewDecoder(f)
	n := 0
	for dec.More() {
		var r map[string]any
		require.NoError(t, dec.Decode(&r))
		raw := exact(r, "raw")
		w, ok := wants[raw]
		if !ok {
			continue
		}
		n++
		now := r["now"].([]any)
		require.Len(t, now, 2)
		assert.Equal(t, w.whatwg, exact(now[0].(map[string]any), "target"), "%q", raw)
		assert.Equal(t, w.rfc3986, exact(now[1].(map[string]any), "target"), "%q", raw)
		assert.Equal(t, string(w.verdict), r["verdict"], "%q", raw)
		assert.Equal(t, w.cause, exact(r, "cause"), "%q", raw)
		assert.Equal(t, w.rewrite, exact(r, "rewrite"), "%q", raw)
	}
	assert.Equal(t, len(wants), n)
}

// Under FailDigests the record whose stored digest does not match is a
// failure with its reason, which a caller tells apart
// (archive.ErrDigestMismatch), still counted as a mismatch.
func TestDigestMismatchFails(t *testing.T) {
	opt := options(t, "auto", t.TempDir())
	opt.FailDigests = true
	s, err := run(context.Background(), []string{"../../testdata/archive/length-long.warc"}, opt)
	require.NoError(t, err)
	assert.Equal(t, 1, s.Records.DigestMismatches)
	require.Equal(t, 1, s.Records.Failed)
	fl := s.Records.Failures[0]
	assert.Equal(t, "response record http://www.example.edu/~user/dir/page.html: stored digest does not match", fl.Reason)
	assert.ErrorIs(t, fl.Err(), archive.ErrDigestMismatch)
	assert.True(t, s.Balanced(), s.Accounting())
}
