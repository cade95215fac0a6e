package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// Every subcommand builds its flags with newFlagSet and reads them with
// parseFlags, and reports a wrong argument with usageError. Together they
// give every subcommand, present and future, the same contract:
//
//   - flags are accepted anywhere on the line, before, between or after
//     the positional arguments: "resolve BASE g -d rfc1808" resolves g by
//     RFC 1808, never "-d" and "rfc1808" by the default dialect;
//   - a lone "-" is a positional argument (standard input), and "--" ends
//     the flags: everything after it is positional, even "-g";
//   - --help (or -h, -help) prints the command's help once, to standard
//     output, and the command exits 0;
//   - a usage mistake prints its one-line message and one line pointing to
//     "uridialect CMD --help", both to standard error, and exits 2.

// optionList collects repeated -o KEY=VALUE flags.
type optionList []string

func (o *optionList) String() string     { return strings.Join(*o, ",") }
func (o *optionList) Set(v string) error { *o = append(*o, v); return nil }

// dialectFlags are the flags every single-dialect command takes.
type dialectFlags struct {
	name    string
	options optionList
}

func (f *dialectFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.name, "d", engine.DefaultName, "dialect `CONFIG`: a NAME (see 'uridialect dialects') or a configuration as fit prints it ('rfc2396 -o dotdot=drop', rfc2396:dotdot=drop)")
	fs.StringVar(&f.name, "dialect", engine.DefaultName, "same as -d `CONFIG`")
	fs.Var(&f.options, "o", "dialect option `KEY=VALUE`, repeatable (see 'uridialect dialects')")
}

// dialect returns the configured dialect with its options applied.
func (f *dialectFlags) dialect() (dialect.Dialect, error) {
	return configDialect(f.name, f.options)
}

// configDialect returns the dialect of a -d value, a dialect's name or a
// configuration in any form engine.ParseConfig reads (what fit prints,
// migrate's --from and the report's commands), with the -o options after
// it applied on top of the configuration's own.
func configDialect(text string, options []string) (dialect.Dialect, error) {
	c, err := engine.ParseConfig(text)
	if err != nil {
		return nil, err
	}
	if len(options) == 0 {
		return c.Dialect, nil
	}
	var opts []string
	for _, s := range c.Settings {
		opts = append(opts, s.String())
	}
	return engine.Get(c.Dialect.Name(), append(opts, options...)...)
}

// newFlagSet returns a flag set for the subcommand name whose help names
// the command's arguments (args) and describes it (about). Usage errors go
// to stderr; the help goes wherever parseFlags sends it.
func newFlagSet(name, args, about string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: uridialect %s %s\n\n%s\n", name, args, about)
		if hasFlags(fs) {
			fmt.Fprintf(fs.Output(), "\nFlags:\n")
			fs.PrintDefaults()
		}
		fmt.Fprintf(fs.Output(), "\nFlags may come before or after the arguments; -- ends them.\n")
	}
	return fs
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// parseFlags parses args, flags anywhere among the positional arguments,
// which fs.Args then returns in their order. It returns stop when the
// command must end at once, with the exit status to use: exitOK after
// --help (printed to stdout), exitUsage after a bad flag (reported with
// usageError on the flag set's output, standard error).
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) (stop bool, status int) {
	flags, positional, err := splitFlags(fs, args)
	if err == nil {
		// The flag package prints its own errors and the whole help on
		// failure: silence it, report in one line below.
		stderr := fs.Output()
		fs.SetOutput(io.Discard)
		err = fs.Parse(append(append(flags, "--"), positional...))
		fs.SetOutput(stderr)
	}
	if errors.Is(err, flag.ErrHelp) {
		// --help is a request, not a mistake: print it once, to stdout.
		stderr := fs.Output()
		fs.SetOutput(stdout)
		fs.Usage()
		fs.SetOutput(stderr)
		return true, exitOK
	}
	if err != nil {
		return true, usageError(fs, "%v", err)
	}
	return false, exitOK
}

// splitFlags separates the flag words of args (each flag with its value)
// from the positional ones, keeping the order of each. A flag it does not
// know goes to the flags, for fs.Parse to report (or to take as a request
// for help).
func splitFlags(fs *flag.FlagSet, args []string) (flags, positional []string, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return flags, append(positional, args[i+1:]...), nil
		case a == "-" || !strings.HasPrefix(a, "-"):
			positional = append(positional, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if strings.Contains(name, "=") {
			continue // -name=value
		}
		f := fs.Lookup(name)
		if f == nil || isBoolFlag(f) {
			continue
		}
		if i+1 == len(args) {
			return nil, nil, fmt.Errorf("flag needs an argument: %s", a)
		}
		i++
		flags = append(flags, args[i])
	}
	return flags, positional, nil
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// usageError reports a usage mistake in one line, then one line pointing
// to the command's help, both on the flag set's output (standard error),
// and returns exitUsage.
func usageError(fs *flag.FlagSet, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "uridialect %s: %s\n", fs.Name(), oneLine(fmt.Sprintf(format, args...)))
	fmt.Fprintf(fs.Output(), "Run 'uridialect %s --help' for usage.\n", fs.Name())
	return exitUsage
}

// printError writes err to w, with a caret under the offending bytes for
// every positioned violation it holds.
func printError(w io.Writer, prefix string, err error) {
	if vs := dialect.Violations(err); len(vs) > 0 {
		for _, v := range vs {
			fmt.Fprintf(w, "%s%s\n", prefix, v.ErrorWithPosition())
		}
		return
	}
	fmt.Fprintf(w, "%s%v\n", prefix, err)
}

// maxLineFlag registers -max-line, the longest line a command reads from
// standard input, which must be a positive number of bytes.
func maxLineFlag(fs *flag.FlagSet) *int {
	n := engine.DefaultMaxLine
	fs.Func("max-line", fmt.Sprintf("longest line read from standard input, in `BYTES` (default %d)", n), func(s string) error {
		v, err := strconv.Atoi(s)
		if err != nil || v <= 0 {
			return fmt.Errorf("want a positive number of bytes")
		}
		n = v
		return nil
	})
	return &n
}
