package output

import (
	"bufio"
	"crypto/sha1"
	"encoding/base32"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzip"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/tool/uriescape"
	"github.com/uridialect/uridialect/migrate"
)

// A Derivative is what a migration writes for one record whose links were
// rewritten: the rewritten document, and where it goes. For an HTML file
// it is a file under the output folder; for a WARC or ARC record, a WARC
// conversion record that refers to the original, which is never
// modified. Any writer (the command's, a pipeline's) emits it as it is.
type Derivative struct {
	// Document is the rewritten document: the original's decoded payload
	// with the rewritten attribute values changed and every other byte
	// kept.
	Document []byte
	// Path is, for an HTML file, where the rewritten document goes,
	// slash-separated and relative to the output folder
	// ("documents/site/page.html"); "" for an archived document.
	Path string
	// Conversion is, for a WARC or ARC record, the conversion record that
	// holds the rewritten document; nil for an HTML file.
	Conversion *ConversionRecord
	// File is the input file of the original.
	File string
}

// NewDerivative returns the Derivative of rec, migrated into res, or nil
// when no link of rec was rewritten.
func NewDerivative(rec *archive.Record, res *migrate.Result) *Derivative {
	if res.Rewritten == nil {
		return nil
	}
	d := &Derivative{Document: res.Rewritten, File: rec.File}
	switch rec.Format {
	case archive.FormatWARC, archive.FormatARC:
		d.Conversion = newConversion(rec, res.Rewritten, res.Configuration())
	default:
		d.Path = DocumentPath(rec)
	}
	return d
}

// DocumentPath is where the rewritten HTML file of the plain file rec
// goes, under Documents, so that two documents of a collection do not
// share a path:
//
//   - a file given its URL (a manifest's row, --map) goes under a path
//     made from its capture date and URL, as a replay tool names a
//     capture: DATE/HOST/PATH ("19960902000000/lynx.browser.org/lynx_help/
//     lynx_help_main.html"; without a date, HOST/PATH), a path ending in
//     "/" given "index.html", its query after "%3F" in the last segment,
//     every byte a file name may not hold on a common filesystem, and "."
//     and ".." segments, percent-encoded: the same URL captured at two
//     dates is two files;
//   - any other file (its URL a file: URL) under its path: relative to the
//     working folder when inside it, else its absolute path (the leading
//     "/" or volume dropped), so that ../d/p.html and d/p.html do not
//     meet; standard input is "stdin.html".
//
// Two documents that still meet (one URL and date twice) are a clash the
// Folder refuses.
func DocumentPath(rec *archive.Record) string {
	if rec.File == archive.Stdin {
		return Documents + "/stdin.html"
	}
	if u, err := url.Parse(rec.URI); err == nil && u.Scheme != "" && u.Scheme != "file" && u.Host != "" {
		return Documents + "/" + urlPath(u, rec.Date)
	}
	return Documents + "/" + filePath(rec.File)
}

// urlPath is the path of a document at u captured at date (zero when
// not known), relative to Documents.
func urlPath(u *url.URL, date time.Time) string {
	var b strings.Builder
	if !date.IsZero() {
		b.WriteString(date.UTC().Format("20060102150405"))
		b.WriteByte('/')
	}
	b.WriteString(safeSegment(strings.ToLower(u.Host)))
	segments := strings.Split(u.EscapedPath(), "/")[1:] // the path starts with "/", or is empty
	if len(segments) == 0 || segments[len(segments)-1] == "" {
		segments = append(segments[:max(len(segments)-1, 0)], "index.html")
	}
	if u.RawQuery != "" || u.ForceQuery {
		segments[len(segments)-1] += "?" + u.RawQuery
	}
	for _, seg := range segments {
		b.WriteByte('/')
		b.WriteString(safeSegment(seg))
	}
	return b.String()
}

// safeSegment returns seg as a file name any common filesystem takes:
// the bytes outside letters, digits and -._~!$&'()+,;=@% percent-encoded
// (a URL's own %XX kept as written), "." and ".." and an empty segment
// too.
func safeSegment(seg string) string {
	switch seg {
	case "":
		return "%2F"
	case ".":
		return "%2E"
	case "..":
		return "%2E%2E"
	}
	var b strings.Builder
	for i := 0; i < len(seg); i++ {
		c := seg[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~!$&'()+,;=@%", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

// filePath is the path of the document read from file, relative to
// Documents: its path relative to the working folder when inside it, else
// its absolute path without its leading "/" or volume.
func filePath(file string) string {
	abs, err := filepath.Abs(file)
	if err != nil {
		abs = filepath.Clean(file)
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, abs); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(rel)
		}
	}
	rel := filepath.ToSlash(abs)
	rel = strings.TrimPrefix(rel, filepath.ToSlash(filepath.VolumeName(abs)))
	return strings.TrimLeft(rel, "/")
}

// A ConversionRecord is a WARC conversion record (ISO 28500:2017, Section
// 6.8: "an alternative version of another record's content that was
// created as the result of an archival process") holding a rewritten
// document. The same Section asks that "each transformation should result
// in a freestanding, complete record, with no dependency on survival of
// the original record", so the record carries what a reader of the
// original would use to read the document:
//
//   - the original response's HTTP header, Content-Length set to the
//     rewritten document's length and the transfer and content codings
//     dropped (the document is stored decoded), so that its
//     Content-Base, Content-Location and charset establish the same base
//     and encoding as the original's did (the block is then
//     "application/http; msgtype=response");
//   - as WARC-Date, the original's: Section 5.4 dates a record by "the
//     instant that data capture for record creation began", and the
//     content of a conversion was captured then, not when it was
//     rewritten. The capture date also decides the dialect of the
//     document's era (`--from auto`), so a run over the conversions
//     reads them as this run read the originals. (WARC-Refers-To-Date,
//     Section 5.12, is for revisit records only, and gowarc rejects it
//     elsewhere.) An original without a date gives the time of the
//     run, which `--from auto` reads as the current era, as it read the
//     undated original.
//
// WARC-Refers-To (Section 5.10) names the original record. An original
// without an id (an ARC record) is named by the conversion's own
// WARC-Target-URI and WARC-Date, which are the original's: WARC 1.1's
// WARC-Refers-To-Target-URI and WARC-Refers-To-Date (Sections 5.11 and
// 5.12) "shall not be used in 'warcinfo', 'response', 'metadata',
// 'conversion', 'resource', 'request', and 'continuation' records", and
// gowarc reports them there. WARC-Target-URI is a URI (targetURI), and
// WARC-Warcinfo-ID names the warcinfo record that starts the file
// (ConversionWriter).
type ConversionRecord struct {
	// Fields are the WARC named fields, in the order written, with
	// Content-Length and the block and payload digests.
	Fields [][2]string
	// HTTP is the HTTP header that starts the block (status line, fields
	// and the blank line), nil when the original had none.
	HTTP []byte
	// Document is the rest of the block: the payload.
	Document []byte
}

// conversionVersion is the WARC version the conversion records declare.
const conversionVersion = "WARC/1.1"

func newConversion(rec *archive.Record, doc []byte, config string) *ConversionRecord {
	c := &ConversionRecord{Document: doc}
	ct := rec.PayloadContentType()
	if ct == "" {
		ct = "text/html"
	}
	if m := rec.Message(); m != nil && m.StatusLine != "" {
		c.HTTP = httpHeader(m, len(doc))
		ct = "application/http; msgtype=response"
	}
	date := rec.Date
	if date.IsZero() {
		date = time.Now()
	}
	f := [][2]string{{"WARC-Type", "conversion"}}
	if rec.URI != "" {
		f = append(f, [2]string{"WARC-Target-URI", targetURI(rec.URI)})
	}
	block := digest(c.HTTP, doc)
	f = append(f,
		[2]string{"WARC-Date", date.UTC().Format(time.RFC3339)},
		[2]string{"WARC-Record-ID", conversionID(rec, config, block)})
	if rec.ID != "" {
		f = append(f, [2]string{"WARC-Refers-To", rec.ID})
	}
	f = append(f,
		[2]string{"Content-Type", ct},
		[2]string{"Content-Length", strconv.Itoa(len(c.HTTP) + len(doc))},
		[2]string{"WARC-Block-Digest", block},
		[2]string{"WARC-Payload-Digest", digest(doc)})
	c.Fields = f
	return c
}

// httpHeader writes the original's HTTP status line and header fields
// for the rewritten document: Content-Length its length (added when the
// original had none), Transfer-Encoding and Content-Encoding dropped.
func httpHeader(m *archive.HTTPMessage, n int) []byte {
	b := make([]byte, 0, 256)
	b = append(b, m.StatusLine...)
	b = append(b, "\r\n"...)
	length := false
	for _, f := range m.Header {
		switch strings.ToLower(f.Name) {
		case "transfer-encoding", "content-encoding":
			continue
		case "content-length":
			if length {
				continue
			}
			length = true
			b = append(b, f.Name...)
			b = append(b, ": "...)
			b = strconv.AppendInt(b, int64(n), 10)
			b = append(b, "\r\n"...)
			continue
		}
		b = append(b, f.Name...)
		b = append(b, ": "...)
		b = append(b, f.Value...)
		b = append(b, "\r\n"...)
	}
	if !length {
		b = append(b, "Content-Length: "...)
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, "\r\n"...)
	}
	return append(b, "\r\n"...)
}

// digest returns the SHA-1 digest of the concatenated parts as WARC
// writers write it ("sha1:" and the base32 digest).
func digest(parts ...[]byte) string {
	h := sha1.New()
	for _, p := range parts {
		h.Write(p)
	}
	return "sha1:" + base32.StdEncoding.EncodeToString(h.Sum(nil))
}

// conversionID derives the conversion record's id from the original
// (its id, file and offset), the configuration it was migrated under and
// the block's digest, so that the same input gives the same output, and
// two runs under different configurations, or giving different content,
// give different ids: WARC 1.1, Section 5.2, asks that an id be
// "globally unique for its period of intended use".
func conversionID(rec *archive.Record, config, block string) string {
	return nameUUID(fmt.Sprintf("uridialect migrate conversion\x00%s\x00%s\x00%d\x00%s\x00%s", rec.ID, rec.File, rec.Offset, config, block))
}

// nameUUID is a name-based UUID of name as a WARC record id (RFC 4122,
// version 5 layout, SHA-1).
func nameUUID(name string) string {
	h := sha1.Sum([]byte(name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("<urn:uuid:%x-%x-%x-%x-%x>", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// targetURI is the original's URI as WARC-Target-URI holds it: a URI
// (WARC 1.1, Section 5.6, "WARC-Target-URI" ":" uri; field values "may
// contain any UTF-8 character", Section 4), so the bytes no URI may hold
// percent-encoded, as RFC 3986, Section 2.1, encodes them (uriescape.Escape), and
// a "%" that does not start a percent-encoding encoded too.
func targetURI(s string) string {
	s = uriescape.Escape(s)
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && !(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
			b.WriteString("%25")
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// setWarcinfo names the warcinfo record that describes the record
// (WARC-Warcinfo-ID, WARC 1.1, Section 5.14), after its WARC-Record-ID.
func (c *ConversionRecord) setWarcinfo(id string) {
	for i, f := range c.Fields {
		if f[0] == "WARC-Warcinfo-ID" {
			c.Fields[i][1] = id
			return
		}
	}
	for i, f := range c.Fields {
		if f[0] == "WARC-Record-ID" {
			c.Fields = slices.Insert(c.Fields, i+1, [2]string{"WARC-Warcinfo-ID", id})
			return
		}
	}
}

// Field returns the value of the named WARC field, "" if absent.
func (c *ConversionRecord) Field(name string) string {
	for _, f := range c.Fields {
		if strings.EqualFold(f[0], name) {
			return f[1]
		}
	}
	return ""
}

// WriteTo writes the record, uncompressed: the version line, the fields,
// a blank line, the block and the two CRLFs that end a record.
func (c *ConversionRecord) WriteTo(w io.Writer) (int64, error) {
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriter(w)
	}
	var n int
	write := func(s string) {
		m, _ := bw.WriteString(s)
		n += m
	}
	write(conversionVersion)
	write("\r\n")
	for _, f := range c.Fields {
		write(f[0])
		write(": ")
		write(f[1])
		write("\r\n")
	}
	write("\r\n")
	m, _ := bw.Write(c.HTTP)
	n += m
	m, _ = bw.Write(c.Document)
	n += m
	write("\r\n\r\n")
	return int64(n), bw.Flush()
}

// A gzipWriter is a gzip writer and the buffer in front of it, kept for
// the next record.
type gzipWriter struct {
	zw *gzip.Writer
	bw *bufio.Writer
}

var gzipWriters = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
	return &gzipWriter{zw: zw, bw: bufio.NewWriterSize(zw, 32<<10)}
}}

// WriteGzip writes the record into w as a gzip member of its own, as
// archives are written, so that a reader can start at its offset;
// BestSpeed, for the output is written at the pace of the input.
func (c *ConversionRecord) WriteGzip(w io.Writer) error {
	g := gzipWriters.Get().(*gzipWriter)
	defer gzipWriters.Put(g)
	g.zw.Reset(w)
	g.bw.Reset(g.zw)
	if _, err := c.WriteTo(g.bw); err != nil {
		return err
	}
	return g.zw.Close()
}
