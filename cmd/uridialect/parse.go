package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

const parseAbout = `Splits REF into the components the dialect's specification defines and prints
them as one JSON object, named as that specification names them (RFC 1808's
net_loc, RFC 1630's search, ...). An undefined component is an absent key; a
defined empty one is "". With --base, REF is parsed in the context of BASE,
which matters to the draft01 dialect, whose parsing depends on the base's scheme.`

func runParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("parse", "[-d NAME] [-o KEY=VALUE]... [--base BASE] REF", parseAbout, stderr)
	var df dialectFlags
	df.register(fs)
	base := fs.String("base", "", "parse REF in the context of `BASE`")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 1 {
		return usageError(fs, "want exactly one REF")
	}
	d, err := df.dialect()
	if err != nil {
		return usageError(fs, "%v", err)
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

// partsJSON renders the defined components of r as a JSON object, keys in
// the order and with the names of d's specification.
func partsJSON(d dialect.Dialect, r dialect.Reference) string {
	names := engine.Info(d).Parts
	if len(names) == 0 {
		for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
			names = append(names, dialect.PartName{Part: p, Name: p.String()})
		}
	}
	var b strings.Builder
	b.WriteByte('{')
	first := true
	for _, pn := range names {
		s, ok := r.Get(pn.Part)
		if !ok {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.Write(jsonString(pn.Name))
		b.WriteByte(':')
		b.Write(jsonString(s))
	}
	b.WriteByte('}')
	return b.String()
}

// jsonString encodes s as a JSON string, leaving <, > and & as they are.
// Bytes that are not UTF-8 become U+FFFD, as JSON cannot carry them.
func jsonString(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}
