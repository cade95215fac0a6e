package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
)

// -pages writes the pages under a folder as responses to their URLs, again
// and again until the size: bench/migrate.sh's real-pages corpus.
func TestRealPages(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(`<a href="sub/a.html">a</a>`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "sub", "a.html"), []byte(`<a href="../index.html">up</a>`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not a page"), 0o644))
	var b bytes.Buffer
	n, err := realPages(&b, dir, "http://lynx.example/help/", "1997-06-01T00:00:00Z", 2000)
	require.NoError(t, err)
	assert.Equal(t, int64(b.Len()), n)
	assert.GreaterOrEqual(t, n, int64(2000))
	r := archive.NewReader(bytes.NewReader(b.Bytes()), "real.warc")
	var uris []string
	for {
		rec, err := r.Next()
		if err == io.EOF {
			break
		}
		require.NoError(t, err)
		assert.Equal(t, "1997-06-01T00:00:00Z", rec.Date.UTC().Format("2006-01-02T15:04:05Z"))
		uris = append(uris, rec.URI)
	}
	require.GreaterOrEqual(t, len(uris), 2)
	assert.Equal(t, []string{"http://lynx.example/help/index.html", "http://lynx.example/help/sub/a.html"}, uris[:2])

	_, err = realPages(io.Discard, t.TempDir(), "http://x/", "1997-06-01T00:00:00Z", 10)
	assert.ErrorContains(t, err, "no .html file")
}
