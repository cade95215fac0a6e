package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/uridialect/uridialect/fit"
)

const fitAbout = `Reads observations, base<TAB>reference<TAB>observed lines (or the fields of
the batch's output), from FILE or, with -, standard input, and ranks every
configuration (a dialect and the values of its options that change resolution)
by how many observations it reproduces. An empty observed field, or (error),
means the system refused the reference. Fields use the batch's escaping.

Ties share a rank. For the configurations ranked first it lists every
observation they miss and the step of their trace where they part from it; it
names the options the evidence does not determine and the observations no
configuration reproduces. A malformed line is reported with its number; the
exit status is then 1. See docs/fit.md.`

func runFit(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("fit", "[--json] [--top N] FILE|-", fitAbout, stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	top := fs.Int("top", 10, "list the first `N` lines of the ranking, saying how many more tie with the last; 0 for all")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 1 {
		return usageError(fs, "want one FILE, or - for standard input")
	}
	if *top < 0 {
		return usageError(fs, "--top %d: want 0 (all) or more", *top)
	}
	name := fs.Arg(0)
	in := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
			return exitInvalid
		}
		defer f.Close()
		in = f
	} else {
		name = "standard input"
	}
	rd, err := fit.Read(in)
	obs, bad, skipped := rd.Observations, rd.Bad, rd.Skipped
	for _, le := range bad {
		fmt.Fprintf(stderr, "uridialect fit: %s: %v\n", name, le)
	}
	if err != nil {
		if errors.Is(err, fit.ErrNoObservations) && len(bad) > 0 {
			fmt.Fprintf(stderr, "uridialect fit: %s: %v (%d malformed lines)\n", name, err, len(bad))
		} else {
			fmt.Fprintf(stderr, "uridialect fit: %s: %v\n", name, err)
		}
		return exitInvalid
	}
	rep := fit.Fit(obs, fit.Options{}).Report(*top)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		err = enc.Encode(rep)
	} else {
		err = rep.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "uridialect fit: %v\n", err)
		return exitInvalid
	}
	if len(bad) > 0 {
		fmt.Fprintf(stderr, "uridialect fit: %d lines of %s: %d observations, %d empty, %d malformed (left out)\n",
			len(obs)+skipped+len(bad), name, len(obs), skipped, len(bad))
		return exitInvalid
	}
	return exitOK
}
