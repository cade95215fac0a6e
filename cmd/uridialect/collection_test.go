package main

import (
	"os"
	"path/filepath"
	"runtime"
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
			_, migrateErr, migrateStatus := cli(t, "", "migrate", "--quiet", "--from", "rfc1808", "--out", t.TempDir(), dir)
			assert.Equal(t, want, migrateStatus, migrateErr)
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
