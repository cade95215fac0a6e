// Command uridialect-beam runs `uridialect migrate` on Apache Beam: the
// same flags as migrate (--from, --to, --out, --examples), inputs given as
// file globs on any Beam filesystem (--input, repeatable, or as
// arguments), and Beam's flags (--runner, --endpoint, --job_name,
// --environment_type, --project, --region, --temp_location, ...). The
// runner is Prism, in-process, by default. It writes the sharded link
// table under OUT/links/, OUT/summary.json and OUT/report.html, and
// prints migrate's accounting lines; the exit status is 1 when any record
// failed. See docs/scale.md.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/gcs"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/dataflow"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/flink"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/prism"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/runners/spark"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx"

	"github.com/uridialect/uridialect/beam/pipeline"
	"github.com/uridialect/uridialect/migrate"
)

type globs []string

func (g *globs) String() string     { return strings.Join(*g, ",") }
func (g *globs) Set(s string) error { *g = append(*g, s); return nil }

func main() {
	var inputs globs
	flag.Var(&inputs, "input", "an input file `GLOB` (local, gs://, ...); repeatable, or give them as arguments")
	from := flag.String("from", "", "the `CONFIG` the documents were written for, or auto")
	to := flag.String("to", "whatwg,rfc3986", "the modern dialects, `NAME[,NAME]...`")
	out := flag.String("out", "", "the output `DIR` (local, gs://, ...)")
	examples := flag.Int("examples", migrate.DefaultExamples, "example links kept per cause in the report")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: uridialect-beam --from CONFIG|auto [--to NAME[,NAME]...] --out DIR [--runner RUNNER ...] --input GLOB... [GLOB...]")
		flag.PrintDefaults()
	}
	flag.Parse()
	beam.Init()
	inputs = append(inputs, flag.Args()...)
	switch {
	case *from == "":
		usageError("want --from CONFIG or --from auto")
	case *out == "":
		usageError("want --out DIR")
	case len(inputs) == 0:
		usageError("want an --input GLOB")
	case *examples < 1:
		usageError("--examples wants a positive number")
	}
	opt := pipeline.Options{Inputs: inputs, Out: *out, From: *from, To: strings.Split(*to, ","), Examples: *examples}
	if _, err := opt.Config(); err != nil {
		usageError(err.Error())
	}
	p, s := beam.NewPipelineWithRoot()
	if err := pipeline.Build(s, opt); err != nil {
		fail(err)
	}
	ctx := context.Background()
	if err := beamx.Run(ctx, p); err != nil {
		fail(err)
	}
	sum, err := pipeline.ReadSummary(ctx, *out)
	if err != nil {
		fail(err)
	}
	for _, fl := range sum.Records.Failures {
		fmt.Fprintf(os.Stderr, "uridialect-beam: %s: offset %d: %s\n", fl.File, fl.Offset, fl.Reason)
	}
	fmt.Fprintln(os.Stderr, sum.Accounting())
	if sum.Records.Failed > 0 {
		os.Exit(1)
	}
}

func usageError(msg string) {
	fmt.Fprintf(os.Stderr, "uridialect-beam: %s (see -help)\n", msg)
	os.Exit(2)
}

func fail(err error) {
	fmt.Fprintf(os.Stderr, "uridialect-beam: %v\n", err)
	os.Exit(1)
}
