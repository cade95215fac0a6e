// Package warciotest installs webrecorder's warcio, an independent WARC
// reader, from the npm registry into a temporary folder, and runs its
// "warcio index", so that the project's tests can cross-check what this
// project reads and writes. It is imported by tests only.
package warciotest

import (
	"bytes"
	"context"
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
// saying why when npm or node is not there (CI has them).
func Install(t *testing.T) *CLI {
	t.Helper()
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("npm not found: the cross-check with webrecorder's warcio needs it (CI has it)")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the cross-check with webrecorder's warcio needs it (CI has it)")
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--prefix", dir, "warcio@"+Version)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install warcio@%s: %v\n%s", Version, err, out)
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
