package archive

import (
	"bufio"
	"bytes"
	"io"
)

// streamBufferSize is the read-ahead of a stream: large enough to hold any
// sane WARC or ARC header, so that a header can be inspected with Peek.
const streamBufferSize = 256 << 10

// A stream is a buffered reader that knows its position: the offset, in
// the bytes it models, of the next byte it will return. Bytes read too far
// (a block that swallowed the next record) can be put back with unread.
type stream struct {
	br   *bufio.Reader
	src  *countingReader
	base int64 // position of the first byte src returns
}

func newStream(r io.Reader, at int64) *stream {
	src := &countingReader{r: r, origin: at, failed: &readFailure{}}
	return &stream{br: bufio.NewReaderSize(src, streamBufferSize), src: src, base: at}
}

// reset makes s read r, whose first byte is at offset at, keeping its
// buffer.
func (s *stream) reset(r io.Reader, at int64) {
	s.src.r, s.src.n, s.src.origin, s.src.failed = r, 0, at, &readFailure{}
	if s.br.Size() < streamBufferSize {
		s.br = bufio.NewReaderSize(s.src, streamBufferSize)
	} else {
		s.br.Reset(s.src)
	}
	s.base = at
}

// pos is the offset of the next byte the stream returns.
func (s *stream) pos() int64 { return s.base + s.src.n - int64(s.br.Buffered()) }

// unread puts b back in front of the stream; b's first byte is at offset at.
func (s *stream) unread(b []byte, at int64) {
	// The bytes b, then what the buffer still holds, then the source:
	// no reader is stacked on another, so that many unreads cost no more
	// than one (io.MultiReader drops what it has read to the end).
	buffered, _ := s.br.Peek(s.br.Buffered())
	pending := make([]byte, 0, len(b)+len(buffered))
	pending = append(append(pending, b...), buffered...)
	// The history restarts: the bytes put back are read again.
	s.src = &countingReader{r: io.MultiReader(bytes.NewReader(pending), s.src.r), keep: s.src.keep, origin: at, failed: s.src.failed}
	s.br.Reset(s.src)
	s.base = at
}

// atEOF reports whether the stream has no byte left.
func (s *stream) atEOF() bool {
	_, err := s.br.Peek(1)
	return err != nil
}

// skipTo discards bytes until one of the marks starts the stream, or
// until end of stream, and returns how many bytes it discarded and
// whether they were all white space (blank lines, spaces, tabs).
func (s *stream) skipTo(marks ...[]byte) (skipped int64, blank bool) {
	// The common case, a record right here, without filling the buffer.
	if head, _ := s.br.Peek(8); len(head) > 0 {
		for _, m := range marks {
			if bytes.HasPrefix(head, m) {
				return 0, true
			}
		}
	}
	blank = true
	for {
		buf, err := s.br.Peek(streamBufferSize)
		if len(buf) == 0 {
			return skipped, blank
		}
		cut := -1
		for _, m := range marks {
			if i := bytes.Index(buf, m); i >= 0 && (cut < 0 || i < cut) {
				cut = i
			}
		}
		found := cut >= 0
		if !found {
			// Keep the tail that could be the start of a mark.
			keep := 0
			if err == nil {
				for _, m := range marks {
					keep = max(keep, len(m)-1)
				}
			}
			cut = max(len(buf)-keep, 1)
			if err != nil {
				cut = len(buf)
			}
		}
		blank = blank && len(bytes.TrimLeft(buf[:cut], " \t\r\n")) == 0
		n, _ := s.br.Discard(cut)
		skipped += int64(n)
		if found {
			return skipped, blank
		}
	}
}

// countingReader counts the bytes read through it, and keeps the last
// of them when asked (keep > 0): at least keep bytes, at most twice that.
// It remembers the first read error that is not the end of the input.
type countingReader struct {
	r      io.Reader
	n      int64
	keep   int
	hist   []byte
	origin int64 // the stream offset of the first byte read through it
	failed *readFailure
}

// A readFailure is the first read error of a stream's source that is not
// its end (a checksum error, EIO, a directory read as a file), and the
// offset it came at: the input ends there, and the record it cuts fails.
type readFailure struct {
	err error
	at  int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil && err != io.EOF && c.failed.err == nil {
		c.failed.err, c.failed.at = err, c.origin+c.n+int64(n)
	}
	c.n += int64(n)
	if c.keep > 0 && n > 0 {
		c.hist = append(c.hist, p[:n]...)
		if len(c.hist) > 2*c.keep {
			c.hist = append(c.hist[:0], c.hist[len(c.hist)-c.keep:]...)
		}
	}
	return n, err
}

// readError returns the read error that ended the stream's source, with
// its offset; nil when none did.
func (s *stream) readError() *readFailure {
	if s.src.failed.err == nil {
		return nil
	}
	return s.src.failed
}

// keepHistory makes s keep at least the last n bytes it read from its
// source, so that a damaged gzip member can be searched again for the
// next member's header (see Reader.resyncGzip).
func (s *stream) keepHistory(n int) {
	if s.src.keep == 0 {
		s.src.keep = n
		// What the buffer holds is the last of what was read.
		buffered, _ := s.br.Peek(s.br.Buffered())
		s.src.hist = append(s.src.hist[:0], buffered...)
	}
}

// since returns the bytes from offset from to the stream's position, when
// its history still holds them, else nil.
func (s *stream) since(from int64) []byte {
	end := s.base + s.src.n // offset of the byte after the history
	histStart := end - int64(len(s.src.hist))
	pos := s.pos()
	if from < histStart || from >= pos {
		return nil
	}
	return s.src.hist[from-histStart : pos-histStart]
}

// peekUntil returns the buffered bytes from the stream's position through
// the first occurrence of sep, reading no further than needed (in steps
// that double), or all it could peek, up to limit, when sep is not there.
func (s *stream) peekUntil(sep []byte, limit int) []byte {
	for n := 4096; ; n *= 2 {
		n = min(n, limit)
		buf, err := s.br.Peek(n)
		if bytes.Contains(buf, sep) || err != nil || n == limit {
			return buf
		}
	}
}
