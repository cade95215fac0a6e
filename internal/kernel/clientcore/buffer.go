package clientcore

import (
	"sync"
	"unsafe"
)

// A client's resolution builds its result in one buffer made for it, and
// any text it needs on the way (Mosaic's canonical base, Lynx's first
// pass) in a scratch buffer from a pool, so that resolving allocates once
// whatever the input: the result.

var scratchPool = sync.Pool{New: func() any { return new([]byte) }}

// Scratch returns an empty buffer from the pool; give it back with
// [PutScratch] once nothing refers to its bytes.
func Scratch() *[]byte {
	p := scratchPool.Get().(*[]byte)
	*p = (*p)[:0]
	return p
}

// PutScratch returns a buffer to the pool, keeping what it grew to
// unless that is large.
func PutScratch(p *[]byte) {
	if cap(*p) > 1<<16 {
		*p = nil
	}
	scratchPool.Put(p)
}

// View returns b as a string without copying it. The bytes must not change
// while the string is in use: a scratch buffer's view lives until the
// buffer goes back to the pool, a result's for ever.
func View(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}
