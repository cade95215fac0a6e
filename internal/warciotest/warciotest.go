// Package warciotest installs webrecorder's warcio, an independent WARC
// reader, from the npm registry into a temporary folder, and runs its
// "warcio index", so that the project's tests can cross-check what this
// project reads and writes. It is imported by tests only.
package warciotest

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// Version is the release of warcio (npm) the cross-checks install.
const Version = "2.4.11"

// A CLI is an installed warcio command line.
type CLI struct{ node, script string }

// Install installs warcio into a temporary folder of t, or skips the test
// saying why when npm or node is not there or the install fails (offline):
// unless URIDIALECT_REQUIRE_WARCIO is set, as .ci/run sets it, and then
// the test fails.
func Install(t *testing.T) *CLI {
	t.Helper()
	unavailable := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("URIDIALECT_REQUIRE_WARCIO") != "" {
			t.Fatalf(format+" (URIDIALECT_REQUIRE_WARCIO is set, as .ci/run sets it)", args...)
		}
		t.Skipf(format+": the cross-check with webrecorder's warcio is skipped (CI runs it)", args...)
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		unavailable("npm not found")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		unavailable("node not found")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--prefix", dir, "warcio@"+Version)
	if out, err := cmd.CombinedOutput(); err != nil {
		unavailable("npm install warcio@%s failed (offline?): %v\n%s", Version, err, out)
	}
	return &CLI{node: node, script: filepath.Join(dir, "node_modules", "warcio", "dist", "cli.js")}
}

// Index runs "warcio index PATH ARGS..." under a timeout (warcio can hang
// on broken files) and returns its standard output, one JSON object a
// record.
func (c *CLI) Index(t *testing.T, path string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, c.node, append([]string{c.script, "index", path}, args...)...).Output()
	if err != nil {
		t.Fatalf("warcio index %s: %v", path, err)
	}
	return out
}
