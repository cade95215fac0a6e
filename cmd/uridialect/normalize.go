package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/normal"
)

const normalizeAbout = `Prints the normal form of each URI at a level of equivalence that the dialect's
specification defines: two URIs the specification calls equivalent have the same
normal form. The levels, weakest first, are listed by --levels; without --level
the strongest is used. rfc3986: none (Section 6.2.1), syntax (6.2.2: case,
percent-encoding, dot segments), scheme (6.2.3: default and empty ports, empty
path); rfc2396: none, syntax, scheme (Section 6, 2.3); rfc1808 and draft01: the
levels of RFC 1738 (none, syntax, scheme); rfc1630: none, encoding.`

func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("normalize", "[-d NAME] [--level L] URI... | --levels", normalizeAbout, stderr)
	var df dialectFlags
	df.register(fs)
	level := fs.String("level", "", "normalization `LEVEL` (default: the dialect's strongest)")
	list := fs.Bool("levels", false, "list the dialect's levels and what each does")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	n, ok := d.(dialect.Normalizer)
	if !ok {
		return usageError(fs, "%s cannot normalize", d.Name())
	}
	if *list {
		for _, l := range n.NormalizationLevels() {
			fmt.Fprintf(stdout, "%s\n    %s\n", l.Name, l.Doc)
		}
		return exitOK
	}
	if len(fs.Args()) == 0 {
		return usageError(fs, "want at least one URI")
	}
	if _, _, err := normal.FindLevel(d.Name(), n.NormalizationLevels(), *level); err != nil {
		return usageError(fs, "%v", err)
	}
	status := exitOK
	for _, s := range fs.Args() {
		out, err := n.Normalize(s, *level)
		if err != nil {
			printError(stderr, "uridialect normalize: ", err)
			status = exitInvalid
			continue
		}
		fmt.Fprintln(stdout, out)
	}
	return status
}
