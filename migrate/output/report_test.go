package output

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/browsertest"
)

var screenshot = flag.String("screenshot", "", "write the screenshot of the sample's report to this PNG `file` (default: the test's temporary folder)")

// TestReportOffline checks that the report needs nothing at view time:
// no script, no style sheet or image fetched, no external reference.
func TestReportOffline(t *testing.T) {
	s, out := migrateFiles(t, "auto", sampleWARC)
	b, err := os.ReadFile(filepath.Join(out, ReportHTML))
	require.NoError(t, err)
	page := strings.ToLower(string(b))
	for _, bad := range []string{"<script", "<link", "<img", "src=", "@import", "url("} {
		assert.NotContains(t, page, bad)
	}
	assert.Contains(t, string(b), s.Accounting()[:20])
	assert.NotContains(t, string(b), "Partial report")
}

// TestReportInChromium opens the report of the sample and of real pages
// in Latin-1, windows-1252, UTF-8 and Shift_JIS in a real headless
// Chromium at 1280 by 800 from a file: URL and checks what it renders:
// the findings on the first screen, the accounting, one bar per cause
// and one per year from the first to the last, no chart label cut at the
// chart's edge and no column running off the screen
// (browsertest.LayoutProblems), the inputs past the tenth as one bar, the
// pages' text as they showed it (ø, not U+FFFD), no resource fetched; it
// saves a screenshot.
func TestReportInChromium(t *testing.T) {
	exe := browsertest.Find(t)
	pages, err := filepath.Glob(filepath.Join(encodedCollection(t), "*.html"))
	require.NoError(t, err)
	// With testdata/collection's pages and a WAT file, more inputs than
	// the chart by input has bars.
	inputs := append([]string{sampleWARC, "../../testdata/archive/sample.wat.gz", "../../testdata/archive/links.tsv"}, pages...)
	for _, glob := range []string{"*/*.html", "*/*/*.html", "*/*/*/*.html"} {
		lynx, err := filepath.Glob("../../testdata/collection/" + glob)
		require.NoError(t, err)
		inputs = append(inputs, lynx...)
	}
	s, out := migrateFiles(t, "auto", inputs...)
	require.Greater(t, len(s.Inputs), 11)
	ctx := browsertest.OpenFile(t, exe, filepath.Join(out, ReportHTML), 1280, 800, 60*time.Second)

	accounting, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("accounting").textContent`))
	require.NoError(t, err)
	assert.Equal(t, s.Accounting(), accounting)
	bars, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#chart-causes rect").length`))
	require.NoError(t, err)
	assert.Equal(t, len(s.Causes), bars)
	years, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#chart-years rect").length`))
	require.NoError(t, err)
	first, last := 9999, 0
	for y := range s.Years {
		if n, err := strconv.Atoi(y); err == nil {
			first, last = min(first, n), max(last, n)
		}
	}
	_, unknown := s.Years["unknown"]
	want := last - first + 1
	if unknown {
		want++
	}
	assert.Equal(t, want, years, "every year from the first to the last on the axis")

	findings, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(() => {
		const r = document.getElementById("findings").getBoundingClientRect();
		return {top: r.top, bottom: r.bottom, screen: window.innerHeight, text: document.getElementById("findings").innerText};
	})()`))
	require.NoError(t, err)
	assert.LessOrEqual(t, findings["bottom"].(float64), findings["screen"].(float64), "the findings on the first screen: %v", findings)
	assert.Contains(t, findings["text"], fmt.Sprintf("%d of %d links", s.Links.Differs+s.Links.Fails, s.Links.Found))
	problems, err := browsertest.LayoutProblems(ctx)
	require.NoError(t, err)
	assert.Empty(t, problems, "chart labels or columns cut, or off the screen")
	other, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("chart-inputs").textContent`))
	require.NoError(t, err)
	assert.Contains(t, other, fmt.Sprintf("other (%d inputs)", len(s.Inputs)-10), "the inputs past the tenth, one bar")
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
	require.NoError(t, err)
	assert.Contains(t, text, "forsøk", "the page's ø as the page showed it")
	assert.NotContains(t, text, "\uFFFD")
	width, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`document.querySelector("#chart-causes rect").getBBox().width`))
	require.NoError(t, err)
	assert.Greater(t, width, 10.0, "the longest bar is drawn")
	fetched, err := chromedp.Run(ctx, chromedp.Evaluate[int](`performance.getEntriesByType("resource").length`))
	require.NoError(t, err)
	assert.Zero(t, fetched, "nothing fetched at view time")

	dir, name := t.TempDir(), "report.png"
	if *screenshot != "" {
		dir, name = filepath.Split(*screenshot)
	}
	if w, _ := browsertest.Screenshot(t, ctx, dir, name); w != 1280 {
		t.Errorf("the screenshot is %d pixels wide, want 1280", w)
	}
}

// TestPartialReport checks a run stopped before its end: the outputs
// hold the records read so far, and the report says it is partial.
func TestPartialReport(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	opt := options(t, "auto", t.TempDir())
	opt.Progress = &cancelAfter{n: 3, cancel: cancel}
	opt.Workers = 1
	s, err := run(ctx, []string{sampleWARC, sampleWARC}, opt)
	require.NoError(t, err)
	assert.True(t, s.Partial)
	assert.True(t, s.Balanced(), s.Accounting())
	assert.Less(t, s.Records.Read, 28)
	assert.GreaterOrEqual(t, s.Records.Read, 3)
	rows := readJSONL(t, filepath.Join(opt.Out, LinksJSONL))
	assert.Len(t, rows, s.Links.Found, "the link table holds the links of the records counted")
	b, err := os.ReadFile(filepath.Join(opt.Out, ReportHTML))
	require.NoError(t, err)
	assert.Contains(t, string(b), `id="partial"`)
}

// cancelAfter cancels a run after n records.
type cancelAfter struct {
	n      int
	cancel context.CancelFunc
}

func (c *cancelAfter) Input(_ string, r io.Reader) io.Reader { return r }

func (c *cancelAfter) Record(int) {
	if c.n--; c.n == 0 {
		c.cancel()
	}
}
