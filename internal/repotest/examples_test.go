package repotest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryPackageHasAnExample: every package a user imports (all but
// internal/, commands and testdata) has at least one Example function, so
// that go doc and pkg.go.dev show it at work, checked by go test.
func TestEveryPackageHasAnExample(t *testing.T) {
	root := "../.."
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		name := d.Name()
		if rel != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" ||
			name == "internal" || name == "cmd") {
			return filepath.SkipDir
		}
		if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil && rel != "." {
			return filepath.SkipDir // another module (beam/) has its own tests
		}
		pkg, examples := packageExamples(t, path)
		if pkg == "" || pkg == "main" {
			return nil
		}
		checked++
		if examples == 0 {
			t.Errorf("package %s (%s) has no Example function: add one to its example_test.go", pkg, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 7 {
		t.Errorf("checked %d packages, want dialect, engine and every dialect at least", checked)
	}
}

// packageExamples returns the name of the package in dir ("" if none) and
// how many Example functions its tests hold.
func packageExamples(t *testing.T, dir string) (pkg string, examples int) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(name, "_test.go") {
			pkg = f.Name.Name
			continue
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Example") {
				examples++
			}
		}
	}
	return pkg, examples
}
