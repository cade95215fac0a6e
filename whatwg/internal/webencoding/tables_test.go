package webencoding

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestTablesCurrent runs gen.go and checks that tables.go is what it
// writes from the data files in testdata: "go generate" was run after
// the last change to either.
func TestTablesCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go run gen.go; skipped with -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command in PATH to run gen.go with")
	}
	out := filepath.Join(t.TempDir(), "tables.out")
	// (Not a name ending in .go, which go run would read as a source.)
	cmd := exec.Command(goTool, "run", "gen.go", out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen.go: %v\n%s", err, msg)
	}
	want, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("tables.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("tables.go is not what gen.go writes: run go generate ./whatwg/...")
	}
}
