// Package segstack is a stack of path segments kept as their text, joined
// by "/", at the end of a byte buffer: the output buffer of a resolution.
// The client dialects (libwwwperl5, python15) model resolvers that pushed
// and popped segments in lists; doing the same in the output buffer keeps
// their resolution linear and allocation-free, for a pop removes the bytes
// a push wrote and finding the top scans only the top segment.
package segstack

import "bytes"

// A Stack holds segments in Buf[start:], joined by "/". Its zero value
// is not usable; Start one on a buffer.
type Stack struct {
	Buf   []byte // the buffer; segments are appended to it
	start int    // where the first segment begins
	n     int    // segments held: distinguishes one empty segment from none
}

// Start returns an empty stack whose segments will follow buf's contents.
func Start(buf []byte) Stack { return Stack{Buf: buf, start: len(buf)} }

// Len returns the number of segments held.
func (s *Stack) Len() int { return s.n }

// Open begins a new segment, writing the "/" that joins it to the one
// before; the caller appends its bytes to Buf.
func (s *Stack) Open() {
	if s.n > 0 {
		s.Buf = append(s.Buf, '/')
	}
	s.n++
}

// Push appends the segment seg.
func (s *Stack) Push(seg string) {
	s.Open()
	s.Buf = append(s.Buf, seg...)
}

// topStart returns the offset in Buf where the top segment begins.
func (s *Stack) topStart() int {
	if s.n <= 1 {
		return s.start
	}
	return s.start + bytes.LastIndexByte(s.Buf[s.start:], '/') + 1
}

// Top returns the top segment's text, and false when the stack is empty.
func (s *Stack) Top() ([]byte, bool) {
	if s.n == 0 {
		return nil, false
	}
	return s.Buf[s.topStart():], true
}

// TopIs reports whether the stack is not empty and its top segment is seg.
// It scans at most len(seg)+1 bytes.
func (s *Stack) TopIs(seg string) bool {
	if s.n == 0 {
		return false
	}
	end := len(s.Buf)
	lo := end - len(seg)
	if lo < s.start || string(s.Buf[lo:end]) != seg {
		return false
	}
	return lo == s.start && s.n == 1 || lo > s.start && s.Buf[lo-1] == '/' && s.n > 1
}

// Pop removes the top segment and the "/" before it.
func (s *Stack) Pop() {
	if s.n == 0 {
		return
	}
	i := s.topStart()
	if s.n > 1 {
		i-- // the joining "/"
	}
	s.Buf = s.Buf[:i]
	s.n--
}

// Segments returns the text of the segments, joined by "/".
func (s *Stack) Segments() []byte { return s.Buf[s.start:] }

// DropLeading removes the first k segments (all, when k >= Len), moving
// the rest down: one pass over them.
func (s *Stack) DropLeading(k int) {
	if k <= 0 {
		return
	}
	if k >= s.n {
		s.Buf, s.n = s.Buf[:s.start], 0
		return
	}
	segs := s.Buf[s.start:]
	cut := 0
	for range k {
		cut += bytes.IndexByte(segs[cut:], '/') + 1
	}
	n := copy(segs, segs[cut:])
	s.Buf = s.Buf[:s.start+n]
	s.n -= k
}
