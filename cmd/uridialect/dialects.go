package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/engine"
)

const dialectsAbout = `Lists the dialects in order of publication: name, document, date, status and
title, then the options each accepts with -o KEY=VALUE (default first).`

func runDialects(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("dialects", "", dialectsAbout, stderr)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 0 {
		return usageError(fs, "takes no arguments")
	}
	for i, d := range engine.All() {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		info := engine.Info(d)
		mark := ""
		if info.Name == engine.DefaultName {
			mark = " (default)"
		}
		fmt.Fprintf(stdout, "%s%s\n  %s, %s: %s\n  %s\n", info.Name, mark, info.Document, info.Date, info.Title, info.Status)
		for _, o := range engine.Options(d) {
			values := make([]string, 0, len(o.Values))
			values = append(values, o.Default)
			for _, v := range o.Values {
				if v != o.Default {
					values = append(values, v)
				}
			}
			fmt.Fprintf(stdout, "  -o %s=%s\n      %s\n", o.Key, strings.Join(values, "|"), o.Doc)
		}
	}
	return exitOK
}
