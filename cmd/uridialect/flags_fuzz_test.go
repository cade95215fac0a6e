package main

import (
	"io"
	"slices"
	"strings"
	"testing"
)

// FuzzParseFlags parses random command lines (words separated by NUL) with
// a flag set like the commands': it never panics, and on success every
// positional argument is a word of the line, in order, that is "-", does
// not start with "-", or stands after "--"; a word the flags took is never
// returned as an argument.
func FuzzParseFlags(f *testing.F) {
	for _, line := range []string{
		"http://a/\x00g\x00-d\x00rfc1808",
		"-\x00-d\x00rfc2396\x00--json",
		"--\x00-g\x00-d",
		"-d=rfc1808\x00a\x00--json=false\x00b",
		"-d",
		"--help\x00a",
		"-o\x00--\x00x",
		"",
	} {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\x00")
		fs := newFlagSet("fuzz", "ARGS", "fuzzing", io.Discard)
		var df dialectFlags
		df.register(fs)
		fs.Bool("json", false, "")
		if stop, _ := parseFlags(fs, args, io.Discard); stop {
			return
		}
		rest := fs.Args()
		// rest is a subsequence of args.
		i := 0
		for _, a := range args {
			if i < len(rest) && a == rest[i] {
				i++
			}
		}
		if i != len(rest) {
			t.Fatalf("arguments %q are not a subsequence of %q", rest, args)
		}
		dash := slices.Index(args, "--")
		for _, a := range rest {
			if strings.HasPrefix(a, "-") && a != "-" && dash < 0 {
				t.Fatalf("%q taken as an argument, with no --, in %q", a, args)
			}
		}
	})
}
