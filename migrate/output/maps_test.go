package output

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
