package rfc3986

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const (
	resolveTable      = "testdata/resolve.txt"
	resolveExtraTable = "testdata/resolve_extra.txt"
	parseTable        = "testdata/parse.txt"
	validateTable     = "testdata/validate.txt"
	// specText is the clean text of RFC 3986 in the project's shared
	// folder; tests that need it skip when it is absent.
	specText = "../cmd/uridialect/internal/spectext/specs/rfc3986.txt"
)

// The project's done criteria, spelled out.
func TestResolveEmptyFragmentAndQuery(t *testing.T) {
	for ref, want := range map[string]string{"#": "http://x/y?q#", "?": "http://x/y?"} {
		got, err := dialect.ResolveString(Default, "http://x/y?q", ref)
		require.NoError(t, err)
		assert.Equal(t, want, got, "ref %q", ref)
	}
}

func TestResolveNonAbsoluteBase(t *testing.T) {
	for _, base := range []string{"", "/a/b", "//a/b", "a/b", "?q", "#f", ":a"} {
		b, _ := Default.Parse(base)
		r, _ := Default.Parse("g")
		_, err := Default.Resolve(b, r)
		require.Error(t, err, "base %q", base)
		var pe *dialect.ParseError
		require.True(t, errors.As(err, &pe))
		assert.Equal(t, dialect.Rule{Doc: "RFC 3986", Sec: "5.2.1"}, pe.Rule)
		assert.Equal(t, base, pe.Input)
		assert.Contains(t, err.Error(), "not absolute")
	}
}

// The result's parts are substrings of its text, as Parse would give them
// except where the text reads otherwise (a path beginning "//" without an
// authority, see resolve_extra.txt).
func TestResolveResultParts(t *testing.T) {
	b, _ := Default.Parse("http://u@a:1/b/c/d;p?q")
	for _, ref := range []string{"g", "//v@[::1]:2/x/../y?z#f", "#", "?", "", "../../../g?y#s"} {
		r, _ := Default.Parse(ref)
		res, err := Default.Resolve(b, r)
		require.NoError(t, err)
		again := parse(res.String())
		assert.Equal(t, dialecttest.FormatParts(again), dialecttest.FormatParts(res), "ref %q", ref)
	}
}

// A reference parsed by a dialect with params is taken as its text.
func TestResolveForeignReference(t *testing.T) {
	src := "g;x?y"
	r := dialect.NewReference(src)
	r.Set(dialect.Path, 0, 1)
	r.Set(dialect.Params, 2, 3)
	r.Set(dialect.Query, 4, 5)
	b, _ := Default.Parse("http://a/b/c/d;p?q")
	res, err := Default.Resolve(b, r)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/g;x?y", res.String())
}

// TestTranscriptionIsVerbatim checks every "# N: TEXT" quote of the tables
// against line N of rfc3986.txt, and that resolve.txt reproduces every
// example of Sections 5.4.1 and 5.4.2 as printed: 42 examples on 43 lines,
// the last with a second answer under strict=false.
func TestTranscriptionIsVerbatim(t *testing.T) {
	tr := dialecttest.CheckVerbatim(t, specText, resolveTable, resolveExtraTable, parseTable, validateTable)
	assert.Equal(t, map[string]int{"5.4.1": 23, "5.4.2": 19}, tr.Examples)
	assert.Equal(t, map[string]int{"5.4.2": 1}, tr.Alternatives)
	assert.Equal(t, 43, tr.ExampleLines, "lines holding an example answer in Section 5.4")
}
