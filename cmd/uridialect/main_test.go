package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// cli runs the command line with args and stdin and returns what it wrote
// and its exit status.
func cli(t *testing.T, stdin string, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	var out, errOut bytes.Buffer
	status = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), status
}

func TestResolveKeepsEmptyFragmentAndQuery(t *testing.T) {
	out, _, status := cli(t, "", "resolve", "-d", "rfc3986", "http://x/y?q", "#")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://x/y?q#\n", out)
	out, _, status = cli(t, "", "resolve", "-d", "rfc3986", "http://x/y?q", "?")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://x/y?\n", out)
}

func TestDefaultDialectIsRFC3986(t *testing.T) {
	out, _, status := cli(t, "", "resolve", "http://a/b/c/d;p?q", "?y")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/b/c/d;p?y\n", out)
}

func TestUsageErrorsExit2(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"resolve"},
		{"resolve", "http://a/"},
		{"resolve", "-d", "rfc2369", "http://a/", "g"},
		{"resolve", "-o", "nosuch=1", "http://a/", "g"},
		{"resolve", "--no-such-flag", "http://a/", "g"},
		{"parse"},
		{"parse", "a", "b"},
		{"validate"},
		{"compare", "http://a/"},
		{"explain", "http://a/"},
		{"dialects", "rfc2369"},
	} {
		_, stderr, status := cli(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.NotEmpty(t, stderr, "%q", args)
	}
}

func TestUnknownDialectListsKnown(t *testing.T) {
	_, stderr, _ := cli(t, "", "resolve", "-d", "rfc2369", "http://a/", "g")
	assert.Contains(t, stderr, `unknown dialect "rfc2369" (known: `)
	assert.Contains(t, stderr, "rfc3986")
}

func TestHelpExits0(t *testing.T) {
	for _, name := range []string{"", "dialects", "resolve", "parse", "validate", "compare", "explain"} {
		args := []string{"--help"}
		if name != "" {
			args = []string{name, "--help"}
		}
		out, _, status := cli(t, "", args...)
		assert.Equal(t, exitOK, status, name)
		assert.Contains(t, out, "uridialect", name)
	}
}

// TestHelpListsProfiles checks that the top-level help names every
// dialect and every client profile a user can give -d.
func TestHelpListsProfiles(t *testing.T) {
	out, _, status := cli(t, "", "--help")
	require.Equal(t, exitOK, status)
	for _, d := range engine.All() {
		assert.Contains(t, out, d.Name())
	}
	assert.Contains(t, out, "Client profiles (-d NAME, --from NAME): mosaic2, ")
}

func TestParseJSON(t *testing.T) {
	out, _, status := cli(t, "", "parse", "http://x/#")
	require.Equal(t, exitOK, status)
	assert.Equal(t, `{"scheme":"http","authority":"x","host":"x","path":"/","fragment":"",`+
		`"spec_names":{"scheme":"scheme","authority":"authority","host":"host","path":"path","fragment":"fragment"}}`+"\n", out)
	out, _, _ = cli(t, "", "parse", "http://x/")
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Equal(t, "x", m["host"])
	assert.NotContains(t, m, "fragment", "an undefined part is an absent key")
}

// TestParseWhatwgRecord: under whatwg, parse prints the URL record's
// components (host by UTS #46, path and query percent-encoded) and the
// input split as written under as_written; a reference the parser
// refuses is an error, and --as-written prints only the split.
func TestParseWhatwgRecord(t *testing.T) {
	out, _, status := cli(t, "", "parse", "-d", "whatwg", "https://a†--/p a?q r")
	require.Equal(t, exitOK, status)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m))
	assert.Equal(t, "xn--a---kp0a", m["host"])
	assert.Equal(t, "/p%20a", m["path"])
	assert.Equal(t, "q%20r", m["query"])
	written, ok := m["as_written"].(map[string]any)
	require.True(t, ok, out)
	assert.Equal(t, "a†--", written["host"])
	assert.Equal(t, "/p a", written["path"])

	out, stderr, status := cli(t, "", "parse", "-d", "whatwg", "g")
	assert.Equal(t, exitInvalid, status)
	assert.Empty(t, out)
	assert.Contains(t, stderr, "missing-scheme-non-relative-URL")

	out, _, status = cli(t, "", "parse", "-d", "whatwg", "--base", "http://x/y/", "g")
	require.Equal(t, exitOK, status)
	assert.True(t, strings.HasPrefix(out, `{"scheme":"http","authority":"x","host":"x","path":"/y/g",`), out)

	out, _, status = cli(t, "", "parse", "-d", "whatwg", "--as-written", "g")
	require.Equal(t, exitOK, status)
	assert.Equal(t, `{"path":"g","spec_names":{"path":"path"}}`+"\n", out)
}

func TestValidateReportsEveryViolation(t *testing.T) {
	out, stderr, status := cli(t, "", "validate", "http://a b/%zz|", "http://a/b")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "invalid\thttp://a b/%zz|\nvalid\thttp://a/b\n", out)
	assert.Equal(t, 3, strings.Count(stderr, "rfc3986: offset "), stderr)
	for _, want := range []string{"offset 8:", "offset 11:", "offset 14:", "<pct-encoded>"} {
		assert.Contains(t, stderr, want)
	}

	out, _, status = cli(t, "", "validate", "--json", "http://a b/%zz|")
	assert.Equal(t, exitInvalid, status)
	var v struct {
		Valid      bool
		Violations []struct{ Offset, Length int }
	}
	require.NoError(t, json.Unmarshal([]byte(out), &v))
	assert.False(t, v.Valid)
	require.Len(t, v.Violations, 3)
	assert.Equal(t, 11, v.Violations[1].Offset)
	assert.Equal(t, 3, v.Violations[1].Length)

	out, _, status = cli(t, "", "validate", "http://a/b?c#d")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "valid\thttp://a/b?c#d\n", out)
}

func TestExplainCitesSteps(t *testing.T) {
	out, _, status := cli(t, "", "explain", "-d", "rfc3986", "http://a/b/c/d;p?q", "../g")
	require.Equal(t, exitOK, status)
	assert.Contains(t, out, "RFC 3986, Section 5.2.4, step 2C")
	assert.True(t, strings.HasSuffix(out, "result: http://a/b/g\n"), out)
}

func TestBatchReportsFailuresAndKeepsEveryLine(t *testing.T) {
	out, stderr, status := cli(t, "http://a/b/c/d;p?q\tg\nnot a pair\n\nhttp://a/\t../x\n", "resolve", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "uridialect resolve: 2 of 4 lines failed\n", stderr)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 4)
	for _, l := range lines {
		assert.Equal(t, 4, strings.Count(l, "\t"), "%q", l)
	}
	assert.Equal(t, "http://a/b/c/d;p?q\tg\thttp://a/b/c/g\t\t", lines[0])
	assert.Equal(t, "http://a/\t../x\thttp://a/x\t\t", lines[3])
}

// TestBatchOverPublishedExamples feeds every resolve table of every
// dialect (in its package's testdata/) through "uridialect resolve -d NAME
// [-o ...] -" and checks each output line.
func TestBatchOverPublishedExamples(t *testing.T) {
	type table struct{ name, file string }
	var files []table
	for _, d := range engine.All() {
		found, err := filepath.Glob(dialecttest.Table("../..", d, "resolve*.txt"))
		require.NoError(t, err)
		for _, f := range found {
			files = append(files, table{d.Name(), f})
		}
	}
	require.NotEmpty(t, files)
	for _, tf := range files {
		name, file := tf.name, tf.file
		cases, err := dialecttest.ReadCases(file)
		require.NoError(t, err)
		// One batch run per set of options, lines in table order.
		groups := map[string][]dialecttest.Case{}
		var order []string
		for _, c := range cases {
			if strings.ContainsAny(c.Base+c.Ref, "\t\n\r") {
				continue // no line of the batch's input holds it (wget1's white space)
			}
			var opts []string
			for _, o := range c.Options {
				opts = append(opts, "-o", o.Key+"="+o.Value)
			}
			key := strings.Join(opts, " ")
			if _, seen := groups[key]; !seen {
				order = append(order, key)
			}
			groups[key] = append(groups[key], c)
		}
		for _, key := range order {
			group := groups[key]
			var in strings.Builder
			for _, c := range group {
				in.WriteString(c.Base + "\t" + c.Ref + "\n")
			}
			args := append([]string{"resolve", "-d", name}, strings.Fields(key)...)
			out, _, _ := cli(t, in.String(), append(args, "-")...)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			require.Len(t, lines, len(group), "%s %s", file, key)
			for i, c := range group {
				fields := strings.Split(lines[i], "\t")
				require.Len(t, fields, 5, "%s:%d: %q", file, c.Line, lines[i])
				if c.WantErr {
					assert.NotEmpty(t, fields[3], "%s:%d: %s %s: want an error, got %q", file, c.Line, name, c.Ref, fields[2])
					continue
				}
				assert.Equal(t, escapeField(c.Want), fields[2], "%s:%d: %s %s %q", file, c.Line, name, key, c.Ref)
				assert.Empty(t, fields[3], "%s:%d", file, c.Line)
			}
		}
	}
}

func escapeField(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\t", `\t`, "\n", `\n`, "\r", `\r`).Replace(s)
}
