package draft01

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestTranscriptionIsVerbatim checks every "# N: TEXT" quote of the tables
// against line N of the draft's text, and that resolve.txt reproduces every
// example as printed: Section 5 prints 24 answers, Section 10 one.
func TestTranscriptionIsVerbatim(t *testing.T) {
	tr := dialecttest.CheckVerbatim(t, "../cmd/uridialect/internal/spectext/specs/draft-ietf-uri-relative-url-01.txt",
		"testdata/resolve.txt", "testdata/resolve-own.txt",
		"testdata/parse.txt", "testdata/validate.txt")
	assert.Equal(t, map[string]int{"5.1": 16, "5.2": 8, "10": 1}, tr.Examples)
	assert.Empty(t, tr.Alternatives)
	assert.Equal(t, 25, tr.ExampleLines, "lines printing an example")
}

// TestEveryRowProbed checks that resolve-own.txt probes every column of
// every row of the table of Section 2.3.6, and that each probe's answer
// changes when that one cell of the row is flipped: the test depends on
// the row.
func TestEveryRowProbed(t *testing.T) {
	cases, err := dialecttest.ReadCases("testdata/resolve-own.txt")
	require.NoError(t, err)
	probe := map[string]Categories{"2.3.1": UsesNetloc, "2.3.2": NonHierarchical, "2.3.3": UsesParams, "2.3.4": UsesQuery, "2.3.5": UsesFragment}
	seen := map[string]Categories{}
	for _, c := range cases {
		col, ok := probe[c.Section]
		if !ok || len(c.Options) > 0 {
			continue
		}
		b, _ := Default.Parse(c.Base)
		scheme := b.Value(dialect.Scheme)
		row := Default.Categories(scheme)
		flipped := New(WithScheme(scheme, row^col))
		got, err := dialect.ResolveString(flipped, c.Base, c.Ref)
		require.NoError(t, err)
		if got != c.Want {
			seen[scheme] |= col
		}
	}
	for _, row := range Table() {
		assert.Equal(t, allCategories.String(), seen[row.Scheme].String(), "columns of %s whose probe depends on them", row.Scheme)
	}
}

func TestResolveNeverFailsAndKeepsRefText(t *testing.T) {
	// Resolve takes ref as its text: a Reference parsed without the base
	// (so "?y" is all path) resolves as if parsed in the base's context.
	b, _ := Default.Parse("http://a/b/c/d;p?q")
	r, _ := Default.Parse("?y")
	assert.Equal(t, "?y", r.Value(dialect.Path))
	res, err := Default.Resolve(b, r)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/d;p?y", res.String())
	q, ok := res.Get(dialect.Query)
	assert.True(t, ok)
	assert.Equal(t, "y", q)
	// The result's parts are those a parse of its text gives.
	again, _ := Default.Parse(res.String())
	assert.Equal(t, dialecttest.FormatParts(again), dialecttest.FormatParts(res))
}
