package engine

// docs/differences.md is generated from the behaviour matrix; see
// internal/matrix and TestDifferencesDocIsCurrent.
//go:generate go run ../internal/gendiff -matrix ../testdata/matrix.txt -rules ../testdata/matrix_rules.txt -o ../docs/differences.md
