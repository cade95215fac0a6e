package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures/replaypatch"
	"github.com/uridialect/uridialect/migrate"
)

// TestMigrateReplayPatch runs migrate --replay-patch on the test
// collection, whose link ";type=text" breaks in replay under the URL
// Standard: the patch, its index and the package are written into --out
// and listed in its manifest, the inputs are left as they were, and the
// same run with the patch among the captures (its index, or the package
// alone) finds the link the same.
func TestMigrateReplayPatch(t *testing.T) {
	inputs := []string{crawl + "pages.warc.gz", crawl + "targets.warc.gz"}
	sums := func() (out [][32]byte) {
		for _, in := range inputs {
			b, err := os.ReadFile(in)
			require.NoError(t, err)
			out = append(out, sha256.Sum256(b))
		}
		return out
	}
	before := sums()
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run(append([]string{"migrate", "--from", "auto", "--out", out, "--captures", "inputs", "--replay-patch"}, inputs...), nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Equal(t, before, sums(), "the inputs changed")
	_, verdicts := replayColumns(t, out)
	require.Equal(t, "breaks breaks", verdicts[";type=text"])
	require.Equal(t, "same breaks", verdicts["http:Status.html"])
	assert.Contains(t, stderr.String(), "--replay-patch: 1 redirects written for the links that break in replay (0 breaks merged into one, 0 in conflict, 0 refused)")
	assert.Contains(t, stderr.String(), "--replay-patch: collection.wacz: 2 of 2 inputs packed with the patch")

	var manifest struct{ Files []string }
	b, err := os.ReadFile(filepath.Join(out, ".uridialect-migrate.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &manifest))
	for _, f := range []string{"patch.warc.gz", "patch.cdxj", "collection.wacz"} {
		assert.Contains(t, manifest.Files, f)
	}
	// One redirect, from the URL Standard's reading of the link to the
	// page the author meant, dated as the linking page's capture.
	index, err := os.ReadFile(filepath.Join(out, "patch.cdxj"))
	require.NoError(t, err)
	assert.Equal(t, `com,example)/pages/;type=text 19960601100000 {"url": "http://www.example.com/pages/;type=text", "status": "302"`,
		string(index[:strings.Index(string(index), `, "digest"`)]))
	zr, err := zip.OpenReader(filepath.Join(out, "collection.wacz"))
	require.NoError(t, err)
	var entries []string
	for _, f := range zr.File {
		entries = append(entries, f.Name)
	}
	zr.Close()
	slices.Sort(entries)
	assert.Equal(t, []string{"archive/pages.warc.gz", "archive/patch.warc.gz", "archive/targets.warc.gz", "datapackage-digest.json",
		"datapackage.json", "indexes/index.cdxj", "pages/pages.jsonl"}, entries)

	// The patch read back as captures: the link is the same, from the
	// patch's index beside the inputs, and from the package alone;
	// nothing else changes.
	for _, captures := range [][]string{
		{"--captures", "inputs", "--captures", filepath.Join(out, "patch.cdxj")},
		{"--captures", filepath.Join(out, "collection.wacz")},
	} {
		again := filepath.Join(t.TempDir(), "again")
		stderr.Reset()
		args := append(append([]string{"migrate", "--from", "auto", "--out", again}, captures...), inputs...)
		status := run(args, nil, &stdout, &stderr)
		require.Equal(t, exitOK, status, stderr.String())
		_, mended := replayColumns(t, again)
		want := map[string]string{}
		for raw, v := range verdicts {
			want[raw] = v
		}
		// RFC 3986 reads ";type=text" as the URL Standard does: one
		// redirect mends both. Its reading of "http:Status.html", which
		// no replay tool looks up, is left broken.
		want[";type=text"] = "same same"
		assert.Equal(t, want, mended, "%v", captures)
		assert.Contains(t, stderr.String(), "replay under whatwg: 10 looked up = 7 same + 1 found + 1 wrong + 0 breaks + 1 missing", "%v", captures)
	}
}

// TestMigrateReplayPatchRefused: --replay-patch is a usage error, with
// nothing written, where it cannot apply: without --captures, without
// the URL Standard among --to, with standard input as an input.
func TestMigrateReplayPatchRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{crawl + "pages.warc.gz"}, "--replay-patch wants --captures"},
		{[]string{"--captures", "inputs", "--to", "rfc3986", crawl + "pages.warc.gz"}, "--replay-patch wants whatwg among --to"},
		{[]string{"--captures", "inputs", "-"}, "standard input is read once, for its links: it cannot be packed into collection.wacz"},
	} {
		out := filepath.Join(t.TempDir(), "out")
		var stdout, stderr bytes.Buffer
		args := append([]string{"migrate", "--from", "auto", "--out", out, "--replay-patch"}, tc.args...)
		status := run(args, strings.NewReader(""), &stdout, &stderr)
		assert.Equal(t, exitUsage, status, stderr.String())
		assert.Contains(t, stderr.String(), tc.want)
		assert.NoDirExists(t, out)
	}
}

// TestReplayPatchInputOrder gives the patch the breaks of two records
// the way two workers may find them, the second record's first, each
// record's link to the same now-target and date redirecting elsewhere:
// the record the run writes first keeps the redirect, and the other is
// the conflict, whatever order the workers found them in. A failed
// record's breaks are dropped with it.
func TestReplayPatchInputOrder(t *testing.T) {
	var stderr bytes.Buffer
	p, err := newReplayPatch(migrate.Config{}, nil, nil, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), &stderr)
	require.NoError(t, err)
	defer p.close()
	linked := time.Date(1996, 6, 1, 10, 0, 0, 0, time.UTC)
	brk := func(then string) replaypatch.Break {
		return replaypatch.Break{Linked: linked, Now: "http://www.example.com/pages/;type=text", Then: then, ThenTime: linked}
	}
	first := &archive.Record{File: "a.warc.gz", Offset: 0}
	second := &archive.Record{File: "a.warc.gz", Offset: 900}
	failed := &archive.Record{File: "b.warc.gz", Offset: 0}
	// Found by the workers: the second record first, and a failed one.
	require.NoError(t, p.add(&migrate.Row{File: second.File, RecordOffset: second.Offset}, replayDialect, brk("http://www.example.com/second.html")))
	require.NoError(t, p.add(&migrate.Row{File: failed.File, RecordOffset: failed.Offset}, replayDialect, brk("http://www.example.com/failed.html")))
	require.NoError(t, p.add(&migrate.Row{File: first.File, RecordOffset: first.Offset}, replayDialect, brk("http://www.example.com/first.html")))
	require.NoError(t, p.add(&migrate.Row{File: first.File, RecordOffset: first.Offset}, "rfc3986", brk("http://www.example.com/other.html")))
	assert.Zero(t, p.w.Len(), "written before their records")

	// Written by the run, in input order.
	ok := &migrate.Result{Summary: migrate.NewSummary(0)}
	bad := &migrate.Result{Summary: migrate.NewSummary(0)}
	bad.Fail(failed.File, failed.Offset, errors.New("its document's path is taken"))
	require.NoError(t, p.written(first, ok))
	require.NoError(t, p.written(failed, bad))
	require.NoError(t, p.written(second, ok))
	assert.Equal(t, 1, p.w.Len())
	require.Len(t, p.w.Conflicts, 1)
	assert.Equal(t, "http://www.example.com/first.html", p.w.Conflicts[0].Kept)
	assert.Equal(t, "http://www.example.com/second.html", p.w.Conflicts[0].Then)
	assert.Empty(t, p.pending)
}
