package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/gzip"
)

// Format is the kind of input a record came from.
type Format uint8

// The formats, detected from content (Detect), never from a file name.
const (
	FormatUnknown  Format = iota
	FormatWARC            // ISO 28500 WARC/1.0 and 1.1, and the WARC/0.17-0.18 drafts
	FormatARC             // Internet Archive ARC, version block 1 or 2
	FormatWAT             // Common Crawl WAT: WARC metadata records holding JSON
	FormatTSV             // link table, tab-separated, header line first
	FormatJSONL           // link table, one JSON object a line
	FormatCSV             // link table, RFC 4180 CSV, header line first
	FormatDocument        // none of the above: the whole input is one document
)

var formatNames = [...]string{"unknown", "warc", "arc", "wat", "tsv", "jsonl", "csv", "document"}

func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", f)
}

// A RecordError reports a record that could not be read: the file, the
// offset in its raw bytes where the trouble starts, and why. The Reader
// goes on with the next record it can find.
type RecordError struct {
	File   string
	Offset int64
	Inner  *InnerPosition // inside a gzip member, when there
	Err    error
}

func (e *RecordError) Error() string {
	if e.Inner != nil {
		return fmt.Sprintf("%s: offset %d (byte %d of the gzip member's data): %v", e.File, e.Offset, e.Inner.Offset, e.Err)
	}
	return fmt.Sprintf("%s: offset %d: %v", e.File, e.Offset, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// A Reader reads the records of one input. Next returns each record in
// turn; a record that cannot be read is returned as a *RecordError and the
// Reader goes on past it; io.EOF ends the input.
type Reader struct {
	name   string
	raw    *stream
	parser parser
	member *member
	format Format

	pending []string // warnings for the next record: junk skipped before it
	current *Record
	closer  func()
	done    bool
	probed  bool // the input's start was searched for leading junk
	limits  Limits
	gz      *gzip.Reader
	// memberData is the stream of every gzip member's data in turn.
	memberData *stream
}

// A member is the gzip member being read.
type member struct {
	start    int64
	data     *stream
	src      *gzipSource
	records  int
	reported bool // a failure of this member was returned
}

type gzipSource struct {
	gz  *gzip.Reader
	err error
}

func (g *gzipSource) Read(p []byte) (int, error) {
	n, err := g.gz.Read(p)
	if err != nil && err != io.EOF && g.err == nil {
		g.err = err
	}
	return n, err
}

// A parser reads records of one format from a stream positioned at a
// record boundary. Offsets it sets are positions in that stream.
type parser interface {
	format() Format
	next(s *stream, r *Reader) (*Record, error)
	// marks are the byte strings a record can start with, for skipping
	// junk between records; nil when the parser resynchronises itself.
	marks() [][]byte
}

var gzipMagic = []byte{0x1f, 0x8b}

// NewReader returns a Reader of the raw bytes r, named name in records and
// errors ("-" for standard input). Offsets are positions in r's bytes.
func NewReader(r io.Reader, name string) *Reader {
	return NewReaderAt(r, name, 0)
}

// NewReaderAt is NewReader for a reader whose first byte is at offset in
// the file: a file seeked to a record's offset (from a CDX index, or a
// split of a parallel job) reads from there, with offsets into the file.
// The bytes at offset must start a record (or a gzip member).
func NewReaderAt(r io.Reader, name string, offset int64) *Reader {
	return &Reader{name: name, raw: newStream(r, offset)}
}

// Format is the input's format, known after the first call of Next.
func (r *Reader) Format() Format {
	if r.parser == nil {
		return FormatUnknown
	}
	return r.parser.format()
}

// Next returns the next record, a *RecordError for a record that could
// not be read (call Next again to go on), or io.EOF at the end.
func (r *Reader) Next() (*Record, error) {
	if r.closer != nil {
		r.closer()
		r.closer = nil
	}
	r.current = nil
	for !r.done {
		if r.member != nil {
			rec, err, ok := r.fromMember()
			if ok {
				return rec, err
			}
			continue
		}
		if r.raw.atEOF() {
			r.done = true
			break
		}
		if r.parser != nil && r.parser.marks() != nil {
			at := r.raw.pos()
			marks := append([][]byte{gzipMagic}, r.parser.marks()...)
			if n, blank := r.raw.skipTo(marks...); n > 0 {
				if r.raw.atEOF() {
					r.done = true
					if blank {
						// Line ends or spaces after the last record: no
						// record, nothing lost.
						break
					}
					return nil, &RecordError{File: r.name, Offset: at, Err: fmt.Errorf("%d bytes at the end of the file are not a record", n)}
				}
				r.pending = append(r.pending, fmt.Sprintf("%d bytes of junk skipped at offset %d before this record", n, at))
			}
		}
		if r.parser == nil && !r.probed {
			r.probed = true
			head, _ := r.raw.br.Peek(leadingJunkWindow + 64)
			if n := leadingJunk(head); n > 0 {
				r.pending = append(r.pending, fmt.Sprintf("%d bytes of junk skipped at offset %d before this record", n, r.raw.pos()))
				_, _ = r.raw.br.Discard(n)
			}
		}
		if head, _ := r.raw.br.Peek(2); bytes.Equal(head, gzipMagic) {
			if err := r.openMember(); err != nil {
				return nil, err
			}
			continue
		}
		if r.parser == nil {
			head, _ := r.raw.br.Peek(streamBufferSize)
			r.parser = detect(head)
		}
		start := r.raw.pos()
		rec, err := r.parser.next(r.raw, r)
		if err == errOnlyBlankLines {
			continue
		}
		if err != nil {
			r.resync(r.raw, start)
			var at *atError
			if errors.As(err, &at) {
				start, err = at.at, at.err
			}
			return nil, &RecordError{File: r.name, Offset: start, Err: err}
		}
		return r.finish(rec), nil
	}
	return nil, io.EOF
}

// openMember starts reading the gzip member at the raw stream's position.
func (r *Reader) openMember() error {
	start := r.raw.pos()
	var err error
	if r.gz == nil {
		r.gz, err = gzip.NewReader(r.raw.br)
	} else {
		err = r.gz.Reset(r.raw.br)
	}
	if err != nil {
		r.resync(r.raw, start)
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("bad gzip header: %w", err)}
	}
	r.gz.Multistream(false)
	src := &gzipSource{gz: r.gz}
	if r.memberData == nil {
		r.memberData = newStream(src, 0)
	} else {
		r.memberData.reset(src, 0)
	}
	r.member = &member{start: start, src: src, data: r.memberData}
	return nil
}

// fromMember reads the next record of the current gzip member; ok is
// false when the member ended without one.
func (r *Reader) fromMember() (rec *Record, err error, ok bool) {
	m := r.member
	if m.data.atEOF() {
		r.member = nil
		if m.src.err != nil && !m.reported {
			// The member is damaged or cut short: say how far it got,
			// then look for the next member or record.
			got := m.data.pos()
			r.resync(r.raw, m.start)
			return nil, &RecordError{File: r.name, Offset: m.start, Err: fmt.Errorf("gzip member damaged after %d decompressed bytes (%d records read from it): %v", got, m.records, m.src.err)}, true
		}
		return nil, nil, false
	}
	if r.parser == nil {
		head, _ := m.data.br.Peek(streamBufferSize)
		r.parser = detect(head)
	}
	if marks := r.parser.marks(); marks != nil {
		at := m.data.pos()
		if n, blank := m.data.skipTo(marks...); n > 0 {
			if m.data.atEOF() && blank {
				return nil, nil, false
			}
			r.pending = append(r.pending, fmt.Sprintf("%d bytes of junk skipped at byte %d of the gzip member at offset %d", n, at, m.start))
			if m.data.atEOF() {
				return nil, nil, false
			}
		}
	}
	start := m.data.pos()
	rec, err = r.parser.next(m.data, r)
	if err == errOnlyBlankLines {
		return nil, nil, false
	}
	if err != nil {
		var at *atError
		if errors.As(err, &at) {
			r.resync(m.data, start)
			start, err = at.at, at.err
		}
		inner := &InnerPosition{Offset: start}
		if m.src.err != nil {
			m.reported = true
			err = fmt.Errorf("%w (gzip member damaged after %d decompressed bytes: %v)", err, m.data.pos(), m.src.err)
		}
		r.resync(m.data, start)
		return nil, &RecordError{File: r.name, Offset: m.start, Inner: inner, Err: err}, true
	}
	m.records++
	atEnd := m.data.atEOF()
	if m.src.err != nil {
		// The gzip data broke inside this record: its block is cut short.
		m.reported = true
		if closer := r.closer; closer != nil {
			closer()
			r.closer = nil
		}
		return nil, &RecordError{File: r.name, Offset: m.start, Inner: &InnerPosition{Offset: rec.Offset},
			Err: fmt.Errorf("%s record %s cut short: gzip member damaged after %d decompressed bytes: %v", rec.Type, rec.URI, m.data.pos(), m.src.err)}, true
	}
	inner := &InnerPosition{Offset: rec.Offset, Length: rec.Length}
	rec.Offset, rec.Length = m.start, 0
	if m.records == 1 && atEnd {
		// One record, one member: the member is the record's extent.
		rec.Length = r.raw.pos() - m.start
	} else {
		rec.Inner = inner
		if m.records == 1 {
			rec.Warnings = append(rec.Warnings, "several records share one gzip member (a whole-file gzip); the records' offsets are in the member's decompressed data")
		}
	}
	return r.finish(rec), nil, true
}

// resync moves s past a record that failed at start, so that the next
// search for a record starts after it.
func (r *Reader) resync(s *stream, start int64) {
	if s.pos() == start {
		_, _ = s.br.Discard(1)
	}
}

func (r *Reader) finish(rec *Record) *Record {
	rec.File = r.name
	rec.limits = r.limits
	if rec.Format == FormatUnknown {
		rec.Format = r.parser.format()
	}
	if len(r.pending) > 0 {
		rec.Warnings = append(r.pending, rec.Warnings...)
		r.pending = nil
	}
	r.current = rec
	return rec
}

// onClose registers what to release when the caller moves past the
// current record.
func (r *Reader) onClose(f func()) { r.closer = f }

// errOnlyBlankLines is returned by a parser that found nothing but blank
// lines before the end of its stream: no record, and nothing lost.
var errOnlyBlankLines = errors.New("only blank lines left")
