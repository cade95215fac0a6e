package uritext

import (
	"encoding/binary"
	"math/bits"
	"unsafe"
)

// CommonPrefix returns the length of the longest common prefix of a and
// b. It compares eight bytes at a time: the texts it compares (a base's
// path and a target's) share most of their bytes.
func CommonPrefix(a, b string) int {
	n := min(len(a), len(b))
	i := 0
	for ; i+8 <= n; i += 8 {
		// Only read: the string's bytes are never written.
		x := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(a[i:]), 8))
		y := binary.LittleEndian.Uint64(unsafe.Slice(unsafe.StringData(b[i:]), 8))
		if x != y {
			return i + bits.TrailingZeros64(x^y)/8
		}
	}
	for i < n && a[i] == b[i] {
		i++
	}
	return i
}
