package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/vbauerster/cupwriter"
	"github.com/vbauerster/mpb/v8"
	"github.com/vbauerster/mpb/v8/decor"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/captures/replaypatch"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/migrate"
	replay "github.com/uridialect/uridialect/migrate/captures"
	"github.com/uridialect/uridialect/migrate/output"
)

const migrateAbout = `Migrates the links of a corpus (HTML files, WARC, ARC, WAT, link tables): for
every link, the base and target under --from, the dialect its documents were
written for, and under each --to dialect; a verdict (same, equivalent under
RFC 3986 Section 6, differs, fails), the cause of a difference, and a rewrite
that means under every --to what the link meant under --from.

--from is a configuration (rfc1808, 'rfc2396 -o dotdot=drop', rfc2396:dotdot=drop:
what fit prints), or auto: by each record's capture date, rfc1630 before
1995-06, rfc1808 to 1998-08, rfc2396 to 2005-01, rfc3986 after (a file
without a date takes rfc3986), or an era table 'rfc1630;1995-06-01=rfc1808;...',
or captured: each input file under the configuration (client profiles
included) whose targets its crawl captured as written for the most of its
links, looked up in its own records and the --captures sources (inputs: every
input's); ties go to the era of its first dated document, else to the first
specification published; an input whose captures tell no era's configuration
apart takes auto. Each input is read twice (its evidence, then its
migration): standard input is refused; --evidence-links N (10000) bounds the
links of evidence kept an input. Standard error, inputs.tsv (column from),
summary.json (fitted) and the report say what was chosen, on what evidence.

Writes into --out: links.tsv (the link table, --format tsv, jsonl or parquet:
links.FORMAT; UTF-8 text as the page showed it, exact bytes in _bytes
twins, docs/migrate.md's columns) with the
links whose verdict is not same (--links all: every link; the report and the
summary count every link either way), documents/ (rewritten HTML files:
DATE/HOST/PATH for a file given its URL, else its path; two that would meet
fail the second record),
conversions.warc.gz (a WARC conversion record per rewritten archived
document, WARC-Refers-To the original), inputs.tsv (a row per input file,
each WARC of a WACZ its own: format, bytes, records read, migrated, skipped
and failed, the first failure, the configuration; the rows add up to the
summary), report.html
and summary.json.
Standard error ends with the accounting lines. A progress bar is shown on a
terminal (not with --quiet; 80 columns wide when the terminal reports no
size); Ctrl-C stops, leaving valid outputs and a
report marked partial. The exit status is 1 when any record, --captures
source or index line failed.

--captures SRC (repeatable) looks the targets of every link whose verdict is
not same up in an archive's captures, as replay tools do: SRC is a CDX or
CDXJ index (searched where it lies; it must be sorted), a WARC, ARC or WACZ
file, a folder or a glob, or 'inputs'; the inputs' own records are captures
too, whatever SRC. The link table then ends with capture_then (the
then-target's capture nearest to the page's date, 14 digits, empty if none)
and, for each --to dialect D, D_capture_now and D_replay: same (one page),
found (only the now-target captured), wrong (both: replay shows another page
than the author meant), breaks (only the then-target: replay does not find
the page meant) or missing (neither); the summary and the report count them.
--replay-patch (with --captures, and whatwg among --to: replay tools resolve
links as the URL Standard does) also writes into --out patch.warc.gz, a
synthetic 302 response record for each link that breaks under whatwg,
redirecting its now-target to the then-target's capture, dated as the linking
page's capture; patch.cdxj, its sorted index; and collection.wacz, the inputs
and the patch as a WACZ package for ReplayWeb.page or pywb. The inputs are
never changed; an input a WACZ cannot hold (an ARC file, an index) is left
out of the package, saying why; standard input cannot be packed. An
interrupted run writes no patch. See docs/captures.md.

Plain files (HTML read from disk) resolve against their file: URL and have
no date, unless told: --manifest FILE (TSV or CSV with a header row; columns
path: a file, a folder or a glob, relative to the manifest's folder; url: the
file's URL, or the folder's; date: ISO 8601, 1997-06-01 or
1997-06-01T12:00:00Z; from: a configuration) gives each file its row's URL,
date and configuration (an archive file's records keep their own URLs and
dates, and take the row's configuration); without INPUT, the manifest's
rows are the inputs. --map DIR=URL says where the files under DIR were
published (the longest DIR that holds a file wins), --map FILE=URL that
FILE is exactly URL; --date gives their capture date (once), which --from
auto reads. What a manifest row gives comes first, then --map, then --date
and --from.

--out is refused (exit 2, nothing written) when it is an input, holds one or
is inside one, or holds files migrate did not write; an earlier run's
outputs (listed in its .uridialect-migrate.json) are replaced, whole, only
with --overwrite. The outputs are written aside and put in place when the
run is complete, summary.json and report.html last: a killed run leaves none
of them. A write error stops the run and removes its outputs.
See docs/migrate.md.`

func runMigrate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("migrate", "--from CONFIG|auto|captured [--to NAME[,NAME]...] --out DIR [--manifest FILE] [INPUT...]", migrateAbout, stderr)
	from := fs.String("from", "", "the `CONFIG` the documents were written for, auto, or captured")
	to := fs.String("to", "whatwg,rfc3986", "the modern dialects, `NAME[,NAME]...`")
	out := fs.String("out", "", "the output `DIR`")
	workers := fs.Int("j", 0, "records migrated at once (default: the number of CPUs)")
	examples := fs.Int("examples", migrate.DefaultExamples, "example links kept per cause in the report")
	quiet := fs.Bool("quiet", false, "no progress bar")
	links := fs.String("links", output.ChangedRows.String(), "the link table's rows: `changed` (verdict not same) or all")
	format := fs.String("format", output.TSV.String(), "the link table's `FORMAT`: tsv, jsonl or parquet")
	overwrite := fs.Bool("overwrite", false, "replace the outputs of an earlier run in --out")
	archiveOpts := addArchiveFlags(fs)
	patch := fs.Bool("replay-patch", false, "write patch.warc.gz, patch.cdxj and collection.wacz into --out: redirects that mend the links that break in replay (with --captures)")
	var captureSources []string
	fs.Func("captures", "look links up in the captures of `SRC`: an index, an archive, a folder, or inputs (repeatable)", func(s string) error {
		if s == "" {
			return errors.New("want an index, an archive, a folder, a glob or inputs")
		}
		captureSources = append(captureSources, s)
		return nil
	})
	var maps []migrate.Map
	fs.Func("map", "`DIR=URL`: the plain files under DIR were published at URL; FILE=URL: that file at URL (repeatable)", func(s string) error {
		m, err := migrate.ParseMap(s)
		maps = append(maps, m)
		return err
	})
	var date time.Time
	fs.Func("date", "the capture `DATE` of the plain files (2006-01-02), which --from auto reads", func(s string) (err error) {
		if !date.IsZero() {
			return errors.New("given twice: one date a run (a manifest gives each file its own)")
		}
		date, err = migrate.ParseDate(s)
		return err
	})
	evidenceLinks := fs.Int("evidence-links", replay.DefaultEvidenceLinks, "with --from captured, the most links with a captured target an input keeps as evidence")
	manifestFile := fs.String("manifest", "", "a `FILE` (TSV or CSV, columns path, url, date, from) giving files their URL, date and configuration")
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	switch {
	case *from == "":
		return usageError(fs, "want --from CONFIG, --from auto or --from captured")
	case *out == "":
		return usageError(fs, "want --out DIR")
	case fs.NArg() == 0 && *manifestFile == "":
		return usageError(fs, "want an INPUT (a file, a directory, a glob or -) or --manifest FILE")
	case *examples < 1:
		return usageError(fs, "--examples wants a positive number")
	case *evidenceLinks < 1:
		return usageError(fs, "--evidence-links wants a positive number")
	}
	rows, err := output.ParseRows(*links)
	if err != nil {
		return usageError(fs, "--links wants changed or all")
	}
	tableFormat, err := output.ParseFormat(*format)
	if err != nil {
		return usageError(fs, "--format wants tsv, jsonl or parquet")
	}
	if err := archiveOpts.check(); err != nil {
		return usageError(fs, "%v", err)
	}
	fromCaptures := strings.TrimSpace(*from) == replay.Captured
	if fromCaptures {
		// What an input's captures do not decide, auto does.
		*from = "auto"
	}
	f, err := migrate.ParseFrom(*from)
	if err != nil {
		return usageError(fs, "--from: %v", err)
	}
	var ds []dialect.Dialect
	for _, n := range strings.Split(*to, ",") {
		c, err := engine.ParseConfig(n)
		if err != nil {
			return usageError(fs, "--to: %v", err)
		}
		ds = append(ds, c.Dialect)
	}
	var manifest *migrate.Manifest
	given := fs.Args()
	if *manifestFile != "" {
		if manifest, err = migrate.ReadManifest(*manifestFile); err != nil {
			return usageError(fs, "--manifest: %v", err)
		}
		if len(given) == 0 {
			given = manifest.Inputs()
		}
	}
	if *patch {
		// The patch mends the breaks the lookups find, and the package
		// holds the inputs: standard input is read once, for its links.
		switch {
		case len(captureSources) == 0:
			return usageError(fs, "--replay-patch wants --captures (--captures inputs looks the links up in the inputs' own records)")
		case !slices.ContainsFunc(ds, func(d dialect.Dialect) bool { return d.Name() == replayDialect }):
			return usageError(fs, "--replay-patch wants %s among --to: replay tools resolve links as the URL Standard does, and the patch mends what they look up", replayDialect)
		case slices.Contains(given, archive.Stdin):
			return usageError(fs, "--replay-patch: standard input is read once, for its links: it cannot be packed into %s; name the files", replaypatch.WACZName)
		}
	}
	if fromCaptures && slices.Contains(given, archive.Stdin) {
		return usageError(fs, "--from captured reads each input twice, for its evidence and for its migration: standard input cannot be; name the files")
	}
	// Every input is migrated; one that cannot be read (an argument that
	// names nothing, a dangling link, a zip that is no WACZ package) is
	// reported as a failed input by the run, and the others go on.
	coll, err := archive.Collect(given, stdin)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	defer coll.Close()
	var inputs []string
	unreadable := map[string]error{}
	for _, in := range coll.Inputs {
		inputs = append(inputs, in.Name)
		if in.Err != nil {
			unreadable[in.Name] = in.Err
		}
	}
	open := func(name string) (io.ReadCloser, error) {
		if err := unreadable[name]; err != nil {
			return nil, err
		}
		return coll.OpenRaw(name)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	drive := migrate.Options{Config: migrate.Config{From: f, To: ds, Examples: *examples, Maps: maps, Date: date, Manifest: manifest}, Workers: *workers, Stdin: coll.Stdin(), Open: open,
		Limits: archive.Limits{MaxBodySize: archiveOpts.maxBodySize}, FailDigests: archiveOpts.verifyDigests == "fail"}
	started := time.Now()
	outOpts := output.Options{Rows: rows, Formats: []output.Format{tableFormat}, Overwrite: *overwrite, Inputs: given, Started: started}
	capturesFailed := false
	if fromCaptures {
		// The first reading of the inputs: each one's configuration.
		var ok bool
		drive.Fitted, ok = chooseFromCaptures(coll, inputs, unreadable, captureSources, given, drive.Config, *evidenceLinks, stderr)
		capturesFailed = !ok
	}
	if len(captureSources) > 0 {
		cs := replay.Open(captureSources, given, captures.IndexOptions{})
		defer cs.Close()
		if slices.Contains(given, archive.Stdin) {
			fmt.Fprintln(stderr, "uridialect migrate: --captures: standard input is read once, for its links: its records are not among the captures")
		}
		// Lines out of order are reported and still found; a line that
		// does not read is lost: the run says so in its status.
		problems, lost := replay.Problems(cs)
		capturesFailed = capturesFailed || lost
		for _, err := range problems {
			fmt.Fprintf(stderr, "uridialect migrate: --captures: %v\n", err)
		}
		replayer := replay.NewReplayer(cs)
		drive.Replay = replayer
		if *patch {
			rp, err := newReplayPatch(drive.Config, given, inputs, started, stderr)
			if err != nil {
				fmt.Fprintf(stderr, "uridialect migrate: --replay-patch: %v\n", err)
				return exitInvalid
			}
			defer rp.close()
			replayer.Breaks = rp.add
			outOpts.Written = rp.written
			outOpts.Finish = rp.finish
		}
	}
	var bar *progressBar
	if !*quiet && isTerminal(stderr) {
		bar = newProgressBar(stderr, inputs)
		drive.Progress = bar
	}
	sum, err := output.Run(ctx, inputs, *out, drive, outOpts)
	if bar != nil {
		bar.finish()
	}
	if fe := (*output.FolderError)(nil); errors.As(err, &fe) {
		return usageError(fs, "%s", outFolderMessage(fe))
	}
	if err != nil {
		fmt.Fprintf(stderr, "uridialect migrate: %v (the outputs of this run were removed)\n", err)
		return exitInvalid
	}
	for _, fl := range sum.Records.Failures {
		reason := fl.Reason
		if err := fl.Err(); err != nil {
			reason = flagged(err).Error()
		}
		fmt.Fprintf(stderr, "uridialect migrate: %s: offset %d: %s\n", fl.File, fl.Offset, reason)
	}
	if sum.Partial {
		fmt.Fprintln(stderr, "uridialect migrate: interrupted: the outputs and the report cover the records read so far")
	}
	fmt.Fprintln(stderr, sum.Accounting())
	if sum.Records.Failed > 0 || sum.Partial || capturesFailed {
		return exitInvalid
	}
	return exitOK
}

// outFolderMessage says why the output folder was refused, in the
// command's words: --out names it, --overwrite replaces an earlier run's
// outputs.
func outFolderMessage(e *output.FolderError) string {
	msg := "--out " + e.Dir + ": " + e.Reason
	if e.Earlier {
		msg += "; --overwrite replaces them"
	}
	return msg
}

// isTerminal reports whether w is a terminal: a character device.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// A progressBar shows the bytes of input read of their total, with the
// records and links migrated, the rate and the time left.
type progressBar struct {
	p              *mpb.Progress
	bar            *mpb.Bar
	records, links atomic.Int64
}

func newProgressBar(w io.Writer, inputs []string) *progressBar {
	return newProgressBarOn(w, cupwriter.New(w, false), inputs)
}

// newProgressBarOn draws the progress bar on console, which writes to w.
func newProgressBarOn(w io.Writer, console mpb.ConsoleWriter, inputs []string) *progressBar {
	var total int64
	for _, in := range inputs {
		if st, err := os.Stat(in); err == nil {
			total += st.Size()
		}
	}
	// The caller has checked that w is a terminal: refresh on a timer.
	pb := &progressBar{p: mpb.New(mpb.WithOutput(w), mpb.WithWidth(40), mpb.WithAutoRefresh(),
		mpb.WithConsoleWriter(sizedConsole{console}))}
	counts := decor.Any(func(decor.Statistics) string {
		return fmt.Sprintf("%d records, %d links", pb.records.Load(), pb.links.Load())
	})
	pb.bar = pb.p.New(total, mpb.BarStyle(),
		mpb.PrependDecorators(decor.Counters(decor.SizeB1024(0), "% .1f / % .1f"), decor.Name(" "), counts),
		mpb.AppendDecorators(decor.AverageSpeed(decor.SizeB1024(0), "% .1f"), decor.Name(" ETA "), decor.AverageETA(decor.ET_STYLE_GO)))
	return pb
}

// fallbackWidth and fallbackHeight are the size the progress bar assumes
// of a terminal that reports none (script(1), some CI consoles), on which
// mpb would draw nothing.
const fallbackWidth, fallbackHeight = 80, 24

// sizedConsole is mpb's console writer with a size always: the
// terminal's, or the fallback when it reports none.
type sizedConsole struct{ mpb.ConsoleWriter }

func (c sizedConsole) GetTermSize() (width, height int, err error) {
	width, height, err = c.ConsoleWriter.GetTermSize()
	if err != nil || width <= 0 {
		return fallbackWidth, fallbackHeight, nil
	}
	return width, max(height, 1), nil
}

func (pb *progressBar) Input(_ string, r io.Reader) io.Reader {
	pr, _ := pb.bar.ProxyReader(r) // fails only for a nil bar or reader
	if pr == nil {
		return r
	}
	return pr
}

func (pb *progressBar) Record(links int) {
	pb.records.Add(1)
	pb.links.Add(int64(links))
}

func (pb *progressBar) finish() {
	pb.bar.SetTotal(-1, true)
	pb.p.Wait()
}

// chooseFromCaptures chooses the configuration of each input (--from
// captured) from its links whose targets its records, or the --captures
// sources, captured as written (replay.Choose), and says on stderr what
// was chosen, on what evidence. An input that cannot be read is left to
// the run, which counts it failed; one whose manifest row names a
// configuration keeps it. ok is false when an input's evidence could not
// be read (it is then migrated under auto).
func chooseFromCaptures(coll *archive.Collection, inputs []string, unreadable map[string]error, sources, given []string, cfg migrate.Config, limit int, stderr io.Writer) (fitted []migrate.Fitted, ok bool) {
	ok = true
	srcs := replay.EvidenceSources(sources, given, captures.IndexOptions{})
	if srcs != nil {
		defer srcs.Close()
	}
	for _, name := range inputs {
		if unreadable[name] != nil {
			continue
		}
		if cfg.Manifest != nil {
			if row, _ := cfg.Manifest.Lookup(name); row != nil && row.FromText != "" {
				continue
			}
		}
		f, err := replay.Choose(name, replay.ChooseOptions{Open: coll.Open, Sources: srcs, Config: cfg, EvidenceLinks: limit})
		if err != nil {
			ok = false
			f.Chosen, f.Fallback = f.From.String(), "its evidence could not be read: "+err.Error()
		}
		fitted = append(fitted, f)
		fmt.Fprintf(stderr, "uridialect migrate: --from captured: %s\n", f.Summary())
	}
	return fitted, ok
}
