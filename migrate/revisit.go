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
	// bytes a failed record (archive.ErrDigestMismatch); it is read, and
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

// Read reads rec as a migration does (see [Migrator.Migrate]): a
// document has its payload read, and a revisit record is given its
// Original, found among the records read before it and read again from
// its file, or the kind under which it is skipped; the places of the
// documents a later revisit may name are remembered. It returns the kind
// under which rec is skipped, "" for a document (or a record that carries
// links), or why it could not be read.
func (o *Originals) Read(rec *archive.Record) (skip string, err error) {
	rd := o.read(rec)
	return rd.skip, rd.fail
}

func (o *Originals) read(rec *archive.Record) reading {
	if rec.Revisit != nil && len(rec.Links) == 0 {
		return o.revisit(rec)
	}
	rd := read(rec)
	if rd.fail != nil || rec.Format != archive.FormatWARC && rec.Format != archive.FormatARC {
		return rd
	}
	switch rec.Type {
	case "response", "resource":
	default:
		return rd
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
	return rd
}

func captureKey(uri string, date time.Time) string {
	return uri + " " + date.UTC().Format(time.RFC3339Nano)
}

// revisit reads a revisit record: given its original, under its own URI,
// date and header, or skipped with the reason.
func (o *Originals) revisit(rec *archive.Record) reading {
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
		return reading{rec: rec, skip: RevisitOrphan}
	}
	orig, err := o.reread(p)
	if err != nil {
		return reading{rec: rec, skip: "revisit whose original cannot be read again"}
	}
	if !orig.html {
		// The revisit of an image, a style sheet: skipped as its
		// original is.
		return reading{rec: rec, skip: "revisit of " + orig.skip}
	}
	rec.Original = orig.rec
	return reading{rec: rec, html: true, revisited: true}
}

// reread reads the record at p again, as read reads it.
func (o *Originals) reread(p origin) (reading, error) {
	f, err := o.Open(p.file)
	if err != nil {
		return reading{}, err
	}
	defer f.Close()
	if _, err := f.Seek(p.offset, io.SeekStart); err != nil {
		return reading{}, err
	}
	r := archive.NewReader(f, p.file)
	r.SetLimits(o.Limits)
	for {
		rec, err := r.Next()
		if err != nil {
			return reading{}, fmt.Errorf("the original at offset %d: %w", p.offset, err)
		}
		if p.inner >= 0 && (rec.Inner == nil || rec.Inner.Offset != p.inner) {
			if rec.Inner == nil || rec.Inner.Offset > p.inner {
				return reading{}, fmt.Errorf("the original at offset %d+%d: not found again", p.offset, p.inner)
			}
			continue
		}
		rd := read(rec)
		return rd, rd.fail
	}
}
