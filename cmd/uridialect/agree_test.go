package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// agreeFiles are the test archives and pages links and migrate must read
// alike.
func agreeFiles(t *testing.T) []string {
	var files []string
	for _, pat := range []string{
		"../../testdata/archive/*", "../../testdata/documents/*.html", "../../testdata/documents/utf16/*.html",
		"../../testdata/documents/utf16/*.warc", "../../testdata/migrate/*.warc*",
		"../../testdata/migrate/pages/*", "../../testdata/trust/*.warc", "../../testdata/trust/*.html",
		"../../testdata/trust/sniff/*", "../../testdata/trust/unsafe/*", "../../testdata/realdata/*/*.warc*",
	} {
		m, err := filepath.Glob(pat)
		require.NoError(t, err)
		files = append(files, m...)
	}
	sort.Strings(files)
	return files
}

// A linkSide is what one reader made of one link under one dialect.
type linkSide struct{ base, target string }

// TestLinksAndMigrateAgree checks that links and migrate find the same
// links in every test archive and page, with the same bases and targets
// under every dialect: one document rule, one reading of the bytes, one
// way to a revisit's payload.
func TestLinksAndMigrateAgree(t *testing.T) {
	compared := 0
	defer func() { assert.Greater(t, compared, 300, "links compared") }()
	for _, file := range agreeFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			fromLinks, fromMigrate := linksAndMigrate(t, file, "")
			assert.Equal(t, fromLinks, fromMigrate)
			compared += len(fromMigrate)
		})
	}
}

// TestLinksAndMigrateAgreeOnStdin: the WACZ specification's example
// packages (pywb ships the first) given on standard input give links and
// migrate the same links as from a file.
func TestLinksAndMigrateAgreeOnStdin(t *testing.T) {
	for _, name := range []string{"valid_example_1.wacz", "valid_example_2.wacz"} {
		file := "../../testdata/archive/wacz/" + name
		pkg, err := os.ReadFile(file)
		require.NoError(t, err)
		fromLinks, fromMigrate := linksAndMigrate(t, "-", string(pkg))
		assert.Equal(t, fromLinks, fromMigrate, name)
		fileLinks, _ := linksAndMigrate(t, file, "")
		assert.Equal(t, fileLinks, fromLinks, name)
		assert.Len(t, fromLinks, 1, name)
	}
}

// linksAndMigrate returns the links links and migrate find in the input
// file (read from stdin for "-"), by record offset, offset and raw value:
// what each reader made of each under rfc1808, whatwg and rfc3986.
func linksAndMigrate(t *testing.T, file, stdin string) (fromLinks, fromMigrate map[string][]linkSide) {
	const from = "rfc1808"
	to := []string{"whatwg", "rfc3986"}
	args := []string{"links", "--json", "-d", from, "-d", to[0], "-d", to[1]}
	if file != "-" {
		abs, err := filepath.Abs(file)
		require.NoError(t, err)
		args = append(args, "--url", (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String())
	}
	fromLinks = map[string][]linkSide{}
	out, _, _ := runCmd(stdin, append(args, file)...)
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if line == "" {
			continue
		}
		var o struct {
			Document, Element, Attribute string
			Offset                       int
			Raw                          string
			Results                      []struct{ Dialect, Base, Result string }
		}
		require.NoError(t, json.Unmarshal([]byte(line), &o), line)
		// The exact bytes of a value that is not UTF-8: its base64 twin.
		var twins struct {
			Raw     []byte `json:"raw_bytes"`
			Results []struct {
				Base   []byte `json:"base_bytes"`
				Result []byte `json:"result_bytes"`
			}
		}
		require.NoError(t, json.Unmarshal([]byte(line), &twins), line)
		if twins.Raw != nil {
			o.Raw = string(twins.Raw)
		}
		for i, r := range twins.Results {
			if r.Base != nil {
				o.Results[i].Base = string(r.Base)
			}
			if r.Result != nil {
				o.Results[i].Result = string(r.Result)
			}
		}
		if o.Element == "base" && o.Attribute == "href" {
			continue // the base, which migrate does not migrate
		}
		record := "0"
		if i := strings.LastIndexByte(o.Document, '@'); i >= 0 {
			record, _, _ = strings.Cut(o.Document[i+1:], "+")
		}
		var sides []linkSide
		for _, r := range o.Results {
			sides = append(sides, linkSide{r.Base, r.Result})
		}
		fromLinks[uniqueKey(fromLinks, fmt.Sprintf("%s %d %q", record, o.Offset, o.Raw))] = sides
	}

	dir := t.TempDir()
	_, errs, _ := runCmd(stdin, "migrate", "--from", from, "--to", strings.Join(to, ","), "--out", dir, "--quiet", "--links", "all", "--format", "jsonl", file)
	fromMigrate = map[string][]linkSide{}
	f, err := os.Open(filepath.Join(dir, "links.jsonl"))
	require.NoError(t, err, errs)
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var r struct {
			RecordOffset int64  `json:"record_offset"`
			Offset       int    `json:"offset"`
			Raw          string `json:"raw"`
			RawBytes     string `json:"raw_bytes"`
			BaseThen     string `json:"base_then"`
			TargetThen   string `json:"target_then"`
			TargetBytes  string `json:"target_then_bytes"`
			Now          []struct {
				Base, Target string
				TargetBytes  string `json:"target_bytes"`
			}
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		// The link table shows a value as text; where that is not its
		// bytes, its twin holds them, percent-encoded.
		exact := func(text, twin string) string {
			if twin == "" {
				return text
			}
			b, err := url.PathUnescape(twin)
			require.NoError(t, err)
			return b
		}
		r.Raw, r.TargetThen = exact(r.Raw, r.RawBytes), exact(r.TargetThen, r.TargetBytes)
		for i, n := range r.Now {
			r.Now[i].Target = exact(n.Target, n.TargetBytes)
		}
		sides := []linkSide{{r.BaseThen, r.TargetThen}}
		for _, n := range r.Now {
			sides = append(sides, linkSide{n.Base, n.Target})
		}
		fromMigrate[uniqueKey(fromMigrate, fmt.Sprintf("%d %d %q", r.RecordOffset, r.Offset, r.Raw))] = sides
	}
	require.NoError(t, sc.Err())
	return fromLinks, fromMigrate
}

// uniqueKey returns key, numbered when m holds it already (the links of a
// WAT record share the offset -1).
func uniqueKey[V any](m map[string]V, key string) string {
	k := key
	for n := 2; ; n++ {
		if _, ok := m[k]; !ok {
			return k
		}
		k = fmt.Sprintf("%s #%d", key, n)
	}
}

// TestLinksReadsTheDocumentsEncoding checks that links -d whatwg reads a
// windows-1252 page's bytes as a browser does (the path in UTF-8, the
// query in the page's encoding: URL Standard, Section 4.4), whether the
// encoding is detected or given by --header, as migrate does.
func TestLinksReadsTheDocumentsEncoding(t *testing.T) {
	page := "../../testdata/trust/windows-1252.html"
	for _, extra := range [][]string{nil, {"--header", "Content-Type: text/html; charset=iso-8859-1"}} {
		out, errs, status := runCmd("", append([]string{"links", "--tsv", "-d", "whatwg", "--url", "http://www.example.no/a/", page}, extra...)...)
		require.Equal(t, exitOK, status, errs)
		assert.Contains(t, out, "\thttp://www.example.no/a/skolesider/fors%C3%B8k/index.html\t")
		assert.Contains(t, out, "\thttp://www.example.no/a/s%C3%B8k?q=bl%E5b%E6r\t")
		assert.NotContains(t, out, "%EF%BF%BD")
	}
}
