package migrate

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/uridialect/uridialect/archive"
)

// Originals finds the original of a revisit record among the records
// read before it. A revisit (WARC 1.1, Section 6.7: Heritrix's and pywb's
// duplicate reduction) holds no payload: it says the payload is that of
// an earlier capture. A revisit whose original is in the input is a
// document with the original's payload and its own URI, date and HTTP
// header (so its own base); one whose original is not is skipped, under
// "revisit without its original in the input".
//
// The original is the record named by WARC-Refers-To (Section 5.11);
// else the one of WARC-Refers-To-Target-URI captured at
// WARC-Refers-To-Date (Sections 5.13, 5.14); else, as pywb's
// deduplication reads a revisit that names neither, the last document
// read with the same WARC-Payload-Digest. A revisit of a record that is
// no document (an image) is skipped as "revisit of" its kind. Only the
// place of each response and resource is kept (file, offset): the original is read again from its file when
// a revisit asks for it, so memory does not grow with the payloads read.
type Originals struct {
	byID, byCapture, byDigest map[string]origin
	// Open opens a file to read an original again; archive.OpenSeekable
	// by default (a file, or a WARC of a WACZ package).
	// An input that cannot be opened again (standard input, an upload)
	// leaves its revisits skipped, with the reason.
	Open func(file string) (io.ReadSeekCloser, error)
	// Limits bound the reading of each record (archive.DefaultLimits if
	// zero).
	Limits archive.Limits
	// FailDigests makes a record whose stored digest does not match its
	// bytes a failed record (--verify-digests=fail); it is read, and
	// counted, otherwise.
	FailDigests bool
}

// An origin is where a document was read.
type origin struct {
	file   string
	offset int64
	inner  int64 // the offset inside a whole-file gzip member, -1 for none
}

// NewOriginals returns an empty index.
func NewOriginals() *Originals {
	return &Originals{byID: map[string]origin{}, byCapture: map[string]origin{}, byDigest: map[string]origin{},
		Open: archive.OpenSeekable}
}

// RevisitOrphan is the kind under which a revisit whose original is not
// in the input is skipped.
const RevisitOrphan = "revisit without its original in the input"

// Read reads rec into an Input, as ReadInput does, remembering a document's place and
// giving a revisit its original's payload.
func (o *Originals) Read(rec *archive.Record) (*Input, error) {
	if rec.Revisit != nil && len(rec.Links) == 0 {
		return o.revisit(rec)
	}
	in, err := ReadInput(rec)
	if err != nil || rec.Format != archive.FormatWARC && rec.Format != archive.FormatARC {
		return in, err
	}
	switch rec.Type {
	case "response", "resource":
	default:
		return in, nil
	}
	p := origin{file: rec.File, offset: rec.Offset, inner: -1}
	if rec.Inner != nil {
		p.inner = rec.Inner.Offset
	}
	if rec.ID != "" {
		o.byID[rec.ID] = p
	}
	if rec.URI != "" && !rec.Date.IsZero() {
		o.byCapture[captureKey(rec.URI, rec.Date)] = p
	}
	// Only a declared digest is indexed: a writer's digest is of the
	// payload as transferred (content coding and all), which the decoded
	// body may not be.
	if rec.PayloadDigest != "" {
		o.byDigest[strings.ToLower(rec.PayloadDigest)] = p
	}
	return in, nil
}

func captureKey(uri string, date time.Time) string {
	return uri + " " + date.UTC().Format(time.RFC3339Nano)
}

// revisit reads a revisit record: its original's payload under its own
// URI, date and header, or a record skipped with the reason.
func (o *Originals) revisit(rec *archive.Record) (*Input, error) {
	in, err := ReadInput(rec) // the revisit's own header; no payload
	if err != nil {
		return nil, err
	}
	in.HTML, in.Body = false, nil
	p, found := o.byID[rec.Revisit.RefersTo]
	if !found && rec.Revisit.RefersTo == "" && rec.Revisit.TargetURI != "" {
		if t, err := time.Parse(time.RFC3339Nano, rec.Revisit.Date); err == nil {
			p, found = o.byCapture[captureKey(rec.Revisit.TargetURI, t)]
		}
	}
	if !found && rec.Revisit.RefersTo == "" && rec.Revisit.TargetURI == "" && rec.PayloadDigest != "" {
		p, found = o.byDigest[strings.ToLower(rec.PayloadDigest)]
	}
	if !found {
		in.Skip = RevisitOrphan
		return in, nil
	}
	orig, err := o.reread(p)
	if err != nil {
		in.Skip = "revisit whose original cannot be read again"
		return in, nil
	}
	if !orig.HTML {
		// The revisit of an image, a style sheet: skipped as its
		// original is.
		in.Skip = "revisit of " + skipKind(orig)
		return in, nil
	}
	in.HTML, in.Body, in.ContentType, in.Media = true, orig.Body, orig.ContentType, ""
	if rec.HTTP == nil || len(in.Header) == 0 {
		// A revisit without an HTTP header of its own has the original's.
		in.Header, in.Status = orig.Header, orig.Status
	}
	in.Revisited = true
	return in, nil
}

// reread reads the document at p again.
func (o *Originals) reread(p origin) (*Input, error) {
	f, err := o.Open(p.file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if _, err := f.Seek(p.offset, io.SeekStart); err != nil {
		return nil, err
	}
	r := archive.NewReader(f, p.file)
	r.SetLimits(o.Limits)
	for {
		rec, err := r.Next()
		if err != nil {
			return nil, fmt.Errorf("the original at offset %d: %w", p.offset, err)
		}
		if p.inner >= 0 && (rec.Inner == nil || rec.Inner.Offset != p.inner) {
			if rec.Inner == nil || rec.Inner.Offset > p.inner {
				return nil, fmt.Errorf("the original at offset %d+%d: not found again", p.offset, p.inner)
			}
			continue
		}
		return ReadInput(rec)
	}
}
