package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMigrateExitStatus checks the exit status: 0 when every record was
// read, 1 when a record or a file failed (the others migrated, each
// failure on standard error with its file and offset), 2 for usage.
func TestMigrateExitStatus(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--out", out, "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitOK, status, stderr.String())
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "records: 14 read = 6 migrated + 8 skipped")
	for _, name := range []string{"links.jsonl", "links.tsv", "conversions.warc.gz", "report.html", "summary.json"} {
		_, err := os.Stat(filepath.Join(out, name))
		assert.NoError(t, err, name)
	}

	stderr.Reset()
	missing := filepath.Join(t.TempDir(), "missing.warc")
	status = run([]string{"migrate", "--from", "rfc1808", "--to", "rfc3986", "--out", t.TempDir(), "--quiet",
		"testdata/migrate/broken.warc", "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), "testdata/migrate/broken.warc: offset 442: 30 bytes at the end of the file are not a record")
	assert.Contains(t, stderr.String(), "records: 16 read = 6 migrated + 9 skipped")
	assert.Contains(t, stderr.String(), "+ 1 failed")

	// A file that does not exist is reported, and the others go on.
	stderr.Reset()
	status = run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--out", t.TempDir(), missing, "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), missing+": offset 0: cannot read the file")
	assert.Contains(t, stderr.String(), "records: 15 read = 6 migrated + 8 skipped")

	for _, args := range [][]string{
		{"migrate", "--to", "rfc3986", "--out", out, "x"},
		{"migrate", "--from", "auto", "x"},
		{"migrate", "--from", "nosuch", "--out", out, "x"},
		{"migrate", "--from", "auto", "--to", "rfc3986,nosuch", "--out", out, "x"},
		{"migrate", "--from", "auto", "--out", out},
	} {
		stderr.Reset()
		assert.Equal(t, exitUsage, run(args, nil, &stdout, &stderr), strings.Join(args, " "))
		require.Equal(t, 2, strings.Count(stderr.String(), "\n"), "one line and the pointer to --help: %s", stderr.String())
	}
}

// TestMigrateFromAClient migrates the 1996 page from what Netscape
// Navigator 4 made of its links to RFC 3986: every link means the same but
// "http:other.html", which Navigator read as the relative path
// "other.html" (NET_MakeAbsoluteURL: "a screwed up relative url of the form
// http:[relative url]") and RFC 3986 reads as itself; the rewrite is the
// relative path.
func TestMigrateFromAClient(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "netscape4", "--to", "rfc3986", "--out", out, "--quiet", "../../testdata/documents/1996.html"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stderr.String(), "links: 11 found = 10 same + 0 equivalent + 1 differ + 0 fail; 1 rewritten")
	tsv, err := os.ReadFile(filepath.Join(out, "links.tsv"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(tsv), "\n"), "\n")
	col := map[string]int{}
	for i, name := range strings.Split(lines[0], "\t") {
		col[name] = i
	}
	found := false
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		assert.Equal(t, "netscape4", f[col["from"]])
		if f[col["raw"]] != "http:other.html" {
			assert.Equal(t, "same", f[col["verdict"]], l)
			continue
		}
		found = true
		assert.True(t, strings.HasSuffix(f[col["target_then"]], "/testdata/pub/other.html"), f[col["target_then"]])
		assert.Equal(t, "http:other.html", f[col["target_now:rfc3986"]])
		assert.Equal(t, "differs", f[col["verdict"]])
		assert.Equal(t, "other.html", f[col["rewrite"]])
	}
	assert.True(t, found, "the http:other.html link")
}
