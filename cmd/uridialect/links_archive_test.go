package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLinksOnWARCAccountsForEveryRecord(t *testing.T) {
	out, errs, status := runCmd("", "links", "--tsv", "-d", "rfc3986", "testdata/archive/sample.warc.gz")
	require.Equal(t, exitOK, status, errs)
	// The 404 page is a document too (migrate.IsDocument), and so is the
	// revisit of the first page, with that page's payload.
	assert.Equal(t, "records: 10 read = 6 done + 4 skipped (metadata 1, request 1, response image/gif 1, warcinfo 1) + 0 failed\nlinks: 17\n", errs)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 17)
	// The chunked, gzip-encoded page, decoded; its base is its URI.
	assert.Contains(t, lines, "testdata/archive/sample.warc.gz@1083\t21\t17\ta\thref\tchunked/next.html\trfc3986\thttp://www.example.edu/chunked.html\thttp://www.example.edu/chunked/next.html\t\t")
}

func TestLinksOnARCHonoursContentBaseByDialect(t *testing.T) {
	out, _, status := runCmd("", "links", "--tsv", "-d", "rfc1808", "-d", "rfc3986", "testdata/archive/v1.arc")
	require.Equal(t, exitOK, status)
	assert.Contains(t, out, "\ta.html\trfc1808\thttp://www.dryswamp.edu/docs/\thttp://www.dryswamp.edu/docs/a.html\t\t*\n")
	assert.Contains(t, out, "\ta.html\trfc3986\thttp://www.dryswamp.edu:80/index.html\thttp://www.dryswamp.edu:80/a.html\t\t\n")
}

func TestLinksOnWATAndTables(t *testing.T) {
	out, errs, status := runCmd("", "links", "--json", "-d", "rfc3986", "testdata/archive/sample.wat.gz", "testdata/archive/links.tsv")
	require.Equal(t, exitOK, status, errs)
	assert.Equal(t, "records: 5 read = 4 done + 1 skipped (warcinfo 1) + 0 failed\nlinks: 8\n", errs)
	var objs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var o map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &o), line)
		objs = append(objs, o)
	}
	require.Len(t, objs, 8)
	assert.Equal(t, "img", objs[2]["element"])
	assert.Equal(t, float64(-1), objs[2]["offset"])
	res := objs[2]["results"].([]any)[0].(map[string]any)
	assert.Equal(t, "http://www.example.edu/img/a.gif", res["result"], "against the WAT's Head.Base")
	res = objs[6]["results"].([]any)[0].(map[string]any)
	assert.Equal(t, "http://a/g", res["result"], "against the table's base column")
}

func TestLinksOnBrokenArchiveFails(t *testing.T) {
	_, errs, status := runCmd("", "links", "--tsv", "testdata/archive/truncated.warc.gz")
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, errs, "truncated.warc.gz: offset 3144")
	assert.Contains(t, errs, "records: 10 read = 5 done + 4 skipped (metadata 1, request 1, response image/gif 1, warcinfo 1) + 1 failed\n")
}

func TestLinksOnArchiveDetectsUndeclaredCharset(t *testing.T) {
	out, _, status := runCmd("", "links", "-d", "rfc3986", "testdata/archive/shift-jis.warc")
	require.Equal(t, exitOK, status)
	assert.True(t, strings.HasPrefix(out, "# testdata/archive/shift-jis.warc@0: encoding shift_jis (detector)\n"), out)
}
