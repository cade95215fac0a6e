package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

const parseAbout = `Splits REF into the components the dialect's specification defines and prints
them as one JSON object. The keys are the same in every dialect: scheme,
authority, userinfo, host, port, path, params, query, fragment. An undefined
component is an absent key; a defined empty one is "". The key spec_names maps
each key present to the specification's own name for that component (RFC 1808's
net_loc, RFC 1630's search, ...). A component that is not UTF-8 also gets a
KEY_base64 field with its exact bytes.

With --base, REF is parsed in the context of BASE, which matters to the draft01
dialect, whose parsing depends on the base's scheme. With - in place of REF,
parses each line of standard input and prints one object per line, in order;
a line that fails prints {"input":...,"error":...}.`

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", "[-d NAME] [-o KEY=VALUE]... [--base BASE] REF | -", parseAbout, stderr)
	var df dialectFlags
	df.register(fs)
	base := fs.String("base", "", "parse REF in the context of `BASE`")
	maxLine := maxLineFlag(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 1 {
		return usageError(fs, "want exactly one REF, or - to read them from standard input")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	if stdinArg(fs.Args()) {
		return eachLine("parse", stdin, *maxLine, stderr, func(n int, line string) bool {
			ref, err := parseWithBase(d, *base, line)
			if err != nil {
				var o jsonObject
				o.str("input", line)
				o.str("error", oneLine(err.Error()))
				fmt.Fprintln(stdout, o.String())
				return false
			}
			fmt.Fprintln(stdout, partsJSON(d, ref))
			return true
		})
	}
	ref, err := parseWithBase(d, *base, fs.Arg(0))
	if err != nil {
		printError(stderr, "uridialect parse: ", err)
		return exitInvalid
	}
	fmt.Fprintln(stdout, partsJSON(d, ref))
	return exitOK
}

func parseWithBase(d dialect.Dialect, base, s string) (dialect.Reference, error) {
	if base == "" {
		return d.Parse(s)
	}
	b, err := d.Parse(base)
	if err != nil {
		return dialect.Reference{}, fmt.Errorf("base: %w", err)
	}
	return dialect.ParseIn(d, b, s)
}

// partsJSON renders the defined components of r as a JSON object keyed by
// the generic names ([dialect.Part.String]), in the order of d's
// specification, then spec_names: the name d's specification gives each.
func partsJSON(d dialect.Dialect, r dialect.Reference) string {
	var parts, specNames jsonObject
	for _, pn := range engine.Parts(d) {
		s, ok := r.Get(pn.Part)
		if !ok {
			continue
		}
		parts.str(pn.Part.String(), s)
		specNames.str(pn.Part.String(), pn.Name)
	}
	parts.raw("spec_names", specNames.String())
	return parts.String()
}
