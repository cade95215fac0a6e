// Package warciotest installs webrecorder's warcio, an independent WARC
// reader, from the npm registry into a temporary folder, and runs its
// "warcio index", so that the project's tests can cross-check what this
// project reads and writes. It is imported by tests only.
package warciotest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Version is the release of warcio (npm) the cross-checks install.
const Version = "2.4.11"

// A CLI is an installed warcio command line.
type CLI struct{ node, script string }

// Install returns warcio installed once per machine and version, in the
// user's cache folder (installed there by the first test that asks, under
// a temporary name renamed into place, so that test processes running at
// once never see half an install). Without npm or node, or when npm
// cannot reach its registry, the test is skipped saying why, or fails
// when URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it.
func Install(t *testing.T) *CLI {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		unavailable(t, "node not found")
	}
	dir, err := installed(t)
	if err != nil {
		unavailable(t, err.Error())
	}
	return &CLI{node: node, script: filepath.Join(dir, "node_modules", "warcio", "dist", "cli.js")}
}

// unavailable skips or, under URIDIALECT_REQUIRE_NPM, fails the test.
func unavailable(t *testing.T, why string) {
	t.Helper()
	msg := "the cross-check with webrecorder's warcio@" + Version + " cannot run: " + why
	if os.Getenv("URIDIALECT_REQUIRE_NPM") != "" {
		t.Fatal(msg + " (URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it)")
	}
	t.Skip(msg + " (.ci/run requires it)")
}

// installed returns the folder warcio is installed in, installing it
// first if no earlier run did.
func installed(t *testing.T) (string, error) {
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	dir := filepath.Join(cache, "uridialect", "warcio-"+Version)
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "warcio", "dist", "cli.js")); err == nil {
		return dir, nil
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		return "", errors.New("npm not found")
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), ".warcio-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// No retries: offline, npm fails at once instead of backing off for
	// minutes.
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--fetch-retries=0",
		"--prefix", tmp, "warcio@"+Version)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("npm install warcio@%s: %v\n%s", Version, err, lastLines(out, 5))
	}
	if err := os.Rename(tmp, dir); err != nil {
		// Another test process installed it meanwhile: use that one.
		if _, statErr := os.Stat(dir); statErr != nil {
			return "", err
		}
	}
	t.Logf("installed warcio@%s in %s", Version, dir)
	return dir, nil
}

// lastLines returns the last n lines of out, where npm says why it failed.
func lastLines(out []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
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

// Run runs "warcio ARGS..." under a timeout and returns its standard
// output and standard error; a failure fails the test.
func (c *CLI) Run(t *testing.T, args ...string) (stdout, stderr []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, c.node, append([]string{c.script}, args...)...)
	var errBuf bytes.Buffer
	cmd.Stderr = &errBuf
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("warcio %v: %v\n%s", args, err, errBuf.Bytes())
	}
	return out, errBuf.Bytes()
}
