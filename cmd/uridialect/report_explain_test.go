package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"html"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReportExplainWindows1252 migrates a windows-1252 site (a real cp-1252
// page, testdata/migrate/encodings, with links of its language added:
// "forsøk" and "blåbær" in its bytes, in a path, a query and under a
// BASE) and runs every explain command its report prints, as a shell
// reads them (bash, whose $'...' quotes carry the page's bytes): each runs,
// and its result is the target the link table gives that link, then under
// --from and now under the dialect named, byte for byte. The report shows
// the page's ø.
func TestReportExplainWindows1252(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash not found: the report's commands are run as a shell reads them")
	}
	page, err := os.ReadFile("../../testdata/migrate/encodings/cp-1252-2025.html")
	require.NoError(t, err)
	links := "<P><A HREF=\"fors\xF8k/index.html\">1</A> <A HREF=\"s\xF8k?q=bl\xE5b\xE6r\">2</A>" +
		" <A HREF=\"../bl\xE5b\xE6r.html#fors\xF8k\">3</A> <A HREF=\"skole sider/fors\xF8k.html\">4</A>\n"
	at := bytes.LastIndex(page, []byte("</BODY>"))
	require.Positive(t, at)
	site := filepath.Join(t.TempDir(), "skole")
	require.NoError(t, os.MkdirAll(site, 0o755))
	file := filepath.Join(site, "cp-1252.html")
	require.NoError(t, os.WriteFile(file, append(append(append([]byte{}, page[:at]...), links...), page[at:]...), 0o644))

	out := t.TempDir()
	_, errs, status := runCmd("", "migrate", "--from", "rfc2396", "--to", "whatwg,rfc3986", "--out", out, "--quiet",
		"--links", "all", "--format", "jsonl", "--map", site+"=http://www.skole.example/sider/", file)
	require.Equal(t, 0, status, errs)

	// The table's targets, exact: then, and now by dialect.
	targets := map[string]map[string]bool{"then": {}}
	f, err := os.Open(filepath.Join(out, "links.jsonl"))
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	exact := func(m map[string]any, key string) string {
		if p, ok := m[key+"_bytes"].(string); ok {
			b, err := url.PathUnescape(p)
			require.NoError(t, err)
			return b
		}
		v, _ := m[key].(string)
		return v
	}
	for sc.Scan() {
		var r map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		targets["then"][exact(r, "target_then")] = true
		for _, s := range r["now"].([]any) {
			side := s.(map[string]any)
			name := side["dialect"].(string)
			if targets[name] == nil {
				targets[name] = map[string]bool{}
			}
			targets[name][exact(side, "target")] = true
		}
	}

	report, err := os.ReadFile(filepath.Join(out, "report.html"))
	require.NoError(t, err)
	assert.Contains(t, string(report), "forsøk", "the page's ø, as the page showed it")
	assert.NotContains(t, string(report), "\uFFFD", "no byte of the page shown as U+FFFD")
	commands := regexp.MustCompile(`<code class="explain">(.*?)</code>`).FindAllStringSubmatch(string(report), -1)
	require.NotEmpty(t, commands)
	withBytes := 0
	for _, c := range commands {
		command := html.UnescapeString(c[1])
		// bash reads the command's words; each is an argument, exactly.
		words, err := exec.Command(bash, "-c", `printf '%s\0' `+strings.TrimPrefix(command, "uridialect ")).Output()
		require.NoError(t, err, command)
		args := strings.Split(strings.TrimSuffix(string(words), "\x00"), "\x00")
		if strings.Contains(string(words), "\xF8") || strings.Contains(string(words), "ø") {
			withBytes++
		}
		stdout, stderr, status := runCmd("", args...)
		require.Equal(t, 0, status, "%s: %s", command, stderr)
		lines := strings.Split(strings.TrimSpace(stdout), "\n")
		result, ok := strings.CutPrefix(lines[len(lines)-1], "result: ")
		require.True(t, ok, stdout)
		side := "then"
		if d := args[2]; !strings.HasPrefix(d, "rfc2396") {
			side = strings.Fields(d)[0]
		}
		assert.True(t, targets[side][result], "%s gives %q, which the table does not have for %s", command, result, side)
	}
	assert.Positive(t, withBytes, "commands with the page's bytes")
	t.Logf("%d explain commands run", len(commands))
}
