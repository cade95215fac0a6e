package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/whatwg"
)

const parseAbout = `Splits REF into the components the dialect's specification defines and prints
them as one JSON object. The keys are the same in every dialect: scheme,
authority, userinfo, host, port, path, params, query, fragment. An undefined
component is an absent key; a defined empty one is "". The key spec_names maps
each key present to the specification's own name for that component (RFC 1808's
net_loc, RFC 1630's search, ...). A component that is not UTF-8 also gets a
KEY_bytes field with its exact bytes.

With --base, REF is parsed in the context of BASE, which matters to the draft01
dialect, whose parsing depends on the base's scheme. With - in place of REF,
parses each line of standard input and prints one object per line, in order;
a line that fails prints {"input":...,"error":...}.

Under whatwg, parsing is the URL Standard's basic URL parser (against BASE
when given): the keys hold the URL record's components as the record holds
them (the host serialized, "a†--" as xn--a---kp0a; path and query
percent-encoded), and the key as_written holds REF split as written (the
spans of the input, with their own spec_names). The parser's failure is an
error. --as-written prints only the split as written, which is what every
other dialect's parse is.`

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", "[-d NAME] [-o KEY=VALUE]... [--base BASE] REF | -", parseAbout, stderr)
	var df dialectFlags
	df.register(fs)
	base := fs.String("base", "", "parse REF in the context of `BASE`")
	asWritten := fs.Bool("as-written", false, "whatwg: split REF as written, without the URL parser's rewriting")
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
	parse := func(s string) (string, error) {
		if !*asWritten && parsesToRecord(d) {
			return recordJSON(d, *base, s)
		}
		ref, err := parseWithBase(d, *base, s)
		if err != nil {
			return "", err
		}
		return partsJSON(d, ref), nil
	}
	if stdinArg(fs.Args()) {
		return eachLine("parse", stdin, *maxLine, stderr, func(n int, line string) bool {
			out, err := parse(line)
			if err != nil {
				var o jsonObject
				o.str("input", line)
				o.str("error", oneLine(err.Error()))
				fmt.Fprintln(stdout, o.String())
				return false
			}
			fmt.Fprintln(stdout, out)
			return true
		})
	}
	out, err := parse(fs.Arg(0))
	if err != nil {
		printError(stderr, "uridialect parse: ", err)
		return exitInvalid
	}
	fmt.Fprintln(stdout, out)
	return exitOK
}

// parsesToRecord reports whether parsing, under d, is a parser that
// rewrites its input into a record: the WHATWG URL Standard's basic URL
// parser ("The URL parser takes a scalar value string and returns either
// failure or a URL", Section 4.4), whose record users expect to see, where
// every other dialect's parse splits the text as written.
func parsesToRecord(d dialect.Dialect) bool {
	_, ok := d.(*whatwg.Dialect)
	return ok
}

// recordJSON runs d's parser on s, against base when it is not empty,
// and renders the record's components as partsJSON does, then under
// as_written s split as written, as d's Parse splits it.
func recordJSON(d dialect.Dialect, base, s string) (string, error) {
	var b dialect.Reference
	if base != "" {
		var err error
		if b, err = d.Parse(base); err != nil {
			return "", fmt.Errorf("base: %w", err)
		}
	}
	var rec dialect.Reference
	if err := d.(dialect.TextResolver).ResolveText(&rec, &b, s); err != nil {
		return "", err
	}
	written, err := d.Parse(s)
	if err != nil {
		return "", err
	}
	var parts, specNames jsonObject
	addParts(&parts, &specNames, d, rec)
	parts.raw("spec_names", specNames.String())
	parts.raw("as_written", partsJSON(d, written))
	return parts.String(), nil
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
	addParts(&parts, &specNames, d, r)
	parts.raw("spec_names", specNames.String())
	return parts.String()
}

// addParts adds the defined components of r to parts, and the name d's
// specification gives each to specNames.
func addParts(parts, specNames *jsonObject, d dialect.Dialect, r dialect.Reference) {
	for _, pn := range engine.Parts(d) {
		s, ok := r.Get(pn.Part)
		if !ok {
			continue
		}
		parts.str(pn.Part.String(), s)
		specNames.str(pn.Part.String(), pn.Name)
	}
}
