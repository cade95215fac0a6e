package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func recordLines(t *testing.T, out string) []recordEntry {
	t.Helper()
	var entries []recordEntry
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var e recordEntry
		require.NoError(t, json.Unmarshal([]byte(line), &e), line)
		entries = append(entries, e)
	}
	return entries
}

func TestRecordsListsEveryRecordWithOffsets(t *testing.T) {
	out, errOut, status := cli(t, "", "records", "testdata/archive/sample.warc.gz")
	assert.Equal(t, exitOK, status, errOut)
	entries := recordLines(t, out)
	require.Len(t, entries, 10)
	assert.Equal(t, int64(588), entries[2].Offset)
	assert.Equal(t, int64(495), entries[2].Length)
	assert.Equal(t, "response", entries[2].Type)
	assert.Equal(t, "http://www.example.edu/~user/dir/page.html", entries[2].URI)
	assert.Equal(t, 200, entries[2].Status)
	assert.Equal(t, "text/html", entries[2].Mime)
	assert.Equal(t, "records: 10 read = 10 done + 0 skipped + 0 failed\n", errOut)
}

func TestRecordsReadsStandardInput(t *testing.T) {
	b, err := os.ReadFile("testdata/archive/v1.arc.gz")
	require.NoError(t, err)
	out, errOut, status := cli(t, string(b), "records", "-")
	assert.Equal(t, exitOK, status, errOut)
	entries := recordLines(t, out)
	require.Len(t, entries, 4)
	assert.Equal(t, "-", entries[1].Filename)
	assert.Equal(t, int64(140), entries[1].Offset)
	assert.Equal(t, "arc", entries[1].Format)
}

func TestRecordsFailureIsReportedAndCounted(t *testing.T) {
	out, errOut, status := cli(t, "", "records", "testdata/archive/truncated.warc.gz", "testdata/archive/v2.arc")
	assert.Equal(t, exitInvalid, status)
	entries := recordLines(t, out)
	require.Len(t, entries, 13)
	assert.Equal(t, int64(3144), entries[9].Offset)
	assert.Contains(t, entries[9].Error, "unexpected EOF")
	assert.Contains(t, errOut, "truncated.warc.gz: offset 3144")
	assert.Contains(t, errOut, "records: 13 read = 12 done + 0 skipped + 1 failed\n")
}

func TestRecordsDirectoryAndGlob(t *testing.T) {
	_, errOut, status := cli(t, "", "records", "testdata/archive/*.arc")
	assert.Equal(t, exitOK, status, errOut)
	assert.Contains(t, errOut, "records: 14 read = 14 done + 0 skipped + 0 failed")
	_, dirErr, _ := cli(t, "", "records", "testdata/archive")
	_, globErr, _ := cli(t, "", "records", "testdata/archive/*")
	assert.Regexp(t, `records: \d+ read = \d+ done \+ 0 skipped \+ \d+ failed; \d+ with a stored digest that does not match\n$`, dirErr)
	assert.Equal(t, globErr, dirErr, "a directory reads as the glob of its files")
	_, errOut, status = cli(t, "", "records", "testdata/archive/nothing-*.warc")
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, errOut, "no file matches")
}

// TestRecordsKeepsBytesThatAreNotUTF8: a target URI in Latin-1, as 1990s
// archives hold, keeps its bytes in warc-target-uri_bytes.
func TestRecordsKeepsBytesThatAreNotUTF8(t *testing.T) {
	warc := "WARC/1.0\r\nWARC-Type: resource\r\nWARC-Target-URI: http://a/caf\xe9\r\n" +
		"WARC-Date: 2000-01-01T00:00:00Z\r\nWARC-Record-ID: <urn:uuid:12345678-1234-1234-1234-123456789012>\r\n" +
		"Content-Type: text/plain\r\nContent-Length: 2\r\n\r\nhi\r\n\r\n"
	out, errOut, status := cli(t, warc, "records", "-")
	require.Equal(t, exitOK, status, errOut)
	assert.Contains(t, out, `"warc-target-uri":"http://a/caf\ufffd","warc-target-uri_bytes":"aHR0cDovL2EvY2Fm6Q==",`)
	assert.NotContains(t, out, "filename_bytes")
	entries := recordLines(t, out)
	require.Len(t, entries, 1)
	assert.Equal(t, "http://a/caf\xe9", entries[0].URI, "read back byte for byte")
}
