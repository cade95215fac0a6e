package main

import (
	"bytes"
	"encoding/json"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"errors"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/vbauerster/cupwriter"
	"github.com/vbauerster/mpb/v8"
)

// TestMigrateExitStatus checks the exit status: 0 when every record was
// read, 1 when a record or a file failed (the others migrated, each
// failure on standard error with its file and offset), 2 for usage.
func TestMigrateExitStatus(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--out", out, "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitOK, status, stderr.String())
	assert.Empty(t, stdout.String())
	assert.Contains(t, stderr.String(), "records: 14 read = 6 migrated + 8 skipped")
	for _, name := range []string{"links.tsv", "conversions.warc.gz", "report.html", "summary.json"} {
		_, err := os.Stat(filepath.Join(out, name))
		assert.NoError(t, err, name)
	}
	_, err := os.Stat(filepath.Join(out, "links.jsonl"))
	assert.ErrorIs(t, err, os.ErrNotExist, "one link table, in the format asked for")

	stderr.Reset()
	missing := filepath.Join(t.TempDir(), "missing.warc")
	status = run([]string{"migrate", "--from", "rfc1808", "--to", "rfc3986", "--out", t.TempDir(), "--quiet",
		"testdata/migrate/broken.warc", "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), "testdata/migrate/broken.warc: offset 442: 30 bytes at the end of the file are not a record")
	assert.Contains(t, stderr.String(), "records: 16 read = 6 migrated + 9 skipped")
	assert.Contains(t, stderr.String(), "+ 1 failed")

	// A file that does not exist is reported, and the others go on.
	stderr.Reset()
	status = run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--out", t.TempDir(), missing, "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status)
	assert.Contains(t, stderr.String(), missing+": offset 0: cannot read the file")
	assert.Contains(t, stderr.String(), "records: 15 read = 6 migrated + 8 skipped")

	for _, args := range [][]string{
		{"migrate", "--to", "rfc3986", "--out", out, "x"},
		{"migrate", "--from", "auto", "x"},
		{"migrate", "--from", "nosuch", "--out", out, "x"},
		{"migrate", "--from", "auto", "--to", "rfc3986,nosuch", "--out", out, "x"},
		{"migrate", "--from", "auto", "--out", out},
		{"migrate", "--from", "auto", "--format", "csv", "--out", t.TempDir(), "x"},
		{"migrate", "--from", "auto", "--links", "some", "--out", t.TempDir(), "x"},
		{"migrate", "--from", "auto", "--out", out, "testdata/migrate/sample.warc.gz"}, // an earlier run's outputs
		{"migrate", "--from", "auto", "--out", "testdata/migrate", "testdata/migrate/sample.warc.gz"},
	} {
		stderr.Reset()
		assert.Equal(t, exitUsage, run(args, nil, &stdout, &stderr), strings.Join(args, " "))
		require.Equal(t, 2, strings.Count(stderr.String(), "\n"), "one line and the pointer to --help: %s", stderr.String())
	}
}

// TestMigrateFromAClient migrates the 1996 page from what Netscape
// Navigator 4 made of its links to RFC 3986: every link means the same but
// "http:other.html", which Navigator read as the relative path
// "other.html" (NET_MakeAbsoluteURL: "a screwed up relative url of the form
// http:[relative url]") and RFC 3986 reads as itself; the rewrite is the
// relative path.
func TestMigrateFromAClient(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "netscape4", "--to", "rfc3986", "--out", out, "--quiet", "../../testdata/documents/1996.html"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stderr.String(), "links: 11 found = 10 same + 0 equivalent + 1 differ + 0 fail; 1 rewritten")
	tsv, err := os.ReadFile(filepath.Join(out, "links.tsv"))
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(tsv), "\n"), "\n")
	col := map[string]int{}
	for i, name := range strings.Split(lines[0], "\t") {
		col[name] = i
	}
	found := false
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		assert.Equal(t, "netscape4", f[col["from"]])
		if f[col["raw"]] != "http:other.html" {
			assert.Equal(t, "same", f[col["verdict"]], l)
			continue
		}
		found = true
		assert.True(t, strings.HasSuffix(f[col["target_then"]], "/testdata/pub/other.html"), f[col["target_then"]])
		assert.Equal(t, "http:other.html", f[col["rfc3986_target"]])
		assert.Equal(t, "differs", f[col["verdict"]])
		assert.Equal(t, "other.html", f[col["rewrite"]])
	}
	assert.True(t, found, "the http:other.html link")
}

// TestMigrateKilled runs the built command as a process of its own on
// records fed through a pipe, kills it after one second, and checks that
// nothing in --out looks complete: no summary.json, no report.html, no
// link table; then that the next run is refused without --overwrite and
// replaces the remains with it.
func TestMigrateKilled(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command, which builds uridialect for this test, is not on PATH:", err)
	}
	bin := filepath.Join(t.TempDir(), "uridialect")
	build := exec.Command(goCmd, "build", "-o", bin, ".")
	if b, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	sample, err := os.ReadFile("testdata/migrate/sample.warc.gz")
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "out")
	cmd := exec.Command(bin, "migrate", "--from", "auto", "--to", "rfc3986", "--quiet", "--out", out, "-")
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	for range 50 {
		_, err := stdin.Write(sample)
		require.NoError(t, err)
	}
	time.Sleep(time.Second)
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()
	stdin.Close()

	entries, err := os.ReadDir(out)
	require.NoError(t, err, stderr.String())
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{".uridialect-migrate.incomplete"}, names,
		"only the folder of the unfinished outputs, which nothing reads as complete")

	var so, se bytes.Buffer
	args := []string{"migrate", "--from", "auto", "--to", "rfc3986", "--quiet", "--out", out, "testdata/migrate/sample.warc.gz"}
	assert.Equal(t, exitUsage, run(args, nil, &so, &se))
	assert.Contains(t, se.String(), "--overwrite")
	se.Reset()
	assert.Equal(t, exitOK, run(append(args[:len(args)-1], "--overwrite", args[len(args)-1]), nil, &so, &se), se.String())
	for _, name := range []string{"links.tsv", "summary.json", "report.html"} {
		_, err := os.Stat(filepath.Join(out, name))
		assert.NoError(t, err, name)
	}
	_, err = os.Stat(filepath.Join(out, ".uridialect-migrate.incomplete"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestMigrateMap checks --map and --date on the command line: a plain
// file under the mapped folder is read at its URL and date.
func TestMigrateMap(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--quiet", "--links", "all", "--format", "jsonl",
		"--map", "testdata/migrate/pages=http://www.example.com/pages/", "--date", "1996-05-20",
		"--out", out, "testdata/migrate/pages/db-1996.html"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	b, err := os.ReadFile(filepath.Join(out, "links.jsonl"))
	require.NoError(t, err)
	assert.Contains(t, string(b), `"document":"http://www.example.com/pages/db-1996.html"`)
	assert.Contains(t, string(b), `"date":"1996-05-20T00:00:00Z"`)
	assert.Contains(t, string(b), `"from":"rfc1808"`)
	for _, bad := range [][]string{{"--map", "testdata=relative"}, {"--date", "May 1996"}, {"--date", "1996-05-20", "--date", "1997-01-01"},
		{"--manifest", "testdata/nosuch.tsv"}, {"--manifest", "../../testdata/collection/README.md"}} {
		stderr.Reset()
		args := append([]string{"migrate", "--from", "auto", "--out", t.TempDir()}, bad...)
		assert.Equal(t, exitUsage, run(append(args, "x"), nil, &stdout, &stderr), stderr.String())
	}
}

// TestMigrateManifest migrates testdata/collection in one run, given its
// manifest and no input: every page of the manifest's rows (a file, a
// folder, a glob) is migrated at its row's URL, date and configuration,
// the 2006 row's taken from --from auto by its date, and inputs.tsv
// names each page as the manifest's folder and row give it.
func TestMigrateManifest(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out")
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--quiet", "--links", "all", "--format", "jsonl",
		"--manifest", "../../testdata/collection/manifest.tsv", "--out", out}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	assert.Contains(t, stderr.String(), "records: 5 read = 5 migrated + 0 skipped + 0 failed")
	const dir = "../../testdata/collection/"
	jsonl, err := os.ReadFile(filepath.Join(out, "links.jsonl"))
	require.NoError(t, err)
	seen := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(jsonl)), "\n") {
		var r struct{ File, Document, Date, From string }
		require.NoError(t, json.Unmarshal([]byte(line), &r))
		seen[r.File] = strings.Join([]string{r.Document, r.Date, r.From}, " ")
	}
	assert.Equal(t, map[string]string{
		dir + "1996/lynx_help_main.html":                              "http://lynx.browser.org/lynx_help/lynx_help_main.html 1996-09-02T00:00:00Z rfc1808",
		dir + "1997/lynx_help/keystroke_commands/keystroke_help.html": "http://lynx.browser.org/lynx_help/keystroke_commands/keystroke_help.html 1997-04-04T00:00:00Z lynx2",
		dir + "1997/lynx_help/lynx_help_main.html":                    "http://lynx.browser.org/lynx_help/lynx_help_main.html 1997-04-04T00:00:00Z lynx2",
		dir + "1999/lynx_url_support.html":                            "http://lynx.browser.org/lynx_help/lynx_url_support.html 1999-05-06T00:00:00Z rfc2396",
		dir + "2006/lynx_help_main.html":                              "http://lynx.isc.org/current/lynx2-8-6/lynx_help/lynx_help_main.html 2006-10-12T00:00:00Z rfc3986",
	}, seen)
	inputs := inputsAddUp(t, out)
	assert.Len(t, inputs, 5)
	for file, row := range seen {
		// inputs.tsv names the configuration of the file: its manifest
		// row's, else --from's, the era table (whose era for 2006 is
		// rfc3986).
		from := strings.Fields(row)[2]
		if from == "rfc3986" {
			from = "rfc1630;1995-06-01=rfc1808;1998-08-01=rfc2396;2005-01-01=rfc3986"
		}
		assert.Equal(t, inputRow{format: "document", read: 1, migrated: 1, from: from}, inputs[file].counts(), file)
	}
}

// TestReportExplainCommands runs every explain command the report
// prints, for a configured --from: each exits 0 and shows its steps.
func TestReportExplainCommands(t *testing.T) {
	out := t.TempDir()
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "rfc2396 -o dotdot=drop", "--to", "whatwg,rfc3986", "--quiet", "--out", out,
		"testdata/migrate/sample.warc.gz", "testdata/migrate/pages"}, nil, &stdout, &stderr)
	require.Equal(t, exitOK, status, stderr.String())
	report, err := os.ReadFile(filepath.Join(out, "report.html"))
	require.NoError(t, err)
	commands := regexp.MustCompile(`<code class="explain">(uridialect explain [^<]*)</code>`).FindAllStringSubmatch(string(report), -1)
	require.NotEmpty(t, commands, "the report prints explain commands")
	configured := 0
	for _, c := range commands {
		command := html.UnescapeString(c[1])
		_, args, err := parseCommand(command)
		require.NoError(t, err, command)
		if strings.Contains(command, "dotdot=drop") {
			configured++
		}
		var so, se bytes.Buffer
		assert.Equal(t, exitOK, run(args, nil, &so, &se), "%s\n%s", command, se.String())
		assert.Contains(t, so.String(), "result: ", command)
	}
	assert.Positive(t, configured, "the commands of the configured --from")
	t.Logf("%d explain commands ran, %d of them under the configured --from", len(commands), configured)
}

// migrate takes the archive flags of records and links: a coded payload
// past --max-body-size fails its record (exit 1, the others migrated),
// as in links (TestBodyLimitFailsRecord), and a bad value is a usage
// error.
func TestMigrateArchiveFlags(t *testing.T) {
	var stdout, stderr bytes.Buffer
	status := run([]string{"migrate", "--from", "auto", "--to", "rfc3986", "--quiet", "--max-body-size", "20",
		"--out", t.TempDir(), "testdata/archive/sample.warc"}, nil, &stdout, &stderr)
	assert.Equal(t, exitInvalid, status, stderr.String())
	assert.Contains(t, stderr.String(), "decoded payload larger than the limit of 20 bytes (--max-body-size)")
	assert.Regexp(t, `records: 10 read = \d+ migrated \+ \d+ skipped \([^)]*\) \+ 1 failed`, stderr.String())

	stderr.Reset()
	status = run([]string{"migrate", "--from", "auto", "--verify-digests", "sometimes", "--out", t.TempDir(), "testdata/migrate/sample.warc.gz"}, nil, &stdout, &stderr)
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr.String(), `--verify-digests "sometimes": want warn or fail`)
}

// sizeless is a terminal that reports no size, as script(1) gives one:
// mpb's own console writer over a buffer, said to be a terminal.
type sizeless struct {
	mpb.ConsoleWriter
}

func (sizeless) IsTerminal() bool { return true }
func (sizeless) GetTermSize() (int, int, error) {
	return 0, 0, errors.New("inappropriate ioctl for device")
}

// TestProgressBarWithoutTerminalSize checks that on a terminal that
// reports no size the progress bar is drawn, at the fallback width,
// rather than not at all.
func TestProgressBarWithoutTerminalSize(t *testing.T) {
	var out bytes.Buffer
	pb := newProgressBarOn(&out, sizeless{cupwriter.New(&out, true)}, nil)
	pb.Record(7)
	pb.finish()
	assert.Contains(t, out.String(), "1 records, 7 links")
	w, h, err := sizedConsole{sizeless{}}.GetTermSize()
	require.NoError(t, err)
	assert.Equal(t, [2]int{fallbackWidth, fallbackHeight}, [2]int{w, h})
}
