package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

const validateAbout = `Checks each STRING against the dialect's full grammar and reports every
violation at once: its byte offset, length and the rule it breaks. Prints "valid"
for a valid string. The exit status is 1 if any string is invalid. With --json,
prints one JSON object per string:
  {"input":"...","valid":false,"violations":[{"offset":N,"length":N,"rule":"...","message":"..."}]}`

func runValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("validate", "[-d NAME] [-o KEY=VALUE]... [--json] STRING...", validateAbout, stderr)
	var df dialectFlags
	df.register(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per string")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() == 0 {
		return usageError(fs, "want at least one STRING")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	v, ok := d.(dialect.Validator)
	if !ok {
		fmt.Fprintf(stderr, "uridialect validate: %s has no validator\n", d.Name())
		return exitUsage
	}
	status := exitOK
	for _, s := range fs.Args() {
		err := v.Validate(s)
		if err != nil {
			status = exitInvalid
		}
		if *asJSON {
			fmt.Fprintln(stdout, validationJSON(s, err))
			continue
		}
		if err == nil {
			fmt.Fprintf(stdout, "valid\t%s\n", s)
			continue
		}
		fmt.Fprintf(stdout, "invalid\t%s\n", s)
		printError(stderr, "  ", err)
	}
	return status
}

func validationJSON(s string, err error) string {
	var b strings.Builder
	fmt.Fprintf(&b, `{"input":%s,"valid":%t,"violations":[`, jsonString(s), err == nil)
	vs := dialect.Violations(err)
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"offset":%d,"length":%d,"rule":%s,"message":%s}`,
			v.Offset, v.Len, jsonString(v.Rule.String()), jsonString(v.Msg))
	}
	if err != nil && len(vs) == 0 {
		fmt.Fprintf(&b, `{"offset":-1,"length":0,"rule":"","message":%s}`, jsonString(err.Error()))
	}
	b.WriteString("]}")
	return b.String()
}
