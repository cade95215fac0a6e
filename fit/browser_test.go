package fit

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uridialect/uridialect/internal/testkit/browsertest"

	"github.com/uridialect/uridialect/engine"
)

// TestProbePageInChromium opens the probe page for every configuration in
// a real headless Chromium, as a user opens it in the client under test,
// takes the lines its script writes from where the browser resolves each
// link, and gives them to fit: one observation per reference, in order,
// read without a malformed line, and ranked with the configuration that
// resolves as Chromium does first.
func TestProbePageInChromium(t *testing.T) {
	exe := browsertest.Find(t)
	p, err := NewProbe(DefaultBase, engine.Configurations(engine.SchemeOf(DefaultBase)))
	require.NoError(t, err)
	var page strings.Builder
	require.NoError(t, p.WriteHTML(&page))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page.String()))
	}))
	defer srv.Close()

	alloc, cancelAlloc := browsertest.Allocator(t, exe)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(ctx, 60*time.Second)
	defer cancelTimeout()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/probe.html")))
	lines, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("lines").value`))
	require.NoError(t, err)

	rd, err := Read(strings.NewReader(lines))

	obs, bad := rd.Observations, rd.Bad
	require.NoError(t, err)
	require.Empty(t, bad)
	require.Len(t, obs, len(p.Refs))
	for i, o := range obs {
		assert.Equal(t, DefaultBase, o.Base)
		assert.Equal(t, p.Refs[i], o.Ref)
		// The URL Standard never refuses a link against an http base.
		assert.False(t, o.Rejected, o.Ref)
	}
	// Chromium follows the URL Standard: fit names the whatwg dialect,
	// alone, reproducing every answer.
	res := Fit(obs, Options{})
	var best []string
	for _, rk := range res.Best() {
		best = append(best, rk.Config.Name())
		assert.Equal(t, len(obs), rk.Reproduced, rk.Config.Name())
	}
	assert.Equal(t, []string{"whatwg"}, best)
	t.Logf("Chromium's answers:\n%s", lines)
	var b strings.Builder
	require.NoError(t, res.Report(5).WriteText(&b))
	t.Logf("fit:\n%s", b.String())
}
