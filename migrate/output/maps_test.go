package output

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/migrate"
)

// TestPlainFileMap checks --map and --date on a mirror of a site: the
// page resolves against its real URL (its path under the mapped folder),
// --from auto takes the dialect of its date, and its links differ as the
// archived copy's do; a file outside every map keeps its file: URL.
func TestPlainFileMap(t *testing.T) {
	mirror := t.TempDir()
	page := filepath.Join(mirror, "www.example.com", "cgi", "db;type=html")
	require.NoError(t, os.MkdirAll(filepath.Dir(page), 0o755))
	b, err := os.ReadFile(filepath.Join(sampleDir, "pages", "db-1996.html"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(page, b, 0o644))
	other := filepath.Join(t.TempDir(), "other.html")
	require.NoError(t, os.WriteFile(other, b, 0o644))

	m, err := migrate.ParseMap(filepath.Join(mirror, "www.example.com") + "=http://www.example.com")
	require.NoError(t, err)
	wide, err := migrate.ParseMap(mirror + "=http://elsewhere.example/")
	require.NoError(t, err)
	date, err := migrate.ParseDate("1996-05-20")
	require.NoError(t, err)

	run := func(maps []migrate.Map, date time.Time) map[string][]migrate.Row {
		out := t.TempDir()
		opt := options(t, "auto", out)
		opt.Maps, opt.Date = maps, date
		_, err := run(context.Background(), []string{page, other}, opt)
		require.NoError(t, err)
		rows := map[string][]migrate.Row{}
		for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
			rows[r.File] = append(rows[r.File], r)
		}
		return rows
	}
	rows := run([]migrate.Map{wide, m}, date)
	require.NotEmpty(t, rows[page])
	for _, r := range rows[page] {
		assert.Equal(t, "http://www.example.com/cgi/db;type=html", r.Document, "the longest folder's URL")
		assert.Equal(t, "rfc1808", r.From, "auto by the --date")
		assert.Equal(t, "1996-05-20T00:00:00Z", r.Date)
	}
	byRaw := map[string]migrate.Row{}
	for _, r := range rows[page] {
		byRaw[r.Raw] = r
	}
	// RFC 1808, Section 5.1: ";x" resolves to http://a/b/c/d;x, against
	// the last segment; RFC 3986 (Section 5.4.1) gives http://a/b/c/;x.
	assert.Equal(t, "http://www.example.com/cgi/db;type=text", byRaw[";type=text"].TargetThen)
	assert.Equal(t, migrate.Differs, byRaw[";type=text"].Verdict)
	assert.Equal(t, "http://www.example.com/cgi/db;type=html?q=2", byRaw["?q=2"].TargetThen)
	for _, r := range rows[other] {
		assert.Contains(t, r.Document, "file://", "a file no map holds")
		assert.Equal(t, "rfc1808", r.From)
	}

	// Without them: file: URLs, and auto takes the last era.
	for _, r := range run(nil, time.Time{})[page] {
		assert.Contains(t, r.Document, "file://")
		assert.Equal(t, "rfc3986", r.From)
	}

	for _, bad := range []string{"dir", "=http://x/", "dir=", "dir=relative/path", "dir=http://x/?q"} {
		_, err := migrate.ParseMap(bad)
		assert.Error(t, err, bad)
	}
	_, err = migrate.ParseDate("May 1996")
	assert.Error(t, err)
}

// TestManifestCollection migrates testdata/collection, plain pages of four
// eras, in one run given its manifest (and no input of its own): each
// page's rows carry its row's URL, date and configuration (the 2006 row,
// which names none, takes --from auto's for its date); every input file
// is in inputs.tsv.
func TestManifestCollection(t *testing.T) {
	m, err := migrate.ReadManifest(filepath.Join(collectionDir, "manifest.tsv"))
	require.NoError(t, err)
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Manifest = m
	coll, err := archive.Collect(m.Inputs(), nil) // the folder and the glob expanded
	require.NoError(t, err)
	defer coll.Close()
	var inputs []string
	for _, in := range coll.Inputs {
		inputs = append(inputs, in.Name)
	}
	sum, err := run(context.Background(), inputs, opt)
	require.NoError(t, err)
	assert.Zero(t, sum.Records.Failed)
	want := map[string]migrate.Row{
		"1996/lynx_help_main.html":                              {Document: "http://lynx.browser.org/lynx_help/lynx_help_main.html", Date: "1996-09-02T00:00:00Z", From: "rfc1808"},
		"1997/lynx_help/lynx_help_main.html":                    {Document: "http://lynx.browser.org/lynx_help/lynx_help_main.html", Date: "1997-04-04T00:00:00Z", From: "lynx2"},
		"1997/lynx_help/keystroke_commands/keystroke_help.html": {Document: "http://lynx.browser.org/lynx_help/keystroke_commands/keystroke_help.html", Date: "1997-04-04T00:00:00Z", From: "lynx2"},
		"1999/lynx_url_support.html":                            {Document: "http://lynx.browser.org/lynx_help/lynx_url_support.html", Date: "1999-05-06T00:00:00Z", From: "rfc2396"},
		"2006/lynx_help_main.html":                              {Document: "http://lynx.isc.org/current/lynx2-8-6/lynx_help/lynx_help_main.html", Date: "2006-10-12T00:00:00Z", From: "rfc3986"},
	}
	seen := map[string]int{}
	for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
		rel, err := filepath.Rel(collectionDir, r.File)
		require.NoError(t, err)
		w, ok := want[filepath.ToSlash(rel)]
		require.True(t, ok, r.File)
		assert.Equal(t, w, migrate.Row{Document: r.Document, Date: r.Date, From: r.From}, r.File)
		seen[filepath.ToSlash(rel)]++
	}
	for file := range want {
		assert.Positive(t, seen[file], "the links of %s", file)
	}
	tsv, err := os.ReadFile(filepath.Join(out, InputsTSV))
	require.NoError(t, err)
	assert.Equal(t, len(want)+1, strings.Count(string(tsv), "\n"), "a row for each page, after the header")
}

// TestManifestPrecedence: a manifest's row comes first, then --map (a
// folder's, or a file's exact URL), then --date and --from.
func TestManifestPrecedence(t *testing.T) {
	inputs, m := pagesAndManifest(t, "manifest.csv", "path,url,date,from\n"+
		"row.html,http://row.example/r.html,1996-01-01,netscape4\n"+
		"dated.html,,1999-01-01,\n", "row.html", "dated.html", "file.html", "plain.html")
	dir := filepath.Dir(inputs[0])
	folder, err := migrate.ParseMap(dir + "=http://map.example/site")
	require.NoError(t, err)
	file, err := migrate.ParseMap(filepath.Join(dir, "file.html") + "=http://file.example/exactly?as=given")
	require.NoError(t, err)
	assert.True(t, file.File)
	date, err := migrate.ParseDate("2006-06-01")
	require.NoError(t, err)

	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Manifest, opt.Maps, opt.Date = m, []migrate.Map{folder, file}, date
	_, err = run(context.Background(), inputs, opt)
	require.NoError(t, err)
	got := map[string]migrate.Row{}
	for _, r := range readJSONL(t, filepath.Join(out, LinksJSONL)) {
		got[filepath.Base(r.File)] = migrate.Row{Document: r.Document, Date: r.Date, From: r.From}
	}
	assert.Equal(t, map[string]migrate.Row{
		"row.html":   {Document: "http://row.example/r.html", Date: "1996-01-01T00:00:00Z", From: "netscape4"},
		"dated.html": {Document: "http://map.example/site/dated.html", Date: "1999-01-01T00:00:00Z", From: "rfc2396"},
		"file.html":  {Document: "http://file.example/exactly?as=given", Date: "2006-06-01T00:00:00Z", From: "rfc3986"},
		"plain.html": {Document: "http://map.example/site/plain.html", Date: "2006-06-01T00:00:00Z", From: "rfc3986"},
	}, got)
}

// pagesAndManifest writes, into a new folder, a copy of the 1996 page
// (whose links are rewritten from rfc1808) under each of names, and the
// manifest text as the file manifestName; it returns the pages' paths and
// the manifest read.
func pagesAndManifest(t *testing.T, manifestName, manifest string, names ...string) ([]string, *migrate.Manifest) {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join(sampleDir, "pages", "db-1996.html"))
	require.NoError(t, err)
	var pages []string
	for _, name := range names {
		pages = append(pages, filepath.Join(dir, name))
		require.NoError(t, os.WriteFile(pages[len(pages)-1], b, 0o644))
	}
	path := filepath.Join(dir, manifestName)
	require.NoError(t, os.WriteFile(path, []byte(manifest), 0o644))
	m, err := migrate.ReadManifest(path)
	require.NoError(t, err)
	return pages, m
}
