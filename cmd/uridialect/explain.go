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
	if _, ok := d.(dialect.Tracer); !ok {
		return usageError(fs, "%s cannot trace", d.Name())
	}
	base, ref := fs.Arg(0), fs.Arg(1)
	fmt.Fprintf(stdout, "%v: resolve %q against %q\n", d, ref, base)
	t := dialect.ResolveTrace(d, base, ref)
	switch t.Stage {
	case dialect.BaseFailed:
		printError(stderr, "uridialect explain: base: ", t.Err)
		return exitInvalid
	case dialect.RefFailed:
		printError(stderr, "uridialect explain: ", t.Err)
		return exitInvalid
	}
	for n, s := range t.Steps {
		fmt.Fprintf(stdout, "%3d. %s\n", n+1, s)
	}
	if t.Err != nil {
		fmt.Fprintf(stdout, "error: %v\n", t.Err)
		return exitInvalid
	}
	fmt.Fprintf(stdout, "result: %s\n", t.Result)
	return exitOK
}
