package migrate

import (
	"net/url"
	"path/filepath"
	"strings"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/document"
)

// A reading is what reading one record found: how the record is
// migrated. The record stands alone (a document's payload read whole),
// so that it can be migrated on another goroutine than the one that read
// it.
type reading struct {
	rec *archive.Record
	// html reports an HTML document whose payload is read, or a revisit
	// given its Original (revisited).
	html, revisited bool
	// skip is the kind under which a record that holds no document and
	// no links is skipped.
	skip string
	// fail, when not nil, is why the record could not be read; rec then
	// names only its file and offset (and a digest mismatch).
	fail error
}

// read reads rec as a migration takes it: an HTML document has its
// payload read (rec.ReadPayload), a record carrying links is migrated as
// it is, anything else is skipped under its kind (archive.SkipKind). A
// plain file read from disk without a URI is given its file: URL, the URI
// it was retrieved with.
func read(rec *archive.Record) reading {
	if rec.URI == "" && rec.Format == archive.FormatDocument && rec.File != archive.Stdin {
		rec.URI = fileURL(rec.File)
	}
	switch {
	case len(rec.Links) > 0:
		return reading{rec: rec}
	case !IsDocument(rec):
		return reading{rec: rec, skip: archive.SkipKind(rec)}
	}
	if _, err := rec.Payload(); err != nil {
		return failed(rec.File, rec.Offset, err)
	}
	if _, err := rec.ReadPayload(); err != nil {
		return failed(rec.File, rec.Offset, readingError{err})
	}
	return reading{rec: rec, html: true, revisited: rec.Original != nil}
}

// failed is the reading of a record that could not be read, at offset in
// file.
func failed(file string, offset int64, err error) reading {
	return reading{rec: &archive.Record{File: file, Offset: offset}, fail: err}
}

// A readingError is a payload that could not be read.
type readingError struct{ err error }

func (e readingError) Error() string { return "reading the payload: " + e.err.Error() }
func (e readingError) Unwrap() error { return e.err }

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
// whatever it holds: a browser shows it as that type. A revisit whose
// Original is set is a document when its original is.
func IsDocument(rec *archive.Record) bool {
	if rec.Original != nil {
		return IsDocument(rec.Original)
	}
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
