package rfc1808_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

const (
	publishedTable = "testdata/resolve.txt"
	extraTable     = "testdata/resolve_extra.txt"
)

// TestTranscriptionIsVerbatim checks every "# N: TEXT" quote of the tables
// against line N of rfc1808.txt, and that resolve.txt reproduces every
// example as printed, each once: Sections 5.1 and 5.2 (24 and 15 lines,
// against the quoted base of line 633), Section 10, and the loophole
// alternative of 5.2.
func TestTranscriptionIsVerbatim(t *testing.T) {
	tr := dialecttest.CheckVerbatim(t, "../cmd/uridialect/internal/spectext/specs/rfc1808.txt",
		publishedTable, extraTable, "testdata/parse.txt", "testdata/validate.txt")
	assert.Equal(t, map[string]int{"5.1": 24, "5.2": 15, "10": 1}, tr.Examples)
	assert.Equal(t, map[string]int{"5.2": 1}, tr.Alternatives)
	assert.Equal(t, 40, tr.ExampleLines, "lines printing an example")
}

// TestResolveTakesReferencesAsText checks that Resolve reads its
// arguments as text (Section 4, step 2: "Both the base and embedded URLs
// are parsed"), whoever split them.
func TestResolveTakesReferencesAsText(t *testing.T) {
	d := rfc1808.Default
	base, _ := d.Parse("http://a/b/c/d;p?q#f")
	// A reference built by hand, with "g;x" all in its path.
	ref := dialect.NewReference("g;x")
	ref.Set(dialect.Path, 0, 3)
	res, err := d.Resolve(base, ref)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/g;x", res.String())
	p, _ := res.Get(dialect.Params)
	assert.Equal(t, "x", p)

	// The zero Reference is the empty base of step 1.
	res, err = d.Resolve(dialect.Reference{}, ref)
	require.NoError(t, err)
	assert.Equal(t, "g;x", res.String())
}

// TestResultParts checks that the result's parts are set as parsing its
// text would set them.
func TestResultParts(t *testing.T) {
	d := rfc1808.Default
	cases, err := dialecttest.ReadCases(publishedTable)
	require.NoError(t, err)
	extra, err := dialecttest.ReadCases(extraTable)
	require.NoError(t, err)
	for _, c := range append(cases, extra...) {
		dd, err := dialecttest.Configure(d, c.Options)
		require.NoError(t, err)
		b, _ := dd.Parse(c.Base)
		r, _ := dd.Parse(c.Ref)
		res, err := dd.Resolve(b, r)
		if err != nil {
			continue
		}
		again, _ := dd.Parse(res.String())
		if p := res.Value(dialect.Path); strings.HasPrefix(p, "//") && !res.Has(dialect.Authority) {
			// The one result no text can carry (see the package
			// documentation): a path starting with "//" and no net_loc.
			assert.Equal(t, "http:/b/c/d", c.Base)
			continue
		}
		assert.Equal(t, dialecttest.FormatParts(again), dialecttest.FormatParts(res), "%q against %q", c.Ref, c.Base)
		assert.Equal(t, res.String(), dialect.Recompose(res))
	}
}
