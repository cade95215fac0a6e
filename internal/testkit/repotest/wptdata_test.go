package repotest

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// wptFiles are the files of web-platform-tests' url/resources/ that
// whatwg/testdata copies and scripts/wptdata refreshes, in the table's
// order.
var wptFiles = []string{"urltestdata.json", "toascii.json", "IdnaTestV2.json", "percent-encoding.json"}

// A wptRow is one row of the table between the wptdata markers of
// whatwg/testdata/README.md.
type wptRow struct {
	line                string
	commit, sha256, how string
	entries             int
}

const (
	wptBegin = "<!-- wptdata:begin -->"
	wptEnd   = "<!-- wptdata:end -->"
)

// wptTable returns the table's rows by file, and the README with the
// table cut out (what the script must leave as it is).
func wptTable(t *testing.T, readme string) (map[string]wptRow, string) {
	t.Helper()
	before, rest, ok := strings.Cut(readme, "\n"+wptBegin+"\n")
	if !ok {
		t.Fatalf("README has no line %s", wptBegin)
	}
	table, after, ok := strings.Cut(rest, "\n"+wptEnd+"\n")
	if !ok {
		t.Fatalf("README has no line %s after %s", wptEnd, wptBegin)
	}
	lines := strings.Split(table, "\n")
	if len(lines) < 2 || lines[0] != "| file | WPT commit | sha256 | entries with an input | how the commit is known |" ||
		lines[1] != "|---|---|---|---|---|" {
		t.Fatalf("table's head is %q, want the five columns file, WPT commit, sha256, entries with an input, how the commit is known", lines[:min(2, len(lines))])
	}
	rows := make(map[string]wptRow)
	for _, line := range lines[2:] {
		cells := strings.Split(line, " | ")
		if len(cells) != 5 || !strings.HasPrefix(cells[0], "| ") || !strings.HasSuffix(cells[4], " |") {
			t.Fatalf("table row %q has not five cells", line)
		}
		file := strings.TrimPrefix(cells[0], "| ")
		entries, err := strconv.Atoi(cells[3])
		if err != nil {
			t.Fatalf("table row %q: entries %q is not a number", line, cells[3])
		}
		if _, dup := rows[file]; dup {
			t.Fatalf("table has two rows for %s", file)
		}
		rows[file] = wptRow{line: line, commit: cells[1], sha256: cells[2], entries: entries, how: strings.TrimSuffix(cells[4], " |")}
	}
	return rows, before + "\n" + wptBegin + "\n" + wptEnd + "\n" + after
}

// inputEntries counts a WPT file's entries with an input as the script
// does (grep -c '"input":'): the lines that hold the key, one an entry in
// WPT's formatting.
func inputEntries(data []byte) int {
	n := 0
	for _, line := range bytes.Split(data, []byte("\n")) {
		if bytes.Contains(line, []byte(`"input":`)) {
			n++
		}
	}
	return n
}

func sha256Hex(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

var fullCommit = regexp.MustCompile(`^[0-9a-f]{40}$`)

// TestWPTDataTable: the table of whatwg/testdata/README.md states, for
// each copy of WPT's URL data, the sha256 and number of entries of the
// copy that is there, and a WPT commit (or "none") with how it is known.
func TestWPTDataTable(t *testing.T) {
	dir := "../../../whatwg/testdata"
	readme, err := os.ReadFile(filepath.Join(dir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows, _ := wptTable(t, string(readme))
	if len(rows) != len(wptFiles) {
		t.Errorf("table has %d rows, want one for each of %q", len(rows), wptFiles)
	}
	for _, f := range wptFiles {
		row, ok := rows[f]
		if !ok {
			t.Errorf("table has no row for %s", f)
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if got := sha256Hex(data); row.sha256 != got {
			t.Errorf("%s: table says sha256 %s, the copy has %s", f, row.sha256, got)
		}
		if got := inputEntries(data); row.entries != got {
			t.Errorf("%s: table says %d entries, the copy has %d", f, row.entries, got)
		}
		if !fullCommit.MatchString(row.commit) && row.commit != "none" {
			t.Errorf("%s: WPT commit %q is neither a full commit nor none", f, row.commit)
		}
		if row.how == "" {
			t.Errorf("%s: the table does not say how its WPT commit is known", f)
		}
	}
}

// TestWPTDataScript runs scripts/wptdata on a WPT checkout made here (a
// git repository whose url/resources/ holds whatwg/testdata's copies),
// into a copy of whatwg/testdata: the copies must come out unchanged and
// the table name the checkout's commit with each file's sha256 and
// entries; then, refreshing one file from a second commit, only that
// file and its row change. The checkout's working tree is edited and
// not committed, to show that the script copies the commit's files.
func TestWPTDataScript(t *testing.T) {
	for _, cmd := range []string{"bash", "git", "sha256sum", "awk"} {
		if _, err := exec.LookPath(cmd); err != nil {
			t.Skipf("%s not found: scripts/wptdata needs it", cmd)
		}
	}
	script, err := filepath.Abs("../../../scripts/wptdata")
	if err != nil {
		t.Fatal(err)
	}
	orig := map[string][]byte{}
	for _, f := range append([]string{"README.md"}, wptFiles...) {
		data, err := os.ReadFile(filepath.Join("../../../whatwg/testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		orig[f] = data
	}
	tmp := t.TempDir()
	data := filepath.Join(tmp, "data")
	wpt := filepath.Join(tmp, "wpt")
	resources := filepath.Join(wpt, "url", "resources")
	for _, d := range []string{data, resources} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for f, b := range orig {
		writeFile(t, filepath.Join(data, f), b)
		if f != "README.md" {
			writeFile(t, filepath.Join(resources, f), b)
		}
	}
	env := append(os.Environ(), "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.invalid", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.invalid",
		"WPTDATA_DIR="+data)
	run := func(dir string, name string, args ...string) (string, error) {
		cmd := exec.Command(name, args...)
		cmd.Dir = dir
		cmd.Env = env
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return stderr.String(), err
		}
		return strings.TrimSpace(string(out)), nil
	}
	must := func(dir string, name string, args ...string) string {
		t.Helper()
		out, err := run(dir, name, args...)
		if err != nil {
			t.Fatalf("%s %q: %v: %s", name, args, err, out)
		}
		return out
	}
	must(wpt, "git", "init", "-q")
	must(wpt, "git", "add", ".")
	must(wpt, "git", "commit", "-q", "-m", "first")
	first := must(wpt, "git", "rev-parse", "HEAD")
	// Edited, not committed: the script must not take it.
	writeFile(t, filepath.Join(resources, "percent-encoding.json"), []byte("[]\n"))

	must(tmp, "bash", script, wpt)
	_, rest := wptTable(t, string(orig["README.md"]))
	readme := readFile(t, filepath.Join(data, "README.md"))
	rows, got := wptTable(t, string(readme))
	if got != rest {
		t.Errorf("the README outside the table changed")
	}
	for _, f := range wptFiles {
		if !bytes.Equal(readFile(t, filepath.Join(data, f)), orig[f]) {
			t.Errorf("%s: the copy changed (a checkout holding the same files)", f)
		}
		want := wptRow{commit: first, sha256: sha256Hex(orig[f]), entries: inputEntries(orig[f]), how: "read from a WPT checkout by scripts/wptdata"}
		if row := rows[f]; row.commit != want.commit || row.sha256 != want.sha256 || row.entries != want.entries || row.how != want.how {
			t.Errorf("%s: row %q, want commit %s, sha256 %s, %d entries, %q", f, row.line, want.commit, want.sha256, want.entries, want.how)
		}
	}
	if len(rows) != len(wptFiles) {
		t.Errorf("table has %d rows, want %d", len(rows), len(wptFiles))
	}

	// A second commit changes toascii.json; refreshing it alone changes
	// its copy and its row only.
	newer := bytes.Replace(orig["toascii.json"], []byte("\n]\n"),
		[]byte(",\n  {\n    \"input\": \"example.test\",\n    \"output\": \"example.test\"\n  }\n]\n"), 1)
	if bytes.Equal(newer, orig["toascii.json"]) {
		t.Fatal("toascii.json does not end in \\n]\\n")
	}
	writeFile(t, filepath.Join(resources, "toascii.json"), newer)
	must(wpt, "git", "commit", "-q", "-m", "second", "url/resources/toascii.json")
	second := must(wpt, "git", "rev-parse", "HEAD")
	must(tmp, "bash", script, wpt, "toascii.json")
	rows2, got := wptTable(t, string(readFile(t, filepath.Join(data, "README.md"))))
	if got != rest {
		t.Errorf("the README outside the table changed")
	}
	if !bytes.Equal(readFile(t, filepath.Join(data, "toascii.json")), newer) {
		t.Errorf("toascii.json: the copy is not the second commit's")
	}
	if row := rows2["toascii.json"]; row.commit != second || row.sha256 != sha256Hex(newer) || row.entries != inputEntries(orig["toascii.json"])+1 {
		t.Errorf("toascii.json: row %q, want commit %s, sha256 %s, %d entries", row.line, second, sha256Hex(newer), inputEntries(orig["toascii.json"])+1)
	}
	for _, f := range wptFiles {
		if f == "toascii.json" {
			continue
		}
		if rows2[f] != rows[f] {
			t.Errorf("%s: row %q became %q, refreshing toascii.json alone", f, rows[f].line, rows2[f].line)
		}
		if !bytes.Equal(readFile(t, filepath.Join(data, f)), orig[f]) {
			t.Errorf("%s: the copy changed, refreshing toascii.json alone", f)
		}
	}

	// A file that is not one of the four: refused, nothing written.
	before := readFile(t, filepath.Join(data, "README.md"))
	out, err := run(tmp, "bash", script, wpt, "setters_tests.json")
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(out, "setters_tests.json is not one of") {
		t.Errorf("scripts/wptdata with setters_tests.json: %v, %q; want exit status 2 naming it", err, out)
	}
	if !bytes.Equal(readFile(t, filepath.Join(data, "README.md")), before) {
		t.Errorf("the README changed on a refused run")
	}
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}
