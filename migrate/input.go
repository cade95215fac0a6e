package migrate

import (
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
)

// An Input is one record of an input, read into memory: what the
// per-record work needs and nothing that points back into a reader, so
// that it can be handed to another goroutine (or, in a pipeline, to
// another worker) and migrated there.
type Input struct {
	File   string
	Offset int64 // of the record in its file's raw bytes
	Format string
	Type   archive.RecordType // the record's type: "response", "document", "link", ...
	URI    string             // the document's URI (retrieval), "" if unknown
	ID     string             // WARC-Record-ID, "" if none
	Date   time.Time
	// HTML reports an HTML document, whose Body is migrated.
	HTML bool
	// ContentType is the payload's Content-Type, parameters included.
	ContentType string
	// Status is the HTTP status line the document came with ("HTTP/1.1
	// 200 OK"), "" when it came without an HTTP header.
	Status string
	// Header holds the HTTP header fields the document came with.
	Header []dialect.HeaderField
	Body   []byte // the decoded payload of an HTML document
	// Links are the links a WAT record or a link table row carries.
	Links []archive.Link
	// Media is the payload's media type.
	Media string
	// Skip, when not empty, is the kind under which the record is
	// skipped (archive.SkipKind: the vocabulary every command's accounting
	// shares; or a revisit without its original: see [Originals]).
	Skip string
	// Revisited reports a revisit record given its original's payload.
	Revisited bool
	// DigestMismatch reports a stored WARC digest that does not match.
	DigestMismatch bool
}

// ReadInput reads rec, which is valid only until its reader's next
// record, into an Input. Only an HTML document's payload is read.
func ReadInput(rec *archive.Record) (*Input, error) {
	in := &Input{
		File: rec.File, Offset: rec.Offset, Format: rec.Format.String(), Type: rec.Type,
		URI: rec.URI, ID: rec.ID, Date: rec.Date, Links: rec.Links, DigestMismatch: rec.DigestMismatch,
	}
	if in.URI == "" && rec.Format == archive.FormatDocument && rec.File != archive.Stdin {
		in.URI = fileURL(rec.File)
	}
	if rec.HTTP != nil {
		in.Status = rec.HTTP.StatusLine
		for _, f := range rec.HTTP.Fields {
			in.Header = append(in.Header, dialect.HeaderField{Name: f[0], Value: f[1]})
		}
	}
	if len(rec.Links) > 0 {
		return in, nil
	}
	if !IsDocument(rec) {
		in.Media = rec.MediaType()
		in.Skip = archive.SkipKind(rec)
		return in, nil
	}
	in.HTML = true
	in.ContentType = rec.PayloadContentType()
	p, err := rec.Payload()
	if err != nil {
		return nil, err
	}
	if in.Body, err = io.ReadAll(p); err != nil {
		return nil, fmt.Errorf("reading the payload: %w", err)
	}
	return in, nil
}

// IsDocument reports whether rec holds an HTML document: the one rule
// by which links, migrate, serve and the Beam pipeline choose the records
// whose links they read. A document is what a browser would have
// rendered as HTML:
//
//   - a response, resource, conversion or plain file, of any HTTP status
//     (an error page or a redirect page with a body is rendered, and
//     replay tools show it), with a payload that is not empty;
//   - whose payload is declared text/html or application/xhtml+xml and is
//     not binary data (archive's Sniff: an image declared HTML is not a
//     page);
//   - or, declared as nothing, a file whose name says HTML (.html, .htm,
//     .shtml, .xhtml, .xht), or a payload whose first bytes do
//     ([document.LooksLikeHTML], or net/http's sniffing).
//
// A payload declared another type (text/plain, text/css) is not HTML
// whatever it holds: a browser shows it as that type.
func IsDocument(rec *archive.Record) bool {
	switch rec.Type {
	case "response", "resource", "document", "conversion":
	default:
		return false
	}
	if _, err := rec.Payload(); err != nil {
		// A payload past a limit cannot be sniffed: archive's rule takes
		// one that may be HTML for a document, whose reading then fails
		// the record with the limit's reason.
		return rec.IsHTML()
	}
	head := rec.Head()
	if len(head) == 0 {
		return false
	}
	sniffed := rec.Sniff()
	switch rec.MediaType() {
	case "text/html", "application/xhtml+xml":
		return !archive.BinaryType(sniffed)
	case "":
		if rec.Format == archive.FormatDocument && htmlName(rec.File) {
			return !archive.BinaryType(sniffed)
		}
		return document.LooksLikeHTML(head) || strings.HasPrefix(sniffed, "text/html")
	}
	return false
}

// htmlName reports whether a file's name says it holds HTML.
func htmlName(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".html", ".htm", ".shtml", ".xhtml", ".xht":
		return true
	}
	return false
}

// Fields returns the header fields the document came with, as the
// dialects and the charset detection read them: its HTTP header's, or,
// for a record without one (a resource record, an ARC record without
// HTTP header), its Content-Type.
func (in *Input) Fields() []dialect.HeaderField {
	if in.Status == "" && len(in.Header) == 0 && in.ContentType != "" {
		return []dialect.HeaderField{{Name: "Content-Type", Value: in.ContentType}}
	}
	return in.Header
}

// fileURL returns the file URL of a local file (RFC 8089), the URI a
// document read from disk was retrieved with, and so its base when it
// has no BASE element.
func fileURL(name string) string {
	abs, err := filepath.Abs(name)
	if err != nil {
		return ""
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}

// skipKind names what a record that is not migrated is: the archive
// layer's SkipKind when the Input came from a record, else its type and
// for a response, resource or document its media type ("response
// text/css").
func skipKind(in *Input) string {
	if in.Skip != "" {
		return in.Skip
	}
	switch in.Type {
	case archive.TypeResponse, archive.TypeResource, archive.TypeDocument, archive.TypeConversion:
		if in.Media != "" {
			return string(in.Type) + " " + in.Media
		}
	}
	return string(in.Type)
}
