package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

const relativizeAbout = `Prints, for each TARGET, the shortest reference that resolves against BASE to
exactly TARGET: under the dialect of -d, or with several -d the reference that
every one of them resolves to TARGET (the absolute TARGET is checked too: it is
not safe everywhere). --reasons lists on standard error each shorter candidate
and the dialect that reads it otherwise.

With - in place of BASE, reads base<TAB>target lines from standard input and
writes base<TAB>target<TAB>reference<TAB>error lines, one per input line, in
order, with the escaping and exit status of 'uridialect resolve -'. An empty
reference with an empty error is the answer "": the base itself.`

func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("relativize", "[-d NAME]... [-o KEY=VALUE]... [--reasons] BASE TARGET... | -", relativizeAbout, stderr)
	var names nameList
	var options optionList
	fs.Var(&names, "d", "dialect `NAME`, repeatable: the reference must be safe under each (default rfc3986)")
	fs.Var(&names, "dialect", "same as -d")
	fs.Var(&options, "o", "dialect option `KEY=VALUE`, repeatable, with a single -d")
	reasons := fs.Bool("reasons", false, "list each shorter candidate and why it was rejected, on standard error")
	maxLine := fs.Int("max-line", engine.DefaultMaxLine, "longest batch input line, in `BYTES`")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	rest := fs.Args()
	batch := len(rest) == 1 && rest[0] == "-"
	if !batch && len(rest) < 2 {
		return usageError(fs, "want BASE and at least one TARGET, or - for a batch on standard input")
	}
	ds, err := relativizeDialects(fs, names, options)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	if batch {
		b := engine.RelativizeBatch{Dialects: ds, MaxLine: *maxLine}
		st, err := b.Run(stdin, stdout)
		if err != nil {
			fmt.Fprintf(stderr, "uridialect relativize: %v\n", err)
			return exitInvalid
		}
		if st.Failed > 0 {
			fmt.Fprintf(stderr, "uridialect relativize: %d of %d lines failed\n", st.Failed, st.Lines)
			return exitInvalid
		}
		return exitOK
	}
	rz := engine.Relativizer{Dialects: ds, Reasons: *reasons}
	status := exitOK
	for _, target := range rest[1:] {
		s, err := rz.Relativize(rest[0], target)
		for _, r := range s.Rejected {
			fmt.Fprintf(stderr, "uridialect relativize: rejected %v\n", r)
		}
		if err != nil {
			printError(stderr, "uridialect relativize: ", err)
			status = exitInvalid
			continue
		}
		fmt.Fprintln(stdout, s.Ref)
	}
	return status
}

// relativizeDialects returns the dialects named, rfc3986 when none is;
// options apply to a single dialect only.
func relativizeDialects(fs *flag.FlagSet, names nameList, options optionList) ([]dialect.Dialect, error) {
	if len(names) == 0 {
		names = nameList{engine.DefaultName}
	}
	if len(options) > 0 && len(names) > 1 {
		return nil, fmt.Errorf("-o applies to one dialect; with several -d use their defaults")
	}
	var ds []dialect.Dialect
	for _, n := range names {
		d, err := engine.Get(n, options...)
		if err != nil {
			return nil, err
		}
		ds = append(ds, d)
	}
	return ds, nil
}
