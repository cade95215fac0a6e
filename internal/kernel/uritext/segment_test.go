package uritext

import "testing"

// naiveDotSegment is DotSegment byte by byte: the first i >= start where
// p[i] is "." and a segment begins (at start, or after a "/").
func naiveDotSegment(p []byte, start int) int {
	for i := start; i < len(p); i++ {
		if p[i] == '.' && (i == start || p[i-1] == '/') {
			return i
		}
	}
	return -1
}

// naiveDotSegmentAfter is DotSegmentAfter byte by byte.
func naiveDotSegmentAfter(p []byte, k int) int {
	for i := k + 1; i < len(p); i++ {
		if p[i] == '.' && p[i-1] == '/' {
			return i
		}
	}
	return -1
}

func checkDotSegment(t *testing.T, s string) {
	t.Helper()
	p := []byte(s)
	for k := 0; k <= len(p); k++ {
		if got, want := DotSegment(p, k), naiveDotSegment(p, k); got != want {
			t.Fatalf("DotSegment(%q, %d) = %d, want %d", s, k, got, want)
		}
		if got, want := DotSegmentAfter(p, k), naiveDotSegmentAfter(p, k); got != want {
			t.Fatalf("DotSegmentAfter(%q, %d) = %d, want %d", s, k, got, want)
		}
	}
	if got, want := HasDotSegment(s), naiveDotSegment(p, 0) >= 0; got != want {
		t.Fatalf("HasDotSegment(%q) = %v, want %v", s, got, want)
	}
}

var dotSamples = []string{
	"", ".", "..", "/", "/.", "a.b", "/a/b.c/d", "/a/./b", "a/../b", "docs.html/.x",
	"x.y.z/w", "//.", "a..b/c", "/a/b/c/d.e.f/g/.h", ".a", "a/.",
}

func TestDotSegmentIsNaive(t *testing.T) {
	for _, s := range dotSamples {
		checkDotSegment(t, s)
	}
}

func FuzzDotSegment(f *testing.F) {
	for _, s := range dotSamples {
		f.Add(s)
	}
	f.Fuzz(checkDotSegment)
}
