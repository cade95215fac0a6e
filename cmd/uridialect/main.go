// Command uridialect parses, resolves, validates and compares URI
// references by the rules of each revision of the URI specification: RFC
// 1630, draft-ietf-uri-relative-url-01, RFC 1808, RFC 2396 and RFC 3986.
//
// Usage:
//
//	uridialect dialects [NAME]...
//	uridialect resolve  [-d NAME] [-o KEY=VALUE]... BASE REF...
//	uridialect resolve  [-d NAME] [-o KEY=VALUE]... BASE -     (references on standard input)
//	uridialect resolve  [-d NAME] [-o KEY=VALUE]... -          (base<TAB>reference lines)
//	uridialect parse    [-d NAME] [-o KEY=VALUE]... [--base BASE] REF | -
//	uridialect validate [-d NAME] [-o KEY=VALUE]... [--json] STRING... | -
//	uridialect compare  [-d NAME [-o KEY=VALUE]...]... [--ref LABEL] [--json] BASE REF... | BASE - | -
//	uridialect explain  [-d NAME] [-o KEY=VALUE]... BASE REF
//	uridialect serve    [--addr HOST:PORT] [--allow-remote]
//	uridialect links    [-d NAME]... [--url URL] [--header 'Name: value']... [--json|--tsv] FILE...|-
//	uridialect version
//	uridialect records  FILE...
//	uridialect fit      [--json] [--top N] FILE|-
//	uridialect probe    [-d CONFIG]... [--html] [--base URL]
//	uridialect relativize [-d NAME]... [-o KEY=VALUE]... [--reasons] BASE TARGET... | -
//	uridialect normalize  [-d NAME] [--level LEVEL] URI... | --levels
//
// Flags may come before or after the arguments; a lone - is an argument
// (standard input) and -- ends the flags. "uridialect help CMD" or
// "uridialect CMD --help" prints a command's help. Without -d the dialect
// is rfc3986. Messages go to standard error. The exit
// status is 0 on success, 1 for invalid input or any failed line, 2 for a
// usage error.
package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Exit statuses.
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

// A command runs one subcommand with its arguments and returns the exit
// status.
type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = map[string]command{
	"dialects":   {"list the dialects, their specifications and options", runDialects},
	"resolve":    {"resolve references against a base, or a batch from standard input", runResolve},
	"parse":      {"split a reference into its components, as JSON", runParse},
	"validate":   {"check strings against a dialect's grammar, reporting every violation", runValidate},
	"compare":    {"resolve references with every dialect, side by side", runCompare},
	"explain":    {"show the numbered steps of a resolution, citing the specification", runExplain},
	"serve":      {"serve the local explorer: compare, explain, validate in a browser", runServe},
	"records":    {"list the records of WARC, ARC and WAT files and link tables, as JSON lines", runRecords},
	"fit":        {"rank the configurations by how many observed resolutions each reproduces", runFit},
	"probe":      {"write the references that tell configurations apart, as TSV or a test page", runProbe},
	"version":    {"print the version and commit of this build", runVersion},
	"links":      {"list the links of an HTML document, resolved under each dialect", runLinks},
	"migrate":    {"migrate the links of a corpus: meaning then and now, causes, rewrites, a report", runMigrate},
	"normalize":  {"print the normal form of URIs at a level of equivalence their specification defines", runNormalize},
	"relativize": {"write the shortest reference from a base to a target, safe under one or more dialects", runRelativize},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "help":
		// "help CMD" is "CMD --help".
		switch len(args) {
		case 1:
			usage(stdout)
			return exitOK
		case 2:
			name, args = args[1], []string{args[1], "--help"}
		default:
			fmt.Fprintln(stderr, "uridialect help: want at most one COMMAND")
			fmt.Fprintln(stderr, "Run 'uridialect --help' for usage.")
			return exitUsage
		}
	}
	cmd, ok := commands[name]
	if !ok {
		fmt.Fprintf(stderr, "uridialect: unknown command %q\n", name)
		fmt.Fprintln(stderr, "Run 'uridialect --help' for usage.")
		return exitUsage
	}
	return cmd.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "uridialect resolves URI references by the rules of RFC 1630, the 1994 relative-URL draft,")
	fmt.Fprintln(w, "RFC 1808, RFC 2396 or RFC 3986.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Usage: uridialect COMMAND [ARGS]")
	fmt.Fprintln(w)
	names := make([]string, 0, len(commands))
	for name := range commands {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fmt.Fprintf(w, "  %-9s %s\n", name, commands[name].summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run 'uridialect COMMAND --help' for a command's flags. Without -d the dialect is rfc3986.")
	fmt.Fprintln(w, "Exit status: 0 success, 1 invalid input or a failed line, 2 usage error.")
}

// oneLine flattens a multi-line error message for one-line output.
func oneLine(s string) string {
	return strings.ReplaceAll(s, "\n", "; ")
}
