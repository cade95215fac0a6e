package rfc1630

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// literalResolve is a slow transcription of the rules of RFC 1630,
// "Partial (relative) form", as string rewriting in the words of the
// section, with the decisions of the package doc where the words stop. It
// shares no code with resolve.go, and TestLiteral and FuzzLiteral check
// that the two agree.
func literalResolve(base, ref string, o options) (string, bool) {
	// "The fragment-id follows the URL of the whole object from which it
	// is separated by a hash sign (#)."
	bURI, _, _ := strings.Cut(base, "#")
	rURI, rFrag, hasFrag := strings.Cut(ref, "#")
	withFrag := func(s string) string {
		if hasFrag {
			return s + "#" + rFrag
		}
		return s
	}
	// "the latter must have a colon and that colon must occur before any
	// slash characters"
	absolute := func(s string) int {
		c, sl := strings.Index(s, ":"), strings.Index(s, "/")
		if c >= 0 && (sl < 0 || c < sl) {
			return c
		}
		return -1
	}
	bc := absolute(bURI)
	if bc < 0 {
		return "", false
	}
	scheme := bURI[:bc]
	partial := rURI
	// "If the scheme parts are different, the whole absolute URI must be
	// given. Otherwise, the scheme is omitted"
	if c := absolute(rURI); c >= 0 {
		if rURI[:c] != scheme || o.sameSchemeAbsolute {
			return ref, true
		}
		partial = rURI[c+1:]
	}
	if partial == "" && o.empty == EmptyIsContext {
		return withFrag(bURI), true
	}
	// The context up to the end of its path, a void path after a host
	// part read as "/".
	rest, _, _ := strings.Cut(bURI[bc+1:], "?")
	pathStart := 0
	if strings.HasPrefix(rest, "//") {
		if !strings.Contains(rest[2:], "/") {
			rest += "/"
		}
		pathStart = 2 + strings.Index(rest[2:], "/")
	}
	context := scheme + ":" + rest

	// "If the partial URI starts with a non-zero number of consecutive
	// slashes, then everything from the context URI up to (but not
	// including) the first occurrence of exactly the same number of
	// consecutive slashes which has no greater number of consecutive
	// slashes anywhere to the right of it is taken to be the same and so
	// prepended to the partial URL to form the full URL."
	if n := len(partial) - len(strings.TrimLeft(partial, "/")); n > 0 {
		runs := slashRuns.FindAllStringIndex(context, -1)
		for k, run := range runs {
			if run[1]-run[0] != n {
				continue
			}
			greater := false
			for _, right := range runs[k+1:] {
				greater = greater || right[1]-right[0] > n
			}
			if o.slashes == SlashesLiteral && greater {
				continue
			}
			return withFrag(context[:run[0]] + partial), true
		}
		return withFrag(scheme + ":" + partial), true
	}

	// "The last part of the path of the context URI (anything following
	// the rightmost slash) is removed, and the given partial URI appended
	// in its place"
	path := rest[pathStart:]
	path = path[:strings.LastIndex(path, "/")+1]
	pPath, pSearch, hasSearch := strings.Cut(partial, "?")
	path = literalRemove(path+pPath, o)
	out := scheme + ":" + rest[:pathStart] + path
	if hasSearch {
		out += "?" + pSearch
	}
	return withFrag(out), true
}

var slashRuns = regexp.MustCompile(`/+`)

// literalRemove: "Within the result, all occurrences of "xxx/../" or "/."
// are recursively removed, where xxx, ".." and "." are complete path
// elements." It removes the leftmost occurrence until none is left.
func literalRemove(p string, o options) string {
	for {
		i, n := leftmost(p, o)
		if i < 0 {
			return p
		}
		p = p[:i] + p[i+n:]
	}
}

// leftmost returns the position and length of the leftmost occurrence of
// "/." or "xxx/../" (or of "xxx/.." at the end, under EndDotDotRemove).
func leftmost(p string, o options) (int, int) {
	for i := 0; i <= len(p); i++ {
		// "/." with "." a complete element
		if strings.HasPrefix(p[i:], "/.") && (i+2 == len(p) || p[i+2] == '/') {
			return i, 2
		}
		// "xxx/../" with xxx a complete element starting at i
		if i > 0 && p[i-1] != '/' {
			continue
		}
		j := strings.Index(p[i:], "/")
		if j < 0 {
			continue
		}
		xxx := p[i : i+j]
		if xxx == "" && i == 0 {
			continue // the empty text before a leading slash
		}
		if xxx == ".." && o.xxx == XXXNotDotDot {
			continue
		}
		if strings.HasPrefix(p[i+j:], "/../") {
			return i, j + 4
		}
		if o.endDotDot == EndDotDotRemove && p[i+j:] == "/.." {
			return i, j + 3
		}
	}
	return -1, 0
}

// allOptions returns every combination of the two-valued settings (all
// but maxlength, a number).
func allOptions() []options {
	specs := optionTable.Specs[:len(optionTable.Specs)-1]
	var out []options
	for m := 0; m < 1<<len(specs); m++ {
		var o options
		for k, sp := range specs {
			sp.Set(&o, m>>k&1)
		}
		out = append(out, o)
	}
	return out
}

func checkLiteral(t *testing.T, base, ref string) {
	t.Helper()
	for _, o := range allOptions() {
		d := kind.New(o)
		want, ok := literalResolve(base, ref, o)
		got, err := dialect.ResolveString(d, base, ref)
		if ok != (err == nil) || got != want {
			t.Fatalf("%v: Resolve(%q, %q) = %q, %v; literal transcription gives %q, %v", d, base, ref, got, err, want, ok)
		}
	}
}

func TestLiteral(t *testing.T) {
	seeds, err := dialecttest.Seeds("testdata/resolve.txt", "testdata/resolve_own.txt")
	if err != nil {
		t.Fatal(err)
	}
	var bases []string
	for _, s := range seeds {
		if schemeEnd(s) >= 0 {
			bases = append(bases, s)
		}
	}
	for _, b := range bases {
		for _, r := range seeds {
			checkLiteral(t, b, r)
		}
	}
	// Random references and contexts built from the pieces that matter.
	pieces := []string{"/", "/", "//", "a", "b", ".", "..", "../", "./", "?", "#", ":", "magic:", "g"}
	rng := rand.New(rand.NewPCG(1, 1630))
	gen := func() string {
		var b strings.Builder
		for n := rng.IntN(9); n > 0; n-- {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		return b.String()
	}
	for range 20000 {
		checkLiteral(t, "magic:"+gen(), gen())
	}
}

func FuzzLiteral(f *testing.F) {
	f.Add("magic://a/b/c//d/e/f", "../../../g")
	f.Add("magic://a", "/g")
	f.Add("magic:a/b", "./../g?y#s")
	f.Fuzz(func(t *testing.T, base, ref string) {
		checkLiteral(t, base, ref)
	})
}
