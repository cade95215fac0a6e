package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warcgen"
)

// A folder of good files and one damaged in one way: records, links and
// migrate read every record of the good files, name the damaged input in
// a failure with its reason and exit 1; a damage read whole (two entries
// of one name, gzip around gzip or zstd) fails nothing and exits 0.
// migrate's inputs.tsv has a row for every input file, the damaged one
// with its first failure, and adds up to the summary.
func TestCommandsOnDamagedCollections(t *testing.T) {
	for _, damage := range warcgen.Damages {
		t.Run(damage, func(t *testing.T) {
			if damage == warcgen.NamedPipe && runtime.GOOS == "windows" {
				t.Skip("no named pipes on Windows")
			}
			dir := t.TempDir()
			var good []string
			for _, name := range []string{"one", "two", "three"} {
				require.NoError(t, os.WriteFile(filepath.Join(dir, name+".warc"), warcgen.GoodWARC(name, 2), 0o644))
				good = append(good, warcgen.GoodURIs(name, 2)...)
			}
			path, readable, err := warcgen.Damaged(dir, damage)
			require.NoError(t, err)
			fails := damage != warcgen.DuplicateEntry && damage != warcgen.NestedGzip && damage != warcgen.NestedZstdInGz
			want := exitOK
			if fails {
				want = exitInvalid
			}
			out, errOut, status := cli(t, "", "records", dir)
			assert.Equal(t, want, status, errOut)
			for _, uri := range append(good, readable...) {
				assert.Contains(t, out, `"warc-target-uri":"`+uri+`"`, "records")
			}
			links, linksErr, linksStatus := cli(t, "", "links", "--tsv", "-d", "rfc3986", dir)
			assert.Equal(t, want, linksStatus, linksErr)
			for _, uri := range append(good, readable...) {
				assert.Contains(t, links, "\t"+uri+"\t", "links")
			}
			out2 := t.TempDir()
			_, migrateErr, migrateStatus := cli(t, "", "migrate", "--quiet", "--from", "rfc1808", "--out", out2, dir)
			assert.Equal(t, want, migrateStatus, migrateErr)
			inputs := inputsAddUp(t, out2)
			for _, name := range []string{"one", "two", "three"} {
				assert.Equal(t, inputRow{format: "warc", read: 2, migrated: 2, from: "rfc1808"}, inputs[filepath.Join(dir, name+".warc")].counts(), name)
			}
			damagedRows, failedRows := 0, 0
			for in, row := range inputs {
				if in == path || strings.HasPrefix(in, path+"#") {
					damagedRows++
					if row.firstFailure != "" {
						failedRows++
					}
				}
			}
			assert.Positive(t, damagedRows, "the damaged input's rows")
			assert.Equal(t, fails, failedRows > 0, "a row of the damaged input names its failure")
			for _, e := range []string{errOut, linksErr, migrateErr} {
				if fails {
					assert.Contains(t, e, "uridialect", e)
					assert.True(t, strings.Contains(e, ": "+path+": ") || strings.Contains(e, ": "+path+"#"), "the damaged input named: %s", e)
				} else {
					assert.Contains(t, e, "+ 0 failed", e)
				}
			}
		})
	}
}

// An inputRow is one row of migrate's inputs.tsv.
type inputRow struct {
	format                          string
	bytes                           int64
	read, migrated, skipped, failed int
	firstFailure                    string
	from                            string // the configuration the records were migrated under
}

// counts is the row without its bytes and failure.
func (r inputRow) counts() inputRow {
	r.bytes, r.firstFailure = 0, ""
	return r
}

// inputsAddUp reads inputs.tsv from migrate's output folder dir, checks
// that each row adds up (read = migrated + skipped + failed) and that the
// rows add up to summary.json's records, and returns the rows by input.
func inputsAddUp(t *testing.T, dir string) map[string]inputRow {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "inputs.tsv"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	require.Equal(t, "input\tformat\tbytes\tread\tmigrated\tskipped\tfailed\tfirst_failure_offset\tfirst_failure\tfrom", lines[0])
	rows := map[string]inputRow{}
	var sum inputRow
	for _, line := range lines[1:] {
		f := strings.Split(line, "\t")
		require.Len(t, f, 10, line)
		n := func(i int) int {
			v, err := strconv.Atoi(f[i])
			require.NoError(t, err, line)
			return v
		}
		row := inputRow{format: f[1], bytes: int64(n(2)), read: n(3), migrated: n(4), skipped: n(5), failed: n(6), firstFailure: f[8], from: f[9]}
		assert.Equal(t, row.read, row.migrated+row.skipped+row.failed, line)
		assert.Equal(t, row.failed > 0, row.firstFailure != "", line)
		rows[f[0]] = row
		sum.read += row.read
		sum.migrated += row.migrated
		sum.skipped += row.skipped
		sum.failed += row.failed
	}
	var s struct {
		Records struct {
			Read, Migrated, Failed int
			Skipped                map[string]int
		}
	}
	b, err = os.ReadFile(filepath.Join(dir, "summary.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &s))
	skipped := 0
	for _, n := range s.Records.Skipped {
		skipped += n
	}
	assert.Equal(t, inputRow{read: s.Records.Read, migrated: s.Records.Migrated, skipped: skipped, failed: s.Records.Failed}, sum, "inputs.tsv against summary.json")
	return rows
}
