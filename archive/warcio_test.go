package archive

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// warcioVersion is the release of webrecorder's warcio (npm) the
// cross-check installs.
const warcioVersion = "2.4.11"

// warcio is an installed warcio command line.
type warcio struct{ node, script string }

// installWarcio installs warcio from the npm registry into a temporary
// folder, or skips the test saying why when npm is not there (CI has it).
func installWarcio(t *testing.T) warcio {
	t.Helper()
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not found: the cross-check with webrecorder's warcio needs it (CI has it)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the cross-check with webrecorder's warcio needs it (CI has it)")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--prefix", dir, "warcio@"+warcioVersion)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install warcio@%s: %v\n%s", warcioVersion, err, out)
	}
	return warcio{node: node, script: filepath.Join(dir, "node_modules", "warcio", "dist", "cli.js")}
}

type warcioEntry struct {
	Offset int64  `json:"offset"`
	Type   string `json:"warc-type"`
	URI    string `json:"warc-target-uri"`
}

// warcioIndex runs "warcio index" on a file under a timeout (warcio can
// hang on broken files).
func warcioIndex(t *testing.T, cli warcio, path string) []warcioEntry {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, cli.node, cli.script, "index", path).Output()
	require.NoError(t, err, "warcio index %s", path)
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
	cli := installWarcio(t)
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
				ours = append(ours, warcioEntry{Offset: rec.Offset, Type: rec.Type, URI: rec.URI})
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
