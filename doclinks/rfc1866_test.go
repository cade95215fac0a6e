package doclinks_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// rfc1866Example is one example of RFC 1866 Section 7 as
// testdata/documents/rfc1866-examples.txt transcribes it.
type rfc1866Example struct {
	section, url string
	html         []string
	cases        [][4]string // raw, target, printed answer, how
}

func readRFC1866Examples(t *testing.T) []rfc1866Example {
	f, err := os.Open("../testdata/documents/rfc1866-examples.txt")
	require.NoError(t, err)
	defer f.Close()
	var out []rfc1866Example
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "@section "):
			out = append(out, rfc1866Example{section: strings.TrimPrefix(line, "@section ")})
		case len(out) == 0:
			t.Fatalf("line %d: %q before the first @section", n, line)
		case strings.HasPrefix(line, "@url "):
			out[len(out)-1].url = strings.TrimPrefix(line, "@url ")
		case strings.HasPrefix(line, "@html "):
			out[len(out)-1].html = append(out[len(out)-1].html, strings.TrimPrefix(line, "@html "))
		default:
			f := strings.Split(line, "\t")
			require.Len(t, f, 4, "line %d: want raw, target, answer, how", n)
			out[len(out)-1].cases = append(out[len(out)-1].cases, [4]string(f))
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// answerOf derives the answer RFC 1866 prints from a resolved target.
func answerOf(t *testing.T, target, how string) string {
	switch how {
	case "same":
		return target
	case "access":
		target, _, _ = strings.Cut(target, "#")
		return target
	case "ismap":
		return target + "?0,0"
	}
	t.Fatalf("unknown derivation %q", how)
	return ""
}

// fetchesWithoutFragment names the crawlers, whose answer is the URL they
// fetched: Wget 1.5.3 cut a link at its last "#" (src/html.c,
// htmlfindurl), Heritrix drops the fragment (UsableURIFactory.fixup).
var fetchesWithoutFragment = map[string]bool{"wget1": true, "heritrix": true}

// withoutFragments returns rs with each target cut at its "#".
func withoutFragments(rs []result) []result {
	out := make([]result, len(rs))
	for i, r := range rs {
		if k := strings.IndexByte(r.target, '#'); k >= 0 {
			r.target = r.target[:k]
		}
		out[i] = r
	}
	return out
}

// TestRFC1866Examples runs the examples of RFC 1866 Section 7 (7.1, 7.4
// and 7.6, the ones that print a document and the URI its link names)
// under every dialect, and checks the transcription against the text.
func TestRFC1866Examples(t *testing.T) {
	text, err := os.ReadFile("../cmd/uridialect/internal/spectext/specs/rfc1866.txt")
	require.NoError(t, err)
	lines := map[string]bool{}
	for _, l := range strings.Split(string(text), "\n") {
		lines[strings.TrimLeft(l, " ")] = true
	}
	examples := readRFC1866Examples(t)
	require.Len(t, examples, 3)
	for _, ex := range examples {
		for _, h := range ex.html {
			assert.True(t, lines[h], "section %s: %q is not a line of RFC 1866", ex.section, h)
		}
		if ex.url != "-" {
			assert.Contains(t, string(text), "`"+ex.url+"'", "section %s", ex.section)
		}
		for _, c := range ex.cases {
			if c[3] != "-" {
				assert.Equal(t, c[2], answerOf(t, c[1], c[3]), "section %s: %s", ex.section, c[0])
				assert.Contains(t, string(text), "`"+c[2]+"'", "section %s", ex.section)
			}
		}
		doc := []byte(strings.Join(ex.html, "\n") + "\n")
		var src dialect.BaseSource
		if ex.url != "-" {
			src.Retrieval = ex.url
		}
		var want []result
		for _, c := range ex.cases {
			want = append(want, result{c[0], c[1]})
		}
		for _, d := range engine.All() {
			got, _ := resolveAll(t, d, doc, src)
			w := want
			if fetchesWithoutFragment[d.Name()] {
				w = withoutFragments(want)
			}
			assert.Equal(t, w, got, "section %s under %s", ex.section, d.Name())
		}
	}
}
