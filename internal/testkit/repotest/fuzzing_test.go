package repotest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestFuzzingListsEveryTarget: docs/fuzzing.md's table names every fuzz
// target of the module by its package and name, and no target that is
// gone: a user reads there what each checks and how to run it.
func TestFuzzingListsEveryTarget(t *testing.T) {
	root := "../../.."
	var inCode []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			name := d.Name()
			if rel != "." && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil && rel != "." {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if name := funcName(decl); strings.HasPrefix(name, "Fuzz") {
				inCode = append(inCode, filepath.ToSlash(filepath.Dir(rel))+" "+name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "docs", "fuzzing.md"))
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `([^`]+)` \\| `(Fuzz\\w+)` \\|")
	var inDoc []string
	for _, m := range row.FindAllStringSubmatch(string(b), -1) {
		inDoc = append(inDoc, m[1]+" "+m[2])
	}
	slices.Sort(inCode)
	slices.Sort(inDoc)
	for _, target := range inCode {
		if _, found := slices.BinarySearch(inDoc, target); !found {
			t.Errorf("docs/fuzzing.md does not list %s: add a row | `PACKAGE` | `TARGET` | what it checks |", target)
		}
	}
	for _, target := range inDoc {
		if _, found := slices.BinarySearch(inCode, target); !found {
			t.Errorf("docs/fuzzing.md lists %s, which is no fuzz target", target)
		}
	}
	if len(inCode) < 50 {
		t.Errorf("found %d fuzz targets in the module, want every dialect's and the readers' at least", len(inCode))
	}
}

// funcName is the name of a top-level function declaration, "" for a
// method or any other declaration.
func funcName(decl ast.Decl) string {
	fn, ok := decl.(*ast.FuncDecl)
	if !ok || fn.Recv != nil {
		return ""
	}
	return fn.Name.Name
}
