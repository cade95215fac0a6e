package engine

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/docgen/matrix"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const matrixFile = "../testdata/matrix.txt"

// TestMatrix asserts every cell of the behaviour matrix: each published
// example of each specification, against its own base, under every
// registered dialect with its default options.
func TestMatrix(t *testing.T) {
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	var names []string
	for _, d := range All() {
		names = append(names, d.Name())
	}
	require.Equal(t, names, m.Dialects, "the matrix needs one column per registered dialect, in registry order")
	require.NotEmpty(t, m.Rows)
	for _, row := range m.Rows {
		c := Compare(row.Base, row.Ref)
		require.Len(t, c.Results, len(row.Cells))
		for i, cell := range row.Cells {
			r := c.Results[i]
			require.Equal(t, cell.Dialect, r.Dialect)
			t.Run(fmt.Sprintf("%s/line%d/%s", cell.Dialect, row.Line, row.Ref), func(t *testing.T) {
				switch {
				case cell.Err && r.Err == nil:
					t.Errorf("matrix.txt:%d: %s: Resolve(%q, %q) = %q, want an error", row.Line, r.Dialect, row.Base, row.Ref, r.Result)
				case !cell.Err && r.Err != nil:
					t.Errorf("matrix.txt:%d: %s: Resolve(%q, %q) failed: %v\nwant %q", row.Line, r.Dialect, row.Base, row.Ref, r.Err, cell.Result)
				case !cell.Err && r.Result != cell.Result:
					t.Errorf("matrix.txt:%d: %s: Resolve(%q, %q)\ngot  %q\nwant %q", row.Line, r.Dialect, row.Base, row.Ref, r.Result, cell.Result)
				}
			})
		}
	}
}

// TestMatrixDiffersAgreesWithCompare checks that the rows the matrix marks
// as differing are those on which Compare finds the dialects disagree.
func TestMatrixDiffersAgreesWithCompare(t *testing.T) {
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	for _, row := range m.Rows {
		// Only meaningful where the row's cells hold; TestMatrix reports the rest.
		// Differs looks at the specifications' columns only.
		c := Compare(row.Base, row.Ref, Specifications()...)
		holds := true
		for i, cell := range row.Cells[:len(c.Results)] {
			r := c.Results[i]
			holds = holds && cell.Err == (r.Err != nil) && (cell.Err || r.Result == cell.Result)
		}
		if holds && c.Agree() == row.Differs() {
			t.Errorf("matrix.txt:%d: %q: Agree() = %v, but the row differs = %v", row.Line, row.Ref, c.Agree(), row.Differs())
		}
	}
}

// TestDifferencesDocIsCurrent regenerates docs/differences.md in memory
// and fails when the file differs: it is generated from the matrix and
// testdata/matrix_rules.txt, and Render fails when a change between two
// dialects has no rule saying which rule changed.
func TestDifferencesDocIsCurrent(t *testing.T) {
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	rules, err := matrix.ReadRulesFile("../testdata/matrix_rules.txt")
	require.NoError(t, err)
	want, err := matrix.Render(m, rules)
	require.NoError(t, err)
	got, err := os.ReadFile("../docs/differences.md")
	require.NoError(t, err, "docs/differences.md is missing: run go generate ./...")
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		i := 0
		for i < len(gl) && i < len(wl) && gl[i] == wl[i] {
			i++
		}
		line := func(l []string) string {
			if i < len(l) {
				return l[i]
			}
			return "(end of file)"
		}
		t.Fatalf("docs/differences.md is stale: run go generate ./...\nfirst difference at line %d:\nfile:      %s\ngenerated: %s", i+1, line(gl), line(wl))
	}
}

// TestMatrixMatchesDialectTables checks the matrix against each dialect's
// table of published examples: every example the matrix attributes to a
// document is in that dialect's DIALECT/testdata/resolve.txt (without
// options) with the same answer, and every example of those tables is in
// the matrix.
func TestMatrixMatchesDialectTables(t *testing.T) {
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	tables := map[[3]string]dialecttest.Case{}
	for _, d := range m.Specifications() {
		if d == "whatwg" {
			// The URL Standard's own examples (whatwg/testdata/examples.txt,
			// run by the whatwg package) are not rows of the matrix: their
			// bases are not the RFCs'. The matrix holds the RFC examples
			// under the Standard, not the other way round, yet.
			continue
		}
		dd, err := Lookup(d)
		require.NoError(t, err)
		cases, err := dialecttest.ReadCases(dialecttest.Table("..", dd, "resolve.txt"))
		require.NoError(t, err)
		for _, c := range cases {
			if len(c.Options) == 0 {
				tables[[3]string{d, c.Base, c.Ref}] = c
			}
		}
	}
	inMatrix := map[[3]string]bool{}
	for _, row := range m.Rows {
		for _, src := range row.Sources {
			key := [3]string{src.Dialect(), row.Base, row.Ref}
			inMatrix[key] = true
			c, ok := tables[key]
			if !ok {
				t.Errorf("matrix.txt:%d: %s prints (%q, %q), but %s/testdata/resolve.txt does not have it", row.Line, src, row.Base, row.Ref, key[0])
				continue
			}
			cell, _ := row.Cell(key[0])
			assert.Equal(t, c.WantErr, cell.Err, "matrix.txt:%d vs %s:%d", row.Line, c.File, c.Line)
			assert.Equal(t, c.Want, cell.Result, "matrix.txt:%d vs %s:%d: %s %q", row.Line, c.File, c.Line, key[0], row.Ref)
		}
	}
	// The other way: the published examples of the tables. rfc1630's table
	// adds same-scheme cases of its own after the published ones, and the
	// draft's and RFC 1808's tables hold only published examples; RFC
	// 2396's and RFC 3986's likewise.
	for key, c := range tables {
		if !inMatrix[key] && !ownCase(c) {
			t.Errorf("%s:%d: published example (%q, %q) of %s is not in the matrix", c.File, c.Line, c.Base, c.Ref, key[0])
		}
	}
}

// ownCase reports whether a case of a dialect's table is one of its own,
// not a published example: rfc1630's same-scheme cases.
func ownCase(c dialecttest.Case) bool {
	return strings.HasPrefix(c.File, "../rfc1630/testdata/") && strings.HasPrefix(c.Ref, "magic:")
}
