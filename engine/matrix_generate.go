package engine

// docs/differences.md is generated from the behaviour matrix; see
// internal/docgen/matrix and TestDifferencesDocIsCurrent.
//go:generate go run ../internal/docgen/gendiff -matrix ../testdata/matrix.txt -rules ../testdata/matrix_rules.txt -o ../docs/differences.md
