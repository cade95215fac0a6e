package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
)

const explainAbout = `Resolves REF against BASE and prints the numbered steps the dialect's
algorithm took, each citing document, section and step, then the result.`

func runExplain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("explain", "[-d NAME] [-o KEY=VALUE]... BASE REF", explainAbout, stderr)
	var df dialectFlags
	df.register(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 2 {
		return usageError(fs, "want BASE and REF")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	tr, ok := d.(dialect.Tracer)
	if !ok {
		return usageError(fs, "%s cannot trace", d.Name())
	}
	base, ref := fs.Arg(0), fs.Arg(1)
	fmt.Fprintf(stdout, "%v: resolve %q against %q\n", d, ref, base)
	b, err := d.Parse(base)
	if err != nil {
		printError(stderr, "uridialect explain: base: ", err)
		return exitInvalid
	}
	r, err := dialect.ParseIn(d, b, ref)
	if err != nil {
		printError(stderr, "uridialect explain: ", err)
		return exitInvalid
	}
	n := 0
	res, err := tr.ResolveTrace(b, r, func(s dialect.Step) {
		n++
		fmt.Fprintf(stdout, "%3d. %s\n", n, s)
	})
	if err != nil {
		fmt.Fprintf(stdout, "error: %v\n", err)
		return exitInvalid
	}
	fmt.Fprintf(stdout, "result: %s\n", res)
	return exitOK
}
