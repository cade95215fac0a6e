package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/browsertest"
)

// crawl is the test collection of migrate's replay verdicts: 1990s pages
// and the targets a crawler captured, with warcio's indexes of the
// targets (testdata/captures/crawl/README.md).
const crawl = "testdata/captures/crawl/"

// replayColumns reads the link table's replay columns: for each row, its
// raw reference and its replay verdict under each dialect.
func replayColumns(t *testing.T, out string) (header []string, verdicts map[string]string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(out, "links.tsv"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	header = strings.Split(lines[0], "\t")
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	verdicts = map[string]string{}
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		require.Len(t, f, len(header), l)
		verdicts[f[col["raw"]]] = f[col["whatwg_replay"]] + " " + f[col["rfc3986_replay"]]
	}
	return header, verdicts
}

// TestMigrateCaptures runs migrate --captures on the test collection:
// the replay columns after the others, the verdict of each link, the
// counts on standard error, in summary.json and in the report.
func TestMigrateCaptures(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--out", out, "--captures", crawl + "targets.cdx", crawl + "pages.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	header, verdicts := replayColumns(t, out)
	assert.Equal(t, []string{"no_rewrite", "capture_then", "whatwg_capture_now", "whatwg_replay", "rfc3986_capture_now", "rfc3986_replay"}, header[len(header)-6:])
	assert.Equal(t, map[string]string{
		"http:Status.html": "same breaks", "?ideas": "wrong wrong", ";type=text": "breaks breaks",
		"g;x=1/../y": "same same", "../../../../top.html": "same same", "http://guide.Infoseek.com/": "same same",
		"../../../item.html": "missing missing", "/./cart.html": "same same",
		// warcio's index keys a backslash as a slash (the URL Standard);
		// the TSV writes a backslash as it is
		`images\logo.gif`: "same same", "HTTP://Shop.Example.COM:80/a/b/list.html": "same same",
	}, verdicts)
	assert.Contains(t, stderr.String(), "replay under whatwg: 10 looked up = 7 same + 0 found + 1 wrong + 1 breaks + 1 missing; 1 links on 1 pages break in replay; 1 more show another page")
	assert.Contains(t, stderr.String(), "replay under rfc3986: 10 looked up = 6 same + 0 found + 1 wrong + 2 breaks + 1 missing; 2 links on 2 pages break in replay")

	var sum struct {
		Replay map[string]struct {
			Verdicts map[string]int
			Pages    map[string]int
			Years    map[string]map[string]int
		}
	}
	b, err := os.ReadFile(filepath.Join(out, "summary.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &sum))
	assert.Equal(t, map[string]int{"breaks": 1, "wrong": 1}, sum.Replay["rfc3986"].Years["1994"])
	assert.Equal(t, 2, sum.Replay["rfc3986"].Pages["breaks"])
	report, err := os.ReadFile(filepath.Join(out, "report.html"))
	require.NoError(t, err)
	assert.Contains(t, string(report), "<strong>1 links on 1 pages break in replay; 1 more show another page.</strong>")
	// The chart of the replay verdicts, a bar for each dialect and verdict.
	assert.Contains(t, string(report), `<svg id="chart-replay"`)
	assert.Equal(t, 2*5, strings.Count(string(report), "<title>under "))
	assert.Contains(t, string(report), "<title>under rfc3986, breaks: 2 links on 2 pages</title>")
	assert.Contains(t, string(report), "<title>under whatwg, same: 7 links on ")

	// The inputs themselves as the captures: the crawl's own WARCs.
	out = filepath.Join(t.TempDir(), "out")
	stderr.Reset()
	status = run([]string{"migrate", "--from", "auto", "--out", out, "--captures", "inputs", crawl + "pages.warc.gz", crawl + "targets.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	_, verdicts = replayColumns(t, out)
	assert.Equal(t, "found missing", verdicts[`images\logo.gif`], "the pywb keys of the records: a backslash is no slash")
	assert.Equal(t, "breaks breaks", verdicts[";type=text"])

	// Standard input is read once, for its links: the captures of the
	// index alone, and a word that its records are not among them.
	pages, err := os.Open(crawl + "pages.warc.gz")
	require.NoError(t, err)
	defer pages.Close()
	out = filepath.Join(t.TempDir(), "out")
	stderr.Reset()
	status = run([]string{"migrate", "--from", "auto", "--out", out, "--captures", crawl + "targets.cdxj", "-"}, pages, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stderr.String(), "standard input is read once, for its links: its records are not among the captures")
	_, verdicts = replayColumns(t, out)
	assert.Equal(t, "breaks breaks", verdicts[";type=text"])
	// Without the page's own capture, its link to itself is found only as
	// written: warcio keys a URL of a capitalised scheme as written, so
	// the URL Standard's lower-cased reading is not found in its index.
	assert.Equal(t, "breaks same", verdicts["HTTP://Shop.Example.COM:80/a/b/list.html"])
}

// TestMigrateCapturesReportInChromium lays out the report of migrate
// --captures in a headless Chromium 1280 pixels wide: the chart of the
// replay verdicts has a bar for each --to dialect and verdict, and no
// label of it, or of another chart, is cut or off the screen
// (browsertest.LayoutProblems).
func TestMigrateCapturesReportInChromium(t *testing.T) {
	exe := browsertest.Find(t)
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--out", out, "--captures", crawl + "targets.cdx", crawl + "pages.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	ctx := browsertest.OpenFile(t, exe, filepath.Join(out, "report.html"), 1280, 800, 60*time.Second)
	bars, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#chart-replay rect").length`))
	require.NoError(t, err)
	assert.Equal(t, 2*5, bars, "whatwg and rfc3986, five verdicts each")
	problems, err := browsertest.LayoutProblems(ctx)
	require.NoError(t, err)
	assert.Empty(t, problems)
	if w, _ := browsertest.Screenshot(t, ctx, t.TempDir(), "replay-report.png"); w != 1280 {
		t.Errorf("the screenshot is %d pixels wide, want 1280", w)
	}
}

// TestMigrateCapturesDamagedIndex damages one line of an index: it fails
// with its line number (exit status 1), and every other line is read.
func TestMigrateCapturesDamagedIndex(t *testing.T) {
	dir := t.TempDir()
	index, err := os.ReadFile(crawl + "targets.cdxj")
	require.NoError(t, err)
	lines := strings.SplitAfter(string(index), "\n")
	require.True(t, strings.HasPrefix(lines[4], "com,example)/pages/db-1996.html;type=text "), lines[4])
	lines[4] = lines[4][:60] + "\n" // cut inside its JSON
	require.NoError(t, os.WriteFile(filepath.Join(dir, "targets.cdxj"), []byte(strings.Join(lines, "")), 0o644))
	warc, err := os.ReadFile(crawl + "targets.warc.gz")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "targets.warc.gz"), warc, 0o644)) // the redirect's Location

	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--out", out, "--captures", filepath.Join(dir, "targets.cdxj"), crawl + "pages.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), "targets.cdxj: line 5 (offset ")
	_, verdicts := replayColumns(t, out)
	assert.Equal(t, "missing missing", verdicts[";type=text"], "the page meant was on the damaged line")
	assert.Equal(t, "wrong wrong", verdicts["?ideas"])
	assert.Equal(t, "same same", verdicts["../../../../top.html"], "the redirect, on the lines after it")
}

// TestFitCaptures runs fit --captures on the test collection: the links
// whose targets were captured as written are the evidence, the others
// left out and counted.
func TestFitCaptures(t *testing.T) {
	var stdout, stderr bytes.Buffer
	status := run([]string{"fit", "--captures", crawl + "pages.warc.gz", crawl + "targets.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stdout.String(), "11 observations")
	// RFC 1808 explains 9 of the 11 links, RFC 1808 with the loophole of
	// older parsers too: http:Status.html was followed as RFC 1630 reads it.
	assert.Regexp(t, `(?m)^\s+1\s+9/11\s+rfc1808$`, stdout.String())
	assert.Contains(t, stderr.String(), "links: 47 found in 12 documents = 11 with a target captured as written + 36 without (left out)")

	assert.NotContains(t, stderr.String(), "evidence: stopped")

	stderr.Reset()
	status = run([]string{"fit", "--captures"}, nil, &stdout, &stderr)
	assert.Equal(t, exitUsage, status)
	// Standard input cannot be read twice (its captures, its links): a
	// usage error, not a crash.
	stderr.Reset()
	status = run([]string{"fit", "--captures", "-"}, strings.NewReader("WARC/1.1\r\n"), &stdout, &stderr)
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr.String(), "standard input cannot be; name the files")
	status = run([]string{"fit", "--captures", "--evidence-links", "0", crawl + "pages.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr.String(), "--evidence-links wants a positive number")

	// --evidence-links bounds the evidence: the first input is read in
	// part, the second not opened, and standard error says so.
	stdout.Reset()
	stderr.Reset()
	status = run([]string{"fit", "--captures", "--evidence-links", "3", crawl + "pages.warc.gz", crawl + "targets.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stdout.String(), "3 observations")
	assert.Contains(t, stderr.String(), "evidence: stopped at --evidence-links 3 links with a captured target; the input read last was read in part, 1 not read: "+crawl+"targets.warc.gz\n")
}

// TestServeCaptures: serve --captures opens the captures the Migrate page
// looks links up in, and refuses to start on one it cannot read.
func TestServeCaptures(t *testing.T) {
	var stdout, stderr bytes.Buffer
	ln, cfg, status := listenServe([]string{"--addr", "127.0.0.1:0", "--captures", crawl + "targets.cdx"}, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	ln.Close()
	require.NotNil(t, cfg.Captures)
	assert.Len(t, cfg.Captures.Indexes, 1)
	cfg.Captures.Close()

	missing := filepath.Join(t.TempDir(), "missing.cdxj")
	ln, cfg, status = listenServe([]string{"--addr", "127.0.0.1:0", "--captures", missing}, &stdout, &stderr)
	assert.Nil(t, ln)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), "uridialect serve: --captures: ")
	assert.Contains(t, stderr.String(), "missing.cdxj")
	cfg.Captures.Close()
}

// TestMigrateFromCaptured runs migrate --from captured on the test
// collection's pages, whose targets are in its index, and on its
// targets, which hold no link: the pages are migrated under RFC 1808,
// the configuration their crawl's captures rank first, the targets under
// the eras of auto; standard error, inputs.tsv, summary.json and the
// report say so, with the evidence. Standard input is refused.
func TestMigrateFromCaptured(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "captured", "--out", out, "--captures", crawl + "targets.cdxj", crawl + "pages.warc.gz", crawl + "targets.warc.gz"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stderr.String(), "uridialect migrate: --from captured: "+crawl+"pages.warc.gz: rfc1808 explains 9 of 11 links with a target captured as written (3 more explain as many; runner-up rfc1630: 8)\n")
	assert.Contains(t, stderr.String(), "uridialect migrate: --from captured: "+crawl+"targets.warc.gz: the eras of auto (rfc1630;1995-06-01=rfc1808;1998-08-01=rfc2396;2005-01-01=rfc3986): no link of its 8 documents has a target captured as written\n")

	rows := inputsAddUp(t, out)
	assert.Equal(t, "rfc1808", rows[crawl+"pages.warc.gz"].from)
	assert.Equal(t, "rfc1630;1995-06-01=rfc1808;1998-08-01=rfc2396;2005-01-01=rfc3986", rows[crawl+"targets.warc.gz"].from)
	b, err := os.ReadFile(filepath.Join(out, "links.tsv"))
	require.NoError(t, err)
	assert.Contains(t, string(b), "\t;type=text\t", "the link RFC 1808 reads as the crawler did")
	for _, l := range strings.Split(string(b), "\n")[1:] {
		if strings.Contains(l, "pages.warc.gz") {
			assert.Contains(t, l, "\trfc1808\t", "a row of the pages not migrated under rfc1808")
		}
	}

	var sum struct {
		Fitted []struct {
			Input, Chosen       string
			RunnerUp            string `json:"runner_up"`
			Explained, Evidence int
			Distinguishing      []struct{ Raw, Explains string }
		}
	}
	b, err = os.ReadFile(filepath.Join(out, "summary.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &sum))
	require.Len(t, sum.Fitted, 2)
	f := sum.Fitted[0]
	assert.Equal(t, []any{"rfc1808", "rfc1630", 9, 11}, []any{f.Chosen, f.RunnerUp, f.Explained, f.Evidence})
	require.NotEmpty(t, f.Distinguishing)
	assert.Equal(t, ";type=text", f.Distinguishing[1].Raw)
	report, err := os.ReadFile(filepath.Join(out, "report.html"))
	require.NoError(t, err)
	assert.Contains(t, string(report), `<h2 id="fitted">Configurations chosen from the captures</h2>`)
	assert.Contains(t, string(report), "<code>rfc1808</code> against <code>rfc1630</code> in "+crawl+"pages.warc.gz: links that tell them apart")

	stderr.Reset()
	status = run([]string{"migrate", "--from", "captured", "--out", filepath.Join(t.TempDir(), "out"), "-"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr.String(), "--from captured reads each input twice")
}

// TestMigrateCapturesPlainInputs runs migrate --captures on a page beside
// an archive, as a wget mirror beside a crawl: the page is migrated and
// holds no capture, so it is neither a failed source nor a reason for
// exit status 1; the archive's links are judged as without it.
func TestMigrateCapturesPlainInputs(t *testing.T) {
	verdictsOf := func(inputs ...string) (map[string]string, string) {
		out := filepath.Join(t.TempDir(), "out")
		var stdout, stderr bytes.Buffer
		args := append([]string{"migrate", "--from", "auto", "--out", out, "--captures", crawl + "targets.cdxj"}, inputs...)
		status := run(args, nil, &stdout, &stderr)
		require.Equal(t, exitOK, status, stderr.String())
		assert.NotContains(t, stderr.String(), "not an index")
		_, verdicts := replayColumns(t, out)
		table, err := os.ReadFile(filepath.Join(out, "inputs.tsv"))
		require.NoError(t, err)
		return verdicts, string(table)
	}
	alone, _ := verdictsOf(crawl + "pages.warc.gz")
	withPage, inputs := verdictsOf("testdata/archive/page.html", crawl+"pages.warc.gz")
	assert.Equal(t, alone, withPage)
	assert.Regexp(t, `(?m)^testdata/archive/page\.html\t`, inputs, "the page is an input, read")
}
