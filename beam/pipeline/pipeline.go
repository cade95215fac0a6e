// Package pipeline migrates a corpus on Apache Beam: the work of
// `uridialect migrate` (package migrate), spread over the workers of any
// Beam runner (Prism in-process by default; Dataflow, Flink and Spark
// through their portable runners).
//
// The pipeline expands its inputs as migrate does (files, directories and
// globs; local paths or any Beam filesystem's, gs://, ...: expandFn),
// reads each file as raw bytes (fileio with
// ReadUncompressed, so that the archive layer sees the gzip members and
// the record offsets it reports are offsets in the file as stored),
// reads its records with migrate.Records and migrates each with a
// migrate.Migrator (migrate's own loop and code: the work on a record
// depends on the record and the configuration alone), and writes what
// migrate writes:
//
//   - the link table, sharded: one shard per input file and format
//     (--links and --format, as migrate's: by default the changed links,
//     as TSV), under links/, each written by migrate.LinkTable;
//   - the rewritten documents: an HTML file's under documents/, at the
//     path migrate gives it; an archived document's as a conversion
//     record (migrate.NewDerivative), into one WARC per input file under
//     conversions/, each record in a gzip member of its own, so that the
//     shards put end to end in input order are migrate's
//     conversions.warc.gz byte for byte;
//   - summary.json and report.html, from the per-file summaries combined
//     with migrate's Summary.Merge and written by migrate's report code.
//
// A retried bundle rewrites the same files from the start: a retry leaves
// no duplicate row or record.
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
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
)

func init() {
	register.DoFn3x1[context.Context, string, func(fileio.FileMetadata), error](&expandFn{})
	register.Emitter1[fileio.FileMetadata]()
	register.DoFn3x1[context.Context, fileio.ReadableFile, func(string), error](&migrateFileFn{})
	register.Emitter1[string]()
	register.Combiner1[string](&mergeSummariesFn{})
	register.DoFn2x1[context.Context, string, error](&writeReportFn{})
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
	// Links and Formats are migrate's --links and --format: the rows of
	// the link table (migrate.LinksChanged if "") and its formats
	// (migrate.FormatTSV if none), one shard per input file and format.
	Links   string
	Formats []string
	// Maps and Date are migrate's --map DIR=URL settings and --date, read
	// by migrate.ParseMap and migrate.ParseDate.
	Maps []string
	Date string
	// Started dates the warcinfo records of the conversion WARCs
	// (migrate.Options.Started); the time Build is called if zero.
	Started time.Time
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
	cfg := migrate.Config{From: f, To: ds, Examples: examples}
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
	return cfg, nil
}

// Build adds the migration to s.
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
	matches := beam.ParDo(s, &expandFn{}, beam.CreateList(s, o.Inputs))
	files := fileio.ReadMatches(s, matches, fileio.ReadUncompressed())
	// Reshuffle spreads the files over the workers: without it a runner
	// may fuse the match and the reads into one bundle on one worker.
	files = beam.Reshuffle(s, files)
	started := o.Started
	if started.IsZero() {
		started = time.Now()
	}
	fn := &migrateFileFn{Out: o.Out, From: o.From, To: o.To, Examples: cfg.Examples, Workers: o.Workers,
		Maps: o.Maps, Date: o.Date, Started: started.UTC().Format(time.RFC3339), Links: o.Links, Formats: o.Formats}
	if len(fn.Formats) == 0 {
		fn.Formats = []string{migrate.FormatTSV}
	}
	summaries := beam.ParDo(s, fn, files)
	total := beam.Combine(s, &mergeSummariesFn{Examples: cfg.Examples}, summaries)
	beam.ParDo0(s, &writeReportFn{Out: o.Out, From: cfg.From.String(), To: toNames(cfg)}, total)
	return nil
}

func toNames(cfg migrate.Config) []string {
	var out []string
	for _, d := range cfg.To {
		out = append(out, d.Name())
	}
	return out
}

// migrateFileFn migrates the records of one file, writes its outputs
// (a shard), and emits its summary as JSON.
type migrateFileFn struct {
	Out      string
	From     string
	To       []string
	Examples int
	Workers  int
	Maps     []string
	Date     string
	Started  string // RFC 3339
	Links    string
	Formats  []string

	m     *migrate.Migrator
	info  migrate.RunInfo
	limit limit
}

func (f *migrateFileFn) Setup() error {
	cfg, err := Options{From: f.From, To: f.To, Examples: f.Examples, Maps: f.Maps, Date: f.Date}.Config()
	if err != nil {
		return err
	}
	started, err := time.Parse(time.RFC3339, f.Started)
	if err != nil {
		return err
	}
	f.info = migrate.RunInfo{From: cfg.From.String(), To: toNames(cfg), Maps: migrate.MapTexts(cfg), Started: started}
	f.m, err = migrate.New(cfg)
	f.limit = newLimit(f.Workers)
	return err
}

func (f *migrateFileFn) ProcessElement(ctx context.Context, file fileio.ReadableFile, emit func(string)) error {
	release, err := f.limit.acquire(ctx)
	if err != nil {
		return err
	}
	defer release()
	name := file.Metadata.Path
	out, err := createShard(ctx, f.Out, name, f.m.ToNames(), f.Links, f.Formats, f.info)
	if err != nil {
		return err
	}
	// migrate's own loop, on this one file: a file that cannot be opened
	// is a failure it counts.
	total, err := migrate.Drive(ctx, []string{name}, migrate.DriveOptions{
		Config:  f.m.Config(),
		Workers: 1,
		Open:    func(string) (io.ReadCloser, error) { return file.Open(ctx) },
	}, shardSink{ctx, out})
	if err = errors.Join(err, out.close()); err != nil {
		return err
	}
	return emitSummary(total, emit)
}

// A shardSink writes the results migrate.Drive hands it into a shard.
type shardSink struct {
	ctx context.Context
	s   *shard
}

func (k shardSink) Write(in *migrate.Input, res *migrate.Result) error {
	return k.s.write(k.ctx, in, res)
}

func emitSummary(s *migrate.Summary, emit func(string)) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	emit(string(b))
	return nil
}

// mergeSummariesFn combines the summaries of the files with
// Summary.Merge. Summaries travel as JSON, the form summary.json has.
type mergeSummariesFn struct {
	Examples int
}

func (f *mergeSummariesFn) CreateAccumulator() string {
	b, _ := json.Marshal(migrate.NewSummary(f.Examples))
	return string(b)
}

func (f *mergeSummariesFn) MergeAccumulators(a, b string) (string, error) {
	sa, err := decodeSummary(a)
	if err != nil {
		return "", err
	}
	sb, err := decodeSummary(b)
	if err != nil {
		return "", err
	}
	sa.Merge(sb)
	out, err := json.Marshal(sa)
	return string(out), err
}

func decodeSummary(s string) (*migrate.Summary, error) {
	sum := migrate.NewSummary(0)
	if err := json.Unmarshal([]byte(s), sum); err != nil {
		return nil, fmt.Errorf("summary: %v", err)
	}
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
	return sum, nil
}

// writeReportFn writes summary.json and report.html from the combined
// summary.
type writeReportFn struct {
	Out  string
	From string
	To   []string
}

func (f *writeReportFn) ProcessElement(ctx context.Context, js string) error {
	s, err := decodeSummary(js)
	if err != nil {
		return err
	}
	s.From, s.To = f.From, f.To
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	var report strings.Builder
	if err := migrate.WriteReport(&report, s); err != nil {
		return err
	}
	out := strings.TrimSuffix(f.Out, "/")
	fs, err := filesystem.New(ctx, out)
	if err != nil {
		return err
	}
	defer fs.Close()
	if err := writeFile(ctx, fs, out+"/"+migrate.SummaryJSON, append(b, '\n')); err != nil {
		return err
	}
	return writeFile(ctx, fs, out+"/"+migrate.ReportHTML, []byte(report.String()))
}

// ReadSummary reads summary.json from the output folder dir.
func ReadSummary(ctx context.Context, dir string) (*migrate.Summary, error) {
	p := strings.TrimSuffix(dir, "/") + "/" + migrate.SummaryJSON
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
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return decodeSummary(string(b))
}
