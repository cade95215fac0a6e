// Package browsertest finds the headless Chromium that the project's
// browser tests drive and starts it with the flags this kind of machine
// needs. It is imported by tests only, so no binary links chromedp.
package browsertest

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Names are the names a Chromium is installed under.
var Names = []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"}

// Find returns the path of an installed Chromium. Without one, the test
// is skipped, saying why, or fails when URIDIALECT_REQUIRE_BROWSER is set
// (as .ci/run sets it, after installing Debian's chromium).
func Find(t testing.TB) string {
	t.Helper()
	for _, name := range Names {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	looked := strings.Join(Names, ", ")
	if os.Getenv("URIDIALECT_REQUIRE_BROWSER") != "" {
		t.Fatalf("no Chromium on this machine (looked for %s), and URIDIALECT_REQUIRE_BROWSER is set, as .ci/run sets it", looked)
	}
	t.Skipf("no Chromium on this machine (looked for %s); .ci/run installs Debian's chromium", looked)
	return ""
}

// Allocator starts exe headless, with a fresh profile and without the
// background connections a closed network refuses, plus opts. The caller
// cancels the returned context when done.
func Allocator(t testing.TB, exe string, opts ...chromedp.ExecAllocatorOption) (context.Context, context.CancelFunc) {
	all := append([]chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
	}, opts...)
	return chromedp.NewExecAllocator(context.Background(), all...)
}
