package main

import (
	"encoding/base64"
	"encoding/json"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestResolveRefsFromStdin: "resolve BASE -" resolves each line of
// standard input against BASE, the empty line as the empty reference.
func TestResolveRefsFromStdin(t *testing.T) {
	out, stderr, status := cli(t, "?y\n\n../../../g\n", "resolve", "http://a/b/c/d;p?q", "-", "-d", "rfc1808")
	assert.Equal(t, exitOK, status, stderr)
	assert.Equal(t, "http://a/b/c/d;p?q\t?y\thttp://a/b/c/d;p?y\t\t\n"+
		"http://a/b/c/d;p?q\t\thttp://a/b/c/d;p?q\t\t\n"+
		"http://a/b/c/d;p?q\t../../../g\thttp://a/../g\t\t\n", out)

	for _, args := range [][]string{
		{"resolve", "http://a/", "g", "-"},
		{"resolve", "-", "g"},
		{"compare", "http://a/", "g", "-"},
		{"validate", "http://a/", "-"},
	} {
		_, stderr, status := cli(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Contains(t, stderr, "- reads standard input", "%q", args)
	}
}

// TestResolveWarnsOfSpacesAndControls: a reference with a space or a
// control byte is resolved as written, with a note on standard error.
func TestResolveWarnsOfSpacesAndControls(t *testing.T) {
	out, stderr, status := cli(t, "", "resolve", "http://a/b/", "c d", "e\x01", "f")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/b/c d\nhttp://a/b/e\x01\nhttp://a/b/f\n", out)
	assert.Equal(t, "uridialect resolve: warning: \"c d\": reference: space at byte 1 (resolved as written)\n"+
		"uridialect resolve: warning: \"e\\x01\": reference: control byte 0x01 at byte 1 (resolved as written)\n", stderr)
}

// TestMaxLineMustBePositive: -max-line 0, negative or not a number is a
// usage error, for every command that takes it.
func TestMaxLineMustBePositive(t *testing.T) {
	for _, cmd := range []string{"resolve", "parse", "validate", "compare"} {
		for _, v := range []string{"0", "-5", "x"} {
			out, stderr, status := cli(t, "http://a/\tg\n", cmd, "-max-line", v, "-")
			assert.Equal(t, exitUsage, status, "%s -max-line %s", cmd, v)
			assert.Empty(t, out)
			assert.Contains(t, stderr, `invalid value "`+v+`" for flag -max-line: want a positive number of bytes`)
		}
	}
}

// TestStdinForms: parse, validate and compare read one string per line
// from standard input with "-"; a line over -max-line fails by its number
// and length, never cut.
func TestStdinForms(t *testing.T) {
	out, stderr, status := cli(t, "http://a/b\n"+strings.Repeat("x", 40)+"\nhttp://a/bcdefghij\n", "parse", "-max-line", "30", "-o", "maxlength=16", "-")
	assert.Equal(t, exitInvalid, status)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.Len(t, lines, 2)
	assert.True(t, strings.HasPrefix(lines[0], `{"scheme":"http","authority":"a","host":"a","path":"/b",`), lines[0])
	assert.True(t, strings.HasPrefix(lines[1], `{"input":"http://a/bcdefghij","error":"rfc3986: offset 16: `), lines[1])
	assert.Equal(t, "uridialect parse: line 2: 40 bytes, longer than the limit of 30 (-max-line raises it)\n"+
		"uridialect parse: 2 of 3 lines failed\n", stderr)

	out, _, status = cli(t, "http://a/b\nhttp://a b\n", "validate", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "valid\thttp://a/b\ninvalid\thttp://a b\n", out)

	out, stderr, status = cli(t, "?y\n;x\n", "compare", "http://a/b/c/d;p?q", "-", "-d", "rfc1808", "-d", "rfc2396")
	assert.Equal(t, exitOK, status, stderr)
	assert.Equal(t, "base       http://a/b/c/d;p?q\nreference  ?y\n"+
		"  rfc1808   http://a/b/c/d;p?y\n  rfc2396 * http://a/b/c/?y\n  (* differs from rfc1808)\n\n"+
		"base       http://a/b/c/d;p?q\nreference  ;x\n"+
		"  rfc1808   http://a/b/c/d;x\n  rfc2396 * http://a/b/c/;x\n  (* differs from rfc1808)\n", out, "without rfc3986, the first is the reference")

	out, stderr, status = cli(t, "http://a/b/c/d;p?q\tg\nno tab\n", "compare", "--json", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, 1, strings.Count(out, "\n"))
	assert.Equal(t, "uridialect compare: line 2: want base<TAB>reference, with exactly one TAB\n"+
		"uridialect compare: 1 of 2 lines failed\n", stderr)
}

// TestCompareOptionVariants: -d may repeat, each -o configures the -d
// before it, and --ref chooses the dialect the others are marked against.
func TestCompareOptionVariants(t *testing.T) {
	out, stderr, status := cli(t, "", "compare", "http://a/b/c/d;p?q", "../../../g",
		"-d", "rfc2396", "-d", "rfc2396", "-o", "dotdot=drop", "--ref", "rfc2396(dotdot=drop)")
	assert.Equal(t, exitOK, status, stderr)
	assert.Equal(t, "base       http://a/b/c/d;p?q\nreference  ../../../g\n"+
		"  rfc2396              * http://a/../g\n"+
		"  rfc2396(dotdot=drop)   http://a/g\n"+
		"  (* differs from rfc2396(dotdot=drop))\n", out)

	_, stderr, status = cli(t, "", "compare", "-o", "dotdot=drop", "http://a/", "g")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr, "give -d first")

	_, stderr, status = cli(t, "", "compare", "--ref", "rfc1808", "-d", "rfc2396", "http://a/", "g")
	assert.Equal(t, exitUsage, status)
	assert.Contains(t, stderr, `--ref "rfc1808" is not among the dialects compared (rfc2396)`)
}

// TestJSONKeepsInvalidUTF8: a string that is not UTF-8 keeps its bytes
// in a KEY_bytes field, in every command's JSON.
func TestJSONKeepsInvalidUTF8(t *testing.T) {
	const ref = "b\xff\xfec"
	decode := func(line string) map[string]any {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		return m
	}
	bytesOf := func(m map[string]any, key string) string {
		b, err := base64.StdEncoding.DecodeString(m[key+"_bytes"].(string))
		require.NoError(t, err)
		return string(b)
	}

	out, _, _ := cli(t, "", "parse", ref)
	m := decode(out)
	assert.Equal(t, ref, bytesOf(m, "path"))
	assert.Equal(t, "b\uFFFD\uFFFDc", m["path"])

	out, _, _ = cli(t, "", "validate", "--json", ref)
	assert.Equal(t, ref, bytesOf(decode(out), "input"))

	out, _, _ = cli(t, "", "compare", "--json", "-d", "rfc3986", "http://a/", ref)
	m = decode(out)
	assert.Equal(t, ref, bytesOf(m, "reference"))
	result := m["results"].([]any)[0].(map[string]any)
	assert.Equal(t, "http://a/"+ref, bytesOf(result, "result"))

	out, _, _ = cli(t, "http://a/b/c/d;p?q\t"+ref+"\thttp://a/b/c/G\n", "fit", "--json", "--top", "1", "-")
	m = decode(out)
	miss := m["ranking"].([]any)[0].(map[string]any)["misses"].([]any)[0].(map[string]any)
	assert.Equal(t, ref, bytesOf(miss, "reference"))
	assert.Equal(t, "http://a/b/c/"+ref, bytesOf(miss, "answer"))
	assert.Equal(t, "http://a/b/c/"+ref, bytesOf(miss["step"].(map[string]any), "state"))
	assert.Equal(t, ref, bytesOf(m["unreproduced"].([]any)[0].(map[string]any), "reference"))

	out, _, _ = cli(t, "", "parse", "http://a/b")
	assert.NotContains(t, out, "_bytes", "valid UTF-8 needs no twin")
}

// TestOneJSONVocabulary: every dialect's parse uses the same keys, the
// specification's own names under spec_names.
func TestOneJSONVocabulary(t *testing.T) {
	generic := map[string]bool{"scheme": true, "authority": true, "userinfo": true, "host": true, "port": true,
		"path": true, "params": true, "query": true, "fragment": true, "spec_names": true}
	for _, name := range []string{"rfc1630", "draft01", "rfc1808", "rfc2396", "rfc3986"} {
		out, stderr, status := cli(t, "", "parse", "-d", name, "http://u@a:1/b;p?q#f")
		require.Equal(t, exitOK, status, stderr)
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &m))
		for k := range m {
			assert.True(t, generic[k], "%s: key %q", name, k)
		}
		assert.Contains(t, m, "spec_names", name)
	}
	out, _, _ := cli(t, "", "parse", "-d", "rfc1630", "http://a/b?q#f")
	assert.Equal(t, `{"scheme":"http","authority":"a","path":"/b","query":"q","fragment":"f",`+
		`"spec_names":{"scheme":"scheme","authority":"host part","path":"path","query":"search","fragment":"fragmentid"}}`+"\n", out)
}

func TestVersion(t *testing.T) {
	out, stderr, status := cli(t, "", "version")
	assert.Equal(t, exitOK, status, stderr)
	assert.True(t, strings.HasPrefix(out, "uridialect "), out)

	info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v0.3.0"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "bb28137ce181"}, {Key: "vcs.time", Value: "2026-11-24T21:39:30Z"}, {Key: "vcs.modified", Value: "true"}}}
	assert.Equal(t, "uridialect v0.3.0 (commit bb28137ce181+dirty, 2026-11-24T21:39:30Z) go1.26.8", versionText(info))
	info.Settings = nil
	assert.Equal(t, "uridialect v0.3.0 go1.26.8", versionText(info))
}
