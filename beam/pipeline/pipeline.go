// Package pipeline migrates a corpus on Apache Beam: the work of
// `uridialect migrate` (package migrate), spread over the workers of any
// Beam runner (Prism in-process by default; Dataflow, Flink and Spark
// through their portable runners).
//
// The pipeline expands its inputs as migrate does (files, directories and
// globs; local paths or any Beam filesystem's, gs://, ...: expandFn),
// each file with its place in the order migrate reads them, and spreads
// the files over the workers. Each file is read as raw bytes (so that the
// archive layer sees the gzip members and the record offsets it reports
// are offsets in the file as stored) by migrate's own loop (migrate.Drive,
// the work on a record depends on the record and the configuration
// alone), which hands each record's result to the part of the outputs
// that comes from that file (PartName), under migrate.PartsDir in the
// output folder, written by migrate's own writers: the text link table's
// rows, the conversion records, and what the other outputs need.
//
// A last step, on one worker, merges: it combines the summaries of the
// files (migrate's Summary.Merge) and hands the parts, in migrate's input
// order, to migrate's own Output. So the outputs are the files
// `uridialect migrate` writes into --out, byte for byte: the link table
// links.FORMAT (--links and --format, as migrate's), the rewritten HTML
// files under documents/, conversions.warc.gz, summary.json, report.html
// and the manifest, put in place as migrate puts them (an output folder
// that holds an input or files migrate did not write is refused;
// --overwrite replaces an earlier run's outputs). The merge streams: it
// copies the text tables and the conversion records as the parts hold
// them, and replays record by record only the rows of a Parquet table
// (encoded there, serially) and the rewritten HTML files.
//
// A retried bundle rewrites its part from the start: a retry leaves no
// duplicate row or record.
//
// A file is the unit of work: a file is read by one worker, from start to
// end, since a record's offset is only known by reading what comes before
// it. A corpus of many files (a Common Crawl crawl has tens of thousands)
// keeps any number of workers busy; Options.Workers bounds the files
// migrated at once in a worker process.
//
// Records that cannot be read or migrated are counted as migrate counts
// them (records read = migrated + skipped + failed, each failure with its
// file, offset and reason), and so is a file that cannot be opened.
package pipeline

import (
	"bytes"
	"context"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*inputFile)(nil)).Elem())
	register.DoFn3x1[context.Context, inputFile, func(inputFile), error](&expandFn{})
	register.Emitter1[inputFile]()
	register.DoFn4x1[context.Context, inputFile, func([]byte), func(inputFile), error](&migrateFileFn{})
	register.Emitter1[[]byte]()
	register.Combiner1[[]byte](&mergeSummariesFn{})
	register.DoFn3x1[context.Context, []byte, func(*inputFile) bool, error](&mergeFn{})
	register.Iter1[inputFile]()
}

// Options say what a pipeline migrates and where it writes.
type Options struct {
	// Inputs are what migrate takes as inputs: files, directories and
	// globs, local or on any Beam filesystem (see expandFn).
	Inputs []string
	// Out is the output folder (a local path or any Beam filesystem's).
	Out string
	// From is the --from of migrate: a configuration, auto or an era
	// table (migrate.ParseFrom).
	From string
	// To names the modern dialects.
	To []string
	// Examples is the number of example links kept per cause.
	Examples int
	// Workers is the most files migrated at once in a worker process
	// (migrate's -j); 0 leaves the parallelism to the runner.
	Workers int
	// Rows and Formats are migrate's --links and --format: the rows of
	// the link table (output.ChangedRows, the zero value, or
	// output.AllRows) and its formats (output.TSV if none), a file
	// links.FORMAT each.
	Rows    output.Rows
	Formats []output.Format
	// Overwrite is migrate's --overwrite: the run replaces an earlier
	// run's outputs in Out.
	Overwrite bool
	// Maps and Date are migrate's --map DIR=URL settings and --date, read
	// by migrate.ParseMap and migrate.ParseDate.
	Maps []string
	Date string
	// Manifest is migrate's --manifest FILE, read by
	// migrate.ReadManifest where the records are migrated (a path of
	// the local filesystem of every worker).
	Manifest string
	// Started dates the warcinfo records of the conversion WARC
	// (output.Options.Started); the time Build is called if zero.
	Started time.Time
	// Captures are migrate's --captures sources (CDX and CDXJ indexes,
	// archives, folders, globs, replay.Inputs), in which every link not
	// same is looked up, as migrate looks it up, with the inputs' own
	// records: each worker process opens them (OpenCaptures), so they
	// are paths of the local filesystem of every worker, and so must
	// the inputs be for their records to be captures.
	Captures []string
	// CapturesFailed is how many of the captures (sources and inputs)
	// the launcher could not open (OpenCaptures' Failed, reported to the
	// user there): a worker that fails to open more stops, rather than
	// give links verdicts from fewer captures than the launcher saw.
	CapturesFailed int
}

// OpenCaptures opens what the run looks its links up in, as migrate
// opens it (replay.Open: the sources, then the inputs' own records); nil
// when o takes no --captures.
func (o Options) OpenCaptures() *captures.Collection {
	if len(o.Captures) == 0 {
		return nil
	}
	return replay.Open(o.Captures, o.Inputs, captures.IndexOptions{})
}

// Config returns the migrate.Config that o describes.
func (o Options) Config() (migrate.Config, error) {
	f, err := migrate.ParseFrom(o.From)
	if err != nil {
		return migrate.Config{}, fmt.Errorf("--from: %v", err)
	}
	var ds []dialect.Dialect
	for _, n := range o.To {
		c, err := engine.ParseConfig(n)
		if err != nil {
			return migrate.Config{}, fmt.Errorf("--to: %v", err)
		}
		ds = append(ds, c.Dialect)
	}
	examples := o.Examples
	if examples == 0 {
		examples = migrate.DefaultExamples
	}
	// The rows the link table leaves out are not made, as in output.Run.
	cfg := migrate.Config{From: f, To: ds, Examples: examples, ChangedRowsOnly: o.Rows != output.AllRows}
	for _, m := range o.Maps {
		mm, err := migrate.ParseMap(m)
		if err != nil {
			return migrate.Config{}, fmt.Errorf("--map: %v", err)
		}
		cfg.Maps = append(cfg.Maps, mm)
	}
	if o.Date != "" {
		if cfg.Date, err = migrate.ParseDate(o.Date); err != nil {
			return migrate.Config{}, fmt.Errorf("--date: %v", err)
		}
	}
	if o.Manifest != "" {
		if cfg.Manifest, err = migrate.ReadManifest(o.Manifest); err != nil {
			return migrate.Config{}, fmt.Errorf("--manifest: %v", err)
		}
	}
	return cfg, nil
}

// Build adds the migration to s. A local output folder is checked first
// as migrate checks it (an *output.FolderError when it is refused).
func Build(s beam.Scope, o Options) error {
	cfg, err := o.Config()
	if err != nil {
		return err
	}
	if _, err := migrate.New(cfg); err != nil {
		return err
	}
	if len(o.Inputs) == 0 {
		return errors.New("no input")
	}
	for _, in := range o.Inputs {
		if in == archive.Stdin {
			return errors.New("standard input (-) cannot be spread over workers: give files")
		}
	}
	if len(o.Formats) == 0 {
		o.Formats = []output.Format{output.TSV}
	}
	if isLocal(o.Out) {
		check := slices.Clone(o.Inputs)
		for _, in := range o.Inputs {
			if isLocal(in) {
				files, _ := archive.Inputs([]string{in})
				check = append(check, files...)
			}
		}
		if _, err := output.Check(o.Out, check, o.Overwrite); err != nil {
			return err
		}
	}
	var inputs []inputFile
	for i, in := range o.Inputs {
		inputs = append(inputs, inputFile{Arg: i, Path: in})
	}
	files := beam.ParDo(s, &expandFn{}, beam.CreateList(s, inputs))
	// Reshuffle spreads the files over the workers: without it a runner
	// may fuse the match and the reads into one bundle on one worker.
	files = beam.Reshuffle(s, files)
	started := o.Started
	if started.IsZero() {
		started = time.Now()
	}
	fn := &migrateFileFn{Out: o.Out, From: o.From, To: o.To, Examples: cfg.Examples, Workers: o.Workers,
		Maps: o.Maps, Date: o.Date, Manifest: o.Manifest, Rows: o.Rows, Formats: o.Formats, Started: started.UTC().Format(time.RFC3339Nano),
		Inputs: o.Inputs, Captures: o.Captures, CapturesFailed: o.CapturesFailed}
	summaries, parts := beam.ParDo2(s, fn, files)
	total := beam.Combine(s, &mergeSummariesFn{Examples: cfg.Examples}, summaries)
	beam.ParDo0(s, &mergeFn{Out: o.Out, From: o.From, To: o.To, Examples: cfg.Examples, Maps: o.Maps, Date: o.Date, Manifest: o.Manifest,
		Rows: o.Rows, Formats: o.Formats, Inputs: o.Inputs, Overwrite: o.Overwrite, Started: started.UTC().Format(time.RFC3339Nano),
		Captures: len(o.Captures) > 0},
		total, beam.SideInput{Input: parts})
	return nil
}

// migrateFileFn migrates the records of one file, writes its part of
// the outputs, and emits its summary, gob-encoded, and the file (whose
// part is written).
type migrateFileFn struct {
	Out      string
	From     string
	To       []string
	Examples int
	Workers  int
	Maps     []string
	Date     string
	Manifest string
	Rows     output.Rows
	Formats  []output.Format
	Started  string // RFC 3339
	// Inputs, Captures and CapturesFailed are Options' (OpenCaptures).
	Inputs         []string
	Captures       []string
	CapturesFailed int

	m     *migrate.Migrator
	info  output.RunInfo
	limit limit
	coll  *captures.Collection
}

func (f *migrateFileFn) Setup() error {
	cfg, err := Options{From: f.From, To: f.To, Examples: f.Examples, Maps: f.Maps, Date: f.Date, Manifest: f.Manifest, Rows: f.Rows}.Config()
	if err != nil {
		return err
	}
	started, err := time.Parse(time.RFC3339Nano, f.Started)
	if err != nil {
		return err
	}
	// The run as the merge's Folder describes it: the warcinfo record
	// of a part is the one the merged file has before its conversions.
	f.info = output.NewRunInfo(cfg, started)
	if f.coll = (Options{Inputs: f.Inputs, Captures: f.Captures}).OpenCaptures(); f.coll != nil {
		if n := len(f.coll.Failed); n > f.CapturesFailed {
			return fmt.Errorf("--captures: this worker could not open %d sources, the launcher %d: %v", n, f.CapturesFailed, errors.Join(f.coll.Failed...))
		}
		cfg.Replay = replay.NewReplayer(f.coll)
	}
	f.m, err = migrate.New(cfg)
	f.limit = newLimit(f.Workers)
	return err
}

func (f *migrateFileFn) Teardown() error {
	if f.coll == nil {
		return nil
	}
	return f.coll.Close()
}

func (f *migrateFileFn) ProcessElement(ctx context.Context, file inputFile, emit func([]byte), written func(inputFile)) error {
	release, err := f.limit.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
	fs, err := filesystem.New(ctx, partsDir(f.Out))
	if err != nil {
		return err
	}
	defer fs.Close()
	part, err := createPart(ctx, fs, partsDir(f.Out)+"/"+PartName(file), f.Rows, f.Formats, output.ColumnsOf(f.m.Config()), f.info)
	if err != nil {
		return err
	}
	// migrate's own loop, on this one file: a file that cannot be opened
	// is a failure it counts.
	total, err := migrate.Drive(ctx, []string{file.Path}, migrate.Options{
		Config:  f.m.Config(),
		Workers: 1,
		Open:    func(name string) (io.ReadCloser, error) { return openFile(ctx, name) },
	}, part)
	if err = errors.Join(err, part.close()); err != nil {
		return err
	}
	file.Conversions = part.warc != nil
	written(file)
	return emitSummary(total, emit)
}

// openFile opens the file name of any Beam filesystem, as stored (a
// gzip file is read as its gzip members).
func openFile(ctx context.Context, name string) (io.ReadCloser, error) {
	fs, err := filesystem.New(ctx, name)
	if err != nil {
		return nil, err
	}
	r, err := fs.OpenRead(ctx, name)
	if err != nil {
		fs.Close()
		return nil, err
	}
	return readCloser{r, fs}, nil
}

// A readCloser closes its filesystem with the file.
type readCloser struct {
	io.ReadCloser
	fs filesystem.Interface
}

func (r readCloser) Close() error { return errors.Join(r.ReadCloser.Close(), r.fs.Close()) }

func emitSummary(s *migrate.Summary, emit func([]byte)) error {
	b, err := encodeSummary(s)
	if err != nil {
		return err
	}
	emit(b)
	return nil
}

// mergeSummariesFn combines the summaries of the files with
// Summary.Merge. Summaries travel gob-encoded: JSON would turn the bytes
// of a link that are not UTF-8 into U+FFFD, and summary.json, written
// from the merged summary, would not be migrate's.
type mergeSummariesFn struct {
	Examples int
}

func (f *mergeSummariesFn) CreateAccumulator() ([]byte, error) {
	return encodeSummary(migrate.NewSummary(f.Examples))
}

func (f *mergeSummariesFn) MergeAccumulators(a, b []byte) ([]byte, error) {
	sa, err := decodeSummary(a)
	if err != nil {
		return nil, err
	}
	sb, err := decodeSummary(b)
	if err != nil {
		return nil, err
	}
	sa.Merge(sb)
	return encodeSummary(sa)
}

func encodeSummary(s *migrate.Summary) ([]byte, error) {
	var b bytes.Buffer
	err := gob.NewEncoder(&b).Encode(s)
	return b.Bytes(), err
}

func decodeSummary(b []byte) (*migrate.Summary, error) {
	sum := migrate.NewSummary(0)
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(sum); err != nil {
		return nil, fmt.Errorf("summary: %v", err)
	}
	return withMaps(sum), nil
}

// withMaps gives s the maps that a decoder leaves nil when they are
// empty, as Summary.Merge wants them.
func withMaps(sum *migrate.Summary) *migrate.Summary {
	for _, m := range []*map[string]int{&sum.Records.Skipped, &sum.Causes} {
		if *m == nil {
			*m = map[string]int{}
		}
	}
	if sum.Years == nil {
		sum.Years = map[string]migrate.Count{}
	}
	if sum.Hosts == nil {
		sum.Hosts = map[string]migrate.Count{}
	}
	if sum.Examples == nil {
		sum.Examples = map[string][]migrate.Example{}
	}
	return sum
}

// mergeFn writes the outputs (merge) from the combined summary and the
// files whose parts were written.
type mergeFn struct {
	Out, From, Date  string
	Manifest         string
	To, Maps, Inputs []string
	Examples         int
	Rows             output.Rows
	Formats          []output.Format
	Overwrite        bool
	Started          string // RFC 3339
	// Captures says the run looked links up (Options.Captures): the
	// link table has the replay columns.
	Captures bool
}

// looked is the Replayer of the merge, which writes a link table whose
// rows the workers looked up, with its replay columns (output.ColumnsOf),
// and looks nothing up itself.
type looked struct{}

func (looked) Replay(*migrate.Row) error {
	return errors.New("the merge looks no link up: the workers did")
}

func (f *mergeFn) ProcessElement(ctx context.Context, enc []byte, written func(*inputFile) bool) error {
	cfg, err := Options{From: f.From, To: f.To, Examples: f.Examples, Maps: f.Maps, Date: f.Date, Manifest: f.Manifest, Rows: f.Rows}.Config()
	if err != nil {
		return err
	}
	s, err := decodeSummary(enc)
	if err != nil {
		return err
	}
	started, err := time.Parse(time.RFC3339Nano, f.Started)
	if err != nil {
		return err
	}
	if f.Captures {
		cfg.Replay = looked{}
	}
	info := output.NewRunInfo(cfg, started)
	s.From, s.To = info.From, info.To
	var files []inputFile
	var file inputFile
	for written(&file) {
		files = append(files, file)
	}
	return merge(ctx, files, s, cfg, mergeOptions{Out: f.Out, Inputs: f.Inputs,
		Folder: output.Options{Rows: f.Rows, Formats: f.Formats, Overwrite: f.Overwrite, Started: started}})
}

// ReadSummary reads summary.json from the output folder dir.
func ReadSummary(ctx context.Context, dir string) (*migrate.Summary, error) {
	p := strings.TrimSuffix(dir, "/") + "/" + output.SummaryJSON
	fs, err := filesystem.New(ctx, p)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	r, err := fs.OpenRead(ctx, p)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	sum := migrate.NewSummary(0)
	if err := json.NewDecoder(r).Decode(sum); err != nil {
		return nil, fmt.Errorf("%s: %v", p, err)
	}
	return withMaps(sum), nil
}
