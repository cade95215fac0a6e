package uritext

import "unsafe"

// An Arena holds strings in shared chunks rather than one allocation each,
// for a resolver that makes many small targets in a row (the links of a
// page): bytes once written are never written again, so each string made
// over them stays as it is, and a string kept keeps its chunk alive. The
// chunk's slice is written only when a new one is taken: each write of a
// pointer costs a write barrier while the garbage collector marks. The
// zero Arena is ready; it is for one goroutine at a time.
type Arena struct {
	buf []byte // the chunk, written up to n
	n   int
}

// arenaChunk is the size of a chunk, unless one string is larger.
const arenaChunk = 4 << 10

// Join returns x+y+z as a string in the arena.
func (a *Arena) Join(x, y, z string) string {
	n := len(x) + len(y) + len(z)
	if n == 0 {
		return ""
	}
	if len(a.buf)-a.n < n {
		a.buf, a.n = make([]byte, max(arenaChunk, n)), 0
	}
	b := a.buf[a.n : a.n+n]
	k := copy(b, x)
	k += copy(b[k:], y)
	copy(b[k:], z)
	a.n += n
	return unsafe.String(&b[0], n)
}
