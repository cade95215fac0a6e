package rfc1808_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

// trace returns the result of resolving ref against base under d, and
// the rule each step cites.
func trace(t *testing.T, d *rfc1808.Dialect, base, ref string) (string, []string) {
	t.Helper()
	tr := dialecttest.TraceOK(t, d, base, ref)
	return tr.Result.String(), dialecttest.StepLines(tr.Steps, func(s dialect.Step) string { return s.Rule.String() })
}

func TestTraceCitesSteps(t *testing.T) {
	const base = "http://a/b/c/d;p?q#f"
	s := func(step string) string { return "RFC 1808, Section 4, step " + step }
	for _, c := range []struct {
		base, ref, want string
		steps           []string
	}{
		{base, "", "http://a/b/c/d;p?q#f", []string{s("2a")}},
		{base, "g:h", "g:h", []string{s("2b")}},
		{"", "g", "g", []string{s("1")}},
		{base, "//g", "http://g", []string{s("2c"), s("3"), "RFC 1808, Section 4", s("7")}},
		{base, "/g", "http://a/g", []string{s("2c"), s("3"), s("4"), "RFC 1808, Section 4", s("7")}},
		{base, "?y", "http://a/b/c/d;p?y", []string{s("2c"), s("3"), s("5"), s("5a"), s("5b"), "RFC 1808, Section 4", s("7")}},
		{base, ";x", "http://a/b/c/d;x", []string{s("2c"), s("3"), s("5"), s("5a"), "RFC 1808, Section 4", s("7")}},
		{base, "./g/.", "http://a/b/c/g/", []string{s("2c"), s("3"), s("6"), s("6a"), s("6b"), "RFC 1808, Section 4", s("7")}},
		{base, "../../../g", "http://a/../g", []string{s("2c"), s("3"), s("6"), s("6c"), s("6c"), "RFC 1808, Section 4", s("7")}},
		{base, "g/..", "http://a/b/c/", []string{s("2c"), s("3"), s("6"), s("6d"), "RFC 1808, Section 4", s("7")}},
		{"http://a", "?y", "http://a/?y", []string{s("2c"), s("3"), s("5"), s("5a"), s("5b"), s("7"), s("7")}},
	} {
		got, steps := trace(t, rfc1808.Default, c.base, c.ref)
		assert.Equal(t, c.want, got)
		assert.Equal(t, c.steps, steps, "%q against %q", c.ref, c.base)
	}

	got, steps := trace(t, rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative)), base, "http:g")
	assert.Equal(t, "http://a/b/c/g", got)
	assert.Equal(t, []string{"RFC 1808, Section 5.2", s("2c"), s("3"), s("6"), "RFC 1808, Section 4", s("7")}, steps)
}

func TestTraceStates(t *testing.T) {
	b, _ := rfc1808.Default.Parse("http://a/b/c/d;p?q#f")
	r, _ := rfc1808.Default.Parse("../../../g/./h/..")
	var lines []string
	_, err := rfc1808.Default.ResolveTrace(b, r, func(s dialect.Step) { lines = append(lines, s.String()) })
	require.NoError(t, err)
	assert.Equal(t, []string{
		`RFC 1808, Section 4, step 2c: inherit the scheme of the base URL => "http"`,
		`RFC 1808, Section 4, step 3: inherit the net_loc of the base URL => "a"`,
		`RFC 1808, Section 4, step 6: remove the last segment of the base URL's path and append the embedded URL's path => "/b/c/../../../g/./h/.."`,
		`RFC 1808, Section 4, step 6a: remove every "./" whose "." is a complete path segment => "/b/c/../../../g/h/.."`,
		`RFC 1808, Section 4, step 6c: remove "c/../" => "/b/../../g/h/.."`,
		`RFC 1808, Section 4, step 6c: remove "b/../" => "/../g/h/.."`,
		`RFC 1808, Section 4, step 6d: remove the final "h/.." => "/../g/"`,
		`RFC 1808, Section 4: the base URL's fragment is not inherited: the embedded URL is not entirely empty => ""`,
		`RFC 1808, Section 4, step 7: recombine the components => "http://a/../g/"`,
	}, lines)
}

// TestTraceOffCostsNothing checks that Resolve and ResolveTrace with a nil
// hook allocate the same: only the result.
func TestTraceOffCostsNothing(t *testing.T) {
	b, _ := rfc1808.Default.Parse("http://a/b/c/d;p?q#f")
	r, _ := rfc1808.Default.Parse("../../../g/./h/..")
	n := testing.AllocsPerRun(100, func() { _, _ = rfc1808.Default.ResolveTrace(b, r, nil) })
	assert.Equal(t, 1.0, n)
}
