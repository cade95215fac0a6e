package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/dialect"
)

const validateAbout = `Checks each STRING against the dialect's full grammar and reports every
violation at once: its byte offset, length and the rule it breaks. Prints "valid"
for a valid string. The exit status is 1 if any string is invalid. With - in
place of the STRINGs, checks each line of standard input. With --json, prints one
JSON object per string:
  {"input":"...","valid":false,"violations":[{"offset":N,"length":N,"rule":"...","message":"..."}]}
An input that is not UTF-8 also gets an input_bytes field with its exact bytes.`

func runValidate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("validate", "[-d NAME] [-o KEY=VALUE]... [--json] STRING... | -", validateAbout, stderr)
	var df dialectFlags
	df.register(fs)
	asJSON := fs.Bool("json", false, "print one JSON object per string")
	maxLine := maxLineFlag(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() == 0 {
		return usageError(fs, "want at least one STRING, or - to read them from standard input")
	}
	if strayDash(fs.Args(), stdinArg(fs.Args())) {
		return usageError(fs, "- reads standard input: give it alone")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
	}
	v, ok := d.(dialect.Validator)
	if !ok {
		return usageError(fs, "%s has no validator", d.Name())
	}
	check := func(s string) bool {
		err := v.Validate(s)
		switch {
		case *asJSON:
			fmt.Fprintln(stdout, validationJSON(s, err))
		case err == nil:
			fmt.Fprintf(stdout, "valid\t%s\n", s)
		default:
			fmt.Fprintf(stdout, "invalid\t%s\n", s)
			printError(stderr, "  ", err)
		}
		return err == nil
	}
	if stdinArg(fs.Args()) {
		return eachLine("validate", stdin, *maxLine, stderr, func(_ int, line string) bool { return check(line) })
	}
	status := exitOK
	for _, s := range fs.Args() {
		if !check(s) {
			status = exitInvalid
		}
	}
	return status
}

func validationJSON(s string, err error) string {
	var o jsonObject
	o.str("input", s)
	o.boolean("valid", err == nil)
	vs := dialect.Violations(err)
	var items []string
	for _, v := range vs {
		var vo jsonObject
		vo.number("offset", v.Offset)
		vo.number("length", v.Len)
		vo.str("rule", v.Rule.String())
		vo.str("message", v.Msg)
		items = append(items, vo.String())
	}
	if err != nil && len(vs) == 0 {
		var vo jsonObject
		vo.number("offset", -1)
		vo.number("length", 0)
		vo.str("rule", "")
		vo.str("message", err.Error())
		items = append(items, vo.String())
	}
	o.raw("violations", jsonArray(items))
	return o.String()
}
