package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var junkWarning = regexp.MustCompile(`^(\d+) bytes of junk skipped at offset (\d+)`)

// TestEveryByteAccounted reads each test archive whose records have raw
// extents and checks that records, skipped junk (named in a warning) and
// failures tile the file from its first byte to its last.
func TestEveryByteAccounted(t *testing.T) {
	for _, name := range []string{"sample.warc", "sample.warc.gz", "sample.wat.gz", "junk.warc",
		"length-short.warc", "length-long.warc", "mixed.warc.gz", "truncated.warc.gz", "warc-0.17.warc",
		"http-0.9.warc", "binary-html.warc", "v1.arc", "v2.arc", "v1.arc.gz", "length-lies.arc",
		"published-example.arc", "links.tsv", "links.jsonl", "links.csv"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(testdataDir, name)
			info, err := os.Stat(path)
			require.NoError(t, err)
			f, err := os.Open(path)
			require.NoError(t, err)
			defer f.Close()
			r := NewReader(f, name)
			var (
				covered = headerLine(t, path)
				failAt  = int64(-1)
				tally   Tally
			)
			for {
				rec, err := r.Next()
				if err == io.EOF {
					break
				}
				var re *RecordError
				if errors.As(err, &re) {
					tally.Fail(re)
					if re.Offset >= covered {
						failAt = re.Offset
					}
					continue
				}
				require.NoError(t, err)
				tally.Add()
				for _, w := range rec.Warnings {
					if m := junkWarning.FindStringSubmatch(w.Text); m != nil {
						assert.Equal(t, WarnJunk, w.Kind, w.Text)
						n, _ := strconv.ParseInt(m[1], 10, 64)
						at, _ := strconv.ParseInt(m[2], 10, 64)
						assert.Equal(t, covered, at, "junk must start where the last record ended")
						covered += n
					}
				}
				if failAt >= 0 {
					// A failed record spans from its offset to the next
					// record read.
					assert.Equal(t, covered, failAt, "failure at the end of the last record")
					covered, failAt = rec.Offset, -1
				}
				assert.Equal(t, covered, rec.Offset, "record %s %s starts where the last one ended", rec.Type, rec.URI)
				covered = rec.Offset + rec.Length
			}
			if failAt >= 0 {
				assert.Equal(t, covered, failAt, "failure at the end of the last record")
				covered = info.Size()
			}
			assert.Equal(t, info.Size(), covered, "records cover the whole file")
			assert.True(t, tally.Balanced(), tally.String())
		})
	}
}

func TestTallyLine(t *testing.T) {
	var tl Tally
	tl.Add()
	tl.Skip("request")
	tl.Skip("metadata")
	tl.Skip("request")
	tl.Fail(&RecordError{File: "f", Offset: 9, Err: fmt.Errorf("bad")})
	assert.Equal(t, "records: 5 read = 1 done + 3 skipped (metadata 1, request 2) + 1 failed", tl.String())
	assert.True(t, tl.Balanced())
}

// headerLine is the length of a TSV or CSV table's header line, which
// names the columns and is no record; 0 for other inputs.
func headerLine(t *testing.T, path string) int64 {
	if ext := filepath.Ext(path); ext != ".tsv" && ext != ".csv" {
		return 0
	}
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return int64(bytes.IndexByte(b, '\n') + 1)
}
