package output

import (
	"context"
	hexenc "encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/migrate"
)

// duckDB runs the queries with scripts/duckdb-query (DuckDB from npm)
// and returns each one's rows. Without npm or node, or when DuckDB
// cannot be installed, the test is skipped, saying why, unless
// URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it.
func duckDB(t *testing.T, queries ...string) [][]map[string]any {
	t.Helper()
	skip := func(why string) {
		if os.Getenv("URIDIALECT_REQUIRE_NPM") != "" {
			t.Fatalf("%s, and URIDIALECT_REQUIRE_NPM is set, as .ci/run sets it", why)
		}
		t.Skip(why)
	}
	for _, cmd := range []string{"npm", "node", "bash"} {
		if _, err := exec.LookPath(cmd); err != nil {
			skip(cmd + " not found: the cross-check with DuckDB (npm @duckdb/node-api) needs it (CI has it)")
		}
	}
	script, err := filepath.Abs("../../scripts/duckdb-query")
	require.NoError(t, err)
	cmd := exec.Command("bash", append([]string{script}, queries...)...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) && ee.ExitCode() == 3 {
		skip("DuckDB could not be installed from npm (offline?): " + stderr.String())
	}
	require.NoError(t, err, stderr.String())
	var res [][]map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var rows []map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &rows), line)
		res = append(res, rows)
	}
	require.Len(t, res, len(queries))
	return res
}

// TestDuckDB checks that DuckDB reads links.parquet as written: every
// link, the verdicts counted as the summary counts them, the offsets
// integers and the dates timestamps, the exact bytes of a Latin-1 link
// in its twin, and the query docs/migrate.md shows (causes by year).
func TestDuckDB(t *testing.T) {
	out := t.TempDir()
	opt := options(t, "auto", out)
	opt.Formats = []Format{Parquet}
	s, err := run(context.Background(), tableInputs(t), opt)
	require.NoError(t, err)
	table := "'" + filepath.Join(out, LinksParquet) + "'"
	res := duckDB(t,
		"SELECT count(*) AS n FROM "+table,
		"SELECT verdict, count(*) AS n FROM "+table+" GROUP BY verdict ORDER BY verdict",
		`SELECT typeof("offset") AS o, typeof(record_offset) AS r, typeof(date) AS d FROM `+table+" LIMIT 1",
		"SELECT hex(raw_bytes) AS h, raw FROM "+table+" WHERE raw_bytes IS NOT NULL ORDER BY raw",
		"SELECT cause, year(date) AS year, count(*) AS links FROM "+table+" WHERE cause IS NOT NULL GROUP BY ALL ORDER BY ALL",
	)
	assert.Equal(t, strconv.Itoa(s.Links.Found), res[0][0]["n"])
	verdicts := map[string]string{}
	for _, r := range res[1] {
		verdicts[r["verdict"].(string)] = r["n"].(string)
	}
	want := map[string]string{}
	for v, n := range map[migrate.Verdict]int{migrate.Same: s.Links.Same, migrate.Equivalent: s.Links.Equivalent, migrate.Differs: s.Links.Differs, migrate.Fails: s.Links.Fails} {
		if n > 0 {
			want[string(v)] = strconv.Itoa(n)
		}
	}
	assert.Equal(t, want, verdicts)
	assert.Equal(t, map[string]any{"o": "BIGINT", "r": "BIGINT", "d": "TIMESTAMP WITH TIME ZONE"}, res[2][0])
	// The Latin-1 link, decoded, and the TAB of a link table's row,
	// percent-encoded: each with its exact bytes in the twin.
	require.Len(t, res[3], 2)
	assert.Equal(t, strings.ToUpper(hexenc.EncodeToString([]byte("caf\xe9.html?q=\xe9"))), res[3][0]["h"])
	assert.Equal(t, "café.html?q=é", res[3][0]["raw"])
	assert.Equal(t, strings.ToUpper(hexenc.EncodeToString([]byte("g\tab"))), res[3][1]["h"])
	assert.Equal(t, "g%09ab", res[3][1]["raw"])
	total := 0
	for _, r := range res[4] {
		n, err := strconv.Atoi(r["links"].(string))
		require.NoError(t, err)
		total += n
	}
	withCause := 0
	for _, n := range s.Causes {
		withCause += n
	}
	assert.Equal(t, withCause, total, "the causes by year add up to the summary's")
	t.Logf("causes by year: %v", res[4])
}
