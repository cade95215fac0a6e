package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warciotest"
)

type warcioEntry struct {
	Offset int64  `json:"offset"`
	Type   string `json:"warc-type"`
	URI    string `json:"warc-target-uri"`
}

// warcioIndex runs "warcio index" on a file.
func warcioIndex(t *testing.T, cli *warciotest.CLI, path string) []warcioEntry {
	t.Helper()
	out := cli.Index(t, path)
	var entries []warcioEntry
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var e warcioEntry
		if json.Unmarshal(sc.Bytes(), &e) == nil && e.Type != "" {
			entries = append(entries, e)
		}
	}
	return entries
}

// TestWarcioAgrees checks the WARC reader against an independent one:
// on well-formed files (and those whose breakage warcio also survives)
// the same records at the same offsets with the same types and URIs.
// Where warcio loses records (a too-long Content-Length), every record it
// finds is found here too.
func TestWarcioAgrees(t *testing.T) {
	cli := warciotest.Install(t)
	for _, name := range []string{"sample.warc", "sample.warc.gz", "sample.wat.gz", "warc-0.17.warc",
		"http-0.9.warc", "binary-html.warc", "truncated.warc.gz", "length-long.warc"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(testdataDir, name)
			theirs := warcioIndex(t, cli, path)
			var ours []warcioEntry
			f, err := os.Open(path)
			require.NoError(t, err)
			defer f.Close()
			r := NewReader(f, name)
			for {
				rec, err := r.Next()
				if rec == nil && err != nil {
					if _, failed := err.(*RecordError); failed {
						continue
					}
					break
				}
				ours = append(ours, warcioEntry{Offset: rec.Offset, Type: string(rec.Type), URI: rec.URI})
			}
			if name == "length-long.warc" {
				assert.Greater(t, len(ours), len(theirs), "warcio loses the record the long Content-Length swallowed")
				for _, e := range theirs {
					if e.Type != "" {
						assert.Contains(t, ours, e)
					}
				}
				return
			}
			assert.Equal(t, theirs, ours)
		})
	}
}
