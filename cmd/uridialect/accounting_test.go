package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var skippedPart = regexp.MustCompile(`records: \d+ read = \d+ \w+ \+ \d+ skipped \(([^)]*)\)`)

// TestOneSkipVocabulary reads one archive with links and with migrate:
// the records each skips are counted under the same kinds (an image is
// "response image/gif" in both; the 404 page, a document, in neither).
func TestOneSkipVocabulary(t *testing.T) {
	_, linksErr, status := cli(t, "", "links", "testdata/migrate/sample.warc.gz")
	require.Equal(t, exitOK, status, linksErr)
	out := t.TempDir()
	_, migrateErr, status := cli(t, "", "migrate", "--from", "auto", "--out", filepath.Join(out, "m"), "testdata/migrate/sample.warc.gz")
	require.Equal(t, exitOK, status, migrateErr)
	l, m := skippedPart.FindStringSubmatch(linksErr), skippedPart.FindStringSubmatch(migrateErr)
	require.NotNil(t, l, linksErr)
	require.NotNil(t, m, migrateErr)
	assert.Equal(t, l[1], m[1])
	assert.Contains(t, l[1], "response image/gif 1")
	assert.NotContains(t, l[1], "404")
}

// TestEmptyInputNamed: an empty file is named in the accounting line.
func TestEmptyInputNamed(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.warc")
	require.NoError(t, os.WriteFile(empty, nil, 0o644))
	for _, cmd := range []string{"records", "links"} {
		_, errOut, _ := cli(t, "", cmd, empty, "testdata/archive/sample.warc")
		assert.Contains(t, errOut, "; no record in "+empty, cmd)
	}
}

// TestVerifyDigests: a record whose stored digest does not match is
// counted, and failed with --verify-digests=fail.
func TestVerifyDigests(t *testing.T) {
	_, errOut, status := cli(t, "", "records", "testdata/archive/length-long.warc")
	assert.Equal(t, exitOK, status, errOut)
	assert.Contains(t, errOut, "records: 3 read = 3 done + 0 skipped + 0 failed; 1 with a stored digest that does not match")
	_, errOut, status = cli(t, "", "records", "--verify-digests=fail", "testdata/archive/length-long.warc")
	assert.Equal(t, exitInvalid, status, errOut)
	assert.Contains(t, errOut, "records: 3 read = 2 done + 0 skipped + 1 failed; 1 with a stored digest that does not match")
	assert.Contains(t, errOut, "stored digest does not match")
	_, errOut, status = cli(t, "", "records", "--verify-digests=maybe", "testdata/archive/sample.warc")
	assert.Equal(t, exitUsage, status, errOut)
}

// TestSymlinkedInputs follows links to files and directories in an
// input directory, and walks a directory a link loops back to once.
func TestSymlinkedInputs(t *testing.T) {
	dir := t.TempDir()
	abs, err := filepath.Abs("testdata/archive/sample.warc")
	require.NoError(t, err)
	require.NoError(t, os.Symlink(abs, filepath.Join(dir, "linked.warc")))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	require.NoError(t, os.Symlink(dir, filepath.Join(dir, "sub", "loop")))
	_, errOut, status := cli(t, "", "records", dir)
	assert.Equal(t, exitOK, status, errOut)
	assert.Contains(t, errOut, "records: 10 read = 10 done")
}

// TestBodyLimitFailsRecord: a decoded payload past --max-body-size fails
// its record (counted as failed, not done), and the others are read.
func TestBodyLimitFailsRecord(t *testing.T) {
	_, errOut, status := cli(t, "", "links", "--max-body-size", "20", "testdata/archive/sample.warc")
	assert.Equal(t, exitInvalid, status, errOut)
	assert.Contains(t, errOut, "decoded payload larger than the limit of 20 bytes")
	assert.Regexp(t, `records: 10 read = \d+ done \+ \d+ skipped \([^)]*\) \+ 1 failed`, errOut)
}

// TestChunkedStoredDecodedIana reads pywb's iana.warc.gz, whose writer
// kept "Transfer-Encoding: chunked" on bodies it stored de-chunked: every
// page gives its links (it gave none when the body was decoded as chunks).
func TestChunkedStoredDecodedIana(t *testing.T) {
	_, errOut, status := cli(t, "", "links", "-d", "rfc3986", "--tsv", "testdata/archive/pywb/iana.warc.gz")
	assert.Equal(t, exitOK, status, errOut)
	// 16 pages and the 2 revisits of pages whose original is in the file.
	assert.Contains(t, errOut, "records: 343 read = 18 done + 325 skipped")
	m := regexp.MustCompile(`links: (\d+)`).FindStringSubmatch(errOut)
	require.NotNil(t, m, errOut)
	n, _ := strconv.Atoi(m[1])
	assert.Greater(t, n, 1000)
}
