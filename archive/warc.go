package archive

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/nlnwa/gowarc/v3"
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
	embeddedRecord = [][]byte{[]byte("\r\n\r\nWARC/1."), []byte("\r\n\r\nWARC/0.")}
)

func (p *warcParser) format() Format  { return FormatWARC }
func (p *warcParser) marks() [][]byte { return [][]byte{warcMagic, warcMagicLower} }

func (p *warcParser) next(s *stream, r *Reader) (*Record, error) {
	start := s.pos()
	head := s.peekUntil(crlfcrlf, streamBufferSize)
	headerLen := int64(headerEnd(head))
	var fixes []string
	if headerLen > 0 {
		fixed, warnings, err := fixWARCHeader(head[:headerLen])
		if err != nil {
			// The header is read; the block's extent is unknown: what
			// follows is searched for the next record.
			_, _ = s.br.Discard(int(headerLen))
			return nil, err
		}
		if fixed != nil {
			_, _ = s.br.Discard(int(headerLen))
			s.unread(fixed, start)
		}
		fixes = warnings
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
		Type:        wr.Type().String(),
		Version:     wr.Version().String(),
		ContentType: wr.WarcHeader().Get(gowarc.ContentType),
		URI:         strings.Trim(wr.WarcHeader().Get(gowarc.WarcTargetURI), "<>"),
		ID:          wr.WarcHeader().Get(gowarc.WarcRecordID),
		Warnings:    fixes,
	}
	if rec.Type == "unknown" || rec.Type == "" {
		rec.Type = strings.ToLower(wr.WarcHeader().Get(gowarc.WarcType))
	}
	if rec.Type == "" {
		rec.Type = Untyped
	}
	if d := wr.WarcHeader().Get(gowarc.WarcDate); d != "" {
		if t, err := wr.Date(); err == nil {
			rec.Date = t
		} else {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("WARC-Date %q: %v", d, err))
		}
	}
	digestBad := false
	for _, v := range validation {
		var de *gowarc.DigestError
		if errors.As(v, &de) {
			digestBad = true
		}
		rec.Warnings = append(rec.Warnings, v.Error())
	}
	body := &warcBody{rec: wr, limit: -1}
	r.onClose(func() { _ = wr.Close() })

	if headerLen > 0 {
		p.recover(s, rec, wr, body, start+headerLen, digestBad)
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
		readWAT(rec)
	}
	return rec, nil
}

// recover finds a record that a too-long Content-Length swallowed. A
// record whose end is not followed by a record boundary, or whose block
// digest fails, has its block searched for the start of another record
// ("\r\n\r\nWARC/1."); when found, the record is cut there, with a warning,
// and the rest of the block is put back to be read as records.
func (p *warcParser) recover(s *stream, rec *Record, wr gowarc.WarcRecord, body *warcBody, blockStart int64, digestBad bool) {
	declared, _ := wr.WarcHeader().GetInt64(gowarc.ContentLength)
	end := s.pos()
	next, _ := s.br.Peek(len(warcMagic))
	boundary := len(next) == 0 || bytes.HasPrefix(next, gzipMagic) ||
		len(next) == len(warcMagic) && bytes.EqualFold(next, warcMagic) || blankToEOF(s)
	if boundary && end-blockStart-declared == int64(len(crlfcrlf)) && !digestBad {
		return
	}
	raw, err := wr.Block().RawBytes()
	if err != nil {
		rec.Warnings = append(rec.Warnings, "block not readable to look for a swallowed record: "+err.Error())
		return
	}
	block, err := io.ReadAll(raw)
	if err != nil {
		return
	}
	cut := -1
	for _, m := range embeddedRecord {
		if i := bytes.Index(block, m); i >= 0 && (cut < 0 || i < cut) {
			cut = i
		}
	}
	// What gowarc took after the block as its end-of-record marker.
	marker := end - blockStart - int64(len(block))
	if cut < 0 || marker < 0 || marker > int64(len(crlfcrlf)) {
		if !boundary || marker != int64(len(crlfcrlf)) {
			rec.Warnings = append(rec.Warnings, fmt.Sprintf("no end-of-record marker and no record after Content-Length %d: the length is too short, or junk follows", declared))
		}
		return
	}
	tail := block[cut+len(crlfcrlf):]
	tail = append(tail[:len(tail):len(tail)], crlfcrlf[:marker]...)
	at := end - int64(len(tail))
	s.unread(tail, at)
	rec.Length = at - rec.Offset
	body.limit = int64(cut)
	rec.Warnings = append(rec.Warnings, fmt.Sprintf("Content-Length %d is too long: the block holds another record's header at byte %d; record cut to %d bytes, the rest read again from offset %d", declared, cut, cut, at))
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
	if response && msg.Header == nil {
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
