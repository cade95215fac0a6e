package migrate

import (
	"bufio"
	"compress/gzip"
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/nlnwa/gowarc/v3"
	"github.com/uridialect/uridialect/internal/warcgen"
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
// rewritten documents and the conversion records. Every file is valid
// after each record: rows are whole lines, and each conversion record is
// its own gzip member.
type Output struct {
	Dir string
	// Created is the WARC-Date of the conversion records.
	Created time.Time

	jsonl, tsv *bufio.Writer
	files      []*os.File
	warc       *os.File
	zw         *gzip.Writer
	line       []byte
}

// CreateOutput creates dir and the link table files, with the TSV header
// for the modern dialects named.
func CreateOutput(dir string, to []string, created time.Time) (*Output, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	o := &Output{Dir: dir, Created: created.UTC().Truncate(time.Second)}
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
	if res.Rewritten == nil {
		return nil
	}
	switch in.Format {
	case "warc", "arc":
		return o.conversion(in, res.Rewritten)
	}
	return o.document(in, res.Rewritten)
}

// document writes a rewritten HTML file under Documents, at its input's
// path made relative (a leading "/" or volume dropped, ".." kept out).
func (o *Output) document(in *Input, doc []byte) error {
	rel := filepath.ToSlash(filepath.Clean(in.File))
	rel = strings.TrimLeft(strings.TrimPrefix(rel, filepath.VolumeName(rel)), "/")
	for strings.HasPrefix(rel, "../") {
		rel = rel[3:]
	}
	if in.File == "-" {
		rel = "stdin.html"
	}
	path := filepath.Join(o.Dir, Documents, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, doc, 0o644)
}

// conversion appends a WARC conversion record holding the rewritten
// document (ISO 28500, Section 6.7: "an alternative version of another
// record's content that was created as the result of an archival
// process"), WARC-Refers-To the original, in a gzip member of its own.
func (o *Output) conversion(in *Input, doc []byte) error {
	if o.warc == nil {
		f, err := os.Create(filepath.Join(o.Dir, Conversions))
		if err != nil {
			return err
		}
		o.warc = f
	}
	ct := in.ContentType
	if ct == "" {
		ct = "text/html"
	}
	headers := [][2]string{}
	if in.ID != "" {
		headers = append(headers, [2]string{gowarc.WarcRefersTo, in.ID})
	}
	b, err := warcgen.Bytes(warcgen.Spec{
		Type: gowarc.Conversion, URI: in.URI, Date: o.Created.Format(time.RFC3339),
		ID: conversionID(in), ContentType: ct, Headers: headers, Block: strings.NewReader(string(doc)),
	})
	if err != nil {
		return err
	}
	// Each record in a gzip member of its own, as archives are written,
	// so that a reader can start at any record's offset; BestSpeed, for
	// the output is written at the pace of the input.
	if o.zw == nil {
		o.zw, _ = gzip.NewWriterLevel(o.warc, gzip.BestSpeed)
	} else {
		o.zw.Reset(o.warc)
	}
	if _, err := o.zw.Write(b); err != nil {
		return err
	}
	return o.zw.Close()
}

// conversionID derives the conversion record's id from the original's,
// so that the same input gives the same output (a name-based UUID,
// RFC 4122 version 5 layout).
func conversionID(in *Input) string {
	h := sha1.Sum([]byte(fmt.Sprintf("uridialect migrate conversion\x00%s\x00%s\x00%d", in.ID, in.File, in.Offset)))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("<urn:uuid:%x-%x-%x-%x-%x>", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// Flush writes what is buffered.
func (o *Output) Flush() error {
	for _, w := range []*bufio.Writer{o.jsonl, o.tsv} {
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
