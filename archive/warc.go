package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nlnwa/gowarc/v3"

	"github.com/uridialect/uridialect/header"
)

// warcParser reads WARC records with gowarc, keeping its default
// validation (spec and syntax problems are warnings, digests checked):
// with validation off gowarc cuts payloads to 4 KiB. This layer adds what
// gowarc leaves to its caller: gzip framing (a whole-file gzip is read as
// a stream of records, not one), junk between records, and the record a
// too-long Content-Length swallowed.
type warcParser struct {
	u gowarc.Unmarshaler
}

func newWARCParser() *warcParser {
	return &warcParser{u: gowarc.NewUnmarshaler()}
}

var (
	warcMagic      = []byte("WARC/")
	warcMagicLower = []byte("warc/")
	crlfcrlf       = []byte("\r\n\r\n")
)

func (p *warcParser) format() Format  { return FormatWARC }
func (p *warcParser) marks() [][]byte { return [][]byte{warcMagic, warcMagicLower} }

func (p *warcParser) next(s *stream, r *Reader) (*Record, error) {
	start := s.pos()
	head := s.peekUntil(crlfcrlf, streamBufferSize)
	headerLen := int64(headerEnd(head))
	var fixes []Warning
	var fields header.Fields // the header as written, before any repair
	if headerLen > 0 {
		fields = warcHeader(head[:headerLen])
		fixed, warnings, err := fixWARCHeader(head[:headerLen])
		if err != nil {
			// The header is read; the block's extent is unknown: it is
			// taken to run on to the next record, skipped with it.
			_, _ = s.br.Discard(int(headerLen))
			n, _ := s.skipTo(warcMagic, warcMagicLower, gzipMagic)
			return nil, fmt.Errorf("%w; the %d bytes to the next record skipped with it", err, n)
		}
		if fixed != nil {
			_, _ = s.br.Discard(int(headerLen))
			s.unread(fixed, start)
		}
		fixes = warnings
	}
	var headCopy []byte // the header as gowarc reads it, kept for recover
	if headerLen > 0 {
		headCopy, _ = s.br.Peek(int(headerLen))
		headCopy = bytes.Clone(headCopy)
	}
	wr, _, validation, err := p.u.Unmarshal(s.br)
	if err != nil {
		if wr != nil {
			_ = wr.Close()
		}
		return nil, fmt.Errorf("WARC record: %w", err)
	}
	rec := &Record{
		Format:      FormatWARC,
		Offset:      start,
		Length:      s.pos() - start,
		Type:        RecordType(wr.Type().String()),
		Version:     wr.Version().String(),
		ContentType: wr.WarcHeader().Get(gowarc.ContentType),
		URI:         strings.Trim(wr.WarcHeader().Get(gowarc.WarcTargetURI), "<>"),
		ID:          wr.WarcHeader().Get(gowarc.WarcRecordID),
		Header:      fields,
		Warnings:    fixes,
	}
	if fields == nil {
		// A header too long to be looked at before gowarc reads it: its
		// fields as gowarc read them (names in its canonical case).
		for _, f := range *wr.WarcHeader() {
			rec.Header = append(rec.Header, header.Field{Name: f.Name, Value: f.Value})
		}
	}
	if rec.Type == "unknown" || rec.Type == "" {
		rec.Type = RecordType(strings.ToLower(wr.WarcHeader().Get(gowarc.WarcType)))
	}
	if h := wr.WarcHeader(); h.Has(gowarc.WarcPayloadDigest) || rec.Type == "revisit" {
		rec.PayloadDigest = h.Get(gowarc.WarcPayloadDigest)
		if rec.Type == "revisit" {
			rec.Revisit = &Revisit{Profile: h.Get(gowarc.WarcProfile), RefersTo: h.Get(gowarc.WarcRefersTo),
				TargetURI: strings.Trim(h.Get(gowarc.WarcRefersToTargetURI), "<>"), Date: h.Get(gowarc.WarcRefersToDate)}
		}
	}
	if rec.Type == "" {
		rec.Type = TypeUntyped
	}
	if d := wr.WarcHeader().Get(gowarc.WarcDate); d != "" {
		if t, err := wr.Date(); err == nil {
			rec.Date = t
		} else {
			rec.warnf(WarnHeader, "WARC-Date %q: %v", d, err)
		}
	}
	digestBad := false
	for _, v := range validation {
		kind := WarnSpec
		var de *gowarc.DigestError
		switch msg := v.Error(); {
		case errors.As(v, &de):
			digestBad, kind = true, WarnDigest
		case strings.Contains(msg, "end of record") || strings.Contains(msg, "content length"):
			kind = WarnLength
		}
		rec.warn(kind, v.Error())
	}
	rec.DigestMismatch = digestBad
	body := &warcBody{rec: wr, limit: -1}
	r.onClose(func() { _ = wr.Close() })

	if headerLen > 0 {
		p.recover(s, rec, wr, body, headCopy, digestBad, validation)
	}
	p.readHTTP(rec, wr, body)
	if body.limit >= 0 && rec.HTTP != nil {
		body.limit -= int64(rec.HTTP.HeaderLen)
		if body.limit < 0 {
			body.limit = 0
		}
	}
	rec.body = body
	if rec.Type == "metadata" && strings.HasPrefix(strings.ToLower(rec.ContentType), "application/json") {
		if err := readWAT(rec); err != nil {
			return nil, err
		}
	}
	return rec, nil
}

// recover finds a record that a too-long Content-Length swallowed. A
// record whose end is not followed by a record boundary, or whose block
// digest fails, has its block searched for the start of another record
// ("\r\n\r\nWARC/1."); when found, the record is cut there, with a warning,
// and the rest of the block is put back to be read as records.
func (p *warcParser) recover(s *stream, rec *Record, wr gowarc.WarcRecord, body *warcBody, head []byte, digestBad bool, validation []error) {
	blockStart := rec.Offset + int64(len(head))
	declared, _ := wr.WarcHeader().GetInt64(gowarc.ContentLength)
	end := s.pos()
	next, _ := s.br.Peek(len(warcMagic))
	boundary := len(next) == 0 || bytes.HasPrefix(next, gzipMagic) ||
		len(next) == len(warcMagic) && bytes.EqualFold(next, warcMagic) || blankToEOF(s)
	taken, told := markerTaken(validation)
	if boundary && !told && end-blockStart-declared == int64(len(crlfcrlf)) && !digestBad {
		return
	}
	raw, err := wr.Block().RawBytes()
	if err != nil {
		rec.warn(WarnLength, "block not readable to look for a swallowed record: "+err.Error())
		return
	}
	block, err := io.ReadAll(raw)
	if err != nil {
		return
	}
	cut := embeddedStart(block)
	if !told {
		// gowarc took CRLF CRLF after the block, or, when the four bytes
		// there were something else, nothing and said nothing: the block
		// starts a line of the header bytes (where gowarc's header
		// ended), and its first bytes are the ones there.
		if at := end - int64(len(block)); !blockStartsAt(head, rec.Offset, at-4, block) && blockStartsAt(head, rec.Offset, at, block) {
			taken = nil
		}
	}
	if cut < 0 {
		// A length a few bytes too long ends the block inside the next
		// record's version line.
		ahead, _ := s.br.Peek(64)
		for k := max(0, len(block)-len("WARC/1.1\r\n")); k < len(block); k++ {
			if k > 0 && block[k-1] != '\n' {
				continue
			}
			joined := append(append(bytes.Clone(block[k:]), taken...), ahead...)
			if len(joined) > 6 && bytes.EqualFold(joined[:5], warcMagic) && joined[5] >= '0' && joined[5] <= '9' && warcStartCut(joined) {
				cut = k
				break
			}
		}
	}
	if cut < 0 {
		if !boundary || len(taken) != len(crlfcrlf) {
			rec.warnf(WarnLength, "no end-of-record marker and no record after Content-Length %d: the length is too short, or junk follows", declared)
		}
		return
	}
	tail := block[cut:]
	tail = append(tail[:len(tail):len(tail)], taken...)
	at := end - int64(len(tail))
	s.unread(tail, at)
	rec.Length = at - rec.Offset
	kept := cut
	if bytes.HasSuffix(block[:cut], crlfcrlf) {
		kept -= len(crlfcrlf)
	}
	body.limit = int64(kept)
	rec.warnf(WarnLength, "Content-Length %d is too long: the block holds another record's header at byte %d; record cut to %d bytes, the rest read again from offset %d", declared, cut, kept, at)
}

// readHTTP sets rec.HTTP from an application/http block.
func (p *warcParser) readHTTP(rec *Record, wr gowarc.WarcRecord, body *warcBody) {
	if !strings.HasPrefix(strings.ToLower(rec.ContentType), "application/http") {
		return
	}
	hb, ok := wr.Block().(gowarc.ProtocolHeaderBlock)
	if !ok {
		return
	}
	response := rec.Type == "response" || rec.Type == "revisit" ||
		strings.Contains(strings.ToLower(rec.ContentType), "msgtype=response")
	if rec.Type == "request" {
		response = false
	}
	header := hb.ProtocolHeaderBytes()
	msg, warnings := parseHTTPHeader(header, response)
	rec.HTTP = msg
	rec.Warnings = append(rec.Warnings, warnings...)
	if response && !bytes.HasPrefix(header, []byte("HTTP/")) {
		body.whole = true // HTTP/0.9: gowarc took the first lines for a header
	}
}

// warcBody reads a WARC record's payload from gowarc's cached block.
type warcBody struct {
	rec   gowarc.WarcRecord
	limit int64 // bytes of payload to give, -1 for all
	whole bool  // the payload is the whole block
}

func (b *warcBody) raw() (io.Reader, error) {
	var (
		rd  io.Reader
		err error
	)
	if pb, ok := b.rec.Block().(gowarc.PayloadBlock); ok && !b.whole {
		if _, isHTTP := b.rec.Block().(gowarc.ProtocolHeaderBlock); isHTTP {
			rd, err = pb.PayloadBytes()
		} else {
			rd, err = pb.RawBytes()
		}
	} else {
		rd, err = b.rec.Block().RawBytes()
	}
	if err != nil {
		return nil, err
	}
	if b.limit >= 0 {
		rd = io.LimitReader(rd, b.limit)
	}
	return rd, nil
}

// embeddedStart returns the index in block of the first record header
// in it, or -1: a WARC version line (any case) at the block's start or a
// line's, followed by a WARC field. A record whose header ran on into its
// block (its blank line damaged) or whose length is too long holds one.
func embeddedStart(block []byte) int {
	for i := 0; i < len(block); {
		j := bytes.Index(block[i:], []byte("ARC/"))
		if j < 0 {
			return -1
		}
		w := i + j - 1
		i += j + 1
		if w < 0 || block[w] != 'W' && block[w] != 'w' || w > 0 && block[w-1] != '\n' {
			continue
		}
		if rest := block[w:]; len(rest) > 6 && rest[5] >= '0' && rest[5] <= '9' && warcStartCut(rest) {
			return w
		}
	}
	return -1
}

// warcStartCut is warcStart for bytes that may end inside the header:
// what is there must be a version line and the start of a WARC field.
func warcStartCut(b []byte) bool {
	line, rest, ok := bytes.Cut(b, []byte("\n"))
	if !ok || len(rest) < 8 {
		return len(line) <= 32 && (!ok || couldStartField(rest))
	}
	return warcStart(b)
}

// couldStartField reports whether b, shorter than a field name, can be
// the start of "WARC-" or "Content-".
func couldStartField(b []byte) bool {
	b = bytes.ToLower(b)
	for _, name := range []string{"warc-", "content-"} {
		n := min(len(b), len(name))
		if string(b[:n]) == name[:n] {
			return true
		}
	}
	return false
}

// markerTaken returns the bytes gowarc took after a block as its
// end-of-record marker when it said what they were (a bare LF or two,
// fewer than four bytes, the end of the input); told is false when it
// said nothing: it took CRLF CRLF, or nothing at all when the four
// bytes there were something else.
func markerTaken(validation []error) (taken []byte, told bool) {
	taken = crlfcrlf
	for _, v := range validation {
		msg := v.Error()
		if !strings.Contains(msg, "end of record") {
			continue
		}
		i := strings.LastIndex(msg, "was ")
		if i < 0 {
			continue
		}
		was, err := strconv.Unquote(msg[i+len("was "):])
		if err != nil {
			continue
		}
		return []byte(was), true
	}
	return taken, false
}

// blockStartsAt reports whether a block gowarc read can start at offset
// at of a record starting at start whose header bytes are head: at a line
// start inside head (or at its end), with the bytes there the block's.
func blockStartsAt(head []byte, start, at int64, block []byte) bool {
	rel := at - start
	if rel <= 0 || rel > int64(len(head)) || head[rel-1] != '\n' {
		return false
	}
	rest := head[rel:]
	return bytes.HasPrefix(block, rest) || bytes.HasPrefix(rest, block)
}

// blankToEOF reports whether the stream holds nothing but white space
// (line ends, spaces, tabs) to its end, looking no further than 4 KiB.
func blankToEOF(s *stream) bool {
	rest, err := s.br.Peek(4096)
	return err != nil && len(bytes.TrimLeft(rest, " \t\r\n")) == 0
}

// headerEnd returns the length of a WARC record's header: its version line
// and fields through the blank line that ends them (CRLF, or a bare LF as
// some writers wrote), or -1 when no blank line is in head.
func headerEnd(head []byte) int {
	for i := 0; i < len(head); {
		j := bytes.IndexByte(head[i:], '\n')
		if j < 0 {
			return -1
		}
		line := head[i : i+j+1]
		i += j + 1
		if i > len(line) && (len(line) == 1 || len(line) == 2 && line[0] == '\r') {
			return i
		}
	}
	return -1
}
