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
	body := &streamBody{s: s}
	rec := &Record{Format: FormatDocument, Type: "document", Offset: s.pos(), body: body}
	// The length is known once the body is read; drain what is left so
	// the next call sees the end of the input.
	r.onClose(func() { _, _ = io.Copy(io.Discard, s.br) })
	return rec, nil
}

// streamBody is a payload read straight from the input stream.
type streamBody struct {
	s    *stream
	used bool
}

func (b *streamBody) raw() (io.Reader, error) {
	if b.used {
		return nil, errReread
	}
	b.used = true
	return b.s.br, nil
}

var (
	bufioFull = bufio.ErrBufferFull
	errReread = errors.New("payload already read: a stream's payload can be read once")
)
