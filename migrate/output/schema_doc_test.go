package output

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/migrate"
)

// TestSchemaDoc checks docs/migrate.md's table of the link table's
// columns against the writers: the TSV's header, the JSONL's keys and
// Parquet's schema, for a --to dialect named DIALECT, each name the doc
// gives in that format and none it does not.
func TestSchemaDoc(t *testing.T) {
	doc, err := os.ReadFile("../../docs/migrate.md")
	require.NoError(t, err)
	_, section, ok := strings.Cut(string(doc), "### The link table's columns")
	require.True(t, ok, "docs/migrate.md has no section on the link table's columns")
	section, _, _ = strings.Cut(section, "\n#")
	row := regexp.MustCompile("(?m)^\\| (`[^`]*`)? *\\| ([A-Za-z ]+) \\| (`[^`]*`)? *\\|")
	documented := map[string][]string{}
	for _, m := range row.FindAllStringSubmatch(section, -1) {
		for _, format := range strings.Fields(m[2]) {
			name := strings.Trim(m[1], "`")
			if format == "JSONL" {
				name = strings.Trim(m[3], "`")
			}
			documented[format] = append(documented[format], name)
		}
	}
	require.NotEmpty(t, documented)

	// The columns of a run that looks captures up: every one.
	cols := Columns{To: []string{"DIALECT"}, Replay: true}
	written := map[string][]string{}
	written["TSV"] = strings.Split(strings.TrimSuffix(string(tsvHeader(columnsOf(cols))), "\n"), "\t")
	for _, k := range jsonKeys(t, appendJSON(nil, &migrate.Row{Now: []migrate.Side{{}}}, true)) {
		if strings.HasPrefix(k, ">>") {
			k = "now[]." + k[2:]
		}
		written["JSONL"] = append(written["JSONL"], k)
	}
	schema, _ := parquetSchema(cols)
	for _, path := range schema.Columns() {
		written["Parquet"] = append(written["Parquet"], strings.Join(path, "."))
	}
	for _, format := range []string{"TSV", "JSONL", "Parquet"} {
		if format != "Parquet" {
			assert.Equal(t, written[format], documented[format], "%s: the columns in order", format)
			continue
		}
		// Parquet's schema orders its columns by name.
		sort.Strings(documented[format])
		sort.Strings(written[format])
		assert.Equal(t, written[format], documented[format], format)
	}
}
