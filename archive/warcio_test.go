package archive

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/internal/testkit/warciotest"
)

type warcioEntry struct {
	Offset int64  `json:"offset"`
	Type   string `json:"warc-type"`
	URI    string `json:"warc-target-uri"`
}

// warcioIndex runs "warcio index" on a file.
func warcioIndex(t *testing.T, cli *warciotest.CLI, path string) []warcioEntry {
	t.Helper()
	out := cli.Index(t, path, "-f", "offset,warc-type,warc-target-uri")
	var entries []warcioEntry
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		var e warcioEntry
		if json.Unmarshal(sc.Bytes(), &e) == nil {
			// Types in any case; a repeated WARC-Type warcio joins with
			// commas: its first is the record's.
			e.Type, _, _ = strings.Cut(strings.ToLower(e.Type), ",")
			entries = append(entries, e)
		}
	}
	return entries
}

// Why warcio's index of an archive differs from this reader's, each
// checked below; an archive not named here must be indexed the same.
const (
	// warcio loses records behind a length that lies, a member that is
	// not its own record, or chunks that lie: every record it finds is
	// found here, and more.
	warcioLoses = "loses records"
	// Records sharing one gzip member: warcio gives each the offset it
	// had reached in the compressed file, this reader the member's
	// offset and the place inside it; the records are the same.
	sharedMember = "shared member"
	// Junk before a record: warcio places the record where the junk
	// starts; here it is where the record starts, the junk reported.
	junkBefore = "junk before"
	// Folded (continuation) or duplicate header lines, valid in JWAT's
	// test files: warcio splits one record into several without a type;
	// here each is one record.
	warcioSplits = "splits records"
	// A record with fields JWAT marks invalid (empty or missing
	// Content-Length): warcio indexes something; here the record fails
	// with its reason.
	invalidFields = "invalid fields"
)

var warcioDiffers = map[string]string{
	"junk.warc":                                       junkBefore,
	"length-long.warc":                                warcioLoses,
	"mixed.warc.gz":                                   warcioLoses,
	"whole-file.warc.gz":                              sharedMember,
	"warcio/example-bad-non-chunked.warc.gz":          sharedMember,
	"warcio/example-bad.warc.gz.bad":                  sharedMember,
	"warcio/example-wrong-chunks.warc.gz":             warcioLoses,
	"jwat/invalid-warcfile-duplicate-fields.warc":     warcioSplits,
	"jwat/invalid-warcfile-record-then-garbage.warc":  warcioSplits,
	"jwat/test-utf8.warc":                             warcioSplits,
	"jwat/valid-warcfile-fields-continuation.warc":    warcioSplits,
	"jwat/valid-warcfile-fields-metainfo.warc":        warcioSplits,
	"jwat/valid-warcfile-fields-warcinfo.warc":        warcioSplits,
	"jwat/valid-warcfile-utf8.warc":                   warcioSplits,
	"jwat/invalid-warcfile-fields-empty.warc":         invalidFields,
	"jwat/invalid-warcfile-fields-invalidformat.warc": invalidFields,
	"jwat/invalid-warcfile-fields-missing.warc":       invalidFields,
}

// crossCheckedArchives are the WARC files of testdata/archive and of the
// published test archives gathered under it (warcio, pywb, JWAT).
func crossCheckedArchives(t *testing.T) []string {
	var names []string
	for _, dir := range []string{"", "warcio", "pywb", "jwat"} {
		files, err := os.ReadDir(filepath.Join(testdataDir, dir))
		require.NoError(t, err)
		for _, f := range files {
			if (strings.Contains(f.Name(), ".warc") || strings.Contains(f.Name(), ".wat")) && !f.IsDir() {
				names = append(names, filepath.ToSlash(filepath.Join(dir, f.Name())))
			}
		}
	}
	return names
}

var junkAt = regexp.MustCompile(`bytes of junk skipped at offset (\d+)`)

// TestWarcioAgrees checks the WARC reader against an independent one,
// webrecorder's warcio (npm), record for record (offset, type, target
// URI) on every WARC in testdata/archive, and where they differ that the
// difference is one named in warcioDiffers, checked.
func TestWarcioAgrees(t *testing.T) {
	cli := warciotest.Install(t)
	for _, name := range crossCheckedArchives(t) {
		t.Run(name, func(t *testing.T) {
			theirs := warcioIndex(t, cli, filepath.Join(testdataDir, name))
			var ours []warcioEntry
			var junk []string
			failedAt := map[int64]bool{}
			f, err := os.Open(filepath.Join(testdataDir, name))
			require.NoError(t, err)
			defer f.Close()
			r := NewReader(f, name)
			for {
				rec, err := r.Next()
				if err == io.EOF {
					break
				}
				var re *RecordError
				if errors.As(err, &re) {
					failedAt[re.Offset] = true
					continue
				}
				require.NoError(t, err)
				ours = append(ours, warcioEntry{Offset: rec.Offset, Type: string(rec.Type), URI: rec.URI})
				texts := make([]string, len(rec.Warnings))
				for i, w := range rec.Warnings {
					texts[i] = w.Text
				}
				junk = append(junk, strings.Join(texts, "\n"))
			}
			why, differs := warcioDiffers[name]
			if !differs {
				assert.Equal(t, theirs, ours)
				return
			}
			assert.NotEqual(t, theirs, ours, "%s: listed as differing (%s) but agrees", name, why)
			switch why {
			case sharedMember:
				require.Len(t, ours, len(theirs))
				for i := range ours {
					assert.Equal(t, [2]string{theirs[i].Type, theirs[i].URI}, [2]string{ours[i].Type, ours[i].URI})
				}
			case junkBefore:
				require.Len(t, ours, len(theirs))
				for i := range ours {
					assert.Equal(t, [2]string{theirs[i].Type, theirs[i].URI}, [2]string{ours[i].Type, ours[i].URI})
					if ours[i].Offset != theirs[i].Offset {
						m := junkAt.FindStringSubmatch(junk[i])
						require.NotNil(t, m, "record %d moved without junk reported", i)
						assert.Equal(t, strconv.FormatInt(theirs[i].Offset, 10), m[1], "the junk starts where warcio places the record")
					}
				}
			case warcioLoses:
				typed := 0
				for _, e := range theirs {
					if e.Type != "" {
						typed++
						assert.Contains(t, ours, e)
					}
				}
				assert.Greater(t, len(ours), typed)
			case warcioSplits:
				// Every record warcio types is read here; what it adds
				// has no type.
				for _, e := range theirs {
					if e.Type != "" {
						assert.Contains(t, ours, e)
					}
				}
				assert.Less(t, len(ours), len(theirs))
				for _, e := range ours {
					assert.NotEmpty(t, e.Type)
				}
			case invalidFields:
				assert.Empty(t, ours)
				assert.True(t, failedAt[0], "the record at 0 fails with its reason")
			}
		})
	}
}

// TestPublishedARCs reads the ARC test files of warcio, pywb and JWAT
// (warcio cannot cross-check ARC): the records and failures each holds.
func TestPublishedARCs(t *testing.T) {
	for name, want := range map[string][2]int{ // records read, failed
		"warcio/example.arc":                                                  {2, 0},
		"warcio/example.arc.gz":                                               {2, 0},
		"warcio/example-space-in-url.arc":                                     {2, 0},
		"warcio/bad.arc":                                                      {1, 2}, // lengths "-1" and "abc"
		"pywb/example.arc":                                                    {2, 0},
		"jwat/small_BNF.arc":                                                  {6, 0},
		"jwat/1-1-20110922131213-00000-svc-VirtualBox.arc":                    {102, 0},
		"jwat/test-arc-1.0-dashed-fields.arc":                                 {2, 0},
		"jwat/test-arc-1.0-invalid-fields.arc":                                {1, 1},
		"jwat/invalid-arcfile-record-then-garbage.arc":                        {1, 1}, // the garbage, at its offset
		"arc-format/IA-001102-v1.arc":                                         {2, 0},
		"arc-format/IA-001102-v2.arc":                                         {2, 0},
		"webarchive-commons/IAH-20080430204825-00000-blackbook-truncated.arc": {9, 0},
		"webarchive-commons/137542-153-20111129020925-00316-kb-prod-har-003.kb.dk_truncated.arc": {4, 0},
	} {
		b, err := os.ReadFile(filepath.Join(testdataDir, name))
		require.NoError(t, err)
		recs, fails := readShape(t, b)
		assert.Equal(t, want, [2]int{len(recs), len(fails)}, name)
	}
}
