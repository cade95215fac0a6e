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
