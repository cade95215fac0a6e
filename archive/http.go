package archive

import (
	"bufio"
	"bytes"
	"compress/flate"
	"compress/zlib"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httputil"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding/unicode"

	"github.com/uridialect/uridialect/header"
)

// parseHTTPHeader reads an HTTP status (or request) line and header fields
// from the start of a block. It is lenient as the crawlers' own readers
// were: bare LF line ends, folded continuation lines (RFC 2616, Section
// 2.2, LWS), lines without a colon kept as warnings. A block that does not
// start with "HTTP/" and is not a request is an HTTP/0.9 response (RFC
// 1945, Section 6: "Simple-Response = [ Entity-Body ]"): no header at all.
func parseHTTPHeader(block []byte, response bool) (*HTTPMessage, []Warning) {
	if response && !bytes.HasPrefix(block, []byte("HTTP/")) {
		return &HTTPMessage{}, []Warning{{WarnHTTP, "HTTP/0.9 response: no status line and no header; the whole block is the payload"}}
	}
	var warnings []Warning
	warn := func(format string, args ...any) {
		warnings = append(warnings, Warning{WarnHTTP, fmt.Sprintf(format, args...)})
	}
	msg := &HTTPMessage{}
	rest := block
	line, rest, ok := cutLine(rest)
	if !ok {
		return msg, []Warning{{WarnHTTP, "HTTP header: no end of status line"}}
	}
	msg.StatusLine = string(bytes.TrimRight(line, "\r"))
	if response {
		if f := strings.Fields(msg.StatusLine); len(f) >= 2 {
			msg.Status, _ = strconv.Atoi(f[1])
		}
		if msg.Status == 0 {
			warn("HTTP status line %q has no status code", msg.StatusLine)
		}
	}
	// Field values are gathered as bytes and made strings once, at the
	// end: appending a folded line to a string would copy the value on
	// every line, quadratic in the number of folded lines.
	type field struct {
		name  string
		value []byte
	}
	var fields []field
	noColon := 0
	finish := func() *HTTPMessage {
		msg.Header = make(header.Fields, len(fields))
		for i, f := range fields {
			msg.Header[i] = header.Field{Name: f.name, Value: string(f.value)}
		}
		if noColon > maxColonWarnings {
			warn("HTTP header: %d more lines without a colon", noColon-maxColonWarnings)
		}
		return msg
	}
	for {
		line, rest, ok = cutLine(rest)
		if !ok {
			length := int64(-1)
			for _, f := range fields {
				if v, err := strconv.ParseInt(string(f.value), 10, 64); err == nil && strings.EqualFold(f.name, "Content-Length") {
					length = v
				}
			}
			if at := bodyByLength(block, length); at > 0 {
				// Read again, the header ending where the body starts.
				head := append(block[:at:at], '\n')
				msg, w := parseHTTPHeader(head, response)
				msg.HeaderLen = at
				return msg, append(w, Warning{WarnHTTP, fmt.Sprintf("HTTP header: no blank line after the header fields; the payload is the last %d bytes, as Content-Length says", len(block)-at)})
			}
			warn("HTTP header: no blank line after the header fields")
			msg.HeaderLen = len(block)
			return finish(), warnings
		}
		line = bytes.TrimRight(line, "\r")
		if len(line) == 0 {
			msg.HeaderLen = len(block) - len(rest)
			return finish(), warnings
		}
		if (line[0] == ' ' || line[0] == '\t') && len(fields) > 0 {
			last := &fields[len(fields)-1]
			last.value = append(append(last.value, ' '), bytes.TrimSpace(line)...)
			continue
		}
		name, value, found := bytes.Cut(line, []byte(":"))
		if !found {
			if noColon++; noColon <= maxColonWarnings {
				warn("HTTP header line %q has no colon", line)
			}
			continue
		}
		fields = append(fields, field{string(bytes.TrimSpace(name)), bytes.Clone(bytes.TrimSpace(value))})
	}
}

// bodyByLength returns where the payload of a block without the blank
// line that ends its header starts, when its Content-Length says: the
// last n bytes (its Content-Length), starting on a line of their own that is not
// a header field (it has no colon), after the status line; else 0. The
// ARC format's own examples are such records ("Content-length: 30", then
// "<HTML>", "Hello World!!!", "</HTML>", their 30 bytes, with no blank
// line before them).
func bodyByLength(block []byte, n int64) int {
	if n <= 0 || n >= int64(len(block)) {
		return 0
	}
	at := len(block) - int(n)
	first := bytes.IndexByte(block, '\n')
	if first < 0 || at <= first+1 || block[at-1] != '\n' {
		return 0
	}
	line, _, _ := bytes.Cut(block[at:], []byte("\n"))
	if bytes.IndexByte(line, ':') >= 0 {
		return 0
	}
	return at
}

// maxColonWarnings is how many header lines without a colon are named
// one by one in a record's warnings; the rest are counted.
const maxColonWarnings = 10

func cutLine(b []byte) (line, rest []byte, ok bool) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return b, nil, false
	}
	return b[:i], b[i+1:], true
}

// MediaType is the media type of the record's payload, lower case, without
// parameters: the HTTP Content-Type when the block holds an HTTP message,
// else the record's own Content-Type (a resource record, an ARC record
// without HTTP header). Empty when neither declares one.
func (r *Record) MediaType() string {
	mt, _, _ := mime.ParseMediaType(r.PayloadContentType())
	return strings.ToLower(mt)
}

// PayloadContentType is the Content-Type header that describes the
// payload, with its parameters (the charset the documents layer needs).
func (r *Record) PayloadContentType() string {
	if m := r.Message(); m != nil {
		return m.Header.Get("Content-Type")
	}
	if r.Original != nil {
		return r.Original.PayloadContentType()
	}
	if r.Format == FormatARC && r.Type == "response" || r.Type == "resource" || r.Type == "conversion" || r.Type == "document" {
		return r.ContentType
	}
	return ""
}

// IsHTML reports whether the record is an HTML document: an HTTP 2xx
// response (or a resource, an ARC record, a plain file) whose payload is
// declared text/html or application/xhtml+xml, or declares nothing and
// sniffs as HTML (the WHATWG MIME Sniffing rules, as net/http has them).
// A payload declared HTML that sniffs as an image or other binary data is
// not a document; Sniff adds a warning saying so.
func (r *Record) IsHTML() bool {
	switch r.Type {
	case "response", "resource", "document", "conversion":
	default:
		return false
	}
	if r.HTTP != nil && r.HTTP.Status != 0 && (r.HTTP.Status < 200 || r.HTTP.Status > 299) {
		return false
	}
	if _, err := r.Payload(); err != nil {
		// A payload past a limit (more content codings than
		// MaxContentCodings) cannot be sniffed: one declared HTML, or
		// declaring nothing, is taken for a document, so that reading
		// it fails the record with the limit's reason, rather than the
		// record being skipped as binary data.
		mt := r.MediaType()
		return mt == "text/html" || mt == "application/xhtml+xml" || mt == ""
	}
	sniffed := r.Sniff()
	switch r.MediaType() {
	case "text/html", "application/xhtml+xml":
		return !BinaryType(sniffed)
	case "":
		return strings.HasPrefix(sniffed, "text/html")
	}
	return false
}

// BinaryType reports whether a sniffed type is one no HTML page sniffs as.
func BinaryType(t string) bool {
	return strings.HasPrefix(t, "image/") || strings.HasPrefix(t, "audio/") ||
		strings.HasPrefix(t, "video/") || strings.HasPrefix(t, "font/") ||
		t == "application/octet-stream" || t == "application/pdf" ||
		t == "application/zip" || t == "application/x-gzip"
}

// Sniff returns the media type net/http.DetectContentType finds in the
// first 512 bytes of the decoded payload. A payload declared text/html
// that sniffs as binary gets a warning.
func (r *Record) Sniff() string {
	if r.Original != nil {
		return r.Original.Sniff()
	}
	if _, err := r.Payload(); err != nil {
		return "application/octet-stream"
	}
	return r.sniffed
}

// Head returns the first bytes (up to 1445) of the decoded payload,
// without consuming them: what a caller's own sniffing rule reads. The
// bytes are valid until the payload is read.
func (r *Record) Head() []byte {
	if r.Original != nil {
		return r.Original.Head()
	}
	if _, err := r.Payload(); err != nil {
		return nil
	}
	return r.head
}

// Payload returns the record's payload decoded for reading: HTTP chunked
// transfer coding removed (RFC 7230, Section 4.1) and gzip, deflate, br
// or zstd content coding undone (RFC 7231, Section 3.1.2.2; RFC 7932;
// RFC 8878). A coding that fails to decode leaves the bytes as stored,
// with a warning.
//
// A payload declared chunked that does not start with a chunk-size line
// was stored de-chunked by its writer (many kept the header as sent): it
// is read as stored, with a warning, as warcio reads it.
//
// Limits (see [Limits]): a payload with more content codings than
// MaxContentCodings is not decoded and Payload returns an error; a
// decoded payload longer than MaxBodySize gives an [*ErrBodyTooLarge]
// from the reader at the limit. Either fails the record, not the run.
// Calls after the first return the same reader, or, once the payload is
// kept (ReadPayload), a new reader of its bytes. For a revisit whose
// Original is set, the payload is the original's.
func (r *Record) Payload() (io.Reader, error) {
	switch {
	case r.Original != nil:
		return r.Original.Payload()
	case r.kept:
		return bytes.NewReader(r.payload), nil
	case r.decoded != nil:
		return r.decoded, nil
	}
	raw, err := r.RawPayload()
	if err != nil {
		return nil, err
	}
	limits := r.limits.orDefault()
	var rd io.Reader = raw
	coded := false
	if r.HTTP != nil {
		if hasToken(r.HTTP.Header.Values("Transfer-Encoding"), "chunked") {
			br := bufio.NewReader(rd)
			if head, _ := br.Peek(64); chunkSizeLine(head) {
				rd = r.lenient(httputil.NewChunkedReader(br), "chunked transfer coding")
			} else {
				r.warn(WarnCoding, "Transfer-Encoding chunked but the payload does not start with a chunk size: stored de-chunked, read as stored")
				rd = br
			}
		}
		codings, n := r.contentCodings(limits.MaxContentCodings)
		if n > limits.MaxContentCodings {
			return nil, fmt.Errorf("Content-Encoding lists %d codings, more than the limit of %d", n, limits.MaxContentCodings)
		}
		for _, coding := range codings {
			rd = r.decodeContent(rd, coding, limits)
			coded = true
		}
	}
	if coded {
		rd = &sizeLimit{r: rd, left: limits.MaxBodySize, limit: limits.MaxBodySize}
	}
	br := bufio.NewReaderSize(rd, 4096)
	// Sniff now, before the caller reads: the first 512 bytes decide
	// net/http's answer; Head keeps the WHATWG MIME Sniffing Standard's
	// "resource header" (Section 5.2: 1445 bytes) for its callers' rules.
	head, _ := br.Peek(sniffLen)
	r.head = head[:len(head):len(head)]
	r.sniffed = sniff(head, r.PayloadContentType())
	if mt := r.MediaType(); (mt == "text/html" || mt == "application/xhtml+xml") && BinaryType(r.sniffed) {
		r.warnf(WarnPayloadType, "declared %s but the payload is %s", mt, r.sniffed)
	}
	r.decoded = br
	return r.decoded, nil
}

// sniffLen is how many first bytes of a payload Head keeps: the WHATWG
// MIME Sniffing Standard's "resource header" (Section 5.2: 1445 bytes).
const sniffLen = 1445

// chunkSizeLine reports whether head starts as a chunked body does
// (RFC 7230, Section 4.1: chunk-size [ chunk-ext ] CRLF, chunk-size
// being 1*HEXDIG), a bare LF accepted as line end.
func chunkSizeLine(head []byte) bool {
	i := 0
	for i < len(head) && i < 16 && isHex(head[i]) {
		i++
	}
	if i == 0 || i == len(head) {
		return false
	}
	switch head[i] {
	case '\r', '\n', ';', ' ', '\t':
		return true
	}
	return false
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// contentCodings returns the payload's content codings in the order to
// undo them (the last applied first) and how many there are; it keeps no
// more than max+1 of them.
func (r *Record) contentCodings(max int) ([]string, int) {
	var out []string
	n := 0
	for _, v := range r.HTTP.Header.Values("Content-Encoding") {
		for v != "" {
			var c string
			c, v, _ = strings.Cut(v, ",")
			if c = strings.ToLower(strings.TrimSpace(c)); c != "" && c != "identity" {
				if n++; n <= max {
					out = append(out, c)
				}
			}
		}
	}
	// Codings are listed in the order applied: undo the last first.
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, n
}

func (r *Record) decodeContent(rd io.Reader, coding string, limits Limits) io.Reader {
	br := bufio.NewReader(rd)
	head, _ := br.Peek(4)
	switch coding {
	case "gzip", "x-gzip":
		if len(head) < 2 || head[0] != 0x1f || head[1] != 0x8b {
			r.warn(WarnCoding, "Content-Encoding "+coding+" but the payload is not gzip: read as stored")
			return br
		}
		zr, err := gzip.NewReader(br)
		if err != nil {
			r.warn(WarnCoding, "Content-Encoding "+coding+": "+err.Error()+": read as stored")
			return br
		}
		return r.lenient(zr, "Content-Encoding "+coding)
	case "deflate":
		// RFC 7230, Section 4.2.2: "deflate" is zlib; many servers sent
		// raw deflate instead, which browsers accept too.
		if len(head) >= 2 && (uint16(head[0])<<8|uint16(head[1]))%31 == 0 && head[0]&0x0f == 8 {
			if zr, err := zlib.NewReader(br); err == nil {
				return r.lenient(zr, "Content-Encoding deflate")
			}
		}
		return r.lenient(flate.NewReader(br), "Content-Encoding deflate (raw)")
	case "br":
		// RFC 7932: a brotli stream has no magic number; a payload whose
		// first bytes do not decode is not brotli, and read as stored.
		probe, _ := br.Peek(4096)
		if _, err := brotli.NewReader(bytes.NewReader(probe)).Read(make([]byte, 1)); err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
			r.warn(WarnCoding, "Content-Encoding br but the payload is not brotli: read as stored")
			return br
		}
		return r.lenient(brotli.NewReader(br), "Content-Encoding br")
	case "zstd":
		if !bytes.HasPrefix(head, zstdMagic) {
			r.warn(WarnCoding, "Content-Encoding zstd but the payload is not zstd: read as stored")
			return br
		}
		// RFC 9659, Section 3: a decoder of the zstd content coding may
		// refuse a window larger than 8 MB; decoding runs in this
		// goroutine (concurrency 1), so nothing is left to close.
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(8<<20),
			zstd.WithDecoderMaxMemory(uint64(max(limits.MaxBodySize, 1))))
		if err != nil {
			r.warn(WarnCoding, "Content-Encoding zstd: "+err.Error()+": read as stored")
			return br
		}
		return r.lenient(zr, "Content-Encoding zstd")
	}
	r.warnf(WarnCoding, "Content-Encoding %q not decoded", coding)
	return br
}

var zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}

// An ErrBodyTooLarge is the error a decoded payload's reader returns
// when the payload passes the MaxBodySize limit.
type ErrBodyTooLarge struct{ Limit int64 }

func (e *ErrBodyTooLarge) Error() string {
	return fmt.Sprintf("decoded payload larger than the limit of %d bytes", e.Limit)
}

// sizeLimit ends a decoded payload with an *ErrBodyTooLarge past its
// limit: a small body that inflates to gigabytes fails its record.
type sizeLimit struct {
	r           io.Reader
	left, limit int64
}

func (s *sizeLimit) Read(p []byte) (int, error) {
	if s.left <= 0 {
		// One byte more tells a payload of exactly the limit from a
		// longer one.
		var one [1]byte
		if n, _ := io.ReadFull(s.r, one[:]); n == 0 {
			return 0, io.EOF
		}
		return 0, &ErrBodyTooLarge{Limit: s.limit}
	}
	if int64(len(p)) > s.left {
		p = p[:s.left]
	}
	n, err := s.r.Read(p)
	s.left -= int64(n)
	return n, err
}

// lenient ends a decoding reader at its first error, with a warning
// saying where, so a damaged payload still yields what came before.
func (r *Record) lenient(rd io.Reader, what string) io.Reader {
	return &lenientReader{r: rd, rec: r, what: what}
}

type lenientReader struct {
	r    io.Reader
	rec  *Record
	what string
	n    int64
	done bool
}

func (l *lenientReader) Read(p []byte) (int, error) {
	if l.done {
		return 0, io.EOF
	}
	n, err := l.r.Read(p)
	l.n += int64(n)
	if err != nil && err != io.EOF {
		l.rec.warnf(WarnCoding, "%s: %v after %d decoded bytes", l.what, err, l.n)
		l.done = true
		return n, io.EOF
	}
	return n, err
}

func hasToken(values []string, token string) bool {
	for _, v := range values {
		for _, t := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(t), token) {
				return true
			}
		}
	}
	return false
}

// sniff returns the media type net/http.DetectContentType finds in head.
// A payload whose Content-Type labels it UTF-16 (charset=utf-16le,
// utf-16be or utf-16, the Encoding Standard's labels) without a byte
// order mark holds a NUL in every other byte, which sniffing takes for
// binary data: its text, decoded, is sniffed instead, as the charset
// says to read it.
func sniff(head []byte, contentType string) string {
	t := http.DetectContentType(head)
	if t != "application/octet-stream" {
		return t
	}
	_, params, err := mime.ParseMediaType(contentType)
	if err != nil || params["charset"] == "" {
		return t
	}
	var order unicode.Endianness
	switch _, name := charset.Lookup(params["charset"]); name {
	case "utf-16le":
		order = unicode.LittleEndian
	case "utf-16be":
		order = unicode.BigEndian
	default:
		return t
	}
	text, err := unicode.UTF16(order, unicode.IgnoreBOM).NewDecoder().Bytes(head[:len(head)&^1])
	if err != nil {
		return t
	}
	return http.DetectContentType(text)
}
