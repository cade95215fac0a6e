package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/engine"
)

const compareAbout = `Resolves each REF against BASE with every dialect, each with its default
options, and prints the answers side by side. A * marks an answer that differs
from rfc3986's, the current standard. With --json, prints one object per REF:
  {"base":"...","reference":"...","results":[{"dialect":"rfc2396","result":"..."},{"dialect":"...","error":"..."}]}
The exit status is 0 even when dialects disagree or fail: differences are the
point of the command.`

func runCompare(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("compare", "[--json] BASE REF...", compareAbout, stderr)
	asJSON := fs.Bool("json", false, "print one JSON object per reference")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() < 2 {
		return usageError(fs, "want BASE and at least one REF")
	}
	base := fs.Arg(0)
	for i, ref := range fs.Args()[1:] {
		c := engine.Compare(base, ref)
		if *asJSON {
			fmt.Fprintln(stdout, comparisonJSON(c))
			continue
		}
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		writeComparison(stdout, c)
	}
	return exitOK
}

func comparisonJSON(c engine.Comparison) string {
	var b strings.Builder
	fmt.Fprintf(&b, `{"base":%s,"reference":%s,"results":[`, jsonString(c.Base), jsonString(c.Ref))
	for i, r := range c.Results {
		if i > 0 {
			b.WriteByte(',')
		}
		if r.Err != nil {
			fmt.Fprintf(&b, `{"dialect":%s,"error":%s}`, jsonString(r.Dialect), jsonString(oneLine(r.Err.Error())))
		} else {
			fmt.Fprintf(&b, `{"dialect":%s,"result":%s}`, jsonString(r.Dialect), jsonString(r.Result))
		}
	}
	b.WriteString("]}")
	return b.String()
}

// writeComparison prints a table: one row per dialect, a * where the
// answer differs from the default dialect's.
func writeComparison(w io.Writer, c engine.Comparison) {
	fmt.Fprintf(w, "base       %s\nreference  %s\n", c.Base, c.Ref)
	width := 0
	for _, r := range c.Results {
		width = max(width, len(r.Dialect))
	}
	for i, r := range c.Results {
		mark := " "
		if c.Differs(i, engine.DefaultName) {
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
		fmt.Fprintf(w, "  (* differs from %s)\n", engine.DefaultName)
	}
}
