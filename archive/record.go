package archive

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/uridialect/uridialect/header"
)

// A Record is one unit of an input: a WARC or ARC record, one line of a
// link table, or a whole file that is none of those (a document). Its
// position (File, Offset, Length) is in the input's raw bytes, as they are
// on disk, compressed or not, so every finding traces back to bytes.
//
// A Record and its payload are valid until the next call of its Reader's
// Next, unless its payload was read with ReadPayload: the Record then
// stands alone, to be kept or handed to another goroutine. Its fields are
// the caller's to change (a plain file's URI and date are known to the
// caller, not to the file).
type Record struct {
	File   string
	Format Format
	// Offset and Length locate the record in the raw file: for a record
	// in its own gzip member, the member. A record that shares a gzip
	// member with others (a whole-file gzip) has the member's Offset,
	// Length 0, and its place inside the decompressed member in Inner.
	Offset, Length int64
	Inner          *InnerPosition

	// Type is the WARC-Type, lower-cased, "response" for an ARC record
	// and "filedesc" for an ARC version block, "link" for a row of a link
	// table, "document" for a plain file, TypeUntyped for a WARC record
	// without WARC-Type.
	Type        RecordType
	URI         string    // WARC-Target-URI, the ARC URL, the row's document
	Date        time.Time // WARC-Date or ARC Archive-date; zero when absent
	ID          string    // WARC-Record-ID
	ContentType string    // of the record's block: WARC or ARC Content-Type
	// PayloadDigest is WARC-Payload-Digest ("sha1:..."), "" when absent.
	PayloadDigest string
	// Revisit holds a revisit record's reference to what it revisits
	// (WARC 1.1, Section 6.7); nil for other records.
	Revisit *Revisit
	Version string // "WARC/1.1", "WARC/0.17", "ARC/1", "ARC/2", ...
	// Header holds the record's own header as written in the file, in
	// order, duplicates kept, before this package repaired anything
	// (wget's angle brackets stay): a WARC record's named fields; an ARC
	// record's header line, its fields named by the file's version block
	// ("URL", "IP-address", "Archive-date", ...). None for a row of a link
	// table or a plain file. The fields above are read from it.
	Header header.Fields

	// HTTP is the HTTP response (or request) the block holds, nil when it
	// holds none. An HTTP/0.9 response has Status 0 and no Header.
	HTTP *HTTPMessage

	// Links are the links the record carries already extracted: a WAT
	// record's, or a link table row's.
	Links []Link

	// Original is, for a revisit record, the record it revisits, once the
	// caller has found it and read its payload (ReadPayload): a revisit
	// stands for content archived before, whose payload it leaves out
	// (WARC 1.1, Section 6.7). The revisit's payload is then the
	// original's (Payload, ReadPayload), and so is its HTTP message when
	// it carries no header fields of its own (Message). Nil otherwise.
	Original *Record

	// Warnings are problems found in the record that did not stop it
	// from being read: digest mismatches, a Content-Length that lied,
	// junk before it, an undecodable Content-Encoding.
	Warnings []Warning
	// DigestMismatch reports a stored digest (WARC-Block-Digest or
	// WARC-Payload-Digest) that does not match the record's bytes; a
	// warning says which.
	DigestMismatch bool

	body    body
	decoded io.Reader // set by Payload
	sniffed string    // set by Sniff
	head    []byte    // set by Payload: its first bytes, peeked
	limits  Limits    // the Reader's, when the record came from one
	// payload is the decoded payload, read whole (kept), by ReadPayload
	// or NewDocument.
	payload []byte
	kept    bool
}

// NewDocument returns the record of a document held in memory, body,
// named file (a file's name, or what stands for one): a record of type
// TypeDocument, as a Reader gives a plain file, whose payload is body as
// it is. Its URI, date and HTTP message (the header fields it came with)
// are the caller's to set.
func NewDocument(file string, body []byte) *Record {
	r := &Record{File: file, Format: FormatDocument, Type: TypeDocument, Length: int64(len(body))}
	r.keep(body)
	return r
}

// ReadPayload reads the record's decoded payload (Payload) whole into
// memory, once, and keeps it: later calls return the same bytes, Payload
// a reader of them, and the record stands alone, valid after its
// Reader's Next. For a revisit whose Original is set, it is the
// original's. The errors are Payload's and its reader's (an
// *ErrBodyTooLarge past MaxBodySize).
func (r *Record) ReadPayload() ([]byte, error) {
	if r.Original != nil {
		return r.Original.ReadPayload()
	}
	if r.kept {
		return r.payload, nil
	}
	p, err := r.Payload()
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(p)
	if err != nil {
		return nil, err
	}
	r.keep(b)
	return b, nil
}

// keep makes b the record's payload, read whole.
func (r *Record) keep(b []byte) {
	r.payload, r.kept = b, true
	r.head = b[:min(len(b), sniffLen)]
	if r.sniffed == "" {
		r.sniffed = http.DetectContentType(r.head)
	}
	r.decoded = nil
}

// Message returns the HTTP message the payload came with: the record's
// own (HTTP), or, for a revisit whose Original is set and which carries
// no header fields of its own, the original's. Nil when there is none.
func (r *Record) Message() *HTTPMessage {
	if r.Original != nil && (r.HTTP == nil || len(r.HTTP.Header) == 0) {
		return r.Original.Message()
	}
	return r.HTTP
}

// DocumentHeader returns the header fields the payload came with, as
// base establishment and the detection of a document's encoding read them
// (dialect.BaseSource): its HTTP message's (Message), or, for a record
// without one (a resource record, an ARC record without HTTP header), its
// payload's Content-Type.
func (r *Record) DocumentHeader() header.Fields {
	if m := r.Message(); m != nil && (m.StatusLine != "" || len(m.Header) > 0) {
		return m.Header
	}
	if ct := r.PayloadContentType(); ct != "" {
		return header.Fields{{Name: "Content-Type", Value: ct}}
	}
	return nil
}

// A Revisit names the record a revisit record repeats: WARC-Refers-To
// (its WARC-Record-ID), WARC-Refers-To-Target-URI and
// WARC-Refers-To-Date (WARC 1.1, Sections 5.11, 5.13, 5.14), and the
// profile (Section 6.7.2, identical payload digest; 6.7.3, server not
// modified).
type Revisit struct {
	Profile, RefersTo, TargetURI, Date string
}

// InnerPosition locates a record inside a decompressed gzip member.
type InnerPosition struct {
	Offset, Length int64
}

// HTTPMessage is the HTTP header of a record's block.
type HTTPMessage struct {
	// StatusLine is "HTTP/1.0 200 OK", or a request line; "" for an
	// HTTP/0.9 response, or for header fields given without a message
	// (a document's, by the user who gives the document).
	StatusLine string
	Status     int // 0 for a request or an HTTP/0.9 response
	// Header holds the header fields in the order they came, names as
	// written and folded values unfolded; none for an HTTP/0.9 response.
	Header    header.Fields
	HeaderLen int // bytes of the status line and headers in the block
}

// A Link is a link carried by a record already extracted (WAT, link table).
type Link struct {
	Document  string // URL of the document holding the link
	Base      string // base the source recorded, when it did
	Reference string // the link as written
	Date      string // as the source wrote it
	Element   string // WAT: "A", "IMG", ...
	Attribute string // WAT: "href", "src", ...
	Text      string // WAT: the anchor text
	// Extra holds the row's other columns (link tables) or the WAT link's
	// other keys, in their order.
	Extra [][2]string
}

// body gives access to a record's payload.
type body interface {
	// raw returns the payload as stored: after the HTTP header, still
	// chunked and content-encoded.
	raw() (io.Reader, error)
}

// ErrDigestMismatch is the reason a record whose stored digest does not
// match its bytes fails where digests are verified strictly.
var ErrDigestMismatch = errors.New("stored digest does not match")

// DigestFailure is the error of a record whose stored digest does not
// match (DigestMismatch), where that fails it: ErrDigestMismatch, with
// the record named, as records, links and migrate report it.
func (r *Record) DigestFailure() error {
	return fmt.Errorf("%s record %s: %w", r.Type, r.URI, ErrDigestMismatch)
}

// RawPayload returns the record's payload as stored in the file: the
// block after any HTTP header, with any chunked transfer coding and
// content coding left as they are. A rewriter keeps these bytes.
func (r *Record) RawPayload() (io.Reader, error) {
	if r.body == nil {
		return eofReader{}, nil
	}
	return r.body.raw()
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }

// A RecordType is the kind of a record: a WARC-Type as WARC 1.1, Section
// 6 names them (lower-cased: "the WARC-Type field name and value are
// case-insensitive"), or one of the kinds this package gives the records
// of other formats. It is a string, not gowarc's RecordType, because it
// names what no WARC-Type does (an ARC file's version block, a row of a
// link table, a plain file) and keeps an unknown WARC-Type as written.
type RecordType string

// The record types: WARC 1.1's, Section 6, then this package's own.
const (
	TypeWarcinfo     RecordType = "warcinfo"
	TypeResponse     RecordType = "response"
	TypeResource     RecordType = "resource"
	TypeRequest      RecordType = "request"
	TypeMetadata     RecordType = "metadata"
	TypeRevisit      RecordType = "revisit"
	TypeConversion   RecordType = "conversion"
	TypeContinuation RecordType = "continuation"
	TypeFiledesc     RecordType = "filedesc" // an ARC file's version block
	TypeLink         RecordType = "link"     // a row of a link table
	TypeDocument     RecordType = "document" // a plain file, or a document of a WAT record
	// TypeUntyped is the Type of a WARC record that has no WARC-Type
	// field (a warning says so): it is counted under this name, never
	// under "".
	TypeUntyped RecordType = "untyped"
)
