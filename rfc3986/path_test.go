package rfc3986

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// fastRemoveDotSegments runs the in-place removeDotSegments on a copy of
// path.
func fastRemoveDotSegments(path string) string {
	b := []byte("prefix:" + path)
	return string(b[7:removeDotSegments(b, 7, nil)])
}

// The in-place remove_dot_segments gives what the literal transcription
// of Section 5.2.4 gives, for every path of up to 9 bytes over "./a".
func TestRemoveDotSegmentsAgainstSpec(t *testing.T) {
	n := 0
	forStrings("./a", 9, func(p string) {
		n++
		if got, want := fastRemoveDotSegments(p), specRemoveDotSegments(p); got != want {
			t.Fatalf("remove_dot_segments(%q) = %q, want %q", p, got, want)
		}
	})
	t.Logf("%d paths", n)
}

// Section 5.2.4's two worked examples.
func TestRemoveDotSegmentsWorkedExamples(t *testing.T) {
	assert.Equal(t, "/a/g", fastRemoveDotSegments("/a/b/c/./../../g"))
	assert.Equal(t, "mid/6", fastRemoveDotSegments("mid/content=5/../6"))
	assert.Equal(t, "/a/g", specRemoveDotSegments("/a/b/c/./../../g"))
	assert.Equal(t, "mid/6", specRemoveDotSegments("mid/content=5/../6"))
}

// Resolve gives what the literal transcription of Sections 5.2.2 to 5.3
// gives, strict and not, for every reference of up to 5 bytes over an
// alphabet with every delimiter, against bases of each shape.
func TestResolveAgainstSpec(t *testing.T) {
	bases := []string{
		"http://a/b/c/d;p?q", "http://a", "http://a?q", "http://", "foo:", "foo:bar", "foo:a/b",
		"foo:/a/b/", "HTTP://a/b#f", "g:h", "http:", "x://u@[::1]:1/./p/../q?r#s",
	}
	forStrings("./:?#ag", 5, func(ref string) {
		for _, base := range bases {
			checkResolveAgainstSpec(t, base, ref)
		}
	})
}

func checkResolveAgainstSpec(t *testing.T, base, ref string) {
	t.Helper()
	b, r := parse(base), parse(ref)
	sb, sr := specParse(base), specParse(ref)
	for _, d := range []*Dialect{Default, NonStrict} {
		res, err := d.Resolve(b, r)
		if !sb.hasScheme {
			require.Error(t, err, "%v: base %q", d, base)
			continue
		}
		if err != nil {
			t.Fatalf("%v: Resolve(%q, %q): %v", d, base, ref, err)
		}
		want := specResolve(sb, sr, d == Default)
		if got := res.String(); got != specRecompose(want) {
			t.Fatalf("%v: Resolve(%q, %q) = %q, want %q", d, base, ref, got, specRecompose(want))
		}
		var text dialect.Reference
		if err := d.ResolveText(&text, &b, ref); err != nil || text.Source() != specRecompose(want) {
			t.Fatalf("%v: ResolveText(%q, %q) = %q (%v), want %q", d, base, ref, text.Source(), err, specRecompose(want))
		}
		if got := dialect.Recompose(res); got != specRecompose(want) {
			t.Fatalf("%v: Recompose(Resolve(%q, %q)) = %q", d, base, ref, got)
		}
		want.checkParts(t, res, fmt.Sprintf("%v: Resolve(%q, %q)", d, base, ref))
	}
}

// removeDotSegments takes time linear in the path: no input makes it
// rescan the output more than once (timing is not asserted; a quadratic
// kernel would not finish these in the test's time).
func TestRemoveDotSegmentsLinear(t *testing.T) {
	const n = 1 << 20
	for _, p := range []string{
		strings.Repeat("a/", n) + strings.Repeat("../", n),
		strings.Repeat("/..", n),
		strings.Repeat("/.", n),
		strings.Repeat("aaaaaaaa/../", n/4),
		"/" + strings.Repeat("a", n) + "/..",
		strings.Repeat("/", n) + strings.Repeat("/..", n),
	} {
		got := fastRemoveDotSegments(p)
		assert.LessOrEqual(t, len(got), len(p))
	}
	big := New(WithMaxLength(8 << 20)) // the inputs are over the default limit
	b, _ := big.Parse("http://a/" + strings.Repeat("b/", n))
	r, _ := big.Parse(strings.Repeat("../", n) + "g")
	res, err := big.Resolve(b, r)
	require.NoError(t, err)
	assert.Equal(t, "http://a/g", res.String())
	assert.Len(t, dialect.Violations(big.Validate(strings.Repeat("%", n/8)+strings.Repeat("[", n/8))), n/8+1)
}

// TestRemoveDotsShortcut checks that removeDots's shortcut (no segment
// that begins with ".") gives what the resolution of the URI against
// itself gives, on URIs with and without dot segments in each component.
func TestRemoveDotsShortcut(t *testing.T) {
	for _, s := range []string{
		"http://a/b/c/d;p?q", "http://a/b/c/./../g", "http://a/b/c.html", "HTTP://A:80/%7e/x",
		"http://a", "http://a?", "http://a#", "http://a/b?x/../y#z/./w", "http://.a/b", "http:.",
		"foo:a/./b", "foo:/../b", "mailto:x@y.z", "http://a/b c", "http://[::1]/.x/y", "urn:a..b",
		"http://a/b/..", "file:///c:/x/y.txt", "http://a//b//c", "", "http:.x", "http:..", "a:./b", "http://a?./b",
	} {
		want := s
		if res, err := dialect.ResolveString(Default, s, s); err == nil {
			want = res
		}
		if got := removeDots(s); got != want {
			t.Errorf("removeDots(%q) = %q, resolution against itself gives %q", s, got, want)
		}
	}
}
