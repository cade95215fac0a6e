package rfc2396

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// literalMerge is a slow, literal transcription of RFC 2396, Section 5.2,
// step 6: string rewriting exactly as the section words it. A "complete
// path segment" of the buffer is a maximal run without "/" that follows a
// "/", or that starts a buffer not beginning with "/" (the buffer is an
// abs_path or a rel_path of Appendix A; see resolve.go). ok is false when
// step 6g rejects the reference.
func literalMerge(basePath, refPath string, dd DotDot) (buf string, ok bool) {
	// a) All but the last segment of the base URI's path component is
	//    copied to the buffer. In other words, any characters after the
	//    last (right-most) slash character, if any, are excluded.
	if i := strings.LastIndex(basePath, "/"); i >= 0 {
		buf = basePath[:i+1]
	}
	// b) The reference's path component is appended to the buffer string.
	buf += refPath
	// c) All occurrences of "./", where "." is a complete path segment,
	//    are removed from the buffer string.
	for {
		i := -1
		for j := 0; j+1 < len(buf); j++ {
			if buf[j:j+2] == "./" && (j == 0 || buf[j-1] == '/') {
				i = j
				break
			}
		}
		if i < 0 {
			break
		}
		buf = buf[:i] + buf[i+2:]
	}
	// d) If the buffer string ends with "." as a complete path segment,
	//    that "." is removed.
	if buf == "." || strings.HasSuffix(buf, "/.") {
		buf = buf[:len(buf)-1]
	}
	// e) All occurrences of "<segment>/../", where <segment> is a complete
	//    path segment not equal to "..", are removed from the buffer
	//    string. Removal of these path segments is performed iteratively,
	//    removing the leftmost matching pattern on each iteration, until
	//    no matching pattern remains.
	for {
		lo, hi := leftmostSegmentDotDot(buf)
		if lo < 0 {
			break
		}
		buf = buf[:lo] + buf[hi:]
	}
	// f) If the buffer string ends with "<segment>/..", where <segment> is
	//    a complete path segment not equal to "..", that "<segment>/.." is
	//    removed.
	if strings.HasSuffix(buf, "/..") {
		end := len(buf) - 3
		start := strings.LastIndex(buf[:end], "/") + 1
		if isCompleteSegment(buf, start, end) && buf[start:end] != ".." {
			buf = buf[:start]
		}
	}
	// g) If the resulting buffer string still begins with one or more
	//    complete path segments of "..", then the reference is considered
	//    to be in error. Implementations may handle this error by
	//    retaining these components in the resolved path ..., by removing
	//    them from the resolved path ..., or by avoiding traversal of the
	//    reference.
	beginsWithDotDot := func(b string) bool {
		return b == ".." || b == "/.." || strings.HasPrefix(b, "../") || strings.HasPrefix(b, "/../")
	}
	if beginsWithDotDot(buf) {
		switch dd {
		case DotDotReject:
			return "", false
		case DotDotDrop:
			for beginsWithDotDot(buf) {
				switch {
				case strings.HasPrefix(buf, "/../"):
					buf = "/" + buf[4:]
				case buf == "/..":
					buf = "/"
				case strings.HasPrefix(buf, "../"):
					buf = buf[3:]
				default: // ".."
					buf = ""
				}
			}
		}
	}
	// h) The remaining buffer string is the reference URI's new path
	//    component.
	return buf, true
}

// isCompleteSegment reports whether buf[lo:hi], which holds no "/", is a
// complete path segment: it follows a "/", or it is a non-empty run at the
// start of the buffer; and a "/" or the end of the buffer follows it.
func isCompleteSegment(buf string, lo, hi int) bool {
	if hi < len(buf) && buf[hi] != '/' {
		return false
	}
	if lo > 0 {
		return buf[lo-1] == '/'
	}
	return hi > 0
}

// leftmostSegmentDotDot finds the leftmost "<segment>/../" of step 6e and
// returns its bounds, or -1, -1.
func leftmostSegmentDotDot(buf string) (lo, hi int) {
	for start := 0; start <= len(buf); start++ {
		if start > 0 && buf[start-1] != '/' {
			continue
		}
		end := strings.IndexByte(buf[start:], '/')
		if end < 0 {
			break
		}
		end += start
		if isCompleteSegment(buf, start, end) && buf[start:end] != ".." && strings.HasPrefix(buf[end:], "/../") {
			return start, end + 4
		}
	}
	return -1, -1
}

// fastMerge runs the implementation of step 6 that Resolve uses.
func fastMerge(basePath, refPath string, dd DotDot) (string, bool) {
	d := New(WithDotDot(dd))
	baseDir := basePath[:strings.LastIndexByte(basePath, '/')+1]
	var buf uritext.Buffer
	buf.Grow(len(baseDir) + len(refPath))
	if err := d.mergePaths(&buf, baseDir, refPath, nil); err != nil {
		return "", false
	}
	return string(buf.Bytes()), true
}

// mergeCorpus builds base and reference paths from the pieces the steps
// look for, so that every sub-step fires, alone and in combination.
func mergeCorpus() (bases, refs []string) {
	bases = []string{"", "/", "a", "/a", "/b/c/d;p", "/b/c/", "a/b", "/..", "/../a", "//a", "/./b/", "/a//b", "../a/b", "./a", ".."}
	pieces := []string{"", ".", "..", "g", "./", "../", "/", "//", "/.", "/..", "g/", "..g", ".g", "g.", "...", ";x"}
	for _, a := range pieces {
		for _, b := range pieces {
			for _, c := range pieces {
				refs = append(refs, a+b+c)
			}
		}
	}
	return bases, refs
}

func TestMergeMatchesLiteral(t *testing.T) {
	bases, refs := mergeCorpus()
	n := 0
	for _, dd := range []DotDot{DotDotKeep, DotDotDrop, DotDotReject} {
		for _, b := range bases {
			for _, r := range refs {
				want, wok := literalMerge(b, r, dd)
				got, gok := fastMerge(b, r, dd)
				if got != want || gok != wok {
					t.Errorf("dotdot=%v merge(%q, %q) = %q, %v; literal %q, %v", dd, b, r, got, gok, want, wok)
				}
				n++
			}
		}
	}
	t.Logf("%d merges compared", n)
}

// TestLiteralMergeExamples checks the transcription itself on the
// examples of Appendix C that reach step 6.
func TestLiteralMergeExamples(t *testing.T) {
	for _, tc := range []struct{ ref, want string }{
		{"g", "/b/c/g"}, {"./g", "/b/c/g"}, {"g/", "/b/c/g/"}, {"", "/b/c/"},
		{".", "/b/c/"}, {"./", "/b/c/"}, {"..", "/b/"}, {"../", "/b/"},
		{"../g", "/b/g"}, {"../..", "/"}, {"../../", "/"}, {"../../g", "/g"},
		{"../../../g", "/../g"}, {"../../../../g", "/../../g"},
		{"g.", "/b/c/g."}, {".g", "/b/c/.g"}, {"g..", "/b/c/g.."}, {"..g", "/b/c/..g"},
		{"./../g", "/b/g"}, {"./g/.", "/b/c/g/"}, {"g/./h", "/b/c/g/h"}, {"g/../h", "/b/c/h"},
		{"g;x=1/./y", "/b/c/g;x=1/y"}, {"g;x=1/../y", "/b/c/y"},
	} {
		if got, _ := literalMerge("/b/c/d;p", tc.ref, DotDotKeep); got != tc.want {
			t.Errorf("literalMerge(%q) = %q, want %q", tc.ref, got, tc.want)
		}
	}
}

func FuzzMergeMatchesLiteral(f *testing.F) {
	bases, refs := mergeCorpus()
	for i, r := range refs {
		if i%7 == 0 {
			f.Add(bases[i%len(bases)], r, uint8(i%3))
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string, dd uint8) {
		if len(base)+len(ref) > 200 {
			return // the literal transcription is slow
		}
		p := DotDot(dd % 3)
		want, wok := literalMerge(base, ref, p)
		got, gok := fastMerge(base, ref, p)
		if got != want || gok != wok {
			t.Errorf("dotdot=%v merge(%q, %q) = %q, %v; literal %q, %v", p, base, ref, got, gok, want, wok)
		}
	})
}
