package rfc2396_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// trace resolves ref against base with d and returns the steps as
// "STEP STATE" lines, and the result or error.
func trace(t *testing.T, d *rfc2396.Dialect, base, ref string) ([]string, string, error) {
	t.Helper()
	tr := dialecttest.Trace(t, d, base, ref)
	var steps []string
	for _, s := range tr.Steps {
		assert.Equal(t, "RFC 2396", s.Rule.Doc, "%v", s)
		steps = append(steps, s.Rule.Sec+" "+s.Rule.Step+" "+s.State)
	}
	return steps, tr.Result.String(), tr.Err
}

func TestTraceCitesSteps(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	for _, tc := range []struct {
		d     *rfc2396.Dialect
		ref   string
		steps []string
	}{
		{rfc2396.Default, "../g", []string{
			"5.2 1 ../g", "5.2 2 ", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/../g", "5.2 6e /b/g", "5.2 7 http://a/b/g"}},
		{rfc2396.Default, "./g/.", []string{
			"5.2 1 ./g/.", "5.2 2 ", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/./g/.", "5.2 6c /b/c/g/.", "5.2 6d /b/c/g/", "5.2 7 http://a/b/c/g/"}},
		{rfc2396.Default, "../..", []string{
			"5.2 1 ../..", "5.2 2 ", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/../..", "5.2 6e /b/..", "5.2 6f /", "5.2 7 http://a/"}},
		{rfc2396.Default, "../../../g", []string{
			"5.2 1 ../../../g", "5.2 2 ", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/../../../g", "5.2 6e /../g", "5.2 6g /../g", "5.2 7 http://a/../g"}},
		{rfc2396.Lenient, "../../../g", []string{
			"5.2 1 ../../../g", "5.2 2 ", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/../../../g", "5.2 6e /../g", "5.2 6g /g", "5.2 7 http://a/g"}},
		{rfc2396.Default, "/./g?y#s", []string{
			"5.2 1 /./g?y#s", "5.2 2 ?y#s", "5.2 3 http", "5.2 4 a", "5.2 5 /./g", "5.2 7 http://a/./g?y#s"}},
		{rfc2396.Default, "//g", []string{
			"5.2 1 //g", "5.2 2 ", "5.2 3 http", "5.2 4 g", "5.2 7 http://g"}},
		{rfc2396.Default, "g:h", []string{"5.2 1 g:h", "5.2 2 ", "5.2 3 g:h"}},
		{rfc2396.Default, "#s", []string{"5.2 1 #s", "5.2 2 #s", "4.2  http://a/b/c/d;p?q#s"}},
		{rfc2396.New(rfc2396.WithSameDocument(rfc2396.SameDocumentKeep)), "#s", []string{"5.2 1 #s", "5.2 2 #s"}},
		{rfc2396.Default, "http:g", []string{"5.2 1 http:g", "5.2 2 ", "5.2 3 http:g"}},
		{rfc2396.Lenient, "http:g", []string{
			"5.2 1 http:g", "5.2 2 ", "5.2 3 g", "5.2 3 http", "5.2 4 a",
			"5.2 6a /b/c/", "5.2 6b /b/c/g", "5.2 7 http://a/b/c/g"}},
	} {
		t.Run(tc.d.String()+"/"+tc.ref, func(t *testing.T) {
			steps, _, err := trace(t, tc.d, base, tc.ref)
			require.NoError(t, err)
			assert.Equal(t, tc.steps, steps)
		})
	}
}

func TestTraceReject(t *testing.T) {
	d := rfc2396.New(rfc2396.WithDotDot(rfc2396.DotDotReject))
	steps, _, err := trace(t, d, "http://a/b/c/d;p?q", "../../../g")
	require.Error(t, err)
	assert.Equal(t, "5.2 6g /../g", steps[len(steps)-1])
	vs := dialect.Violations(err)
	require.Len(t, vs, 1)
	assert.Equal(t, dialect.Rule{Doc: "RFC 2396", Sec: "5.2", Step: "6g"}, vs[0].Rule)
	assert.Equal(t, "../../../g", vs[0].Input)
	assert.Equal(t, 0, vs[0].Offset)
	assert.Equal(t, 10, vs[0].Len)
}

func TestTraceStepStrings(t *testing.T) {
	d := rfc2396.Default
	b, _ := d.Parse("http://a/b/c/d;p?q")
	r, _ := d.Parse("g/../h")
	var lines []string
	_, err := d.ResolveTrace(b, r, func(s dialect.Step) { lines = append(lines, s.String()) })
	require.NoError(t, err)
	assert.Contains(t, lines, `RFC 2396, Section 5.2, step 6e: remove every "<segment>/../" with <segment> not "..", leftmost first, until none remains => "/b/c/h"`)
	assert.True(t, strings.HasPrefix(lines[len(lines)-1], "RFC 2396, Section 5.2, step 7: "), lines[len(lines)-1])
}
