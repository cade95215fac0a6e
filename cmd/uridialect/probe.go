package main

import (
	"fmt"
	"io"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
)

const probeAbout = `Writes the references that tell the given configurations apart (by default,
every configuration of the space for the base's scheme), chosen by a greedy set
cover over what each configuration answers to a pool of references, as
base<TAB>reference lines: the batch's input. Answer each with the system under
test, as a third field, and give the lines to fit.

With --html it writes instead a self-contained test page in the manner of
Fielding's 1997 relative-URL pages: the BASE, each reference as a link, and
the answer each configuration expects. A CONFIG is written as fit names it:
-d 'rfc2396 -o dotdot=drop' (or rfc2396:dotdot=drop). See docs/fit.md.`

// configList collects repeated -d CONFIG flags; an -o KEY=VALUE after
// one adds to it, so that a configuration's name may stand unquoted on
// the line as fit prints it: -d rfc2396 -o dotdot=drop.
type configList []string

func (c *configList) String() string     { return fmt.Sprint(*c) }
func (c *configList) Set(v string) error { *c = append(*c, v); return nil }

type configOption struct{ list *configList }

func (o configOption) String() string { return "" }
func (o configOption) Set(v string) error {
	l := *o.list
	if len(l) == 0 {
		return fmt.Errorf("-o %s comes before any -d", v)
	}
	l[len(l)-1] += " -o " + v
	return nil
}

func runProbe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("probe", "[-d CONFIG]... [--html] [--base URL]", probeAbout, stderr)
	var names configList
	fs.Var(&names, "d", "a configuration to tell apart, `CONFIG`, repeatable; default every one")
	fs.Var(configOption{&names}, "o", "an option `KEY=VALUE` of the configuration of the -d before it")
	html := fs.Bool("html", false, "write a self-contained HTML test page")
	base := fs.String("base", fit.DefaultBase, "the base `URL` of the probe")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if fs.NArg() != 0 {
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	configs := engine.Configurations(engine.SchemeOf(*base))
	if len(names) > 0 {
		configs = configs[:0:0]
		for _, n := range names {
			c, err := engine.ParseConfig(n)
			if err != nil {
				return usageError(fs, "-d %q: %v", n, err)
			}
			configs = append(configs, c)
		}
	}
	p, err := fit.NewProbe(*base, configs)
	if err != nil {
		fmt.Fprintf(stderr, "uridialect probe: %v\n", err)
		return exitInvalid
	}
	if *html {
		err = p.WriteHTML(stdout)
	} else {
		err = p.WriteTSV(stdout)
	}
	if err != nil {
		fmt.Fprintf(stderr, "uridialect probe: %v\n", err)
		return exitInvalid
	}
	switch {
	case len(p.Classes) == 1 && len(p.Configs) > 1:
		fmt.Fprintf(stderr, "uridialect probe: no reference of the pool of %d tells these %d configurations apart against %q: they answer every one alike (try another --base)\n",
			p.PoolSize, len(p.Configs), p.Base)
	case len(p.Refs) == 1:
		fmt.Fprintf(stderr, "uridialect probe: 1 reference tells %d configurations apart, as far as a pool of %d references can (%d classes)\n",
			len(p.Configs), p.PoolSize, len(p.Classes))
	default:
		fmt.Fprintf(stderr, "uridialect probe: %d references tell %d configurations apart, as far as a pool of %d references can (%d classes)\n",
			len(p.Refs), len(p.Configs), p.PoolSize, len(p.Classes))
	}
	return exitOK
}
