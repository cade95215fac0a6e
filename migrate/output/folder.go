package output

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/migrate"
)

// The files a migration writes into its output folder.
const (
	Conversions   = "conversions.warc.gz" // conversion records of rewritten WARC/ARC responses
	Documents     = "documents"           // rewritten HTML files, under their input paths
	InputsTSV     = "inputs.tsv"          // the records of each input file (WriteInputs)
	ReportHTML    = "report.html"
	SummaryJSON   = "summary.json"
	ManifestJSON  = ".uridialect-migrate.json" // what the run wrote (see Folder)
	incompleteDir = ".uridialect-migrate.incomplete"
	// PartsDir is where a run spread over workers (uridialect-beam)
	// keeps the part of each input file until it merges them into the
	// outputs through a Folder; Check leaves it alone, as the run's own
	// scratch, never an output.
	PartsDir = ".uridialect-migrate.parts"
)

// Options are the settings of an output folder.
type Options struct {
	// Rows are the link table's rows (ChangedRows, the zero value, or
	// AllRows).
	Rows Rows
	// Formats are the link table's formats, one file each; TSV when
	// empty.
	Formats []Format
	// Overwrite lets the outputs replace the outputs of an earlier run
	// in the same folder (see Folder).
	Overwrite bool
	// Inputs are the input files and folders as given, which the output
	// folder must neither be, hold nor be inside of ("-" is standard
	// input).
	Inputs []string
	// Started is the run's start, the date of the warcinfo records that
	// start the conversion records (time.Now() if zero).
	Started time.Time
	// Finish, when set, writes more outputs once the records are
	// migrated, before the summary and the report (Run): each through
	// write, under its name (slash-separated) in the folder, put in
	// place with the others and listed in the manifest. Its error stops
	// the run and removes its outputs.
	Finish func(s *migrate.Summary, write func(name string, fill func(io.Writer) error) error) error
	// Written, when set, is called with every record once the folder
	// has taken its outputs, in input order, from one goroutine: what
	// the workers found of a record out of order (a replay patch's
	// breaks) is put in order there. A record that failed (in the
	// migration, or here: its document's path taken) has a Result whose
	// Summary counts it failed. Its error stops the run as a write error
	// does.
	Written func(rec *archive.Record, res *migrate.Result) error
}

// A FolderError says why an output folder was refused; nothing was
// written.
type FolderError struct {
	Dir, Reason string
	// Earlier reports a folder refused for holding the outputs of an
	// earlier run, which Options.Overwrite replaces.
	Earlier bool
}

func (e *FolderError) Error() string { return "output folder " + e.Dir + ": " + e.Reason }

// A Folder writes the outputs of a migration into a folder, record by
// record in the order given: the link table, the rewritten documents and
// the conversion records, then the summary and the report.
//
// Nothing is lost: every output is written under a folder of its own
// inside the output folder (incompleteDir) and renamed into place by
// WriteSummary when the run is complete, the summary and the report
// last; a run killed before leaves no summary.json, no report.html, and
// no file that looks complete. The names of the files a run wrote are
// kept in ManifestJSON, so that a later run with Overwrite replaces them
// whole (the earlier outputs stay until the new ones are complete), and
// an output folder holding any file that migrate did not write is
// refused, with or without Overwrite.
type Folder struct {
	Dir string

	opt    Options
	info   RunInfo
	to     []string // the modern dialects' names
	stage  string   // where the outputs are written until complete
	tables []*tableFile
	warcw  *bufio.Writer // of warc
	warc   *os.File
	convs  *ConversionWriter // into warcw
	inputs *os.File          // InputsTSV, once written to
	// documents names, by the path of each rewritten document written,
	// the input it comes from.
	documents map[string]string
	written   []string        // slash-separated paths under Dir
	seen      map[string]bool // of written
	old       []string        // the earlier run's, from its manifest
	done      bool
}

// A tableFile is a link table written into a file of the output.
type tableFile struct {
	name string
	f    *os.File
	t    *LinkTable
}

// Open checks the output folder dir against opt (a *FolderError when it
// is refused, before anything is written) and starts writing into it the
// outputs of a migration under cfg.
func Open(dir string, cfg migrate.Config, opt Options) (*Folder, error) {
	if len(opt.Formats) == 0 {
		opt.Formats = []Format{TSV}
	}
	for _, f := range opt.Formats {
		if f > Parquet {
			return nil, fmt.Errorf("no link table format %v", f)
		}
	}
	old, err := Check(dir, opt.Inputs, opt.Overwrite)
	if err != nil {
		return nil, err
	}
	o := &Folder{Dir: dir, opt: opt, info: NewRunInfo(cfg, opt.Started), to: dialectNames(cfg),
		stage: filepath.Join(dir, incompleteDir), old: old, seen: map[string]bool{}, documents: map[string]string{}}
	// What an earlier run left unfinished is migrate's own, and Overwrite
	// was given if there was any (CheckOut).
	if err := os.RemoveAll(o.stage); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(o.stage, 0o755); err != nil {
		return nil, err
	}
	for _, f := range opt.Formats {
		name := f.File()
		file, err := o.create(name)
		if err != nil {
			o.Abort()
			return nil, err
		}
		t, err := NewLinkTableOf(file, f, opt.Rows, ColumnsOf(cfg))
		o.tables = append(o.tables, &tableFile{name, file, t})
		if err != nil {
			o.Abort()
			return nil, writeError(name, err)
		}
	}
	return o, nil
}

// create creates the output file name (slash-separated, under Dir) in the
// folder of the incomplete outputs.
func (o *Folder) create(name string) (*os.File, error) {
	path := filepath.Join(o.stage, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, writeError(name, err)
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, writeError(name, err)
	}
	if !o.seen[name] {
		o.seen[name] = true
		o.written = append(o.written, name)
	}
	return f, nil
}

// writeError says which output could not be written, and why.
func writeError(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the path is the incomplete output's
	}
	return fmt.Errorf("writing %s: %w", name, err)
}

// Write writes the outputs of one record: its rows that the link table
// keeps (Links), and its derivative. A record whose rewritten document
// would be written where another's was (DocumentPath) fails, with the
// two inputs named, and writes nothing.
func (o *Folder) Write(rec *archive.Record, res *migrate.Result) error {
	d := NewDerivative(rec, res)
	if err := o.claim(d); err != nil {
		res.Fail(rec.File, rec.Offset, err)
		return o.afterWrite(rec, res)
	}
	if err := res.EachRows(o.WriteRows); err != nil {
		return err
	}
	if err := o.writeDerivative(d); err != nil {
		return err
	}
	return o.afterWrite(rec, res)
}

// afterWrite calls Options.Written, when set.
func (o *Folder) afterWrite(rec *archive.Record, res *migrate.Result) error {
	if o.opt.Written == nil {
		return nil
	}
	return o.opt.Written(rec, res)
}

// claim takes the path of the rewritten document d (nothing for nil or a
// conversion record), or says whose it is already.
func (o *Folder) claim(d *Derivative) error {
	if d == nil || d.Conversion != nil {
		return nil
	}
	if other, ok := o.documents[d.Path]; ok {
		return fmt.Errorf("its rewritten document would go to %s, the rewritten %s's: one URL and capture date for both (give them their own in the manifest or --map)", d.Path, other)
	}
	o.documents[d.Path] = d.File
	return nil
}

// WriteRows writes the rows of one record that the link table keeps.
func (o *Folder) WriteRows(rows []migrate.Row) error {
	for _, t := range o.tables {
		if err := t.t.Write(rows); err != nil {
			return writeError(t.name, err)
		}
	}
	return nil
}

// WriteTableRows writes the rows of one record that the link table in
// format keeps into that table alone.
func (o *Folder) WriteTableRows(format Format, rows []migrate.Row) error {
	t, err := o.table(format)
	if err == nil {
		err = t.t.Write(rows)
	}
	if err != nil {
		return writeError(format.File(), err)
	}
	return nil
}

// AppendTable appends to the text link table in format (Format.Text) the
// rows r holds, as a LinkTable from NewLinkTableRows wrote them, for the
// same rows and modern dialects: the parts of a table written apart, put
// together in their order, byte for byte the table written whole.
func (o *Folder) AppendTable(format Format, r io.Reader) error {
	t, err := o.table(format)
	if err == nil && t.t.text == nil {
		err = fmt.Errorf("a %s table is not text: its rows are written, not appended", format)
	}
	if err == nil {
		_, err = io.Copy(t.t.text, r)
	}
	if err != nil {
		return writeError(format.File(), err)
	}
	return nil
}

func (o *Folder) table(format Format) (*tableFile, error) {
	for _, t := range o.tables {
		if t.name == format.File() {
			return t, nil
		}
	}
	return nil, fmt.Errorf("no %s table in this output", format)
}

// AppendConversions appends to Conversions the records r holds: the whole
// file a ConversionWriter of the same RunInfo wrote for the conversions of
// one input file (its warcinfo record first), so that the files of the
// inputs, put together in input order, are the file written whole. Its
// conversions are not to be written with WriteDerivative as well.
func (o *Folder) AppendConversions(r io.Reader) error {
	if err := o.openConversions(); err != nil {
		return err
	}
	if _, err := io.Copy(o.warcw, r); err != nil {
		return writeError(Conversions, err)
	}
	return nil
}

// openConversions creates Conversions, at the first conversion record.
func (o *Folder) openConversions() error {
	if o.warc != nil {
		return nil
	}
	f, err := o.create(Conversions)
	if err != nil {
		return err
	}
	o.warc, o.warcw = f, bufio.NewWriterSize(f, 1<<20)
	o.convs = NewConversionWriter(o.warcw, Conversions, o.info)
	return nil
}

// WriteDerivative writes a rewritten document (nothing for nil): an HTML
// file under Documents, or a conversion record appended to Conversions.
// An HTML file whose path another has is an error.
func (o *Folder) WriteDerivative(d *Derivative) error {
	if err := o.claim(d); err != nil {
		return fmt.Errorf("%s: %w", d.File, err)
	}
	return o.writeDerivative(d)
}

func (o *Folder) writeDerivative(d *Derivative) error {
	switch {
	case d == nil:
		return nil
	case d.Conversion != nil:
		if err := o.openConversions(); err != nil {
			return err
		}
		if err := o.convs.Write(d.Conversion, d.File); err != nil {
			return writeError(Conversions, err)
		}
		return nil
	}
	f, err := o.create(d.Path)
	if err != nil {
		return err
	}
	_, err = f.Write(d.Document)
	if err = errors.Join(err, f.Close()); err != nil {
		return writeError(d.Path, err)
	}
	return nil
}

// Close flushes and closes every file; the outputs stay incomplete until
// WriteSummary.
func (o *Folder) Close() error {
	var errs []error
	for _, t := range o.tables {
		var err error
		if t.t != nil {
			err = t.t.Close()
		}
		if err = errors.Join(err, t.f.Close()); err != nil {
			errs = append(errs, writeError(t.name, err))
		}
	}
	o.tables = nil
	if o.warc != nil {
		if err := errors.Join(o.warcw.Flush(), o.warc.Close()); err != nil {
			errs = append(errs, writeError(Conversions, err))
		}
		o.warc = nil
	}
	if o.inputs != nil {
		if err := o.inputs.Close(); err != nil {
			errs = append(errs, writeError(InputsTSV, err))
		}
		o.inputs = nil
	}
	return errors.Join(errs...)
}

// Abort closes every file and removes the incomplete outputs; an earlier
// run's outputs stay as they were.
func (o *Folder) Abort() {
	o.Close()
	os.RemoveAll(o.stage)
	o.done = true
}

// A manifest lists the files a run wrote, slash-separated and relative to
// the output folder.
type manifest struct {
	Software string   `json:"software"`
	Files    []string `json:"files"`
}

// WriteSummary writes the summary as JSON and the report as HTML, and
// puts the outputs in place: the manifest of the files written, then the
// files (an earlier run's removed first), the summary and the report
// last.
func (o *Folder) WriteSummary(s *migrate.Summary) error {
	if o.done {
		return errors.New("the outputs were removed")
	}
	if err := o.Close(); err != nil {
		o.Abort()
		return err
	}
	b, err := json.MarshalIndent(s, "", "  ")
	if err == nil {
		err = o.writeFile(SummaryJSON, func(w io.Writer) error { _, err := w.Write(append(b, '\n')); return err })
	}
	if err == nil {
		err = o.writeFile(ReportHTML, func(w io.Writer) error { return WriteReport(w, s) })
	}
	if err == nil {
		err = o.commit()
	}
	if err != nil {
		o.Abort()
	}
	return err
}

// writeFile writes the output name through write.
func (o *Folder) writeFile(name string, write func(io.Writer) error) error {
	f, err := o.create(name)
	if err != nil {
		return err
	}
	if err := errors.Join(write(f), f.Close()); err != nil {
		return writeError(name, err)
	}
	return nil
}

// commit removes the earlier run's outputs and renames the new ones into
// place, the summary and the report last, with the manifest written
// before any is moved, so that a run stopped in between leaves nothing
// that the next run with Overwrite cannot replace.
func (o *Folder) commit() error {
	files := slices.Clone(o.written)
	// The summary and the report, created last, stay last.
	m := manifest{Software: Software(), Files: append(slices.Clone(o.old), files...)}
	slices.Sort(m.Files)
	m.Files = slices.Compact(m.Files)
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(o.stage, ManifestJSON)
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return writeError(ManifestJSON, err)
	}
	if err := os.Rename(tmp, filepath.Join(o.Dir, ManifestJSON)); err != nil {
		return writeError(ManifestJSON, err)
	}
	for _, name := range o.old {
		if err := os.Remove(filepath.Join(o.Dir, filepath.FromSlash(name))); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("removing the earlier %s: %w", name, err)
		}
	}
	removeEmptyDirs(filepath.Join(o.Dir, Documents))
	for _, name := range files {
		dst := filepath.Join(o.Dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return writeError(name, err)
		}
		if err := os.Rename(filepath.Join(o.stage, filepath.FromSlash(name)), dst); err != nil {
			return writeError(name, err)
		}
	}
	// The manifest now names only this run's files.
	m.Files = slices.Clone(files)
	slices.Sort(m.Files)
	b, _ = json.MarshalIndent(m, "", "  ")
	if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
		return writeError(ManifestJSON, err)
	}
	if err := os.Rename(tmp, filepath.Join(o.Dir, ManifestJSON)); err != nil {
		return writeError(ManifestJSON, err)
	}
	o.done = true
	return os.RemoveAll(o.stage)
}

// removeEmptyDirs removes the empty folders under dir, and dir if it is
// left empty.
func removeEmptyDirs(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.IsDir() {
			removeEmptyDirs(filepath.Join(dir, e.Name()))
		}
	}
	os.Remove(dir) // fails, as it should, when it is not empty
}

// Check checks the output folder dir before a run: it must not be an
// input, hold one or be inside one (inputs are files or folders, "-" is
// standard input), and it must be empty or hold only what an earlier run
// of migrate wrote (its manifest, or the folder of an unfinished run),
// which is replaced only with overwrite. It returns the earlier run's
// files, or a *FolderError.
func Check(dir string, inputs []string, overwrite bool) ([]string, error) {
	out, err := realPath(dir)
	if err != nil {
		return nil, &FolderError{Dir: dir, Reason: err.Error()}
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		p, err := realPath(in)
		if err != nil {
			continue // an input that cannot be read is reported by the run
		}
		switch {
		case p == out:
			return nil, &FolderError{Dir: dir, Reason: "it is the input " + in}
		case within(p, out):
			return nil, &FolderError{Dir: dir, Reason: "it holds the input " + in}
		case within(out, p):
			return nil, &FolderError{Dir: dir, Reason: "it is inside the input " + in}
		}
	}
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, &FolderError{Dir: dir, Reason: err.Error()}
	case !st.IsDir():
		return nil, &FolderError{Dir: dir, Reason: "it is not a folder"}
	}
	var m manifest
	if b, err := os.ReadFile(filepath.Join(dir, ManifestJSON)); err == nil {
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, &FolderError{Dir: dir, Reason: ManifestJSON + ": " + err.Error()}
		}
	}
	ours := map[string]bool{}
	for _, f := range m.Files {
		ours[f] = true
	}
	var foreign []string
	earlier := false
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		rel = filepath.ToSlash(rel)
		switch {
		case rel == ".":
			return nil
		case rel == incompleteDir:
			earlier = true
			return fs.SkipDir
		case rel == PartsDir && d.IsDir():
			return fs.SkipDir
		case rel == ManifestJSON:
			earlier = true
			return nil
		case d.IsDir():
			return nil
		case ours[rel]:
			earlier = true
		default:
			foreign = append(foreign, rel)
		}
		return nil
	})
	if err != nil {
		return nil, &FolderError{Dir: dir, Reason: err.Error()}
	}
	switch {
	case len(foreign) > 0:
		more := ""
		if len(foreign) > 1 {
			more = fmt.Sprintf(" and %d more", len(foreign)-1)
		}
		return nil, &FolderError{Dir: dir, Reason: fmt.Sprintf("it holds files that migrate did not write (%s%s); give an empty or new folder", foreign[0], more)}
	case earlier && !overwrite:
		return nil, &FolderError{Dir: dir, Reason: "it holds the outputs of an earlier run", Earlier: true}
	}
	return m.Files, nil
}

// realPath is path made absolute with its symbolic links followed, as far
// as it exists.
func realPath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	var rest []string
	for p := abs; ; {
		if real, err := filepath.EvalSymlinks(p); err == nil {
			slices.Reverse(rest)
			return filepath.Join(append([]string{real}, rest...)...), nil
		}
		parent := filepath.Dir(p)
		if parent == p {
			return abs, nil
		}
		rest = append(rest, filepath.Base(p))
		p = parent
	}
}

// within reports whether path is inside the folder dir.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != "." && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
