package main

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// commandNames returns every registered subcommand, so that the tests
// below hold for subcommands added later.
func commandNames() []string {
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// TestFlagsAnywhere: a flag after the positional arguments is a flag, not
// a reference resolved by the default dialect.
func TestFlagsAnywhere(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, tc := range []struct {
		args []string
		want string
	}{
		// RFC 1808 keeps the base's params for "?y", RFC 3986 does not.
		{[]string{"resolve", base, "?y", "-d", "rfc1808"}, "http://a/b/c/d;p?y\n"},
		{[]string{"resolve", base, "-d", "rfc1808", "?y"}, "http://a/b/c/d;p?y\n"},
		{[]string{"resolve", base, "?y", "-d=rfc1808"}, "http://a/b/c/d;p?y\n"},
		{[]string{"resolve", base, "?y", "--dialect", "rfc1808"}, "http://a/b/c/d;p?y\n"},
		{[]string{"resolve", base, "?y"}, "http://a/b/c/d;p?y\n"},
		{[]string{"resolve", base, "../../../g", "-d", "rfc2396", "-o", "dotdot=drop"}, "http://a/g\n"},
		{[]string{"parse", "http://a/b;p", "-d", "rfc1808"}, `{"scheme":"http","authority":"a","path":"/b","params":"p","spec_names":{"scheme":"scheme","authority":"net_loc","path":"path","params":"params"}}` + "\n"},
		{[]string{"validate", "http://a/b", "--json"}, `{"input":"http://a/b","valid":true,"violations":[]}` + "\n"},
	} {
		out, stderr, status := cli(t, "", tc.args...)
		assert.Equal(t, exitOK, status, "%q: %s", tc.args, stderr)
		assert.Equal(t, tc.want, out, "%q", tc.args)
	}

	out, _, status := cli(t, "", "compare", base, "g", "--json")
	assert.Equal(t, exitOK, status)
	assert.True(t, strings.HasPrefix(out, `{"base":`), out)

	out, _, status = cli(t, "", "explain", base, "g", "-d", "rfc1808")
	assert.Equal(t, exitOK, status)
	assert.True(t, strings.HasPrefix(out, "rfc1808: "), out)
	assert.Contains(t, out, "RFC 1808, Section 4")
}

// TestDashIsPositional: a lone "-" is an argument (standard input), even
// with flags after it.
func TestDashIsPositional(t *testing.T) {
	out, stderr, status := cli(t, "http://a/b/c/d;p?q\t?y\n", "resolve", "-", "-d", "rfc1808")
	assert.Equal(t, exitOK, status, stderr)
	assert.Equal(t, "http://a/b/c/d;p?q\t?y\thttp://a/b/c/d;p?y\t\t\n", out)
}

// TestDoubleDashEndsFlags: after "--" a word starting with "-" is a
// reference, and a flag is no flag.
func TestDoubleDashEndsFlags(t *testing.T) {
	out, stderr, status := cli(t, "", "resolve", "-d", "rfc3986", "--", "http://a/b/", "-g", "-d")
	assert.Equal(t, exitOK, status, stderr)
	assert.Equal(t, "http://a/b/-g\nhttp://a/b/-d\n", out)
}

// TestFlagLikeReferenceIsUsageError: without "--", a reference that looks
// like a flag is refused, never resolved as something else.
func TestFlagLikeReferenceIsUsageError(t *testing.T) {
	out, stderr, status := cli(t, "", "resolve", "http://a/b/", "-g")
	assert.Equal(t, exitUsage, status)
	assert.Empty(t, out)
	assert.Equal(t, "uridialect resolve: flag provided but not defined: -g\nRun 'uridialect resolve --help' for usage.\n", stderr)

	_, stderr, status = cli(t, "", "resolve", "http://a/b/", "g", "-d")
	assert.Equal(t, exitUsage, status)
	assert.Equal(t, "uridialect resolve: flag needs an argument: -d\nRun 'uridialect resolve --help' for usage.\n", stderr)
}

// TestHelpOnceOnStdout: --help, -h and "help CMD" print the command's help
// once, to standard output, and exit 0, for every subcommand.
func TestHelpOnceOnStdout(t *testing.T) {
	for _, name := range commandNames() {
		want, stderr, status := cli(t, "", name, "--help")
		assert.Equal(t, exitOK, status, name)
		assert.Empty(t, stderr, name)
		assert.Equal(t, 1, strings.Count(want, "Usage: uridialect "+name), "%s: the help once\n%s", name, want)
		for _, args := range [][]string{{name, "-h"}, {name, "-help"}, {"help", name}, {name, "x", "--help"}} {
			out, stderr, status := cli(t, "", args...)
			assert.Equal(t, exitOK, status, "%q", args)
			assert.Empty(t, stderr, "%q", args)
			assert.Equal(t, want, out, "%q", args)
		}
	}
	out, stderr, status := cli(t, "", "--help")
	assert.Equal(t, exitOK, status)
	assert.Empty(t, stderr)
	assert.Equal(t, 1, strings.Count(out, "Usage: uridialect COMMAND"))
	help, _, _ := cli(t, "", "help")
	assert.Equal(t, out, help)
}

// TestUsageErrorIsTwoLines: a usage mistake prints its message and a
// pointer to --help on standard error, nothing on standard output, and
// exits 2, for every subcommand.
func TestUsageErrorIsTwoLines(t *testing.T) {
	for _, name := range commandNames() {
		out, stderr, status := cli(t, "", name, "--no-such-flag")
		assert.Equal(t, exitUsage, status, name)
		assert.Empty(t, out, name)
		assert.Equal(t, "uridialect "+name+": flag provided but not defined: -no-such-flag\n"+
			"Run 'uridialect "+name+" --help' for usage.\n", stderr, name)
	}
	for _, args := range [][]string{
		{"resolve", "http://a/"},
		{"resolve", "-d", "rfc2369", "http://a/", "g"},
		{"parse", "a", "b"},
		{"explain", "http://a/"},
		{"dialects", "rfc2369"},
	} {
		out, stderr, status := cli(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, out, "%q", args)
		lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
		if assert.Len(t, lines, 2, "%q: %s", args, stderr) {
			assert.True(t, strings.HasPrefix(lines[0], "uridialect "+args[0]+": "), "%q", args)
			assert.Equal(t, "Run 'uridialect "+args[0]+" --help' for usage.", lines[1])
		}
	}
	for _, args := range [][]string{{"frobnicate"}, {"help", "frobnicate"}, {"help", "a", "b"}} {
		out, stderr, status := cli(t, "", args...)
		assert.Equal(t, exitUsage, status, "%q", args)
		assert.Empty(t, out, "%q", args)
		assert.Equal(t, 2, strings.Count(stderr, "\n"), "%q: %s", args, stderr)
		assert.True(t, strings.HasSuffix(stderr, "Run 'uridialect --help' for usage.\n"), "%q: %s", args, stderr)
	}
}
