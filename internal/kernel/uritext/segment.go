package uritext

import (
	"bytes"
	"strings"
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

// MergeDots merges the relative path ref after dir, the directory a base
// path keeps, and removes their dot segments, for the common case that
// needs no buffer: dir is absolute ("/" ... "/") with no dot segment, and
// the only dot segments of ref lead it. Every revision's rules then come
// to the same: each leading "../" (or a final "..") takes the last
// segment off dir, and each "./" (or a final ".") goes, and what follows
// is kept as it is. The result is dir' + rest, dir' a prefix of dir and
// rest a suffix of ref. ok is false in any other case, for the dialect's
// own algorithm, and when a ".." finds dir at the root ("/") unless
// popAtRoot: RFC 3986 then drops the ".." (Section 5.2.4, rule C), where
// the earlier texts keep it or call the reference an error.
func MergeDots(dir, ref string, popAtRoot bool) (dir2, rest string, ok bool) {
	if dir == "" || dir[0] != '/' || HasDotSegment(dir) {
		return "", "", false
	}
	for {
		switch {
		case strings.HasPrefix(ref, "../"):
			if dir == "/" && !popAtRoot {
				return "", "", false
			}
			dir, ref = parentDir(dir), ref[3:]
		case strings.HasPrefix(ref, "./"):
			ref = ref[2:]
		case ref == "..":
			if dir == "/" && !popAtRoot {
				return "", "", false
			}
			return parentDir(dir), "", true
		case ref == ".":
			return dir, "", true
		default:
			return dir, ref, !HasDotSegment(ref)
		}
	}
}

// parentDir returns dir, which begins and ends with "/", without its last
// segment: "/a/b/" gives "/a/", and "/" itself.
func parentDir(dir string) string {
	if len(dir) == 1 {
		return dir
	}
	return dir[:strings.LastIndexByte(dir[:len(dir)-1], '/')+1]
}
