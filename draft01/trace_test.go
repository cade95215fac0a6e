package draft01

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// cites returns the step numbers (or sections) the steps cite.
func cites(steps []dialect.Step) []string {
	var out []string
	for _, s := range steps {
		if s.Rule.Doc != "draft-ietf-uri-relative-url-01" {
			out = append(out, "wrong document "+s.Rule.Doc)
			continue
		}
		if s.Rule.Sec == "4" {
			out = append(out, s.Rule.Step)
		} else {
			out = append(out, "§"+s.Rule.Sec)
		}
	}
	return out
}

func TestTraceCitesSteps(t *testing.T) {
	for _, tc := range []struct {
		base, ref, want string
		steps           []string
	}{
		{"http://a/b/c/d;p?q", "?y", "http://a/b/c/d;p?y", []string{"1", "3", "3b", "4b", "6a", "6b", "6c", "6d", "8"}},
		{"http://a/b/c/d", "../../../g", "http://a/../g", []string{"1", "3", "3b", "4b", "7", "7a", "7b", "7c", "7d", "8"}},
		{"http://a/b/c/d", "//g", "http://g", []string{"1", "3", "3b", "4a", "8"}},
		{"http://a/b/c/d", "/g", "http://a/g", []string{"1", "3", "3b", "4b", "5", "8"}},
		{"http://a/b/c/d", "g:h", "g:h", []string{"1", "3", "3a"}},
		{"", "g", "g", []string{"1", "2"}},
		{"gopher://h/1/a/b", "../g", "gopher://h/1/a/../g", []string{"1", "3", "3b", "4b", "7", "§2.3.2", "8"}},
		{"news:comp.lang.c", "x", "news:x", []string{"1", "3", "3b", "4", "7", "§2.3.2", "8"}},
	} {
		tr := dialecttest.TraceOK(t, Default, tc.base, tc.ref)
		assert.Equal(t, tc.want, tr.Result.String(), "%s against %s", tc.ref, tc.base)
		assert.Equal(t, tc.steps, cites(tr.Steps), "%s against %s", tc.ref, tc.base)
	}
}

func TestTraceStates(t *testing.T) {
	tr := dialecttest.TraceOK(t, Default, "http://a/b/c/d;p?q", "./../g/.")
	assert.Equal(t, []string{
		`draft-ietf-uri-relative-url-01, Section 4, step 1: the base URL is given (Section 3) => "http://a/b/c/d;p?q"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 3: parse both URLs by the categories of the base's scheme (netloc+params+query+fragment): path="./../g/." => "./../g/."`,
		`draft-ietf-uri-relative-url-01, Section 4, step 3b: inherit the scheme of the base URL => "http"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 4b: inherit the <net_loc> of the base URL => "a"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 7: remove the last segment of the base URL path and append the embedded path => "/b/c/./../g/."`,
		`draft-ietf-uri-relative-url-01, Section 4, step 7a: remove every "./" where "." is a complete path segment => "/b/c/../g/."`,
		`draft-ietf-uri-relative-url-01, Section 4, step 7b: remove a final "." complete path segment => "/b/c/../g/"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 7c: remove "<segment>/../" iteratively, leftmost first => "/b/g/"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 7d: remove a final "<segment>/.." => "/b/g/"`,
		`draft-ietf-uri-relative-url-01, Section 4, step 8: recombine the components; the fragment is never inherited => "http://a/b/g/"`,
	}, dialecttest.StepLines(tr.Steps, dialect.Step.String))
	steps := dialecttest.TraceOK(t, Default, "http://a/b/c/d;p?q", ";x").Steps
	assert.Contains(t, steps, dialect.Step{Rule: dialect.Rule{Doc: doc, Sec: "4", Step: "6b"},
		Action: "keep the embedded <params> (non-empty, or none in the base)", State: "x"})
	assert.Contains(t, steps, dialect.Step{Rule: dialect.Rule{Doc: doc, Sec: "4", Step: "6c"},
		Action: "the <query> is empty: inherit the <query> of the base URL", State: "q"})
	assert.Equal(t, "draft-ietf-uri-relative-url-01, Section 4, step 6b", steps[5].Rule.String())
}

// TestTraceAgreesWithResolve: tracing changes nothing.
func TestTraceAgreesWithResolve(t *testing.T) {
	for _, file := range tables {
		cases, err := dialecttest.ReadCases(file)
		require.NoError(t, err)
		for _, c := range cases {
			dd, err := dialecttest.Configure(Default, c.Options)
			require.NoError(t, err)
			tr := dialecttest.TraceOK(t, dd, c.Base, c.Ref)
			assert.Equal(t, c.Want, tr.Result.String(), "%s:%d", file, c.Line)
		}
	}
}
