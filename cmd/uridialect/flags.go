package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

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
	fs.StringVar(&f.name, "d", engine.DefaultName, "dialect `NAME` (see 'uridialect dialects')")
	fs.StringVar(&f.name, "dialect", engine.DefaultName, "same as -d")
	fs.Var(&f.options, "o", "dialect option `KEY=VALUE`, repeatable (see 'uridialect dialects')")
}

// dialect returns the named dialect with its options applied.
func (f *dialectFlags) dialect() (dialect.Dialect, error) {
	return engine.Get(f.name, f.options...)
}

// newFlagSet returns a flag set whose usage text names the command's
// arguments and describes it.
func newFlagSet(name, args, about string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: uridialect %s %s\n\n%s\n\nFlags:\n", name, args, about)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args, returning the exit status to use when the
// command must stop: exitOK after --help, exitUsage on a bad flag.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) (stop bool, status int) {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		// --help is a request, not a mistake: print to stdout, exit 0.
		fs.SetOutput(stdout)
		fs.Usage()
		return true, exitOK
	}
	if err != nil {
		return true, exitUsage
	}
	return false, exitOK
}

// usageError reports a usage mistake with the command's usage text.
func usageError(fs *flag.FlagSet, format string, args ...any) int {
	fmt.Fprintf(fs.Output(), "uridialect %s: %s\n", fs.Name(), fmt.Sprintf(format, args...))
	fs.Usage()
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
