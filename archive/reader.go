package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
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
	FormatIndex           // a CDX or CDXJ index file: one record of type "index", skipped
)

var formatNames = [...]string{"unknown", "warc", "arc", "wat", "tsv", "jsonl", "csv", "document", "index"}

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

	pending []Warning // warnings for the next record: junk skipped before it
	current *Record
	closer  func()
	done    bool
	probed  bool // the input's start was searched for leading junk
	// zstdDict is the dictionary of a .warc.zst's frames; zdec decodes
	// them.
	zstdDict []byte
	zdec     *zstd.Decoder
	gzipped  bool // a gzip member was read
	// detectedIn is the gzip member whose data the format was detected
	// from.
	detectedIn *member
	limits     Limits
	gz         *gzip.Reader
	// memberData is the stream of every gzip member's data in turn.
	memberData *stream
}

// A member is the gzip member being read.
type member struct {
	kind     string // "gzip member" or "zstd frame"
	start    int64
	data     *stream
	src      *gzipSource
	records  int
	reported bool // a failure of this member was returned
}

// gzipSource is a member's decompressed data: a gzip member's reader, or
// a decoded zstd frame's bytes (with the error that cut it short).
type gzipSource struct {
	gz  io.Reader
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
		if r.parser == nil && r.gzipped || r.parser != nil && r.parser.marks() != nil {
			// After a gzip member, or between records: junk up to the
			// next member or record is skipped and reported.
			at := r.raw.pos()
			marks := [][]byte{gzipMagic, zstdMagic}
			if r.parser != nil {
				marks = append(marks, r.parser.marks()...)
			}
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
				r.pending = append(r.pending, junkSkipped(n, fmt.Sprintf("offset %d before this record", at)))
			}
		}
		if r.parser == nil && !r.probed {
			r.probed = true
			head, _ := r.raw.br.Peek(leadingJunkWindow + 64)
			if n := leadingJunk(head); n > 0 {
				if len(bytes.TrimLeft(head[:n], "\r\n\t ")) > 0 {
					r.pending = append(r.pending, junkSkipped(int64(n), fmt.Sprintf("offset %d before this record", r.raw.pos())))
				}
				_, _ = r.raw.br.Discard(n)
			}
		}
		if head, _ := r.raw.br.Peek(4); isSkippableFrame(head) {
			if err := r.readZstdDictionary(); err != nil {
				return nil, err
			}
			continue
		} else if bytes.Equal(head, zstdMagic) {
			if err := r.openZstdFrame(); err != nil {
				return nil, err
			}
			continue
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
	r.gzipped = true
	r.raw.keepHistory(gzipHistory)
	var err error
	if r.gz == nil {
		r.gz, err = gzip.NewReader(r.raw.br)
	} else {
		err = r.gz.Reset(r.raw.br)
	}
	if err != nil {
		skipped := r.resyncGzip(start)
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("bad gzip header: %w%s", err, skipped)}
	}
	r.gz.Multistream(false)
	src := &gzipSource{gz: r.gz}
	if r.memberData == nil {
		r.memberData = newStream(src, 0)
	} else {
		r.memberData.reset(src, 0)
	}
	r.member = &member{kind: "gzip member", start: start, src: src, data: r.memberData}
	return nil
}

// fromMember reads the next record of the current gzip member; ok is
// false when the member ended without one.
func (r *Reader) fromMember() (rec *Record, err error, ok bool) {
	m := r.member
	if m.data.atEOF() {
		r.member = nil
		if m.src.err != nil {
			// The member is damaged or cut short: say how far it got,
			// then look for the next member where the damage began.
			got := m.data.pos()
			skipped := r.resyncGzip(m.start)
			if r.detectedIn == m && r.parser.format() == FormatDocument {
				// Damaged data is no evidence of the format: the next
				// member decides.
				r.parser = nil
			}
			if m.reported {
				return nil, nil, false
			}
			return nil, &RecordError{File: r.name, Offset: m.start, Err: fmt.Errorf("%s damaged after %d decompressed bytes (%d records read whole from it): %v%s", m.kind, got, m.records, m.src.err, skipped)}, true
		}
		return nil, nil, false
	}
	if r.parser == nil {
		head, _ := m.data.br.Peek(streamBufferSize)
		r.parser = detect(head)
		r.detectedIn = m
	}
	if marks := r.parser.marks(); marks != nil {
		at := m.data.pos()
		if n, blank := m.data.skipTo(marks...); n > 0 {
			if m.data.atEOF() && blank {
				return nil, nil, false
			}
			r.pending = append(r.pending, junkSkipped(n, fmt.Sprintf("byte %d of the gzip member at offset %d", at, m.start)))
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
			err = fmt.Errorf("%w (%s damaged after %d decompressed bytes: %v)", err, m.kind, m.data.pos(), m.src.err)
		}
		r.resync(m.data, start)
		return nil, &RecordError{File: r.name, Offset: m.start, Inner: inner, Err: err}, true
	}
	atEnd := m.data.atEOF()
	if m.src.err != nil && (atEnd || cutShort(rec)) {
		// The gzip data broke inside this record: its block is cut short.
		m.reported = true
		if closer := r.closer; closer != nil {
			closer()
			r.closer = nil
		}
		return nil, &RecordError{File: r.name, Offset: m.start, Inner: &InnerPosition{Offset: rec.Offset},
			Err: fmt.Errorf("%s record %s cut short: %s damaged after %d decompressed bytes: %v", rec.Type, rec.URI, m.kind, m.data.pos(), m.src.err)}, true
	}
	m.records++
	inner := &InnerPosition{Offset: rec.Offset, Length: rec.Length}
	rec.Offset, rec.Length = m.start, 0
	if m.records == 1 && atEnd {
		// One record, one member: the member is the record's extent.
		rec.Length = r.raw.pos() - m.start
	} else {
		rec.Inner = inner
		if m.records == 1 {
			rec.warn(WarnFraming, "several records share one gzip member (a whole-file gzip); the records' offsets are in the member's decompressed data")
		}
	}
	return r.finish(rec), nil, true
}

// gzipHistory is how many raw bytes a Reader of gzip members keeps
// behind its position (at most twice this): a damaged member is searched
// again for the next member's header within them.
const gzipHistory = 8 << 20

// resyncGzip finds the next gzip member after a damaged one that started
// at start. A corrupt deflate stream is decoded on past its member's end,
// into the members behind it, until the decoder fails; so the bytes
// between start and the failure are searched again for a member header
// that opens and decodes. The stream is put back there, or left at the
// failure when none is found. It returns a note for the failure's
// message saying what was skipped.
func (r *Reader) resyncGzip(start int64) string {
	s := r.raw
	back := s.since(start + 1)
	if back == nil {
		r.resync(s, start)
		return ""
	}
	ahead, _ := s.br.Peek(min(s.br.Buffered(), 1<<16))
	for i := 0; i < len(back); i++ {
		if back[i] != 0x1f || !gzipMemberAt(back[i:], ahead) {
			continue
		}
		at := start + 1 + int64(i)
		s.unread(bytes.Clone(back[i:]), at)
		return fmt.Sprintf("; the next gzip member starts at offset %d (%d bytes skipped)", at, at-start)
	}
	return ""
}

// gzipMemberAt reports whether b (followed by ahead) starts a gzip member
// whose header parses and whose data starts to decode.
func gzipMemberAt(b, ahead []byte) bool {
	// The header may run on from b into ahead.
	head := append(bytes.Clone(b[:min(len(b), 4)]), ahead[:min(len(ahead), 4)]...)
	if len(head) < 4 || head[0] != 0x1f || head[1] != 0x8b || head[2] != 8 || head[3]&0xe0 != 0 {
		return false
	}
	zr, err := gzip.NewReader(io.MultiReader(bytes.NewReader(b), bytes.NewReader(ahead)))
	if err != nil {
		return false
	}
	zr.Multistream(false)
	_, err = zr.Read(make([]byte, 64))
	return err == nil || err == io.EOF
}

// cutShort reports whether a record read from a member whose data broke
// off shows the break: its block or end-of-record marker short.
func cutShort(rec *Record) bool {
	for _, w := range rec.Warnings {
		if w.Kind == WarnLength && (strings.Contains(w.Text, "end of record marker") || strings.Contains(w.Text, "content length mismatch") ||
			strings.Contains(w.Text, "no end-of-record marker")) {
			return true
		}
	}
	return false
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
