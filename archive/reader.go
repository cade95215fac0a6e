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
	// readFailed says the read error that ended the input was reported.
	readFailed bool
	// nested reads the data of gzip members that hold compressed data
	// again (a .warc.gz gzipped again), from the member at nestedAt; depth
	// counts the compressions around this Reader's input.
	nested       *Reader
	nestedAt     int64
	depth        int
	warnedNested bool
}

// maxNesting bounds how many compressions around one another are undone:
// a .warc.gz gzipped once more is read, and so on up to this many.
const maxNesting = 3

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
	if r.nested != nil {
		return r.fromNested()
	}
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
			if f := r.raw.readError(); f != nil && !r.readFailed {
				r.readFailed = true
				return nil, &RecordError{File: r.name, Offset: f.at, Err: fmt.Errorf("read error: %v; the rest of the input cannot be read", f.err)}
			}
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
		if head, _ := r.raw.br.Peek(len(zipMagic)); r.parser == nil && !r.probed && bytes.Equal(head, zipMagic) {
			// A zip is read from its end (its central directory): a WACZ
			// package is read as a file (Collect), never as a stream of
			// records, nor its stored WARCs taken for records after junk.
			r.done = true
			return nil, &RecordError{File: r.name, Err: errZipStream}
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
			if r.nested != nil {
				return r.fromNested()
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
			if f := r.raw.readError(); f != nil && r.raw.atEOF() && !r.readFailed {
				r.readFailed = true
				err = fmt.Errorf("%w (read error at offset %d: %v; the rest of the input cannot be read)", err, f.at, f.err)
			} else if r.raw.atEOF() && r.parser.format() == FormatWARC {
				err = fmt.Errorf("%w: cut short: the input ends inside it", err)
			}
			return nil, &RecordError{File: r.name, Offset: start, Err: err}
		}
		if r.raw.atEOF() && (blockShort(rec) || r.raw.readError() != nil && !r.readFailed) {
			// The input ended inside the record: by a read error, or cut
			// (a plain WARC whose last block is short): it fails, as a
			// record cut short in a gzip member does.
			return nil, r.cut(rec)
		}
		return r.finish(rec), nil
	}
	return nil, io.EOF
}

// errZipStream is the failure of a zip read as a stream.
var errZipStream = errors.New("a zip file (a WACZ package?) read as a stream: a zip is read from its end; give it as a file, or on standard input to a command (which copies it to a file)")

// cut fails rec, which the end of the plain input cut short.
func (r *Reader) cut(rec *Record) error {
	if r.closer != nil {
		r.closer()
		r.closer = nil
	}
	why := "the input ends inside it"
	if f := r.raw.readError(); f != nil {
		r.readFailed = true
		why = fmt.Sprintf("read error at offset %d: %v; the rest of the input cannot be read", f.at, f.err)
	}
	return &RecordError{File: r.name, Offset: rec.Offset, Err: fmt.Errorf("%s record %s cut short: %s", rec.Type, rec.URI, why)}
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
	if r.parser == nil {
		head, _ := r.memberData.br.Peek(4)
		if bytes.HasPrefix(head, gzipMagic) || bytes.Equal(head, zstdMagic) || isSkippableFrame(head) {
			return r.nest(start)
		}
	}
	return nil
}

// nest reads the data of the gzip members from the one at start on, which
// holds compressed data again, as an input of its own: every member's
// data in turn (a file gzipped again may be one member or many).
func (r *Reader) nest(start int64) error {
	r.member = nil
	if r.depth+1 >= maxNesting {
		r.done = true
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("compressed more than %d times (gzip around gzip or zstd): not read", maxNesting)}
	}
	r.gz.Multistream(true)
	r.nested = NewReader(r.memberData.br, r.name)
	r.nested.depth, r.nested.limits, r.nestedAt = r.depth+1, r.limits, start
	return nil
}

// fromNested returns the next record of the nested input, placed in the
// file: at the outer member's offset, its place in the outer data in
// Inner.
func (r *Reader) fromNested() (*Record, error) {
	rec, err := r.nested.Next()
	switch e := err.(type) {
	case nil:
		inner := &InnerPosition{Offset: rec.Offset, Length: rec.Length}
		if rec.Inner != nil {
			inner.Offset += rec.Inner.Offset
		}
		rec.Offset, rec.Length, rec.Inner = r.nestedAt, 0, inner
		if !r.warnedNested {
			r.warnedNested = true
			rec.warn(WarnFraming, "compressed twice (gzip around gzip or zstd: a .warc.gz gzipped again): read through both; the records' offsets are in the data of the outer gzip")
		}
		r.current = rec
		return rec, nil
	case *RecordError:
		inner := &InnerPosition{Offset: e.Offset}
		if e.Inner != nil {
			inner.Offset += e.Inner.Offset
		}
		return nil, &RecordError{File: r.name, Offset: r.nestedAt, Inner: inner, Err: e.Err}
	}
	return nil, err
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

// blockShort reports a record whose block holds fewer bytes than its
// Content-Length says (gowarc's "content length mismatch: header N,
// actual M"): at the end of the input, the record was cut there.
func blockShort(rec *Record) bool {
	for _, w := range rec.Warnings {
		var declared, actual int64
		if i := strings.Index(w.Text, "content length mismatch: "); i >= 0 && w.Kind == WarnLength {
			if n, _ := fmt.Sscanf(w.Text[i:], "content length mismatch: header %d, actual %d", &declared, &actual); n == 2 && actual < declared {
				return true
			}
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
