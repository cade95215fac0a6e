package uritext

import (
	"bytes"
	"unsafe"
)

// DotSegment returns the index of the first segment of the path p[start:]
// that begins with ".", or -1 if none does. A segment begins at start or
// after a "/". Every segment that a dot-segment rule of RFC 1808 (Section
// 4, step 6), the 1994 draft (step 7) or RFC 2396 (Section 5.2, step 6)
// removes or tests begins so, and the segments before it stay as they are.
func DotSegment(p []byte, start int) int {
	if start >= len(p) {
		return -1
	}
	if p[start] == '.' {
		return start
	}
	return DotSegmentAfter(p, start)
}

// DotSegmentAfter returns the index of the first segment of p that begins
// with "." and starts after index k (after a "/" at k or later), or -1.
// One search for "/." skips the dots inside segments ("docs.html") that a
// search for "." would stop at.
func DotSegmentAfter(p []byte, k int) int {
	if j := bytes.Index(p[k:], slashDot); j >= 0 {
		return k + j + 1
	}
	return -1
}

var slashDot = []byte("/.")

// HasDotSegment reports whether a segment of the path p begins with ".",
// as DotSegment finds: when it does not, no dot-segment rule changes p.
func HasDotSegment(p string) bool {
	// DotSegment only reads the bytes.
	return DotSegment(unsafe.Slice(unsafe.StringData(p), len(p)), 0) >= 0
}
