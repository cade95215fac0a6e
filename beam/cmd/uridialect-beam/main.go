// Command uridialect-beam runs `uridialect migrate` on Apache Beam. It
// takes migrate's flags (--from, --to, --out, --links, --format, --map,
// --date, --manifest, --captures, --overwrite, --examples, -j, --quiet) and inputs (files,
// directories and globs, local or on any Beam filesystem, as arguments or
// with --input), flags anywhere on the line and "--" ending them as
// migrate takes them, and Beam's flags (--runner, --endpoint, --job_name,
// --environment_type, --project, --region, --temp_location, ...). The
// runner is Prism, in-process, by default. It writes the files migrate
// writes into --out, byte for byte (each input file's part, written by the
// workers, merged in input order by migrate's own writers: see package
// pipeline), and prints migrate's accounting lines (with --captures, the
// replay verdicts' too). The exit status is 1 when any record, --captures
// source or index line failed, 2 after a usage mistake or an --out
// refused as migrate refuses it. See docs/scale.md.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	beamlog "github.com/apache/beam/sdks/v2/go/pkg/beam/log"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/uridialect/uridialect/beam/pipeline"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

const usageLine = "usage: uridialect-beam --from CONFIG|auto [--to NAME[,NAME]...] --out DIR [--captures SRC]... [--overwrite] [-j N] [--quiet] [--runner RUNNER ...] INPUT... (or --input INPUT...)"

func main() {
	var f commandFlags
	f.register(flag.CommandLine)
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), usageLine)
		flag.PrintDefaults()
	}
	// Beam's flags are on the command line's flag set: report its errors
	// here, in one line, rather than let it print them with the whole
	// help (or nothing) and exit.
	flag.CommandLine.Init(os.Args[0], flag.ContinueOnError)
	flag.CommandLine.SetOutput(io.Discard)
	args, err := parseArgs(flag.CommandLine, os.Args[1:])
	flag.CommandLine.SetOutput(os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		flag.CommandLine.SetOutput(os.Stdout)
		flag.Usage()
		os.Exit(0)
	}
	if err != nil {
		usageError(err.Error())
	}
	// Beam logs the job's progress at level INFO: shown on a terminal, as
	// migrate shows its progress bar, and for a remote runner (whose job
	// name and state the user needs); --quiet leaves warnings and errors.
	if f.quiet || (!isTerminal(os.Stderr) && inProcess(*runners.Runner)) {
		beamlog.LogLevel = "warn"
	}
	// On a remote runner's worker, beam.Init runs the worker and does not
	// return: it comes before the checks of the launcher's flags.
	beam.Init()
	opt, err := f.options(args)
	if err != nil {
		usageError(err.Error())
	}
	os.Exit(run(context.Background(), opt, f.metrics, os.Stderr))
}

// commandFlags are migrate's flags, and --metrics.
type commandFlags struct {
	inputs            inputList
	from, to, out     string
	workers, examples int
	quiet, metrics    bool
	maps              inputList
	date              string
	manifest          string
	links, format     string
	overwrite         bool
	captures          inputList
}

type inputList []string

func (l *inputList) String() string     { return strings.Join(*l, ",") }
func (l *inputList) Set(s string) error { *l = append(*l, s); return nil }

func (f *commandFlags) register(fs *flag.FlagSet) {
	fs.Var(&f.inputs, "input", "an `INPUT`: a file, a directory or a glob (local, gs://, ...); repeatable, or give them as arguments")
	fs.StringVar(&f.from, "from", "", "the `CONFIG` the documents were written for, or auto")
	fs.StringVar(&f.to, "to", "whatwg,rfc3986", "the modern dialects, `NAME[,NAME]...`")
	fs.StringVar(&f.out, "out", "", "the output `DIR` (local, gs://, ...)")
	fs.StringVar(&f.links, "links", output.ChangedRows.String(), "the link table's rows: `changed` (verdict not same) or all")
	fs.StringVar(&f.format, "format", output.TSV.String(), "the link table's `FORMAT`: tsv, jsonl or parquet")
	fs.BoolVar(&f.overwrite, "overwrite", false, "replace the outputs of an earlier run in --out")
	fs.Var(&f.maps, "map", "`DIR=URL`: the plain files under DIR were published at URL (repeatable; as migrate's)")
	fs.Func("date", "the capture `DATE` of the plain files (2006-01-02), which --from auto reads", func(s string) error {
		if f.date != "" {
			return errors.New("given twice: one date a run (a manifest gives each file its own)")
		}
		f.date = s
		return nil
	})
	fs.Func("captures", "look links up in the captures of `SRC`: an index, an archive, a folder, or inputs (repeatable; as migrate's, paths every worker can read)", func(s string) error {
		if s == "" {
			return errors.New("want an index, an archive, a folder, a glob or inputs")
		}
		f.captures = append(f.captures, s)
		return nil
	})
	fs.StringVar(&f.manifest, "manifest", "", "a `FILE` (TSV or CSV, columns path, url, date, from) giving files their URL, date and configuration (as migrate's)")
	fs.IntVar(&f.workers, "j", 0, "the most files migrated at once in a worker process (default: as many as the runner runs)")
	fs.IntVar(&f.examples, "examples", migrate.DefaultExamples, "example links kept per cause in the report")
	fs.BoolVar(&f.quiet, "quiet", false, "no Beam log lines but warnings and errors (the default for Prism when standard error is not a terminal)")
	fs.BoolVar(&f.metrics, "metrics", false, "print the run's metrics: files read and the most migrated at once in a worker process")
}

// options checks the flags and the positional arguments args (inputs)
// and returns the pipeline's options.
func (f *commandFlags) options(args []string) (pipeline.Options, error) {
	inputs := append(append([]string(nil), f.inputs...), args...)
	if len(inputs) == 0 && f.manifest != "" {
		m, err := migrate.ReadManifest(f.manifest)
		if err != nil {
			return pipeline.Options{}, fmt.Errorf("--manifest: %v", err)
		}
		inputs = m.Inputs()
	}
	switch {
	case f.from == "":
		return pipeline.Options{}, errors.New("want --from CONFIG or --from auto")
	case f.out == "":
		return pipeline.Options{}, errors.New("want --out DIR")
	case len(inputs) == 0:
		return pipeline.Options{}, errors.New("want an INPUT (a file, a directory or a glob) or --manifest FILE")
	case f.examples < 1:
		return pipeline.Options{}, errors.New("--examples wants a positive number")
	case f.workers < 0:
		return pipeline.Options{}, errors.New("-j wants a positive number, or 0 for the runner's parallelism")
	}
	rows, err := output.ParseRows(f.links)
	if err != nil {
		return pipeline.Options{}, errors.New("--links wants changed or all")
	}
	format, err := output.ParseFormat(f.format)
	if err != nil {
		return pipeline.Options{}, errors.New("--format wants tsv, jsonl or parquet")
	}
	for _, in := range inputs {
		if in == "-" {
			return pipeline.Options{}, errors.New("standard input (-) cannot be spread over workers: give files")
		}
	}
	opt := pipeline.Options{Inputs: inputs, Out: f.out, From: f.from, To: strings.Split(f.to, ","), Examples: f.examples, Workers: f.workers,
		Maps: f.maps, Date: f.date, Manifest: f.manifest, Rows: rows, Formats: []output.Format{format}, Overwrite: f.overwrite, Captures: f.captures}
	_, err = opt.Config()
	return opt, err
}

// parseArgs parses args with fs as migrate parses its command line: flags
// anywhere among the positional arguments, which it returns in their
// order; a lone "-" is positional, and "--" ends the flags.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return positional, nil
		}
		// fs.Parse stopped at the first positional argument, or after
		// "--", which it consumed.
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(positional, rest...), nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// inProcess reports whether the runner named runs in this process.
func inProcess(runner string) bool {
	switch runner {
	case "", "prism", "direct":
		return true
	}
	return false
}

// run builds the pipeline, runs it on the runner that Beam's flags name,
// and prints the failures and migrate's accounting lines (and the
// metrics if asked) to stderr. It returns the exit status.
func run(ctx context.Context, opt pipeline.Options, metrics bool, stderr io.Writer) int {
	// The captures are opened here once to report what cannot be read,
	// as migrate reports it, and again by each worker process.
	capturesFailed := false
	if coll := opt.OpenCaptures(); coll != nil {
		var problems []error
		problems, capturesFailed = replay.Problems(coll)
		for _, err := range problems {
			fmt.Fprintf(stderr, "uridialect-beam: --captures: %v\n", err)
		}
		opt.CapturesFailed = len(coll.Failed)
		if err := coll.Close(); err != nil {
			fmt.Fprintf(stderr, "uridialect-beam: --captures: %v\n", err)
			return 1
		}
	}
	p, s := beam.NewPipelineWithRoot()
	if err := pipeline.Build(s, opt); err != nil {
		if fe := (*output.FolderError)(nil); errors.As(err, &fe) {
			msg := "--out " + fe.Dir + ": " + fe.Reason
			if fe.Earlier {
				msg += "; --overwrite replaces them"
			}
			fmt.Fprintf(stderr, "uridialect-beam: %s\n", msg)
			return 2 // nothing was written
		}
		fmt.Fprintf(stderr, "uridialect-beam: %v\n", err)
		return 1
	}
	res, err := beamx.RunWithMetrics(ctx, p)
	if err != nil {
		fmt.Fprintf(stderr, "uridialect-beam: %v\n", err)
		return 1
	}
	sum, err := pipeline.ReadSummary(ctx, opt.Out)
	if err != nil {
		fmt.Fprintf(stderr, "uridialect-beam: %v\n", err)
		return 1
	}
	for _, fl := range sum.Records.Failures {
		fmt.Fprintf(stderr, "uridialect-beam: %s: offset %d: %s\n", fl.File, fl.Offset, fl.Reason)
	}
	fmt.Fprintln(stderr, sum.Accounting())
	if metrics && res != nil {
		files, most := pipeline.FileMetrics(res.Metrics())
		fmt.Fprintf(stderr, "metrics: %d files read, at most %d at once in a worker process\n", files, most)
	}
	if sum.Records.Failed > 0 || capturesFailed {
		return 1
	}
	return 0
}

func usageError(msg string) {
	fmt.Fprintf(os.Stderr, "uridialect-beam: %s\nRun 'uridialect-beam --help' for usage.\n", msg)
	os.Exit(2)
}

// isTerminal reports whether f is a terminal: a character device.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
