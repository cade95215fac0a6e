package uritext

import "unsafe"

// A Buffer builds one result string with a single allocation. Unlike
// strings.Builder it can be truncated, which the dot-segment kernels need
// to pop a segment in place. Its zero value is empty; Grow before writing.
type Buffer struct {
	b    []byte
	keep *[]byte // where String leaves the storage, for Reuse
}

// Reuse makes b write over the storage *s, emptied, when it has room, and
// String leave the storage in *s again: for a resolver whose result lives
// only until its next call, which then builds every result in the same
// memory. A nil s leaves b as it is.
func (b *Buffer) Reuse(s *[]byte) {
	if s != nil {
		b.b, b.keep = (*s)[:0], s
	}
}

// Grow makes room for n more bytes.
func (b *Buffer) Grow(n int) {
	if cap(b.b)-len(b.b) < n {
		nb := make([]byte, len(b.b), len(b.b)+n)
		copy(nb, b.b)
		b.b = nb
	}
}

// WriteString appends s.
func (b *Buffer) WriteString(s string) { b.b = append(b.b, s...) }

// WriteByte appends c. It never fails; the error is there to satisfy
// io.ByteWriter.
func (b *Buffer) WriteByte(c byte) error {
	b.b = append(b.b, c)
	return nil
}

// Len returns the number of bytes written.
func (b *Buffer) Len() int { return len(b.b) }

// Truncate keeps the first n bytes.
func (b *Buffer) Truncate(n int) { b.b = b.b[:n] }

// Bytes returns the bytes written so far. They alias the buffer: they are
// valid until the next write, and a caller may change them in place (the
// dot-segment kernels do) before truncating.
func (b *Buffer) Bytes() []byte { return b.b }

// String returns the bytes written as a string without copying them. The
// Buffer must not be written to afterwards: call it once, at the end.
func (b *Buffer) String() string {
	if len(b.b) == 0 {
		return ""
	}
	s := unsafe.String(&b.b[0], len(b.b))
	if b.keep != nil {
		*b.keep = b.b
	}
	b.b = nil
	return s
}
