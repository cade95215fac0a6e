// Package lines reads input one line at a time, as the batch commands do:
// LF or CRLF line ends, a last line without one, and a bound on a line's
// length that reports a longer line by its length instead of failing the
// whole input or holding it in memory.
package lines

import (
	"bufio"
	"io"
)

// A Reader reads lines of any length up to a maximum, without their LF or
// CRLF end. A longer line is consumed whole and reported by its length,
// with its first max bytes. A line returned is valid until the next call.
type Reader struct {
	r   *bufio.Reader
	max int
	buf []byte
	// start and end are the offsets of the last line returned and of the
	// byte after its line end, counted from the reader's first byte.
	start, end int64
}

// NewReader returns a Reader of r whose lines hold at most max bytes.
func NewReader(r io.Reader, max int) *Reader {
	return &Reader{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

// Next returns the next line, or io.EOF after the last. A line longer than
// the maximum is returned cut to the maximum, with its whole length in
// tooLong (0 for a line within it). The last line need not end with LF;
// an empty input has no line.
func (lr *Reader) Next() (line []byte, tooLong int, err error) {
	lr.start = lr.end
	chunk, err := lr.r.ReadSlice('\n')
	if err == nil {
		// The common case: a whole line in the reader's buffer, returned
		// in place, without a copy.
		size := len(chunk) - 1
		if size > 0 && chunk[size-1] == '\r' {
			size--
		}
		if size <= lr.max {
			lr.end += int64(len(chunk))
			return chunk[:size], 0, nil
		}
	}
	lr.buf = lr.buf[:0]
	n := 0
	var prev, last byte // the last two bytes read
	for first := true; ; first = false {
		if !first {
			chunk, err = lr.r.ReadSlice('\n')
		}
		n += len(chunk)
		switch len(chunk) {
		case 0:
		case 1:
			prev, last = last, chunk[0]
		default:
			prev, last = chunk[len(chunk)-2], chunk[len(chunk)-1]
		}
		if room := lr.max + 1 - len(lr.buf); room > 0 {
			lr.buf = append(lr.buf, chunk[:min(len(chunk), room)]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && n == 0 {
			return nil, 0, io.EOF
		}
		if err != nil && err != io.EOF {
			return nil, 0, err
		}
		break
	}
	lr.end += int64(n)
	size := n
	if last == '\n' {
		size--
		if size > 0 && prev == '\r' {
			size--
		}
	}
	if size > lr.max {
		return lr.buf[:lr.max], size, nil
	}
	return lr.buf[:size], 0, nil
}

// Offset returns the offset of the line Next returned last, and of the
// byte after its line end (LF or CRLF included), counted from the first
// byte the Reader read.
func (lr *Reader) Offset() (start, end int64) { return lr.start, lr.end }
