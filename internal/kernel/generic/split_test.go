package generic

import (
	"regexp"
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// appendixB is the expression itself, with (?s) so that "." matches a
// newline too: the text says it parses any string.
var appendixB = regexp.MustCompile(`(?s)^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?`)

// groups maps each part Split defines to its group of the expression.
var groups = []struct {
	part  dialect.Part
	group int
}{{dialect.Scheme, 2}, {dialect.Authority, 4}, {dialect.Path, 5}, {dialect.Query, 7}, {dialect.Fragment, 9}}

// checkSplit compares Split(s) with the expression's groups, span by span.
func checkSplit(t *testing.T, s string) {
	t.Helper()
	r := Split(s)
	m := appendixB.FindStringSubmatchIndex(s)
	for _, g := range groups {
		lo, hi := r.Span(g.part)
		if lo != m[2*g.group] || hi != m[2*g.group+1] {
			t.Fatalf("Split(%q): %v is [%d,%d), $%d is [%d,%d)", s, g.part, lo, hi, g.group, m[2*g.group], m[2*g.group+1])
		}
	}
	for _, p := range []dialect.Part{dialect.UserInfo, dialect.Host, dialect.Port, dialect.Params} {
		if r.Has(p) {
			t.Fatalf("Split(%q) defines %v", s, p)
		}
	}
	if got := dialect.Recompose(r); got != s {
		t.Fatalf("Recompose(Split(%q)) = %q", s, got)
	}
}

var samples = []string{
	"", ":", "::", "a:", ":a", "//", "///", "?", "#", "?#", "#?", "a:b:c",
	"http://www.ics.uci.edu/pub/ietf/uri/#Related",
	"foo://example.com:8042/over/there?name=ferret#nose",
	"urn:example:animal:ferret:nose", "mailto:John.Doe@example.com",
	"g;x?y#s", "//g", "../g", "./this:that", "a/b:c", "/a:b", "?a:b", "#a:b",
	"http:", "http:?", "http:#", "http://", "http://a?b#c#d", "s://a/b?c?d#e",
	"\x00:\n", "a\n:b", "x://\nhost/p\n?q\n#f\n", "\xff\xfe",
}

func TestSplitIsAppendixB(t *testing.T) {
	for _, s := range samples {
		checkSplit(t, s)
	}
}

func TestSplitAllocatesNothing(t *testing.T) {
	s := "http://u@a:1/b/c/d;p?q#f"
	if n := testing.AllocsPerRun(100, func() { _ = Split(s) }); n != 0 {
		t.Errorf("Split allocates %v times, want 0", n)
	}
}

func FuzzSplit(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(checkSplit)
}
