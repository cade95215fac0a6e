package engine

import (
	"flag"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/matrix"
)

var updateClients = flag.Bool("update-clients", false, "rewrite the client profiles' cells of testdata/matrix.txt from their output")

// TestMatrixClientColumns: the matrix names every registered client
// profile by an "@client" line, in registry order. With -update-clients
// it rewrites every row's client cells from the clients' output (the
// specifications' cells, derived by hand, are kept as they are): a new
// client is registered by its line in registry.go, its @client line, and
// go test ./engine -run TestMatrixClientColumns -update-clients.
func TestMatrixClientColumns(t *testing.T) {
	var names []string
	for _, d := range Clients() {
		names = append(names, d.Name())
	}
	if *updateClients {
		rewriteClientCells(t, matrixFile)
	}
	m, err := matrix.ReadFile(matrixFile)
	require.NoError(t, err)
	require.Equal(t, names, m.Clients, "an @client line in testdata/matrix.txt per registered client, in registry order")
}

func rewriteClientCells(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	base := ""
	isClient := func(name string) bool {
		return slices.ContainsFunc(Clients(), func(d dialect.Dialect) bool { return d.Name() == name })
	}
	for i, line := range lines {
		if b, ok := strings.CutPrefix(line, "@base "); ok {
			base, err = strconv.Unquote(strings.TrimSpace(b))
			require.NoError(t, err)
			continue
		}
		if !strings.HasPrefix(line, `"`) {
			continue
		}
		fields := strings.Split(line, "\t")
		ref, err := strconv.Unquote(fields[0])
		require.NoError(t, err)
		kept := []string{fields[0]}
		for _, f := range fields[1:] {
			if name, _, _ := strings.Cut(f, "="); !isClient(name) {
				kept = append(kept, f)
			}
		}
		for _, d := range Clients() {
			res, err := dialect.ResolveString(d, base, ref)
			cell := strconv.Quote(res)
			if err != nil {
				cell = matrix.Error
			}
			kept = append(kept, d.Name()+"="+cell)
		}
		lines[i] = strings.Join(kept, "\t")
	}
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644))
}
