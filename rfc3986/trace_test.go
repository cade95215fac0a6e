package rfc3986

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestTraceMergeCitesSections(t *testing.T) {
	tr := dialecttest.TraceOK(t, Default, "http://a/b/c/d;p?q", "../g")
	assert.Equal(t, "http://a/b/g", tr.Result.String())
	assert.Equal(t, []string{
		`RFC 3986, Section 5.2.1: parse(Base): the base URI, which must have a scheme => "http://a/b/c/d;p?q"`,
		`RFC 3986, Section 5.2.2: (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R) => "../g"`,
		`RFC 3986, Section 5.2.2: T.path = merge(Base.path, R.path) => "/b/c/../g"`,
		`RFC 3986, Section 5.2.3: R.path appended to all but the last segment of Base.path => "/b/c/../g"`,
		`RFC 3986, Section 5.2.4, step 1: input buffer = the path; output buffer = empty => "/b/c/../g"`,
		`RFC 3986, Section 5.2.4, step 2E: move the first path segment of the input to the end of the output => "/b"`,
		`RFC 3986, Section 5.2.4, step 2E: move the first path segment of the input to the end of the output => "/b/c"`,
		`RFC 3986, Section 5.2.4, step 2C: input begins with "/../" or "/.." (complete segment): replace that prefix with "/" and remove the last segment and its preceding "/" from the output => "/b"`,
		`RFC 3986, Section 5.2.4, step 2E: move the first path segment of the input to the end of the output => "/b/g"`,
		`RFC 3986, Section 5.2.4, step 3: return the output buffer => "/b/g"`,
		`RFC 3986, Section 5.2.2: T.path = remove_dot_segments(T.path) => "/b/g"`,
		`RFC 3986, Section 5.2.2: T.query = R.query (undefined) => ""`,
		`RFC 3986, Section 5.2.2: T.authority = Base.authority => "a"`,
		`RFC 3986, Section 5.2.2: T.scheme = Base.scheme => "http"`,
		`RFC 3986, Section 5.2.2: T.fragment = R.fragment (undefined) => ""`,
		`RFC 3986, Section 5.3: recompose T => "http://a/b/g"`,
	}, dialecttest.StepLines(tr.Steps, dialect.Step.String))
}

func TestTraceBranches(t *testing.T) {
	for _, c := range []struct {
		d         *Dialect
		base, ref string
		actions   []string // in order, among the 5.2.2 and 5.2.3 steps
	}{
		{Default, "http://x/y?q", "#", []string{actParse, actPathBase, actQueryBase, actAuthorityBase, actSchemeBase, actFragmentR}},
		{Default, "http://x/y?q", "?", []string{actParse, actPathBase, actQueryR, actAuthorityBase, actSchemeBase, actFragmentR + undefinedNote}},
		{Default, "http://x/y?q", "g:h", []string{actParse, actSchemeR, actAuthorityR + undefinedNote, actPathDots, actQueryR + undefinedNote, actFragmentR + undefinedNote}},
		{Default, "http://x/y?q", "//g", []string{actParse, actAuthorityR, actPathDots, actQueryR + undefinedNote, actSchemeBase, actFragmentR + undefinedNote}},
		{Default, "http://x/y?q", "/g", []string{actParse, actPathDots, actQueryR + undefinedNote, actAuthorityBase, actSchemeBase, actFragmentR + undefinedNote}},
		{Default, "http://x", "g", []string{actParse, actPathMerge, actMergeSlash, actPathMergeDots, actQueryR + undefinedNote, actAuthorityBase, actSchemeBase, actFragmentR + undefinedNote}},
		{Default, "http:g", "http:g", []string{actParse, actSchemeR, actAuthorityR + undefinedNote, actPathDots, actQueryR + undefinedNote, actFragmentR + undefinedNote}},
		{NonStrict, "http:g", "HTTP:g", []string{actParse, actUndefine, actPathMerge, actMergeDir, actPathMergeDots, actQueryR + undefinedNote, actAuthorityBase + undefinedNote, actSchemeBase, actFragmentR + undefinedNote}},
	} {
		var got []string
		for _, s := range dialecttest.TraceOK(t, c.d, c.base, c.ref).Steps {
			if s.Rule == ruleTransform || s.Rule == ruleMerge {
				got = append(got, s.Action)
			}
		}
		assert.Equal(t, c.actions, got, "%v: %q against %q", c.d, c.ref, c.base)
	}
}

// Section 5.2.4's illustration, verbatim (lines 1865 to 1882 of
// rfc3986.txt): the trace of remove_dot_segments takes the same steps,
// with the output buffer as State; the literal transcription gives both
// buffers.
const dotSegmentTables = `
      STEP   OUTPUT BUFFER         INPUT BUFFER

       1 :                         /a/b/c/./../../g
       2E:   /a                    /b/c/./../../g
       2E:   /a/b                  /c/./../../g
       2E:   /a/b/c                /./../../g
       2B:   /a/b/c                /../../g
       2C:   /a/b                  /../g
       2C:   /a                    /g
       2E:   /a/g

      STEP   OUTPUT BUFFER         INPUT BUFFER

       1 :                         mid/content=5/../6
       2E:   mid                   /content=5/../6
       2E:   mid/content=5         /../6
       2C:   mid                   /6
       2E:   mid/6
`

func TestTraceRemoveDotSegmentsIllustration(t *testing.T) {
	if text, err := os.ReadFile(specText); err == nil {
		lines := strings.Split(string(text), "\n")
		assert.Equal(t, strings.Join(lines[1864:1882], "\n"), strings.Trim(dotSegmentTables, "\n"), "not verbatim")
	}
	var tables [][]specDotStep
	for _, line := range strings.Split(dotSegmentTables, "\n") {
		if strings.Contains(line, "STEP") {
			tables = append(tables, nil)
			continue
		}
		step, rest, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		// After the step's ":", output runs from byte 3 and input
		// from byte 25.
		row := specDotStep{step: strings.TrimSpace(step)}
		if len(rest) > 3 {
			row.output = strings.TrimSpace(rest[3:min(len(rest), 25)])
		}
		if len(rest) > 25 {
			row.input = strings.TrimSpace(rest[25:])
		}
		tables[len(tables)-1] = append(tables[len(tables)-1], row)
	}
	require.Len(t, tables, 2)
	for i, c := range []struct{ base, ref string }{
		{"http://h", "/a/b/c/./../../g"}, // T.path = remove_dot_segments(R.path)
		{"foo:", "mid/content=5/../6"},   // merge keeps nothing of an empty path
	} {
		want := tables[i]
		_, spec := specRemoveDotSegmentsTable(want[0].input)
		assert.Equal(t, want, spec, "literal transcription, table %d", i+1)

		var got []specDotStep
		for _, s := range dialecttest.TraceOK(t, Default, c.base, c.ref).Steps {
			if s.Rule.Sec == "5.2.4" && s.Rule.Step != "3" {
				got = append(got, specDotStep{step: s.Rule.Step, output: s.State})
			}
		}
		input := want[0].input
		for j := range want {
			want[j].input = ""
		}
		want[0].output = input // step 1 reports the input buffer
		assert.Equal(t, want, got, "trace, table %d", i+1)
	}
}

// ResolveTrace gives what Resolve gives, for every table case.
func TestTraceAgreesWithResolve(t *testing.T) {
	for _, table := range []string{resolveTable, resolveExtraTable} {
		cases, err := dialecttest.ReadCases(table)
		require.NoError(t, err)
		for _, c := range cases {
			dd, err := dialecttest.Configure(Default, c.Options)
			require.NoError(t, err)
			d := dd.(*Dialect)
			b, r := parse(c.Base), parse(c.Ref)
			want, werr := d.Resolve(b, r)
			n := 0
			got, gerr := d.ResolveTrace(b, r, func(dialect.Step) { n++ })
			assert.Equal(t, werr, gerr)
			assert.Equal(t, want.String(), got.String())
			if werr == nil {
				assert.NotZero(t, n)
			}
		}
	}
}
