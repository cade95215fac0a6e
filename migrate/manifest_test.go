package migrate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// collectionDir makes a folder of plain files: a/p.html, a/b/q.html,
// c/r.html, c/s.htm, t.html; it returns the folder.
func collectionDir(t *testing.T) string {
	dir := t.TempDir()
	for _, f := range []string{"a/p.html", "a/b/q.html", "c/r.html", "c/s.htm", "t.html"} {
		p := filepath.Join(dir, filepath.FromSlash(f))
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte("<a href=x>x</a>"), 0o644))
	}
	return dir
}

func writeManifest(t *testing.T, dir, name, text string) string {
	p := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

// A manifest in TSV or CSV gives each file the row that names it, else
// the first glob that matches it, else the closest folder's row: its URL
// (a folder's followed by the file's path under it), its date and its
// configuration; a file no row names has none.
func TestManifestLookup(t *testing.T) {
	dir := collectionDir(t)
	for name, text := range map[string]string{
		"m.tsv": "path\turl\tdate\tfrom\tnotes\n" +
			"a\thttp://www.example.com/site\t1996-05-20\trfc1808\tthe mirror\n" +
			"a/b/q.html\thttp://elsewhere.example/q.cgi?x=1\t1997-01-02T03:04:05Z\t\t\n" +
			"c/*.html\thttp://c.example/pages/\t1999-12-31T23:59\trfc2396 -o dotdot=drop\t\n" +
			"\n",
		"m.csv": "Path,URL,Date,From\n" +
			"a,http://www.example.com/site,1996-05-20,rfc1808\n" +
			"a/b/q.html,http://elsewhere.example/q.cgi?x=1,1997-01-02T03:04:05Z,\n" +
			"c/*.html,http://c.example/pages/,1999-12-31T23:59,\"rfc2396 -o dotdot=drop\"\n",
	} {
		m, err := ReadManifest(writeManifest(t, dir, name, text))
		require.NoError(t, err, name)
		require.Len(t, m.Rows, 3, name)
		look := func(f string) (string, string, string) {
			path := filepath.Join(dir, filepath.FromSlash(f))
			row, ok := m.Lookup(path)
			if !ok {
				return "", "", ""
			}
			date := ""
			if !row.Date.IsZero() {
				date = row.Date.Format(time.RFC3339)
			}
			return row.URI(path), date, row.FromText
		}
		uri, date, from := look("a/p.html")
		assert.Equal(t, [3]string{"http://www.example.com/site/p.html", "1996-05-20T00:00:00Z", "rfc1808"}, [3]string{uri, date, from}, name)
		uri, date, from = look("a/b/q.html")
		assert.Equal(t, [3]string{"http://elsewhere.example/q.cgi?x=1", "1997-01-02T03:04:05Z", ""}, [3]string{uri, date, from}, name, "its own row, exactly its URL")
		uri, date, from = look("c/r.html")
		assert.Equal(t, [3]string{"http://c.example/pages/r.html", "1999-12-31T23:59:00Z", "rfc2396 -o dotdot=drop"}, [3]string{uri, date, from}, name)
		uri, _, _ = look("c/s.htm")
		assert.Equal(t, "", uri, name, "the glob does not match it")
		uri, _, _ = look("t.html")
		assert.Equal(t, "", uri, name)
		assert.Equal(t, "rfc2396 -o dotdot=drop", m.Configs()[1].String(), name)
		assert.Equal(t, []string{filepath.Join(dir, "a"), filepath.Join(dir, "a", "b", "q.html"), filepath.Join(dir, "c", "*.html")}, m.Inputs(), name)
	}
}

// A manifest that cannot be read whole is refused, naming the line.
func TestManifestErrors(t *testing.T) {
	dir := collectionDir(t)
	for text, want := range map[string]string{
		"":                                           "empty",
		"url\tdate\nhttp://x/\t1996-01-01\n":         "line 1: no column path",
		"path\turl\nnothing.html\thttp://x/\n":       "line 2: path nothing.html:",
		"path\turl\na/p.html\trelative\n":            `line 2: url "relative" is not an absolute URL`,
		"path\turl\na\thttp://x/?q\n":                "a folder's URL has no query",
		"path\tdate\na/p.html\tMay 1996\n":           `line 2: date "May 1996": want ISO 8601`,
		"path\tfrom\na/p.html\tnosuchdialect\n":      `line 2: from "nosuchdialect"`,
		"path\turl\na\thttp://x/\n./a/\thttp://y/\n": "line 3: the path ./a/ is given on line 2 too",
		"path\turl\nz/*.html\thttp://x/\n":           "line 2: path z/*.html: no file matches",
		"path,url\n\"a,http://x/\n":                  "line 2",
		"path\tpath\na\ta\n":                         `column "path" twice`,
	} {
		_, err := ReadManifest(writeManifest(t, dir, "bad.tsv", text))
		if assert.Error(t, err, text) {
			assert.Contains(t, err.Error(), want, text)
			assert.True(t, strings.HasPrefix(err.Error(), "manifest "), err.Error())
		}
	}
}

// testdata/collection's manifest: a file row, a folder row, a file row
// and a glob row, read from the manifest's own folder.
func TestManifestOfTheCollection(t *testing.T) {
	m, err := ReadManifest("../testdata/collection/manifest.tsv")
	require.NoError(t, err)
	require.Len(t, m.Rows, 4)
	for file, want := range map[string][3]string{
		"1996/lynx_help_main.html":                              {"http://lynx.browser.org/lynx_help/lynx_help_main.html", "1996-09-02T00:00:00Z", "rfc1808"},
		"1997/lynx_help/lynx_help_main.html":                    {"http://lynx.browser.org/lynx_help/lynx_help_main.html", "1997-04-04T00:00:00Z", "lynx2"},
		"1997/lynx_help/keystroke_commands/keystroke_help.html": {"http://lynx.browser.org/lynx_help/keystroke_commands/keystroke_help.html", "1997-04-04T00:00:00Z", "lynx2"},
		"1999/lynx_url_support.html":                            {"http://lynx.browser.org/lynx_help/lynx_url_support.html", "1999-05-06T00:00:00Z", "rfc2396"},
		"2006/lynx_help_main.html":                              {"http://lynx.isc.org/current/lynx2-8-6/lynx_help/lynx_help_main.html", "2006-10-12T00:00:00Z", ""},
	} {
		path := filepath.Join("../testdata/collection", filepath.FromSlash(file))
		row, ok := m.Lookup(path)
		require.True(t, ok, file)
		assert.Equal(t, want, [3]string{row.URI(path), row.Date.Format(time.RFC3339), row.FromText}, file)
	}
}

// docs/migrate.md shows testdata/collection's manifest as it is.
func TestManifestInTheDocs(t *testing.T) {
	manifest, err := os.ReadFile("../testdata/collection/manifest.tsv")
	require.NoError(t, err)
	doc, err := os.ReadFile("../docs/migrate.md")
	require.NoError(t, err)
	assert.Contains(t, string(doc), "```text\n"+string(manifest)+"```\n")
}
