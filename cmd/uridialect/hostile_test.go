package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBatchHostileLinesExit1 feeds "uridialect resolve -" every kind of
// hostile line, under every dialect: the exit status is 1, standard error
// says how many lines failed, and standard output has one line per input
// line, each with exactly four TABs (five fields, the last a warning).
func TestBatchHostileLinesExit1(t *testing.T) {
	in := "http://a/b/c/d;p?q\tg\r\n" + // CRLF
		"\n" + // empty
		"no tab\n" + // no TAB
		"http://a/\tg\th\n" + // two TABs
		"http://a/b/c/d;p?q\tb%zz%4%\n" + // invalid escapes
		"http://a/b/c/d;p?q\tb\x00c\n" + // NUL
		"http://a/b/c/d;p?q\tb\x01\x7fc\n" + // control characters
		"http://a/b/c/d;p?q\tb\xff\xfec\n" + // invalid UTF-8
		"http://a/b/c/d;p?q\tb c\n" + // space
		"http://a/b/c/d;p?q\t" + strings.Repeat("a/../", 100_000) + "g\n" + // 100,000 dot segments
		"http://a/b/c/d;p?q\t" + strings.Repeat("x", 1<<20) + "\n" + // a line over -max-line
		"\r\n" + // an empty CRLF line
		"http://a/b/c/d;p?q\tlast" // no final LF
	for _, name := range []string{"rfc1630", "draft01", "rfc1808", "rfc2396", "rfc3986"} {
		t.Run(name, func(t *testing.T) {
			out, stderr, status := cli(t, in, "resolve", "-d", name, "-")
			assert.Equal(t, exitInvalid, status)
			assert.Equal(t, "uridialect resolve: 5 of 13 lines failed\n", stderr)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			require.Len(t, lines, 13)
			for i, l := range lines {
				assert.Equal(t, 4, strings.Count(l, "\t"), "line %d", i+1)
			}
			assert.Contains(t, lines[0], "\thttp://a/b/c/g\t")
			assert.Contains(t, lines[5], `b`+"\x00"+`c`, "NUL is kept as it is")
			assert.True(t, strings.HasSuffix(lines[9], "\thttp://a/b/c/g\t\t"), "100,000 dot segments")
			assert.Equal(t, "\t\t\tline 11: 1048595 bytes, longer than the limit of 1048576\t", lines[10], "nothing echoed")
			assert.True(t, strings.HasSuffix(lines[11], "\tline 12: empty line: want base<TAB>reference\t"))
			assert.True(t, strings.HasSuffix(lines[8], "\t\treference: space at byte 1"), "a space flagged")
			assert.True(t, strings.HasSuffix(lines[6], "\t\treference: control byte 0x01 at byte 1"), "a control byte flagged")
			assert.Contains(t, lines[12], "\tlast\t")
		})
	}
}

// TestMaxLineAndMaxLength: -max-line bounds a batch line, the option
// maxlength each reference; raising the one without the other moves the
// error from the line to the reference.
func TestMaxLineAndMaxLength(t *testing.T) {
	in := "http://a/\t" + strings.Repeat("x", 1<<20+10) + "\n"

	out, stderr, status := cli(t, in, "resolve", "-")
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, "uridialect resolve: 1 of 1 lines failed\n", stderr)
	assert.Equal(t, "\t\t\tline 1: 1048596 bytes, longer than the limit of 1048576\t\n", out)

	out, _, status = cli(t, in, "resolve", "-max-line", "4000000", "-")
	assert.Equal(t, exitInvalid, status)
	assert.True(t, strings.HasSuffix(out, "\t\trfc3986: offset 1048576: input of 1048586 bytes is longer than the limit of 1048576 bytes (option maxlength=N raises it) (uridialect, Limits)\t\n"), "%.200q", out[len(out)-200:])

	out, stderr, status = cli(t, in, "resolve", "-max-line", "4000000", "-o", "maxlength=4000000", "-")
	assert.Equal(t, exitOK, status, stderr)
	assert.True(t, strings.HasSuffix(out, "\thttp://a/"+strings.Repeat("x", 1<<20+10)+"\t\t\n"))
}

// TestHostileArguments: over-long and malformed arguments give a clear
// positioned error and exit 1, never a panic; the report of a long input
// shows the input around each violation only, so it grows with the number
// of violations, not with their number times the input's length.
func TestHostileArguments(t *testing.T) {
	over := "http://a/" + strings.Repeat("b", 1<<20)
	for _, args := range [][]string{
		{"resolve", "http://a/", over},
		{"resolve", over, "g"},
		{"parse", over},
		{"validate", over},
		{"explain", "http://a/", over},
	} {
		_, stderr, status := cli(t, "", args...)
		assert.Equal(t, exitInvalid, status, "%s", args[0])
		assert.Contains(t, stderr, "offset 1048576: input of 1048585 bytes is longer than the limit of 1048576 bytes", args[0])
		assert.Less(t, len(stderr), 1000, "%s: the report quotes the input around the offset only", args[0])
	}

	bad := "http://a/" + strings.Repeat("%z", 50_000)
	_, stderr, status := cli(t, "", "validate", "-d", "rfc3986", bad)
	assert.Equal(t, exitInvalid, status)
	assert.Equal(t, 50_000, strings.Count(stderr, "<pct-encoded>"))
	assert.Less(t, len(stderr), 50_000*400, "linear in the violations")

	out, _, status := cli(t, "", "resolve", "http://a/b/c/d;p?q", "b\x00 \xff%zz", "../"+strings.Repeat("../", 100_000)+"g")
	assert.Equal(t, exitOK, status)
	assert.Equal(t, "http://a/b/c/b\x00 \xff%zz\nhttp://a/g\n", out)
}
