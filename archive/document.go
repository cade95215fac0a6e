package archive

import (
	"bufio"
	"errors"
	"io"
)

// documentParser reads an input that is no archive and no table as one
// record of type "document": an HTML file, or whatever else it is.
type documentParser struct{}

func (p *documentParser) format() Format  { return FormatDocument }
func (p *documentParser) marks() [][]byte { return nil }

func (p *documentParser) next(s *stream, r *Reader) (*Record, error) {
	body := &streamBody{s: s, delivered: &r.readFailed}
	rec := &Record{Format: FormatDocument, Type: "document", Offset: s.pos(), body: body}
	// The length is known once the body is read; drain what is left so
	// the next call sees the end of the input.
	r.onClose(func() { _, _ = io.Copy(io.Discard, s.br) })
	return rec, nil
}

// streamBody is a payload read straight from the input stream. A read
// error comes to its reader, whose record it fails: delivered is set, so
// that the Reader does not report it again.
type streamBody struct {
	s         *stream
	used      bool
	delivered *bool
}

func (b *streamBody) raw() (io.Reader, error) {
	if b.used {
		return nil, errReread
	}
	b.used = true
	return &errorSeen{r: b.s.br, seen: b.delivered}, nil
}

// errorSeen reads r and sets *seen when it returns an error other than
// the end of the input.
type errorSeen struct {
	r    io.Reader
	seen *bool
}

func (e *errorSeen) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && err != io.EOF && e.seen != nil {
		*e.seen = true
	}
	return n, err
}

var (
	bufioFull = bufio.ErrBufferFull
	errReread = errors.New("payload already read: a stream's payload can be read once")
)
