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
	"net/textproto"
	"strconv"
	"strings"

	"github.com/klauspost/compress/gzip"
)

// parseHTTPHeader reads an HTTP status (or request) line and header fields
// from the start of a block. It is lenient as the crawlers' own readers
// were: bare LF line ends, folded continuation lines (RFC 2616, Section
// 2.2, LWS), lines without a colon kept as warnings. A block that does not
// start with "HTTP/" and is not a request is an HTTP/0.9 response (RFC
// 1945, Section 6: "Simple-Response = [ Entity-Body ]"): no header at all.
func parseHTTPHeader(block []byte, response bool) (*HTTPMessage, []string) {
	if response && !bytes.HasPrefix(block, []byte("HTTP/")) {
		return &HTTPMessage{}, []string{"HTTP/0.9 response: no status line and no header; the whole block is the payload"}
	}
	var warnings []string
	msg := &HTTPMessage{Header: http.Header{}}
	rest := block
	line, rest, ok := cutLine(rest)
	if !ok {
		return msg, []string{"HTTP header: no end of status line"}
	}
	msg.StatusLine = string(bytes.TrimRight(line, "\r"))
	if response {
		if f := strings.Fields(msg.StatusLine); len(f) >= 2 {
			msg.Status, _ = strconv.Atoi(f[1])
		}
		if msg.Status == 0 {
			warnings = append(warnings, fmt.Sprintf("HTTP status line %q has no status code", msg.StatusLine))
		}
	}
	var last string
	for {
		line, rest, ok = cutLine(rest)
		if !ok {
			warnings = append(warnings, "HTTP header: no blank line after the header fields")
			msg.HeaderLen = len(block)
			return msg, warnings
		}
		line = bytes.TrimRight(line, "\r")
		if len(line) == 0 {
			msg.HeaderLen = len(block) - len(rest)
			return msg, warnings
		}
		if (line[0] == ' ' || line[0] == '\t') && last != "" {
			more := " " + string(bytes.TrimSpace(line))
			vs := msg.Header[last]
			vs[len(vs)-1] += more
			msg.Fields[len(msg.Fields)-1][1] += more
			continue
		}
		name, value, found := bytes.Cut(line, []byte(":"))
		if !found {
			warnings = append(warnings, fmt.Sprintf("HTTP header line %q has no colon", line))
			continue
		}
		written, v := string(bytes.TrimSpace(name)), string(bytes.TrimSpace(value))
		last = textproto.CanonicalMIMEHeaderKey(written)
		msg.Header[last] = append(msg.Header[last], v)
		msg.Fields = append(msg.Fields, [2]string{written, v})
	}
}

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
	if r.HTTP != nil {
		return r.HTTP.Header.Get("Content-Type")
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
	if _, err := r.Payload(); err != nil {
		return "application/octet-stream"
	}
	return r.sniffed
}

// Head returns the first bytes (up to 1445) of the decoded payload,
// without consuming them: what a caller's own sniffing rule reads. The
// bytes are valid until the payload is read.
func (r *Record) Head() []byte {
	if _, err := r.Payload(); err != nil {
		return nil
	}
	return r.head
}

// Payload returns the record's payload decoded for reading: HTTP chunked
// transfer coding removed (RFC 7230, Section 4.1) and gzip or deflate
// content coding undone (RFC 7231, Section 3.1.2.2). A coding that fails to
// decode leaves the bytes as stored, with a warning. Calls after the first
// return the same reader.
func (r *Record) Payload() (io.Reader, error) {
	if r.decoded != nil {
		return r.decoded, nil
	}
	raw, err := r.RawPayload()
	if err != nil {
		return nil, err
	}
	var rd io.Reader = raw
	if r.HTTP != nil && r.HTTP.Header != nil {
		if hasToken(r.HTTP.Header.Values("Transfer-Encoding"), "chunked") {
			rd = r.lenient(httputil.NewChunkedReader(bufio.NewReader(rd)), "chunked transfer coding")
		}
		for _, coding := range r.contentCodings() {
			rd = r.decodeContent(rd, coding)
		}
	}
	br := bufio.NewReaderSize(rd, 4096)
	// Sniff now, before the caller reads: the first 512 bytes decide
	// net/http's answer; Head keeps the WHATWG MIME Sniffing Standard's
	// "resource header" (Section 5.2: 1445 bytes) for its callers' rules.
	head, _ := br.Peek(1445)
	r.head = head[:len(head):len(head)]
	r.sniffed = http.DetectContentType(head)
	if mt := r.MediaType(); (mt == "text/html" || mt == "application/xhtml+xml") && BinaryType(r.sniffed) {
		r.Warnings = append(r.Warnings, fmt.Sprintf("declared %s but the payload is %s", mt, r.sniffed))
	}
	r.decoded = br
	return r.decoded, nil
}

func (r *Record) contentCodings() []string {
	var out []string
	for _, v := range r.HTTP.Header.Values("Content-Encoding") {
		for _, c := range strings.Split(v, ",") {
			if c = strings.ToLower(strings.TrimSpace(c)); c != "" && c != "identity" {
				out = append(out, c)
			}
		}
	}
	// Codings are listed in the order applied: undo the last first.
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

func (r *Record) decodeContent(rd io.Reader, coding string) io.Reader {
	br := bufio.NewReader(rd)
	head, _ := br.Peek(2)
	switch coding {
	case "gzip", "x-gzip":
		if len(head) < 2 || head[0] != 0x1f || head[1] != 0x8b {
			r.Warnings = append(r.Warnings, "Content-Encoding "+coding+" but the payload is not gzip: read as stored")
			return br
		}
		zr, err := gzip.NewReader(br)
		if err != nil {
			r.Warnings = append(r.Warnings, "Content-Encoding "+coding+": "+err.Error()+": read as stored")
			return br
		}
		return r.lenient(zr, "Content-Encoding "+coding)
	case "deflate":
		// RFC 7230, Section 4.2.2: "deflate" is zlib; many servers sent
		// raw deflate instead, which browsers accept too.
		if len(head) == 2 && (uint16(head[0])<<8|uint16(head[1]))%31 == 0 && head[0]&0x0f == 8 {
			if zr, err := zlib.NewReader(br); err == nil {
				return r.lenient(zr, "Content-Encoding deflate")
			}
		}
		return r.lenient(flate.NewReader(br), "Content-Encoding deflate (raw)")
	}
	r.Warnings = append(r.Warnings, fmt.Sprintf("Content-Encoding %q not decoded", coding))
	return br
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
		l.rec.Warnings = append(l.rec.Warnings, fmt.Sprintf("%s: %v after %d decoded bytes", l.what, err, l.n))
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
