package dialecttest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each text's examples, read as its printing reads them: lines copied from
// the texts in cmd/uridialect/internal/spectext/specs.
func TestPrintingRead(t *testing.T) {
	for _, tc := range []struct {
		spec, line string
		want       printed
	}{
		{"rfc1630.txt", "   g                       magic://a/b/c//d/e/g", printed{kind: example, ref: "g", ans: "magic://a/b/c//d/e/g"}},
		{"rfc1630.txt", "   g:h                     g:h", printed{kind: example, ref: "g:h", ans: "g:h"}},
		{"rfc1630.txt", "                        magic://a/b/c//d/e/f", printed{kind: uriAlone, ans: "magic://a/b/c//d/e/f"}},
		{"rfc1630.txt", "   the partial URIs would expand as follows:", printed{}},
		{"draft-ietf-uri-relative-url-01.txt", "      ../../../g = <URL:http://a/../g>", printed{kind: example, ref: "../../../g", ans: "http://a/../g"}},
		{"draft-ietf-uri-relative-url-01.txt", "      <URL:http://a/b/c/d>", printed{kind: uriAlone, ans: "http://a/b/c/d"}},
		{"draft-ietf-uri-relative-url-01.txt", `      ... <A href="../x">a hypertext anchor</A> ...`, printed{kind: anchor, ref: "../x"}},
		{"rfc1808.txt", "      <>            = <URL:http://a/b/c/d;p?q#f>", printed{kind: example, ref: "", ans: "http://a/b/c/d;p?q#f"}},
		{"rfc1808.txt", "      Base: <URL:http://a/b/c/d;p?q#f>", printed{kind: uriAlone, ans: "http://a/b/c/d;p?q#f"}},
		{"rfc1808.txt", `      <BASE href="http://www.ics.uci.edu/Test/a/b/c">`, printed{kind: baseElement, ans: "http://www.ics.uci.edu/Test/a/b/c"}},
		{"rfc2396.txt", "      #s            =  (current document)#s", printed{kind: example, ref: "#s", ans: "(current document)#s"}},
		{"rfc2396.txt", "      <>            =  (current document)", printed{kind: example, ref: "", ans: "(current document)"}},
		{"rfc2396.txt", "      http:g        =  http:g           ; for validating parsers", printed{kind: example, ref: "http:g", ans: "http:g"}},
		{"rfc2396.txt", "                    |  http://a/b/c/g   ; for backwards compatibility", printed{kind: alternative, ans: "http://a/b/c/g"}},
		{"rfc2396.txt", "      <http://www.ics.uci.edu/Test/a/x>", printed{kind: uriAlone, ans: "http://www.ics.uci.edu/Test/a/x"}},
		{"rfc2396.txt", "      port          = *digit", printed{}},
		{"rfc2396.txt", "      |  |  |  |  |       <relative_reference>       |  |  |  |  |", printed{}},
		{"rfc3986.txt", `      ""              =  "http://a/b/c/d;p?q"`, printed{kind: example, ref: "", ans: "http://a/b/c/d;p?q"}},
		{"rfc3986.txt", `      "http:g"        =  "http:g"         ; for strict parsers`, printed{kind: example, ref: "http:g", ans: "http:g"}},
		{"rfc3986.txt", `                      /  "http://a/b/c/g" ; for backward compatibility`, printed{kind: alternative, ans: "http://a/b/c/g"}},
		{"rfc3986.txt", `                 /                       "::" 5( h16 ":" ) ls32`, printed{}},
	} {
		assert.Equal(t, tc.want, printings[tc.spec].read(tc.line), "%s: %q", tc.spec, tc.line)
	}
}

// A small text printed as RFC 3986 prints its examples.
const miniSpec = `5.4.  Reference Resolution Examples

      http://a/b/c/d;p?q

      "g"             =  "http://a/b/c/g"
      "http:g"        =  "http:g"         ; for strict parsers
                      /  "http://a/b/c/g" ; for backward compatibility
`

// A published table that reproduces it, and a parse table that quotes it.
const (
	miniTable = `# prose, and a section number: 5.4 below
@doc RFC 3986
# 3:       http://a/b/c/d;p?q
@base "http://a/b/c/d;p?q"
@section 5.4
# 1: 5.4.  Reference Resolution Examples
# 5:       "g"             =  "http://a/b/c/g"
"g"	"http://a/b/c/g"
# 6:       "http:g"        =  "http:g"         ; for strict parsers
"http:g"	"http:g"
@options strict=false
# 6:       "http:g"        =  "http:g"         ; for strict parsers
# 7:                       /  "http://a/b/c/g" ; for backward compatibility
"http:g"	"http://a/b/c/g"
@options
`
	miniParse = `# 3:       http://a/b/c/d;p?q
"http://a/b/c/d;p?q"	scheme="http"
`
)

func writeMini(t *testing.T, table string) (spec, resolve, parse string) {
	t.Helper()
	dir := t.TempDir()
	spec = filepath.Join(dir, "rfc3986.txt")
	resolve = filepath.Join(dir, "resolve.txt")
	parse = filepath.Join(dir, "parse.txt")
	require.NoError(t, os.WriteFile(spec, []byte(miniSpec), 0o644))
	require.NoError(t, os.WriteFile(resolve, []byte(table), 0o644))
	require.NoError(t, os.WriteFile(parse, []byte(miniParse), 0o644))
	return spec, resolve, parse
}

func TestVerbatimCounts(t *testing.T) {
	spec, resolve, parse := writeMini(t, miniTable)
	tr, errs := verifyTranscription(spec, []string{resolve, parse})
	assert.Empty(t, errs)
	assert.Equal(t, Transcription{
		Quotes:       map[string]int{"resolve.txt": 6, "parse.txt": 1},
		Examples:     map[string]int{"5.4": 2},
		Alternatives: map[string]int{"5.4": 1},
		ExampleLines: 3,
	}, tr)
}

// Each change to the table must be caught, with a message saying so.
func TestVerbatimFailures(t *testing.T) {
	for _, tc := range []struct {
		name, old, new, want string
	}{
		{"indentation lost", `# 5:       "g"`, `# 5: "g"`, "not line 5 of the text"},
		{"separator missing", `# 5:       "g"`, `# 5:      "g"`, "not line 5 of the text"},
		{"no such line", "# 1: 5.4.", "# 99: 5.4.", "the text has no line 99"},
		{"old format", "# 1: 5.4.", "# line 1: 5.4.", "looks like a quote"},
		{"bare number", "# 1: 5.4.  Reference Resolution Examples", "# 1", "looks like a quote"},
		{"range as prose", "# prose, and", "# 1-3: prose, and", "looks like a quote"},
		{"wrong reference", "\"g\"\t\"http://a/b/c/g\"", "\"./g\"\t\"http://a/b/c/g\"", `reference "./g", but line 5 prints "g"`},
		{"wrong answer", "\"g\"\t\"http://a/b/c/g\"", "\"g\"\t\"http://a/b/g\"", `but the text prints ["http://a/b/c/g"]`},
		{"answer marker not needed", "\"g\"\t", "# answer: a reason\n\"g\"\t", "but line 5 prints the answer"},
		{"answer marker without reason", "\"g\"\t", "# answer:\n\"g\"\t", "marker without a reason"},
		{"answer marker left over", "\n@options\n", "\n@options\n# answer: why\n", "with no case after it"},
		{"second answer not quoted", "# 7:                       /  \"http://a/b/c/g\" ; for backward compatibility\n", "", `answer "http://a/b/c/g", but the text prints ["http:g"]`},
		{"no quote", "# 5:       \"g\"             =  \"http://a/b/c/g\"\n", "", `"g" quotes no example`},
		{"example not reproduced", "@options strict=false\n# 6:       \"http:g\"        =  \"http:g\"         ; for strict parsers\n# 7:                       /  \"http://a/b/c/g\" ; for backward compatibility\n", "@options strict=false\n", "rfc3986.txt:7: an example no case"},
		{"wrong base", "@base \"http://a/b/c/d;p?q\"", "@base \"http://a/b/c/d\"", `@base "http://a/b/c/d", but line 3 prints "http://a/b/c/d;p?q"`},
		{"duplicate", "@options\n", "@options\n# 5:       \"g\"             =  \"http://a/b/c/g\"\n\"g\"\t\"http://a/b/c/g\"\n", "the same case as line 8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Equal(t, 1, strings.Count(miniTable, tc.old), "the change must apply once")
			spec, resolve, parse := writeMini(t, strings.Replace(miniTable, tc.old, tc.new, 1))
			_, errs := verifyTranscription(spec, []string{resolve, parse})
			require.NotEmpty(t, errs)
			assert.Contains(t, strings.Join(errs, "\n"), tc.want)
		})
	}
}

// What relaxes the rule: an "# own:" marker up to the next directive, and
// @options; a marker belongs to a published table only.
func TestVerbatimExemptions(t *testing.T) {
	own := miniTable + "@base \"http://x/y\"\n# own: a sentence of the text\n\"z\"\t\"http://x/z\"\n\"w\"\t\"http://x/w\"\n" +
		"@options strict=false\n\"v\"\t\"http://x/v\"\n"
	spec, resolve, parse := writeMini(t, own)
	tr, errs := verifyTranscription(spec, []string{resolve, parse})
	assert.Empty(t, errs)
	assert.Equal(t, map[string]int{"5.4": 2}, tr.Examples, "cases of our own are not counted")

	expired := miniTable + "# own: a sentence\n@base \"http://x/y\"\n\"z\"\t\"http://x/z\"\n"
	spec, resolve, parse = writeMini(t, expired)
	_, errs = verifyTranscription(spec, []string{resolve, parse})
	assert.Equal(t, []string{resolve + `:18: "z" quotes no example: quote the line that prints it, or mark it "# own: REASON"`}, errs)

	spec, resolve, parse = writeMini(t, miniTable)
	require.NoError(t, os.WriteFile(parse, []byte("# own: misplaced\n"+miniParse), 0o644))
	_, errs = verifyTranscription(spec, []string{resolve, parse})
	assert.Equal(t, []string{parse + `:1: "# own:" marks cases of a published resolve table only`}, errs)
}

func TestVerbatimUnknownText(t *testing.T) {
	dir := t.TempDir()
	spec := filepath.Join(dir, "rfc9999.txt")
	require.NoError(t, os.WriteFile(spec, []byte(miniSpec), 0o644))
	_, errs := verifyTranscription(spec, nil)
	assert.Len(t, errs, 1)
	assert.Contains(t, errs[0], "no printing of examples is known")
}
