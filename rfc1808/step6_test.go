package rfc1808_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
	"github.com/uridialect/uridialect/rfc1808"
)

// literalStep6 is RFC 1808, Section 4, step 6 transcribed as string
// rewriting, exactly as the text words it, with no thought for speed. It
// returns the new path and the path after each iteration of 6c.
func literalStep6(basePath, refPath string) (string, []string) {
	// "The last segment of the base URL's path (anything following the
	// rightmost slash "/", or the entire path if no slash is present) is
	// removed and the embedded URL's path is appended in its place."
	p := basePath[:strings.LastIndex(basePath, "/")+1] + refPath

	// Section 2.4.6: "the initial slash is not part of the URL path".
	pre := ""
	if strings.HasPrefix(p, "/") {
		pre, p = "/", p[1:]
	}

	// "a) All occurrences of "./", where "." is a complete path segment,
	// are removed."
	var b strings.Builder
	for i := 0; i < len(p); {
		if strings.HasPrefix(p[i:], "./") && completeAt(p, i) {
			i += 2
			continue
		}
		b.WriteByte(p[i])
		i++
	}
	p = b.String()

	// "b) If the path ends with "." as a complete path segment, that "."
	// is removed."
	if strings.HasSuffix(p, ".") && completeAt(p, len(p)-1) {
		p = p[:len(p)-1]
	}

	// "c) All occurrences of "<segment>/../", where <segment> is a
	// complete path segment not equal to "..", are removed. Removal of
	// these path segments is performed iteratively, removing the leftmost
	// matching pattern on each iteration, until no matching pattern
	// remains."
	var states []string
	for {
		found := false
		for i := 0; i <= len(p); i++ {
			if !completeAt(p, i) {
				continue
			}
			seg := p[i:]
			if j := strings.IndexByte(seg, '/'); j >= 0 {
				seg = seg[:j]
			} else {
				continue
			}
			if seg != ".." && strings.HasPrefix(p[i+len(seg):], "/../") {
				p = p[:i] + p[i+len(seg)+len("/../"):]
				states = append(states, pre+p)
				found = true
				break
			}
		}
		if !found {
			break
		}
	}

	// "d) If the path ends with "<segment>/..", where <segment> is a
	// complete path segment not equal to "..", that "<segment>/.." is
	// removed."
	if strings.HasSuffix(p, "/..") {
		rest := p[:len(p)-len("/..")]
		i := strings.LastIndexByte(rest, '/') + 1
		if rest[i:] != ".." {
			p = p[:i]
		}
	}
	return pre + p, states
}

// completeAt reports whether a complete path segment starts at p[i]: at
// the start of the path or after a "/".
func completeAt(p string, i int) bool { return i == 0 || p[i-1] == '/' }

// pathWords are the pieces the generated paths are made of.
var pathWords = []string{"", ".", "..", "a", "b.", ".c", "..."}

// paths returns every path of up to n segments drawn from pathWords, with
// and without a preceding slash.
func paths(n int) []string {
	out := []string{""}
	level := []string{""}
	for k := 0; k < n; k++ {
		var next []string
		for _, p := range level {
			for _, w := range pathWords {
				if k == 0 {
					next = append(next, w)
				} else {
					next = append(next, p+"/"+w)
				}
			}
		}
		level = next
		out = append(out, next...)
	}
	var all []string
	for _, p := range out {
		all = append(all, p, "/"+p)
	}
	return all
}

// TestStep6MatchesLiteral runs the in-place implementation and the
// literal transcription on every combination of generated base and
// embedded paths.
func TestStep6MatchesLiteral(t *testing.T) {
	bases := append(paths(2), "/b/c/d", "/b/c/", "b/c/d", "/a/b/c/d/e", "/")
	refs := paths(4)
	n := 0
	for _, b := range bases {
		for _, r := range refs {
			if r == "" || r[0] == '/' {
				continue // steps 4 and 5 handle these
			}
			want, _ := literalStep6(b, r)
			if got := rfc1808.MergePath(b, r, nil); got != want {
				t.Errorf("step 6 on base path %q, path %q: got %q, literal text gives %q", b, r, got, want)
			}
			n++
		}
	}
	t.Logf("%d pairs compared", n)
}

// TestStep6TraceMatchesLiteral checks that the 6c steps the trace reports
// are the iterations of the text, in order, with the same paths.
func TestStep6TraceMatchesLiteral(t *testing.T) {
	for _, r := range paths(4) {
		if r == "" || r[0] == '/' {
			continue
		}
		var got []string
		rfc1808.MergePath("/b/c/d", r, func(s dialect.Step) {
			if s.Rule.Step == "6c" {
				got = append(got, s.State)
			}
		})
		_, want := literalStep6("/b/c/d", r)
		assert.Equal(t, want, got, "%q", r)
	}
}

func FuzzStep6(f *testing.F) {
	f.Add("/b/c/d", "../../../g")
	f.Add("/b/c/d", "./g/.")
	f.Add("b", "g//../h")
	f.Fuzz(func(t *testing.T, base, ref string) {
		want, _ := literalStep6(base, ref)
		if got := rfc1808.MergePath(base, ref, nil); got != want {
			t.Fatalf("step 6 on base path %q, path %q: got %q, literal text gives %q", base, ref, got, want)
		}
		// The shortcut Resolve takes when it applies.
		dir := base[:strings.LastIndexByte(base, '/')+1]
		if d, rest, ok := uritext.MergeDots(dir, ref, false); ok && d+rest != want {
			t.Fatalf("step 6 on base path %q, path %q: MergeDots gives %q, literal text %q", base, ref, d+rest, want)
		}
	})
}
