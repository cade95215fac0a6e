package repotest

import (
	"go/ast"
	"go/doc"
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
	root := "../../.."
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
			t.Errorf("package %s (%s) has no Example function that go doc shows: add one to its example_test.go", pkg, rel)
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
// how many Example functions its documentation shows: go/doc attaches each
// to the package, a function, a type or a method, and leaves out one whose
// name matches none of them (ExampleT_M for a method M that T only gets
// from an embedded type of another package, for one).
func packageExamples(t *testing.T, dir string) (pkg string, examples int) {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f.Name.Name, "_test") {
			continue // an external test package's examples are read with its package below
		}
		files = append(files, f)
	}
	// External test files (package x_test) hold most examples: go/doc
	// reads them with the package when they are passed along.
	for _, name := range names {
		if !strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasSuffix(f.Name.Name, "_test") {
			files = append(files, f)
		}
	}
	if len(files) == 0 {
		return "", 0
	}
	p, err := doc.NewFromFiles(fset, files, "example.com/"+filepath.Base(dir))
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	examples = len(p.Examples)
	for _, f := range p.Funcs {
		examples += len(f.Examples)
	}
	for _, ty := range p.Types {
		examples += len(ty.Examples)
		for _, f := range append(ty.Funcs, ty.Methods...) {
			examples += len(f.Examples)
		}
	}
	return p.Name, examples
}
