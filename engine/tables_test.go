package engine_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// tableDialects are the dialects whose relativization and normalization
// the tests of this file run: every built-in specification, with its
// defaults. Their tables are NAME/testdata/relativize.txt and
// NAME/testdata/normalize.txt, where they exist.
//
// The client profiles have no Relativize: internal/kernel/relgen's search takes
// for granted what the specifications share (the base's authority kept as
// written, the empty reference the base itself), which Mosaic's and
// Lynx's host cleaning and Navigator's empty reference (the base's
// directory) break, so the shortest reference could not be promised.
// migrate takes the rewrite candidates of the other dialects then.
var tableDialects = engine.Specifications()

// variantsFile lists the other configurations the relativization property
// runs under.
const variantsFile = "../testdata/relativize/variants.txt"

// TestRelativize runs, for every dialect, the relativization property
// over dialecttest.RelativizePairs generated pairs under its defaults and over
// VariantPairs under each configuration of variantsFile, and its table
// of published examples read in reverse.
func TestRelativize(t *testing.T) {
	variants := readVariants(t, variantsFile)
	for _, d := range tableDialects {
		t.Run(d.Name(), func(t *testing.T) {
			t.Run("property", func(t *testing.T) {
				st := dialecttest.CheckRelativize(t, d, dialecttest.RelativizePairs, 1)
				t.Logf("%+v", st)
				dialecttest.CheckRelativizeVariants(t, d, variants[d.Name()]...)
			})
			if path := table(d, "relativize.txt"); path != "" {
				dialecttest.RunRelativizeFile(t, d, path)
			}
		})
	}
}

// TestNormalize runs every dialect's table of equivalences.
func TestNormalize(t *testing.T) {
	for _, d := range tableDialects {
		if path := table(d, "normalize.txt"); path != "" {
			t.Run(d.Name(), func(t *testing.T) { dialecttest.RunNormalizeFile(t, d, path) })
		}
	}
}

// table returns the path of d's table name, or "" if it has none.
func table(d dialect.Dialect, name string) string {
	path := dialecttest.Table("..", d, name)
	if _, err := os.Stat(path); err != nil {
		return ""
	}
	return path
}

// readVariants reads the configurations of path, one a line: a dialect's
// name and its options, KEY=VALUE separated by spaces; "#" starts a
// comment.
func readVariants(t *testing.T, path string) map[string][][]dialecttest.Option {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][][]dialecttest.Option{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, _, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) < 2 {
			t.Fatalf("%s:%d: want DIALECT KEY=VALUE...", path, n)
		}
		var opts []dialecttest.Option
		for _, kv := range fields[1:] {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				t.Fatalf("%s:%d: want KEY=VALUE, got %q", path, n, kv)
			}
			opts = append(opts, dialecttest.Option{Key: k, Value: v})
		}
		out[fields[0]] = append(out[fields[0]], opts)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
