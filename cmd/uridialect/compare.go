package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

const compareAbout = `Resolves each REF against BASE with several dialects and prints the answers
side by side. Without -d, every dialect with its default options; each -d adds
one dialect, configured by the -o flags that follow it, so that option variants
can be compared: -d rfc2396 -d rfc2396 -o dotdot=drop. The client profiles
come after the specifications, under a line of their own. A dialect is labelled
with its name and the options that differ from its defaults:
rfc2396(dotdot=drop).

A * marks an answer that differs from that of the reference dialect: --ref LABEL
(a label as printed, or a name for the first dialect of that name), by default
rfc3986 when it takes part, else the first.

With - in place of REF, reads one reference per line from standard input, each
resolved against BASE; with - alone, reads base<TAB>reference lines. With
--json, prints one object per REF:
  {"base":"...","reference":"...","results":[{"dialect":"rfc2396","result":"..."},{"dialect":"...","error":"..."}]}
A string that is not UTF-8 also gets a KEY_bytes field with its exact bytes.

The exit status is 0 even when dialects disagree or fail: differences are the
point of the command. It is 1 when a line of standard input is malformed.`

// A dialectChoice is one -d NAME and the -o KEY=VALUE flags after it.
type dialectChoice struct {
	name    string
	options []string
}

// dialectChoices collects the -d and -o flags of compare, in order.
type dialectChoices []dialectChoice

func (c *dialectChoices) String() string { return "" }

func (c *dialectChoices) addDialect(name string) error {
	*c = append(*c, dialectChoice{name: name})
	return nil
}

func (c *dialectChoices) addOption(o string) error {
	if len(*c) == 0 {
		return errors.New("an option configures the -d NAME before it: give -d first")
	}
	last := &(*c)[len(*c)-1]
	last.options = append(last.options, o)
	return nil
}

func (c dialectChoices) dialects() ([]dialect.Dialect, error) {
	if len(c) == 0 {
		return engine.All(), nil
	}
	ds := make([]dialect.Dialect, len(c))
	for i, ch := range c {
		d, err := configDialect(ch.name, ch.options)
		if err != nil {
			return nil, err
		}
		ds[i] = d
	}
	return ds, nil
}

func runCompare(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("compare", "[-d NAME [-o KEY=VALUE]...]... [--ref LABEL] [--json] BASE REF... | BASE - | -", compareAbout, stderr)
	var choices dialectChoices
	fs.Func("d", "compare dialect `CONFIG` (a NAME or a configuration as fit prints it), repeatable (default: every dialect)", choices.addDialect)
	fs.Func("dialect", "same as -d `NAME`", choices.addDialect)
	fs.Func("o", "option `KEY=VALUE` of the -d before it, repeatable", choices.addOption)
	refLabel := fs.String("ref", "", "mark the answers that differ from dialect `LABEL`'s (default: rfc3986, else the first)")
	asJSON := fs.Bool("json", false, "print one JSON object per reference")
	maxLine := maxLineFlag(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	rest := fs.Args()
	pairs := stdinArg(rest)
	refs := len(rest) == 2 && rest[1] == "-"
	switch {
	case !pairs && len(rest) < 2:
		return usageError(fs, "want BASE and at least one REF, BASE -, or - for base<TAB>reference lines on standard input")
	case strayDash(rest, pairs || refs):
		return usageError(fs, strayDashMessage)
	}
	dialects, err := choices.dialects()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	ref, err := referenceLabel(dialects, *refLabel)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	first := true
	show := func(base, r string) {
		c := engine.Compare(base, r, dialects...)
		if *asJSON {
			fmt.Fprintln(stdout, comparisonJSON(c))
			return
		}
		if !first {
			fmt.Fprintln(stdout)
		}
		first = false
		writeComparison(stdout, c, ref)
	}
	switch {
	case pairs:
		return eachLine("compare", stdin, *maxLine, stderr, func(n int, line string) bool {
			base, r, ok := strings.Cut(line, "\t")
			if !ok || strings.Contains(r, "\t") {
				fmt.Fprintf(stderr, "uridialect compare: line %d: want base<TAB>reference, with exactly one TAB\n", n)
				return false
			}
			show(base, r)
			return true
		})
	case refs:
		return eachLine("compare", stdin, *maxLine, stderr, func(_ int, line string) bool {
			show(rest[0], line)
			return true
		})
	}
	for _, r := range rest[1:] {
		show(rest[0], r)
	}
	return exitOK
}

// referenceLabel returns the label of the dialect whose answers the others
// are compared with: the one labelled want, or the first named want; by
// default rfc3986 if it takes part, else the first.
func referenceLabel(dialects []dialect.Dialect, want string) (string, error) {
	if want == "" {
		want = engine.DefaultName
		if !slices.ContainsFunc(dialects, func(d dialect.Dialect) bool { return d.Name() == want }) {
			return engine.Label(dialects[0]), nil
		}
	}
	for _, d := range dialects {
		if engine.Label(d) == want {
			return want, nil
		}
	}
	for _, d := range dialects {
		if d.Name() == strings.ToLower(strings.TrimSpace(want)) {
			return engine.Label(d), nil
		}
	}
	labels := make([]string, len(dialects))
	for i, d := range dialects {
		labels[i] = engine.Label(d)
	}
	return "", fmt.Errorf("--ref %q is not among the dialects compared (%s)", want, strings.Join(labels, ", "))
}

func comparisonJSON(c engine.Comparison) string {
	var o jsonObject
	o.str("base", c.Base)
	o.str("reference", c.Ref)
	results := make([]string, len(c.Results))
	for i, r := range c.Results {
		var ro jsonObject
		ro.str("dialect", r.Dialect)
		if r.Err != nil {
			ro.str("error", oneLine(r.Err.Error()))
		} else {
			ro.str("result", r.Result)
		}
		results[i] = ro.String()
	}
	o.raw("results", jsonArray(results))
	return o.String()
}

// writeComparison prints a table: one row per dialect, a * where the
// answer differs from the reference dialect's (ref, a label). The client
// profiles follow the specifications under a line of their own.
func writeComparison(w io.Writer, c engine.Comparison, ref string) {
	fmt.Fprintf(w, "base       %s\nreference  %s\n", c.Base, c.Ref)
	width := 0
	for _, r := range c.Results {
		width = max(width, len(r.Dialect))
	}
	for i, r := range c.Results {
		if r.Client && (i == 0 || !c.Results[i-1].Client) {
			fmt.Fprintln(w, "  client profiles:")
		}
		mark := " "
		if c.Differs(i, ref) {
			mark = "*"
		}
		answer := r.Result
		if r.Err != nil {
			answer = "error: " + oneLine(r.Err.Error())
		}
		fmt.Fprintf(w, "  %-*s %s %s\n", width, r.Dialect, mark, answer)
	}
	if c.Agree() {
		fmt.Fprintln(w, "  (all dialects agree)")
	} else {
		fmt.Fprintf(w, "  (* differs from %s)\n", ref)
	}
}
