package output

import (
	"io"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// A RunInfo describes a run for the warcinfo record that starts the
// conversion records (and for anyone who wants to know how outputs were
// made): the software, the configuration and the input files.
type RunInfo struct {
	// From and To are the From configuration and the modern dialects.
	From string
	To   []string
	// Maps are the Map settings as given, DIR=URL, and the Date as
	// "date=DATE".
	Maps []string
	// Inputs are the input files, in the order read.
	Inputs []string
	// Started is the run's start, the warcinfo record's WARC-Date.
	Started time.Time
}

// NewWarcinfo returns the warcinfo record (WARC 1.1, Section 6.2: it
// "describes the records that follow it, up through end of file") of the
// WARC file named filename: its block is "application/warc-fields" with
// the software, the format, the configuration and the input files, and
// its id is derived from them, so that the same run writes the same
// bytes.
func NewWarcinfo(info RunInfo, filename string) *ConversionRecord {
	var b []byte
	field := func(name, value string) {
		b = append(b, name...)
		b = append(b, ": "...)
		b = append(b, fieldValue(value)...)
		b = append(b, "\r\n"...)
	}
	field("software", Software())
	field("format", "WARC File Format 1.1")
	field("conformsTo", "https://iipc.github.io/warc-specifications/specifications/warc-format/warc-1.1/")
	field("description", "conversion records of the archived documents whose links uridialect migrate rewrote")
	field("uridialect-from", info.From)
	field("uridialect-to", strings.Join(info.To, ","))
	for _, m := range info.Maps {
		if d, ok := strings.CutPrefix(m, "date="); ok {
			field("uridialect-date", d)
		} else {
			field("uridialect-map", m)
		}
	}
	for _, in := range info.Inputs {
		field("uridialect-input", in)
	}
	date := info.Started
	if date.IsZero() {
		date = time.Now()
	}
	c := &ConversionRecord{Document: b}
	c.Fields = [][2]string{
		{"WARC-Type", "warcinfo"},
		{"WARC-Date", date.UTC().Format(time.RFC3339)},
		{"WARC-Filename", fieldValue(filename)},
		{"WARC-Record-ID", nameUUID("uridialect migrate warcinfo\x00" + filename + "\x00" + string(b))},
		{"Content-Type", "application/warc-fields"},
		{"Content-Length", strconv.Itoa(len(b))},
		{"WARC-Block-Digest", digest(b)},
	}
	return c
}

// fieldValue is s as a WARC field value: UTF-8 (WARC 1.1, Section 4:
// field values "may contain any UTF-8 character") on one line, a byte
// that is not UTF-8 or a control character percent-encoded.
func fieldValue(s string) string {
	ok := utf8.ValidString(s)
	for i := 0; ok && i < len(s); i++ {
		if s[i] < ' ' || s[i] == 0x7f || s[i] == '%' {
			ok = false
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r < ' ' || r == 0x7f || r == '%' {
			b.WriteByte('%')
			b.WriteByte(upperHex[s[i]>>4])
			b.WriteByte(upperHex[s[i]&0xf])
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

const upperHex = "0123456789ABCDEF"

// A ConversionWriter writes a WARC file of conversion records, each a
// gzip member of its own, every conversion named by its WARC-Warcinfo-ID:
// before the conversions of each input file, a warcinfo record with the
// run's configuration and that file (WARC 1.1, Section 6.2: a warcinfo
// record "describes the records that follow it, up through end of file,
// end of input, or until next 'warcinfo' record"). So the file of a whole
// run is the files of its inputs end to end, as a pipeline writes them
// one per input. Every writer of migrate's outputs (the command's, a
// pipeline's) writes them through one.
type ConversionWriter struct {
	w        io.Writer
	filename string
	info     RunInfo
	file     string // the input of the last warcinfo record
	id       string // its id, "" before the first
}

// NewConversionWriter returns a writer of the WARC file filename into w,
// for the run info describes (its Inputs are not used: each warcinfo
// record names the one input whose conversions follow).
func NewConversionWriter(w io.Writer, filename string, info RunInfo) *ConversionWriter {
	return &ConversionWriter{w: w, filename: filename, info: info}
}

// Write writes the conversion record c of a document of the input file,
// after a warcinfo record if it is the first of that file.
func (cw *ConversionWriter) Write(c *ConversionRecord, file string) error {
	if cw.id == "" || file != cw.file {
		info := cw.info
		info.Inputs = []string{file}
		rec := NewWarcinfo(info, cw.filename)
		if err := rec.WriteGzip(cw.w); err != nil {
			return err
		}
		cw.id, cw.file = rec.Field("WARC-Record-ID"), file
	}
	c.setWarcinfo(cw.id)
	return c.WriteGzip(cw.w)
}
