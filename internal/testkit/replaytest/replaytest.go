// Package replaytest fetches ReplayWeb.page, webrecorder's replay engine
// in the browser (its prebuilt index.html, ui.js and sw.js are wabac.js),
// from the npm registry into a temporary folder at test time, checks its
// checksum, and serves it with a collection from a Go file server on
// localhost, so that tests can replay what the project writes in a real
// replay engine. The package is AGPL-licensed: it is fetched by tests,
// never kept in the repository. It is imported by tests only.
package replaytest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Version is the release of ReplayWeb.page (npm replaywebpage) fetched.
const Version = "2.5.3"

// Integrity is the npm registry's checksum of the package's tarball
// (SHA-512, as "npm pack --json" prints it): a tarball that does not
// match is refused.
const Integrity = "sha512-nCj2PSON3BxeSJKE8AsYPyULv0XPZKJWfy4l9PyQre9SqwLZ+WKZVs/sfLqPOQ4GrH+0YkjbwOhr8cSTH08gsQ=="

// Fetch runs "npm pack replaywebpage@Version" in a temporary folder,
// checks the tarball against Integrity, and returns the folder its files
// are unpacked into (index.html, ui.js, sw.js at its top). Without npm,
// or when npm cannot reach its registry, the test is skipped saying why,
// or fails when URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it.
func Fetch(t testing.TB) string {
	t.Helper()
	npm, err := exec.LookPath("npm")
	if err != nil {
		unavailable(t, "npm not found")
	}
	tmp := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	// No retries: offline, npm fails at once instead of backing off.
	cmd := exec.CommandContext(ctx, npm, "pack", "--fetch-retries=0", "--pack-destination", tmp, "replaywebpage@"+Version)
	cmd.Dir = tmp
	if out, err := cmd.CombinedOutput(); err != nil {
		unavailable(t, fmt.Sprintf("npm pack replaywebpage@%s: %v\n%s", Version, err, lastLines(out, 5)))
	}
	tgz, err := os.ReadFile(filepath.Join(tmp, "replaywebpage-"+Version+".tgz"))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha512.Sum512(tgz)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != Integrity {
		t.Fatalf("replaywebpage-%s.tgz: checksum %s, want %s", Version, got, Integrity)
	}
	dir := filepath.Join(tmp, "app")
	if err := unpack(tgz, dir); err != nil {
		t.Fatalf("replaywebpage-%s.tgz: %v", Version, err)
	}
	for _, f := range []string{"index.html", "ui.js", "sw.js"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Fatalf("replaywebpage-%s has no %s", Version, f)
		}
	}
	return dir
}

// unavailable skips or, under URIDIALECT_REQUIRE_NPM, fails the test.
func unavailable(t testing.TB, why string) {
	t.Helper()
	msg := "ReplayWeb.page (npm replaywebpage@" + Version + ") cannot be fetched: " + why
	if os.Getenv("URIDIALECT_REQUIRE_NPM") != "" {
		t.Fatal(msg + " (URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it)")
	}
	t.Skip(msg + " (.ci/run requires it)")
}

// unpack writes the files of an npm tarball (each under "package/") into
// dir, refusing a name that would leave it.
func unpack(tgz []byte, dir string) error {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return err
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		name := path.Clean(strings.TrimPrefix(h.Name, "package/"))
		if name == "." || strings.HasPrefix(name, "../") || path.IsAbs(name) {
			return fmt.Errorf("entry %q leaves the folder", h.Name)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			return err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return err
		}
	}
}

func lastLines(out []byte, n int) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// Serve serves the folders' files (the first that holds a file of the
// name wins; the last serves the rest)
// with http.FileServer, which answers Range and HEAD requests as a WACZ
// reader needs, on a free loopback port, until the test ends. It returns
// the origin, "http://localhost:PORT": a service worker runs only in a
// secure context, which localhost is.
func Serve(t testing.TB, dirs ...string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var handlers []http.Handler
	for _, d := range dirs {
		handlers = append(handlers, http.FileServer(http.Dir(d)))
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for i, d := range dirs {
			if i == len(dirs)-1 || isFile(filepath.Join(d, filepath.FromSlash(path.Clean("/"+r.URL.Path)))) {
				handlers[i].ServeHTTP(w, r)
				return
			}
		}
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return "http://localhost:" + port
}

// isFile reports whether p is a file (a folder is the app's: "/" is its
// index.html).
func isFile(p string) bool {
	info, err := os.Stat(p)
	return err == nil && !info.IsDir()
}
