package pipeline

import (
	"bufio"
	"cmp"
	"context"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/migrate"
	"github.com/uridialect/uridialect/migrate/output"
)

// An inputFile is one file that an input names, with its place in the
// order migrate reads them: Arg is the input's place among
// Options.Inputs, Index the file's among the files the input names.
// Conversions is set once its part is written, if it holds conversion
// records.
type inputFile struct {
	Arg, Index  int
	Path        string
	Conversions bool
}

// compare orders files as migrate reads them.
func (f inputFile) compare(g inputFile) int {
	return cmp.Or(cmp.Compare(f.Arg, g.Arg), cmp.Compare(f.Index, g.Index))
}

// PartName is the name of the part of the outputs that comes from the
// input file f, under output.PartsDir, without its extension: its place
// in the order read (so that a file named twice gets two parts, as
// migrate reads it twice) and its base name. A part is a few files:
//
//   - PART.tsv, PART.jsonl: the rows of the link table in that format
//     (if asked for) that the input gives, without the header, written
//     by output's LinkTable (output.NewLinkTableRows);
//   - PART.warc.gz: its conversion records, after a warcinfo record, as
//     output's ConversionWriter writes them, if it has any;
//   - PART.gob: what the other outputs need, record by record
//     (partEntry, gob-encoded): the rows, if a Parquet table is asked
//     for, and the rewritten HTML files;
//   - PART.inputs.tsv: the file's row of output.InputsTSV, without the
//     header (output.AppendInputRows).
func PartName(f inputFile) string {
	return fmt.Sprintf("%05d-%06d-%s", f.Arg, f.Index, path.Base(f.Path))
}

// The extensions of a part's files.
const (
	partRecords     = ".gob"
	partConversions = ".warc.gz"
	partInputs      = ".inputs.tsv"
)

// partFiles are the names of the files of the part of f, for the link
// tables in formats.
func partFiles(f inputFile, formats []output.Format) []string {
	name := PartName(f)
	files := []string{name + partRecords, name + partInputs}
	for _, format := range formats {
		if format.Text() {
			files = append(files, name+"."+format.String())
		}
	}
	if f.Conversions {
		files = append(files, name+partConversions)
	}
	return files
}

// A partEntry is what one record gives the outputs that are not put
// together byte for byte: its rows that the link table keeps, when a
// Parquet table is asked for, and its rewritten HTML file, if any.
// Records that give neither are left out.
type partEntry struct {
	Rows     []migrate.Row
	Document *output.Derivative
}

// A bufferedFile is a file of a Beam filesystem, written through a
// buffer: a record is too small a write for a file or an object store.
type bufferedFile struct {
	*bufio.Writer
	f io.WriteCloser
}

func createBuffered(ctx context.Context, fs filesystem.Interface, p string) (*bufferedFile, error) {
	f, err := fs.OpenWrite(ctx, p)
	if err != nil {
		return nil, err
	}
	return &bufferedFile{bufio.NewWriterSize(f, 256<<10), f}, nil
}

func (b *bufferedFile) close() error {
	return errors.Join(b.Flush(), b.f.Close())
}

// A partSink writes what migrate.Drive hands it into the part of one
// input file, through output's own writers. A retried bundle writes the
// part again from the start: a retry leaves no duplicate row or record.
type partSink struct {
	ctx     context.Context
	fs      filesystem.Interface
	name    string // the part's path, without extension
	info    output.RunInfo
	keep    output.Rows // the link table's rows
	rows    bool        // whether partEntry carries the rows
	tables  []partTable
	records *bufferedFile
	enc     *gob.Encoder
	warc    *bufferedFile // nil until the first conversion record
	convs   *output.ConversionWriter
}

// A partTable is a text link table of a part.
type partTable struct {
	f *bufferedFile
	t *output.LinkTable
}

func createPart(ctx context.Context, fs filesystem.Interface, name string, rows output.Rows, formats []output.Format, cols output.Columns, info output.RunInfo) (*partSink, error) {
	k := &partSink{ctx: ctx, fs: fs, name: name, info: info, keep: rows}
	var err error
	if k.records, err = createBuffered(ctx, fs, name+partRecords); err != nil {
		return nil, err
	}
	k.enc = gob.NewEncoder(k.records)
	for _, format := range formats {
		if !format.Text() {
			k.rows = true
			continue
		}
		f, err := createBuffered(ctx, fs, name+"."+format.String())
		if err != nil {
			return nil, errors.Join(err, k.close())
		}
		t, err := output.NewLinkTableRowsOf(f, format, rows, cols)
		k.tables = append(k.tables, partTable{f, t})
		if err != nil {
			return nil, errors.Join(err, k.close())
		}
	}
	return k, nil
}

func (k *partSink) Write(rec *archive.Record, res *migrate.Result) error {
	var e partEntry
	err := res.EachRows(func(rows []migrate.Row) error {
		for _, t := range k.tables {
			if err := t.t.Write(rows); err != nil {
				return err
			}
		}
		if k.rows {
			for i := range rows {
				if k.keep.Keeps(&rows[i]) {
					e.Rows = append(e.Rows, rows[i])
				}
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	if d := output.NewDerivative(rec, res); d != nil && d.Conversion != nil {
		if k.warc == nil {
			var err error
			if k.warc, err = createBuffered(k.ctx, k.fs, k.name+partConversions); err != nil {
				return err
			}
			k.convs = output.NewConversionWriter(k.warc, output.Conversions, k.info)
		}
		if err := k.convs.Write(d.Conversion, d.File); err != nil {
			return err
		}
	} else if d != nil {
		if strings.HasPrefix(rec.URI, "file:") {
			d.Path = documentPath(rec.File, d.Path) // else it is made from its URL
		}
		e.Document = d
	}
	if len(e.Rows) == 0 && e.Document == nil {
		return nil
	}
	return k.enc.Encode(&e)
}

// WriteInputs writes the part's row of output.InputsTSV.
func (k *partSink) WriteInputs(inputs []migrate.InputCount) error {
	f, err := createBuffered(k.ctx, k.fs, k.name+partInputs)
	if err != nil {
		return err
	}
	_, err = f.Write(output.AppendInputRows(nil, inputs))
	return errors.Join(err, f.close())
}

func (k *partSink) close() error {
	var errs []error
	for _, t := range k.tables {
		if t.t != nil {
			errs = append(errs, t.t.Close())
		}
		errs = append(errs, t.f.close())
	}
	errs = append(errs, k.records.close())
	if k.warc != nil {
		errs = append(errs, k.warc.close())
	}
	return errors.Join(errs...)
}

// documentPath is where the rewritten HTML file read from file goes
// under the output folder: migrate's path (p) for a local file; for a file
// on another filesystem, whose name migrate would turn into folders
// "gs:/bucket/...", its name without the scheme, under output.Documents
// ("gs://bucket/site/a.html" gives "documents/bucket/site/a.html").
func documentPath(file, p string) string {
	i := strings.Index(file, "://")
	if i < 0 {
		return p
	}
	return output.Documents + path.Clean("/"+file[i+len("://"):])
}

// isLocal reports whether p is a path of the local filesystem (it has no
// scheme).
func isLocal(p string) bool { return !strings.Contains(p, "://") }

// partsDir is the folder of the parts in the output folder out.
func partsDir(out string) string { return strings.TrimSuffix(out, "/") + "/" + output.PartsDir }

// mergeOptions are what merge needs of the run's Options: the output
// folder, the inputs as given, and the folder's settings.
type mergeOptions struct {
	Out    string
	Inputs []string
	Folder output.Options
}

// merge writes the outputs of the run whose parts are those of files (in
// any order) into opt.Out, with total as its summary: the parts, in the
// order migrate reads the input files, are handed to migrate's own
// Folder, which writes what `uridialect migrate` writes, byte for byte,
// and puts it in place as migrate does: the text tables and the
// conversion records appended as the parts hold them (migrate's writers
// wrote them), the Parquet table's rows and the rewritten HTML files
// record by record. It streams, holding one record at a time (and what
// the Parquet writer buffers, as migrate's).
// A local output folder is written in place, checked as migrate checks
// it; on another filesystem the outputs are written in a temporary
// folder of this machine and copied, summary.json and report.html last.
// The parts are removed when the outputs are in place.
func merge(ctx context.Context, files []inputFile, total *migrate.Summary, cfg migrate.Config, opt mergeOptions) error {
	files = slices.Clone(files)
	slices.SortStableFunc(files, inputFile.compare)
	// A file's part once, should a runner hand on a retried bundle's
	// output twice.
	files = slices.CompactFunc(files, func(a, b inputFile) bool { return a.compare(b) == 0 })
	var names []string
	for _, f := range files {
		names = append(names, f.Path)
	}
	dir, check := opt.Out, slices.Clone(opt.Inputs)
	if isLocal(opt.Out) {
		check = append(check, names...)
	} else {
		tmp, err := os.MkdirTemp("", "uridialect-beam-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		dir, check = filepath.Join(tmp, "out"), nil
	}
	folder := opt.Folder
	folder.Inputs = check
	out, err := output.Open(dir, cfg, folder)
	if err != nil {
		return err
	}
	pfs, err := filesystem.New(ctx, partsDir(opt.Out))
	if err != nil {
		out.Abort()
		return err
	}
	defer pfs.Close()
	for _, f := range files {
		if err := mergePart(ctx, pfs, partsDir(opt.Out)+"/"+PartName(f), f.Conversions, folder.Formats, out); err != nil {
			out.Abort()
			return err
		}
	}
	if err := out.WriteSummary(total); err != nil {
		return err
	}
	if !isLocal(opt.Out) {
		if err := copyOutputs(ctx, dir, opt.Out); err != nil {
			return err
		}
	}
	return removeParts(ctx, pfs, opt.Out, files, folder.Formats)
}

// mergePart hands the part name (its path without extension) to out:
// its text tables and conversion records appended as they are, and its
// records (rows for a Parquet table, rewritten HTML files) one by one.
func mergePart(ctx context.Context, pfs filesystem.Interface, name string, conversions bool, formats []output.Format, out *output.Folder) error {
	for _, format := range formats {
		if format.Text() {
			if err := appendFile(ctx, pfs, name+"."+format.String(), func(r io.Reader) error { return out.AppendTable(format, r) }); err != nil {
				return err
			}
		}
	}
	if conversions {
		if err := appendFile(ctx, pfs, name+partConversions, out.AppendConversions); err != nil {
			return err
		}
	}
	if err := appendFile(ctx, pfs, name+partInputs, out.AppendInputs); err != nil {
		return err
	}
	return appendFile(ctx, pfs, name+partRecords, func(r io.Reader) error {
		dec := gob.NewDecoder(r)
		for {
			var e partEntry // a new one each time: gob leaves zero fields out
			if err := dec.Decode(&e); err == io.EOF {
				return nil
			} else if err != nil {
				return fmt.Errorf("reading the part %s: %w", name+partRecords, err)
			}
			for _, format := range formats {
				if !format.Text() {
					if err := out.WriteTableRows(format, e.Rows); err != nil {
						return err
					}
				}
			}
			if err := out.WriteDerivative(e.Document); err != nil {
				return err
			}
		}
	})
}

// appendFile hands the file p of pfs to write.
func appendFile(ctx context.Context, pfs filesystem.Interface, p string, write func(io.Reader) error) error {
	r, err := pfs.OpenRead(ctx, p)
	if err != nil {
		return fmt.Errorf("reading the part %s: %w", p, err)
	}
	defer r.Close()
	return write(bufio.NewReaderSize(r, 256<<10))
}

// copyOutputs copies the outputs in the local folder dir into the folder
// out of another filesystem, summary.json and report.html last, as
// migrate puts them in place last.
func copyOutputs(ctx context.Context, dir, out string) error {
	var names []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		names = append(names, filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		return err
	}
	last := func(n string) int {
		return map[string]int{output.SummaryJSON: 1, output.ReportHTML: 2}[n]
	}
	slices.SortStableFunc(names, func(a, b string) int { return cmp.Compare(last(a), last(b)) })
	out = strings.TrimSuffix(out, "/")
	ofs, err := filesystem.New(ctx, out)
	if err != nil {
		return err
	}
	defer ofs.Close()
	for _, n := range names {
		if err := copyFile(ctx, ofs, filepath.Join(dir, filepath.FromSlash(n)), out+"/"+n); err != nil {
			return fmt.Errorf("writing %s: %w", n, err)
		}
	}
	return nil
}

func copyFile(ctx context.Context, ofs filesystem.Interface, src, dst string) error {
	r, err := os.Open(src)
	if err != nil {
		return err
	}
	defer r.Close()
	w, err := createBuffered(ctx, ofs, dst)
	if err != nil {
		return err
	}
	_, err = io.Copy(w, r)
	return errors.Join(err, w.close())
}

// removeParts removes the parts of files from the output folder out.
func removeParts(ctx context.Context, pfs filesystem.Interface, out string, files []inputFile, formats []output.Format) error {
	if isLocal(out) {
		return os.RemoveAll(partsDir(out))
	}
	rm, ok := pfs.(filesystem.Remover)
	if !ok {
		return nil // a filesystem that cannot remove keeps them
	}
	for _, f := range files {
		for _, name := range partFiles(f, formats) {
			if err := rm.Remove(ctx, partsDir(out)+"/"+name); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
	}
	return nil
}
