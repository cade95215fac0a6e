package engine_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestDialectTables: the dialect tables of README.md and docs/dialects.md
// list every registered dialect, the specifications in the first and the
// client profiles in the second, in registry order, and docs/dialects.md
// links each to its package doc. A dialect registered without its rows,
// or a row no registered dialect has, fails here; the matrix's columns
// are checked by TestMatrix and TestMatrixClientColumns, and
// docs/differences.md, generated from the matrix, by
// TestDifferencesDocIsCurrent.
func TestDialectTables(t *testing.T) {
	for _, file := range []string{"../README.md", "../docs/dialects.md"} {
		t.Run(file, func(t *testing.T) {
			tables := dialectTables(t, file)
			require.Len(t, tables, 2, "%s: a table of specifications and one of client profiles, each with a first column headed \"dialect\"", file)
			for i, want := range [][]dialect.Dialect{engine.Specifications(), engine.Clients()} {
				var names, rows []string
				for _, d := range want {
					names = append(names, d.Name())
				}
				for _, r := range tables[i] {
					rows = append(rows, r[0])
				}
				assert.Equal(t, names, rows, "%s: table %d lists the registered dialects, in registry order", file, i+1)
				if !strings.HasPrefix(file, "../docs/") {
					continue
				}
				for j, r := range tables[i] {
					if j < len(want) {
						link := "(../" + dialecttest.Folder(want[j]) + "/doc.go)"
						assert.Contains(t, r[len(r)-1], link, "%s: %s's row links its package doc", file, r[0])
					}
				}
			}
		})
	}
}

// dialectTables returns the rows of the Markdown tables of file whose
// first column is headed "dialect", each row its cells, the first without
// its backquotes.
func dialectTables(t *testing.T, file string) [][][]string {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	var tables [][][]string
	in := false
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "|") {
			in = false
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
		}
		switch {
		case cells[0] == "dialect":
			tables = append(tables, nil)
			in = true
		case in && !strings.HasPrefix(cells[0], "---"):
			cells[0] = strings.Trim(cells[0], "`")
			tables[len(tables)-1] = append(tables[len(tables)-1], cells)
		}
	}
	return tables
}
