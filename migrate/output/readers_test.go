package output

import (
	"bytes"
	"context"
	hexenc "encoding/hex"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/encoding/htmlindex"
)

// encodingsDir holds real pages in Latin-1, windows-1252, UTF-8 and
// Shift_JIS (its README.md names their sources).
const encodingsDir = "../../testdata/migrate/encodings"

// encodedCollection builds the reader check's collection in a folder: each
// real page of encodingsDir with links added before its end whose values
// hold characters of the page's language in the page's encoding (a word
// with ø, windows-1252's €, a ß, 日本), a TAB and a line break, quotes
// and a backslash, and a link to "NA" (a string pandas reads as missing);
// the pages and their text otherwise as written.
func encodedCollection(t *testing.T) string {
	dir := t.TempDir()
	for file, c := range map[string]struct{ encoding, word string }{
		"iso8859-1-1996.html":   {"windows-1252", "forsøk"},
		"cp-1252-2025.html":     {"windows-1252", "€uro-forsøk"},
		"idna-tr46-2021.html":   {"utf-8", "faß-forsøk"},
		"sjis-encode-href.html": {"shift_jis", "日本"},
	} {
		page, err := os.ReadFile(filepath.Join(encodingsDir, file))
		require.NoError(t, err)
		enc, err := htmlindex.Get(c.encoding)
		require.NoError(t, err)
		word, err := enc.NewEncoder().String(c.word)
		require.NoError(t, err)
		links := "<P>" +
			`<A HREF="` + word + `.html">1</A>` +
			`<A HREF="search?q=` + word + `&amp;x=1">2</A>` +
			"<A HREF=\"a\tb\nc\r\n.html\">3</A>" +
			`<A HREF='say "` + word + `".html'>4</A>` +
			`<A HREF="dir\` + word + `\index.html">5</A>` +
			`<IMG SRC="../` + word + `/x.gif">` +
			`<A HREF="NA">6</A>` + "\n"
		end := regexp.MustCompile(`(?i)</body>`).FindAllIndex(page, -1)
		at := len(page)
		if len(end) > 0 {
			at = end[len(end)-1][0]
		}
		out := append(append(append([]byte{}, page[:at]...), links...), page[at:]...)
		require.NoError(t, os.WriteFile(filepath.Join(dir, file), out, 0o644))
	}
	return dir
}

// TestReaders is the link table's reader check: on a collection of real
// pages in Latin-1, windows-1252, UTF-8 and Shift_JIS, with TABs, line
// breaks, quotes and backslashes in link values, DuckDB reads links.tsv,
// links.jsonl and links.parquet with its default options and gets the
// same rows and values from each, the exact bytes included; the TSV is
// UTF-8 and shows a page's ø as ø; Python's csv module reads the TSV back
// to the JSONL's values, and so does pandas' read_csv (sep='\t'), but for
// a value pandas takes for missing by default.
func TestReaders(t *testing.T) {
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Formats = []Format{TSV, JSONL, Parquet}
	pages, err := filepath.Glob(filepath.Join(encodedCollection(t), "*.html"))
	require.NoError(t, err)
	s, err := run(context.Background(), pages, opt)
	require.NoError(t, err)
	require.True(t, s.Balanced(), s.Accounting())
	require.Equal(t, 4, s.Records.Migrated, s.Accounting())

	tsvFile := filepath.Join(out, LinksTSV)
	tsv, err := os.ReadFile(tsvFile)
	require.NoError(t, err)
	assert.True(t, utf8.Valid(tsv), "links.tsv is UTF-8")
	for _, shown := range []string{"forsøk.html", "€uro-forsøk.html", "faß-forsøk.html", "日本.html", "a%09b%0Ac%0D%0A.html", `"say ""forsøk"".html"`} {
		assert.Contains(t, string(tsv), shown)
	}

	// The columns, as each table names them: the JSONL's sides are the
	// objects of its now list.
	cols := tableColumns(testTo)
	var names, text, twins []string
	for _, c := range cols {
		names = append(names, c.name)
		text = append(text, c.name)
		if c.bytes {
			names = append(names, c.name+"_bytes")
			twins = append(twins, c.name+"_bytes")
		}
	}
	side := map[string]string{}
	for i, d := range testTo {
		for _, f := range []string{"base", "base_layer", "target", "target_bytes", "error", "verdict"} {
			side[columnName(d)+"_"+f] = fmt.Sprintf("now[%d].%s", i+1, f)
		}
	}
	sel := func(list []string, from func(string) string) string {
		var b []string
		for _, n := range list {
			b = append(b, fmt.Sprintf(`CAST(%s AS VARCHAR) AS "%s"`, from(n), n))
		}
		return strings.Join(b, ", ")
	}
	quoted := func(n string) string { return `"` + n + `"` }
	jsonCol := func(n string) string {
		if s, ok := side[n]; ok {
			return s
		}
		return quoted(n)
	}
	file := func(name string) string { return "'" + filepath.Join(out, name) + "'" }
	// date is compared as the instant: each reader types it its own way.
	res := duckDB(t,
		"SELECT "+sel(names, quoted)+", epoch(date::TIMESTAMPTZ) AS at FROM "+file(LinksTSV),
		"SELECT "+sel(names, jsonCol)+", epoch(date::TIMESTAMPTZ) AS at FROM "+file(LinksJSONL),
		"SELECT "+sel(text, quoted)+", "+hexColumns(twins)+", epoch(date) AS at FROM "+file(LinksParquet),
	)
	fromTSV, fromJSONL, fromParquet := res[0], res[1], res[2]
	require.Len(t, fromTSV, s.Links.Found, "--links all: every link")
	require.Equal(t, len(fromTSV), len(fromJSONL))
	require.Equal(t, len(fromTSV), len(fromParquet))
	for i := range fromTSV {
		tr, jr, pr := fromTSV[i], fromJSONL[i], fromParquet[i]
		for _, n := range append(text, "at") {
			if n == "date" {
				continue
			}
			assert.Equal(t, tr[n], jr[n], "row %d column %s: TSV and JSONL", i, n)
			assert.Equal(t, tr[n], pr[n], "row %d column %s: TSV and Parquet", i, n)
		}
		for _, n := range twins {
			assert.Equal(t, tr[n], jr[n], "row %d column %s: TSV and JSONL", i, n)
			// The percent-encoded twin is the bytes of Parquet's binary one.
			want := any(nil)
			if p, ok := tr[n].(string); ok {
				b, err := url.PathUnescape(p)
				require.NoError(t, err)
				want = strings.ToUpper(hexenc.EncodeToString([]byte(b)))
			}
			assert.Equal(t, want, pr[n], "row %d column %s: TSV and Parquet", i, n)
		}
	}
	// The values the pages hold, as DuckDB read them from the TSV.
	raws := map[string]string{}
	for _, r := range fromTSV {
		if raw, ok := r["raw"].(string); ok {
			twin, _ := r["raw_bytes"].(string)
			raws[raw] = twin
		}
	}
	assert.Equal(t, "fors%F8k.html", raws["forsøk.html"], "Latin-1: the text shown, the bytes in the twin")
	assert.Equal(t, "%80uro-fors%F8k.html", raws["€uro-forsøk.html"], "windows-1252")
	assert.Equal(t, "", raws["faß-forsøk.html"], "UTF-8: the text is the bytes, no twin")
	assert.Equal(t, "%93%FA%96{.html", raws["日本.html"], "Shift_JIS: 96 7B, its second byte ASCII")
	assert.Equal(t, "a%09b%0Ac%0D%0A.html", raws["a%09b%0Ac%0D%0A.html"], "TAB and line breaks: percent-encoded in the text, exact in the twin")
	assert.Equal(t, "say%20%22fors%F8k%22.html", raws[`say "forsøk".html`], "quotes read back")
	assert.Contains(t, raws, `dir\forsøk\index.html`, "a backslash read back as one")

	t.Run("python-csv", func(t *testing.T) {
		py, err := exec.LookPath("python3")
		if err != nil {
			t.Skip("python3 not found: the check with Python's csv module needs it")
		}
		got := pythonRows(t, py, tsvFile, "import csv, json, sys\nprint(json.dumps(list(csv.DictReader(open(sys.argv[1], newline='', encoding='utf-8'), dialect='excel-tab'))))")
		assertJSONLValues(t, filepath.Join(out, LinksJSONL), got, jsonlAsText, nil)
	})
	// pandas' read_csv with sep='\t', the one option a TSV needs (its
	// default is ','), and every other option its default: the offsets
	// read as integers, an empty field as null (NaN), the rest as text,
	// but for a field that is one of the strings pandas reads as null by
	// default (na_values: "NA", "null", "NaN", ...), quoted or not. No
	// quoting convention can keep those: a link whose value is "NA" reads
	// as null, which the check asserts, and keep_default_na=False with
	// na_values=[''] reads it back as text.
	py := pandasPython(t)
	t.Run("pandas", func(t *testing.T) {
		if py == "" {
			t.Skip(noPandas)
		}
		got := pythonRows(t, py, tsvFile, "import pandas, sys\nprint(pandas.read_csv(sys.argv[1], sep='\\t').to_json(orient='records'))")
		read := assertJSONLValues(t, filepath.Join(out, LinksJSONL), got, jsonlTyped, pandasDefaultNA)
		assert.Equal(t, map[string]int{"NA": 4}, read, "the raw value NA of each page's link read as null")
	})
	t.Run("pandas-keep-na", func(t *testing.T) {
		if py == "" {
			t.Skip(noPandas)
		}
		got := pythonRows(t, py, tsvFile, "import pandas, sys\nprint(pandas.read_csv(sys.argv[1], sep='\\t', keep_default_na=False, na_values=['']).to_json(orient='records'))")
		assertJSONLValues(t, filepath.Join(out, LinksJSONL), got, jsonlTyped, nil)
	})
}

// pandasDefaultNA are the strings pandas' read_csv reads as null by
// default (its documentation of na_values; "None" since pandas 2.0).
var pandasDefaultNA = map[string]bool{}

func init() {
	for _, s := range []string{"", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN", "<NA>", "N/A", "NA", "NULL", "NaN", "None", "n/a", "nan", "null"} {
		pandasDefaultNA[s] = true
	}
}

const noPandas = "no Python with pandas (Debian's python3-pandas, which .ci/run installs; or set URIDIALECT_PYTHON_PANDAS to a python3 that imports pandas): the check with pandas' read_csv needs it"

// pandasPython returns a Python that imports pandas: the one
// URIDIALECT_PYTHON_PANDAS names (.ci/run sets it to Debian's, with
// python3-pandas), else the first of python3 on the PATH and Debian's
// /usr/bin/python3 that does; "" when none does. Without one the pandas
// checks are skipped, saying why, unless URIDIALECT_REQUIRE_PANDAS is
// set, as .ci/run sets it: then the test fails.
func pandasPython(t *testing.T) string {
	candidates := []string{os.Getenv("URIDIALECT_PYTHON_PANDAS")}
	if candidates[0] == "" {
		candidates = []string{"python3", "/usr/bin/python3"}
	}
	var tried []string
	for _, c := range candidates {
		py, err := exec.LookPath(c)
		if err != nil {
			tried = append(tried, c+": "+err.Error())
			continue
		}
		out, err := exec.Command(py, "-c", "import pandas; print(pandas.__version__)").CombinedOutput()
		if err != nil {
			lines := strings.Split(strings.TrimSpace(string(out)), "\n")
			tried = append(tried, py+": "+lines[len(lines)-1])
			continue
		}
		t.Logf("pandas %s (%s)", strings.TrimSpace(string(out)), py)
		return py
	}
	if os.Getenv("URIDIALECT_REQUIRE_PANDAS") != "" {
		t.Fatalf("%s; tried %s; URIDIALECT_REQUIRE_PANDAS is set, as .ci/run sets it", noPandas, strings.Join(tried, "; "))
	}
	t.Logf("tried %s", strings.Join(tried, "; "))
	return ""
}

// hexColumns selects Parquet's binary twins as upper-case hex.
func hexColumns(twins []string) string {
	var b []string
	for _, n := range twins {
		b = append(b, fmt.Sprintf(`hex("%s") AS "%s"`, n, n))
	}
	return strings.Join(b, ", ")
}

// pythonRows runs a Python program with py on the TSV that prints its
// rows as a JSON list of objects, keys the header's names.
func pythonRows(t *testing.T, py, tsv, program string) []map[string]any {
	cmd := exec.Command(py, "-c", program, tsv)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	b, err := cmd.Output()
	require.NoError(t, err, stderr.String())
	var rows []map[string]any
	require.NoError(t, json.Unmarshal(b, &rows))
	return rows
}

// jsonlAsText is a JSONL value as a reader that types nothing reads it
// from the TSV (Python's csv): null as "", a number as its digits.
func jsonlAsText(v any) any {
	switch v := v.(type) {
	case nil:
		return ""
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return v
}

// jsonlTyped is a JSONL value as a reader that types columns reads it
// (pandas: an empty field null, the offsets numbers).
func jsonlTyped(v any) any { return v }

// assertJSONLValues checks rows, read from the TSV by another reader,
// against the JSONL's values, read by encoding/json and made what the
// reader gives for them (as): the same value in every column, but that
// a JSONL string in readsNull may be read as null. It returns how often
// each such string was.
func assertJSONLValues(t *testing.T, jsonl string, rows []map[string]any, as func(any) any, readsNull map[string]bool) map[string]int {
	b, err := os.ReadFile(jsonl)
	require.NoError(t, err)
	lines := bytes.Split(bytes.TrimSpace(b), []byte("\n"))
	require.Len(t, rows, len(lines))
	nulls := map[string]int{}
	for i, line := range lines {
		var j map[string]any
		require.NoError(t, json.Unmarshal(line, &j))
		want := map[string]any{}
		for k, v := range j {
			if k == "now" || k == "ie_conditional" {
				continue
			}
			want[k] = v
		}
		for s, o := range j["now"].([]any) {
			for k, v := range o.(map[string]any) {
				if k != "dialect" {
					want[columnName(testTo[s])+"_"+k] = v
				}
			}
		}
		for k, v := range want {
			if s, ok := v.(string); ok && readsNull[s] && rows[i][k] == nil {
				nulls[s]++
				want[k] = nil
				continue
			}
			want[k] = as(v)
		}
		assert.Equal(t, want, rows[i], "row %d", i)
	}
	return nulls
}
