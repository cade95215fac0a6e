package draft01

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// literalStep7 is a slow transcription of Section 4, step 7, rewriting the
// path string exactly as the text words each operation. basePath and the
// result are paths as the draft defines them, without the preceding
// slash (Section 2.4.6: "the initial slash is not part of the URL path").
func literalStep7(basePath, refPath string) string {
	// "The last path segment of the base URL's path (anything following
	// the rightmost slash "/", or the entire path if no slash is present)
	// is removed and the embedded URL's path is appended in its place."
	p := ""
	if i := strings.LastIndex(basePath, "/"); i >= 0 {
		p = basePath[:i+1]
	}
	p += refPath

	// "a) All occurrences of "./", where "." is a complete path segment,
	// are removed."
	for {
		i := completeAt(p, "./")
		if i < 0 {
			break
		}
		p = p[:i] + p[i+2:]
	}

	// "b) If the URL path ends with "." as a complete path segment, that
	// "." is removed."
	if p == "." || strings.HasSuffix(p, "/.") {
		p = p[:len(p)-1]
	}

	// "c) All occurrences of "<segment>/../", where <segment> and ".."
	// are complete path segments, are removed. Removal of these path
	// segments is performed iteratively, removing the leftmost matching
	// pattern on each iteration, until no matching pattern remains."
	for {
		i, j := leftmostSegmentDotDot(p)
		if i < 0 {
			break
		}
		p = p[:i] + p[j:]
	}

	// "d) If the URL path ends with "<segment>/..", that "<segment>/.."
	// is removed."
	if strings.HasSuffix(p, "/..") {
		seg := strings.LastIndex(p[:len(p)-3], "/") + 1
		p = p[:seg]
	}
	return p
}

// completeAt returns the first index at which pat occurs in p starting a
// complete path segment (at the start of p or after a "/"), or -1.
func completeAt(p, pat string) int {
	for i := 0; i+len(pat) <= len(p); i++ {
		if (i == 0 || p[i-1] == '/') && strings.HasPrefix(p[i:], pat) {
			return i
		}
	}
	return -1
}

// leftmostSegmentDotDot returns the span of the leftmost
// "<segment>/../" in p whose <segment> is a complete path segment, or -1.
func leftmostSegmentDotDot(p string) (int, int) {
	for i := 0; i <= len(p); i++ {
		if i > 0 && p[i-1] != '/' {
			continue
		}
		end := strings.Index(p[i:], "/")
		if end < 0 {
			return -1, -1
		}
		if strings.HasPrefix(p[i+end:], "/../") {
			return i, i + end + 4
		}
	}
	return -1, -1
}

// fastStep7 runs the implementation's step 7 for a hierarchical scheme.
func fastStep7(basePath, refPath string) string {
	var buf uritext.Buffer
	buf.Grow(len(basePath) + len(refPath) + 1)
	merge(&buf, "/"+basePath, refPath, false, 0, 0, nil)
	return buf.String()[1:]
}

func TestLiteralStep7Examples(t *testing.T) {
	// Section 5, with the base path "b/c/d" of <URL:http://a/b/c/d>.
	for ref, want := range map[string]string{
		"g": "b/c/g", "./g": "b/c/g", "g/": "b/c/g/", ".": "b/c/", "./": "b/c/",
		"..": "b/", "../": "b/", "../g": "b/g", "../..": "", "../../g": "g",
		"../../../g": "../g", "./../g": "b/g", "./g/.": "b/c/g/", "g/./h": "b/c/g/h",
		"g/../h": "b/c/h", "../../../../g": "g",
	} {
		if got := literalStep7("b/c/d", ref); got != want {
			t.Errorf("literal %q: got %q, want %q", ref, got, want)
		}
		if got := fastStep7("b/c/d", ref); got != want {
			t.Errorf("fast %q: got %q, want %q", ref, got, want)
		}
	}
}

// TestStep7FastEqualsLiteral compares the two on many paths made of the
// pieces that matter.
func TestStep7FastEqualsLiteral(t *testing.T) {
	pieces := []string{"a", "b", ".", "..", "...", "", "/", "./", "../", ".a", "a."}
	rng := rand.New(rand.NewPCG(1, 2))
	gen := func() string {
		var b strings.Builder
		for n := rng.IntN(10); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
			if rng.IntN(2) == 0 {
				b.WriteByte('/')
			}
		}
		return b.String()
	}
	for range 200000 {
		base, ref := gen(), gen()
		if ref == "" || ref[0] == '/' {
			continue // steps 5 and 6, not 7
		}
		if got, want := fastStep7(base, ref), literalStep7(base, ref); got != want {
			t.Fatalf("step 7 of base %q, ref %q: fast %q, literal %q", base, ref, got, want)
		}
	}
}

// TestStep7Linear runs step 7 on a megabyte of segments; a quadratic
// implementation would not finish.
func TestStep7Linear(t *testing.T) {
	base := strings.Repeat("a/", 1<<18)
	ref := strings.Repeat("../", 1<<17) + strings.Repeat("./b/", 1<<16) + "g"
	got := fastStep7(base, ref)
	want := strings.Repeat("a/", 1<<17) + strings.Repeat("b/", 1<<16) + "g"
	if got != want {
		t.Errorf("got %d bytes, want %d", len(got), len(want))
	}
	huge := strings.Repeat("../", 1<<18) + strings.Repeat("x/", 1<<18)
	big := New(WithMaxLength(8 << 20)) // huge is over the default limit
	if err := big.Validate(huge); err != nil {
		t.Fatal(err)
	}
	b, _ := big.Parse("http://a/" + base)
	r, _ := big.ParseIn(b, huge)
	if _, err := big.Resolve(b, r); err != nil {
		t.Fatal(err)
	}
}

func FuzzStep7(f *testing.F) {
	f.Add("b/c/d", "../../../../g")
	f.Add("a//b", "..//../.")
	f.Fuzz(func(t *testing.T, base, ref string) {
		if ref == "" || ref[0] == '/' {
			return
		}
		if got, want := fastStep7(base, ref), literalStep7(base, ref); got != want {
			t.Fatalf("step 7 of base %q, ref %q: fast %q, literal %q", base, ref, got, want)
		}
	})
}
