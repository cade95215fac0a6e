package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"

	"github.com/uridialect/uridialect/engine"
)

const dialectsAbout = `Lists the dialects in order of publication, then the client profiles (browsers
and libraries of their time, modelled from their source), or the NAMEd ones: name, document,
date, status and title, then the options each accepts with -o KEY=VALUE (default
first).`

func runDialects(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("dialects", "[NAME]...", dialectsAbout, stderr)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	dialects := engine.All()
	if fs.NArg() > 0 {
		dialects = dialects[:0]
		for _, name := range fs.Args() {
			d, err := engine.Lookup(name)
			if err != nil {
				return usageError(fs, "%v", err)
			}
			dialects = append(dialects, d)
		}
	}
	for i, d := range dialects {
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
			fmt.Fprintf(stdout, "  -o %s\n      %s\n", optionSynopsis(o), o.Doc)
		}
	}
	return exitOK
}

// optionSynopsis renders an option as KEY=DEFAULT|OTHER|... when its
// values are a closed list holding the default, else as KEY=VALUE with the
// default and the values spelled out.
func optionSynopsis(o dialect.OptionInfo) string {
	show := func(v string) string {
		if v == "" {
			return `""`
		}
		return v
	}
	if slices.Contains(o.Values, o.Default) {
		values := []string{show(o.Default)}
		for _, v := range o.Values {
			if v != o.Default {
				values = append(values, show(v))
			}
		}
		return o.Key + "=" + strings.Join(values, "|")
	}
	values := make([]string, len(o.Values))
	for i, v := range o.Values {
		values[i] = show(v)
	}
	return fmt.Sprintf("%s=VALUE (default: %s; values: %s)", o.Key, show(o.Default), strings.Join(values, ", "))
}
