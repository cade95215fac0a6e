// Command uridialect parses, resolves, validates, compares and migrates URI
// references by the rules of each revision of the URI specification: RFC
// 1630 (rfc1630), draft-ietf-uri-relative-url-01 (draft01), RFC 1808
// (rfc1808), RFC 2396 (rfc2396), RFC 3986 (rfc3986) and the WHATWG URL
// Standard (whatwg).
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
//	uridialect normalize  [-d NAME] [--level LEVEL] URI... | --levels
//	uridialect relativize [-d NAME]... [-o KEY=VALUE]... [--reasons] BASE TARGET... | -
//	uridialect links    [-d NAME]... [--url URL] [--header 'Name: value']... [--json|--tsv] FILE...|-
//	uridialect records  FILE...
//	uridialect migrate  --from CONFIG|auto|captured [--to NAME[,NAME]...] --out DIR INPUT...
//	uridialect fit      [--json] [--top N] FILE|-
//	uridialect probe    [-d CONFIG]... [--html] [--base URL]
//	uridialect serve    [--addr HOST:PORT] [--allow-remote]
//	uridialect version
//
// The subcommands:
//
//   - dialects lists the dialects, their specifications and the options each
//     takes with -o.
//   - resolve resolves references against a base, or a batch of
//     base<TAB>reference lines from standard input, on every core.
//   - parse splits a reference into its components, as JSON.
//   - validate checks strings against a dialect's grammar, reporting every
//     violation with its offset and rule.
//   - compare resolves references with several dialects, side by side.
//   - explain prints the numbered steps of one resolution, each citing its
//     document, section and step.
//   - normalize prints the normal form of URIs at a level of equivalence
//     their specification defines.
//   - relativize writes the shortest reference from a base to a target that
//     resolves back to it under every dialect given.
//   - links lists the links of HTML documents (or of the pages of web
//     archives and link tables), each with the base every dialect establishes
//     and the URI it resolves to under each.
//   - records lists the records of WARC, ARC and WAT files and link tables,
//     as JSON lines.
//   - migrate reads a corpus (HTML files, WARC, ARC, WAT, link tables) and
//     writes, for every link, what it meant under --from and means under each
//     --to, why they differ, a safe rewrite, the rewritten documents (as WARC
//     conversion records for archived ones) and a report; every record and
//     link is counted as done, skipped or failed.
//   - fit ranks the configurations (dialect and options) by how many
//     observed resolutions each reproduces.
//   - probe writes the references that tell configurations apart, as TSV or
//     as a test page for a client.
//   - serve serves the local explorer in a browser: compare, explain,
//     validate and parse, a page's links, migrate a page or a small archive,
//     fit observations, and the specification texts.
//   - version prints the version and commit of the build.
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

	"github.com/uridialect/uridialect/engine"
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
	fmt.Fprintln(w, "RFC 1808, RFC 2396, RFC 3986 or the WHATWG URL Standard, or as a client of the 1990s did.")
	fmt.Fprintln(w)
	var specs, clients []string
	for _, d := range engine.Specifications() {
		specs = append(specs, d.Name())
	}
	for _, d := range engine.Clients() {
		clients = append(clients, d.Name())
	}
	fmt.Fprintf(w, "Dialects (-d NAME): %s.\n", strings.Join(specs, ", "))
	fmt.Fprintf(w, "Client profiles (-d NAME, --from NAME): %s.\n", strings.Join(clients, ", "))
	fmt.Fprintln(w, "'uridialect dialects' describes each, with its options.")
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
