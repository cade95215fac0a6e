// Package gentest checks that a generated file is current: what its
// generator writes now, from the data files the repository holds. It is
// imported by tests only.
package gentest

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// CheckCurrent runs "go run gen OUT" in the test's folder and fails the
// test unless file is byte for byte what gen writes: "go generate" was run
// after the last change to the generator or its data. It is skipped under
// -short, and without a go command to run the generator with.
func CheckCurrent(t *testing.T, gen, file string) {
	t.Helper()
	if testing.Short() {
		t.Skipf("runs go run %s; skipped with -short", gen)
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command in PATH to run %s with", gen)
	}
	// Not a name ending in .go, which go run would read as a source.
	out := filepath.Join(t.TempDir(), "generated.out")
	if msg, err := exec.Command(goTool, "run", gen, out).CombinedOutput(); err != nil {
		t.Fatalf("go run %s: %v\n%s", gen, err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not what %s writes: run go generate in its folder", file, gen)
	}
}
