package rfc3986

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

// FuzzRFC3986 runs the shared harness (Parse loses nothing, Resolve never
// panics and gives a result that parses) and this package's invariants:
// Parse agrees with Appendix B's regular expression, Validate never panics
// and reports violations inside the input, in offset order.
func FuzzRFC3986(f *testing.F) {
	f.Add("http://[v1.x]:8/%zz?#")
	f.Add("//u@[::ffff:1.2.3.4]:")
	dialecttest.Fuzz(f, Default, resolveTable, resolveExtraTable, parseTable, validateTable)
}

// FuzzInvariants checks Parse against the literal Appendix B regex and the
// shape of Validate's report.
func FuzzInvariants(f *testing.F) {
	seeds, err := dialecttest.Seeds(resolveTable, resolveExtraTable, parseTable, validateTable)
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkParseAgainstRegex(t, s)
		last := -1
		for _, pe := range dialect.Violations(Default.Validate(s)) {
			if pe.Offset < last || pe.Offset < 0 || pe.Len < 0 || pe.Offset+pe.Len > len(s) {
				t.Fatalf("Validate(%q): bad violation %+v", s, pe)
			}
			last = pe.Offset
		}
	})
}

// FuzzResolveAgainstSpec checks Resolve, strict and not, against the
// literal transcription of Sections 5.2.2 to 5.3 and remove_dot_segments
// against that of Section 5.2.4.
func FuzzResolveAgainstSpec(f *testing.F) {
	for _, b := range []string{"http://a/b/c/d;p?q", "foo:", "foo:a/b", "http://a"} {
		for _, r := range []string{"g", "../g", "./..//g", "a/../b", "http:g", "#", "?", "//g/./h"} {
			f.Add(b, r)
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string) {
		if !strings.Contains(base, ":") {
			base = "s:" + base
		}
		checkResolveAgainstSpec(t, base, ref)
		if got, want := fastRemoveDotSegments(ref), specRemoveDotSegments(ref); got != want {
			t.Fatalf("remove_dot_segments(%q) = %q, want %q", ref, got, want)
		}
	})
}
