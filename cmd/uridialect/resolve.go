package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

const resolveAbout = `Resolves each REF against BASE and prints one result per line.

With - in place of BASE, reads base<TAB>reference lines from standard input and
writes base<TAB>reference<TAB>result<TAB>error lines, one per input line, in
order. error is empty on success, result empty on failure. Output fields escape
backslash, TAB, LF and CR as \\, \t, \n and \r. A line that is empty, has no TAB
or more than one, or is longer than -max-line bytes gives an error line. The exit
status is 1 if any line failed, and the count is reported on standard error.

Two limits apply: -max-line bounds a whole batch line, and the dialect's option
maxlength (-o maxlength=N) bounds each base and reference, in batch or not. Both
default to 1048576 bytes, so a line that fits holds references that do; to
resolve longer references in a batch, raise both.`

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("resolve", "[-d NAME] [-o KEY=VALUE]... BASE REF... | -", resolveAbout, stderr)
	var df dialectFlags
	df.register(fs)
	maxLine := fs.Int("max-line", engine.DefaultMaxLine, "longest batch input line, in `BYTES`")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	rest := fs.Args()
	batch := len(rest) == 1 && rest[0] == "-"
	if !batch && len(rest) < 2 {
		return usageError(fs, "want BASE and at least one REF, or - for a batch on standard input")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	if batch {
		b := engine.Batch{Dialect: d, MaxLine: *maxLine}
		st, err := b.Run(stdin, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "uridialect resolve: %v\n", err)
			return exitInvalid
		}
		if st.Failed > 0 {
			fmt.Fprintf(stderr, "uridialect resolve: %d of %d lines failed\n", st.Failed, st.Lines)
			return exitInvalid
		}
		return exitOK
	}
	status := exitOK
	for _, ref := range rest[1:] {
		res, err := dialect.ResolveString(d, rest[0], ref)
		if err != nil {
			printError(stderr, "uridialect resolve: ", err)
			status = exitInvalid
			continue
		}
		fmt.Fprintln(stdout, res)
	}
	return status
}
