// Command gendiff writes docs/differences.md from the behaviour matrix
// (testdata/matrix.txt) and the reviewed table of rule changes
// (testdata/matrix_rules.txt). It runs from go generate, by the directive
// below:
//
//	go generate ./internal/docgen/gendiff
//
// engine's TestDifferencesDocIsCurrent fails when the document is stale.
// It fails, writing nothing, when a change between two dialects in the
// matrix has no rule saying why, or a rule explains nothing.
package main

//go:generate go run . -matrix ../../../testdata/matrix.txt -rules ../../../testdata/matrix_rules.txt -o ../../../docs/differences.md

import (
	"flag"
	"fmt"
	"os"

	"github.com/uridialect/uridialect/internal/docgen/matrix"
)

func main() {
	matrixPath := flag.String("matrix", "testdata/matrix.txt", "the behaviour matrix")
	rulesPath := flag.String("rules", "testdata/matrix_rules.txt", "the rule changes")
	out := flag.String("o", "docs/differences.md", "the document to write")
	flag.Parse()
	if err := run(*matrixPath, *rulesPath, *out); err != nil {
		fmt.Fprintln(os.Stderr, "gendiff:", err)
		os.Exit(1)
	}
}

func run(matrixPath, rulesPath, out string) error {
	m, err := matrix.ReadFile(matrixPath)
	if err != nil {
		return err
	}
	rules, err := matrix.ReadRulesFile(rulesPath)
	if err != nil {
		return err
	}
	doc, err := matrix.Render(m, rules)
	if err != nil {
		return err
	}
	return os.WriteFile(out, doc, 0o644)
}
