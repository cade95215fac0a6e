package archive

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/nlnwa/gowarc/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gowarcAlone counts the records gowarc finds in a file by itself.
func gowarcAlone(t *testing.T, name string) (uris []string) {
	f, err := os.Open(filepath.Join(testdataDir, name))
	require.NoError(t, err)
	defer f.Close()
	wf, err := gowarc.NewWarcFileReaderFromStream(f, 0)
	require.NoError(t, err)
	defer wf.Close()
	for {
		rec, err := wf.Next()
		if err == io.EOF || rec.WarcRecord == nil {
			return uris
		}
		uris = append(uris, rec.WarcRecord.WarcHeader().Get(gowarc.WarcTargetURI))
		_ = rec.Close()
	}
}

func countRecords(t *testing.T, name string) (uris []string) {
	recordsOf(t, name, func(rec *Record) { uris = append(uris, rec.URI) })
	return uris
}

// TestGowarcGapsCovered shows the gaps of gowarc read alone, which this
// layer covers: a whole-file gzip read as one record, and the record
// after a too-long Content-Length lost.
func TestGowarcGapsCovered(t *testing.T) {
	assert.Len(t, gowarcAlone(t, "whole-file.warc.gz"), 1)
	assert.Len(t, countRecords(t, "whole-file.warc.gz"), 10)

	alone := gowarcAlone(t, "length-long.warc")
	ours := countRecords(t, "length-long.warc")
	assert.Equal(t, []string{"http://www.example.edu/~user/dir/page.html", "ftp://ftp.example.edu/pub/index.html",
		"http://www.example.edu/~user/dir/page.html"}, ours)
	assert.NotContains(t, alone, "ftp://ftp.example.edu/pub/index.html")
}
