package migrate

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
)

// The files a migration writes into its output folder.
const (
	LinksJSONL  = "links.jsonl"
	LinksTSV    = "links.tsv"
	Conversions = "conversions.warc.gz" // conversion records of rewritten WARC/ARC responses
	Documents   = "documents"           // rewritten HTML files, under their input paths
	ReportHTML  = "report.html"
	SummaryJSON = "summary.json"
)

// An Output writes the outputs of a migration into a folder, record by
// record in the order given: the link table (JSONL and TSV), the
// rewritten documents and the conversion records. The link table and the
// conversions are written through buffers; every file is valid once they
// are flushed (Flush, Close), which a cancelled run does too: rows are
// whole lines, and each conversion record is its own gzip member.
type Output struct {
	Dir string

	jsonl, tsv *bufio.Writer
	warcw      *bufio.Writer // of warc
	files      []*os.File
	warc       *os.File
	line       []byte
}

// CreateOutput creates dir and the link table files, with the TSV header
// for the modern dialects named.
func CreateOutput(dir string, to []string) (*Output, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	o := &Output{Dir: dir}
	for _, name := range []string{LinksJSONL, LinksTSV} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			o.Close()
			return nil, err
		}
		o.files = append(o.files, f)
	}
	o.jsonl, o.tsv = bufio.NewWriterSize(o.files[0], 1<<20), bufio.NewWriterSize(o.files[1], 1<<20)
	_, err := o.tsv.Write(TSVHeader(to))
	return o, err
}

// Write writes the outputs of one record.
func (o *Output) Write(in *Input, res *Result) error {
	for i := range res.Rows {
		o.line = AppendJSON(o.line[:0], &res.Rows[i])
		if _, err := o.jsonl.Write(o.line); err != nil {
			return err
		}
		o.line = AppendTSV(o.line[:0], &res.Rows[i])
		if _, err := o.tsv.Write(o.line); err != nil {
			return err
		}
	}
	return o.WriteDerivative(NewDerivative(in, res))
}

// WriteDerivative writes a rewritten document (nothing for nil): an HTML
// file under Documents, or a conversion record appended to Conversions.
func (o *Output) WriteDerivative(d *Derivative) error {
	switch {
	case d == nil:
		return nil
	case d.Conversion != nil:
		if o.warc == nil {
			f, err := os.Create(filepath.Join(o.Dir, Conversions))
			if err != nil {
				return err
			}
			o.warc, o.warcw = f, bufio.NewWriterSize(f, 1<<20)
		}
		return d.Conversion.WriteGzip(o.warcw)
	}
	path := filepath.Join(o.Dir, filepath.FromSlash(d.Path))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, d.Document, 0o644)
}

// Flush writes what is buffered.
func (o *Output) Flush() error {
	for _, w := range []*bufio.Writer{o.jsonl, o.tsv, o.warcw} {
		if w != nil {
			if err := w.Flush(); err != nil {
				return err
			}
		}
	}
	return nil
}

// Close flushes and closes every file.
func (o *Output) Close() error {
	err := o.Flush()
	for _, f := range o.files {
		if e := f.Close(); err == nil {
			err = e
		}
	}
	if o.warc != nil {
		if e := o.warc.Close(); err == nil {
			err = e
		}
	}
	return err
}

// WriteSummary writes the summary as JSON and the report as HTML.
func (o *Output) WriteSummary(s *Summary) error {
	b, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.Dir, SummaryJSON), append(b, '\n'), 0o644); err != nil {
		return err
	}
	f, err := os.Create(filepath.Join(o.Dir, ReportHTML))
	if err != nil {
		return err
	}
	if err := WriteReport(f, s); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
