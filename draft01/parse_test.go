package draft01

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestValidateDetails(t *testing.T) {
	vs := dialect.Violations(Default.Validate("http://a/é%z"))
	if assert.Len(t, vs, 2) {
		assert.Equal(t, dialect.ParseError{Dialect: "draft01", Input: "http://a/é%z", Offset: 9, Len: 2,
			Rule: dialect.Rule{Doc: "draft-ietf-uri-relative-url-01", Sec: "2.2", Step: "segment"},
			Msg:  `character "é" not allowed in <segment>`}, *vs[0])
		assert.Equal(t, 11, vs[1].Offset)
		assert.Equal(t, 2, vs[1].Len)
		assert.Equal(t, "draft-ietf-uri-relative-url-01, Section 2.2, <escape>", vs[1].Rule.String())
	}
}

// TestParseInUsesBaseScheme: the categories of the base's scheme, not of
// any scheme named later in the text.
func TestParseInUsesBaseScheme(t *testing.T) {
	base, _ := Default.Parse("wais://h/db")
	r, err := Default.ParseIn(base, "x;y?z#f")
	assert.NoError(t, err)
	assert.Equal(t, `path="x;y" query="z" fragment="f"`, dialecttest.FormatParts(r))
	var zero dialect.Reference
	r, _ = Default.ParseIn(zero, "x;y?z#f")
	assert.Equal(t, `path="x;y?z#f"`, dialecttest.FormatParts(r))
}

func TestTableMatchesSets(t *testing.T) {
	// Sections 2.3.1 to 2.3.5, transcribed apart from the table of
	// Section 2.3.6 that the code holds.
	sets := map[Categories][]string{
		UsesNetloc:      {"ftp", "http", "gopher", "nntp", "telnet", "wais", "file", "prospero"},
		NonHierarchical: {"gopher", "wais", "mailto", "news", "telnet", "prospero"},
		UsesParams:      {"ftp", "http", "prospero"},
		UsesQuery:       {"http", "wais"},
		UsesFragment:    {"ftp", "http", "gopher", "news", "nntp", "wais", "file", "prospero"},
	}
	want := map[string]Categories{}
	for c, names := range sets {
		for _, n := range names {
			want[n] |= c
		}
	}
	got := map[string]Categories{}
	var order []string
	for _, row := range Table() {
		got[row.Scheme] = row.Categories
		order = append(order, row.Scheme)
	}
	assert.Equal(t, want, got)
	// Section 2.3 lists the schemes in this order, as the table does.
	assert.Equal(t, []string{"ftp", "http", "gopher", "mailto", "news", "nntp", "telnet", "wais", "file", "prospero"}, order)
}

func TestCategoriesLookup(t *testing.T) {
	assert.Equal(t, UsesNetloc|UsesParams|UsesQuery|UsesFragment, Default.Categories("HTTP"))
	assert.Equal(t, Categories(0), Default.Categories("https"))
	assert.Equal(t, Categories(0), Default.Categories(""))
	none := New(WithFragments(NoFragments))
	for _, row := range Table() {
		assert.False(t, none.Categories(row.Scheme).Has(UsesFragment), row.Scheme)
		assert.Equal(t, row.Categories&^UsesFragment, none.Categories(row.Scheme), row.Scheme)
	}
	decl := New(WithScheme("X-Foo", UsesQuery|UsesFragment), WithFragments(NoFragments))
	assert.Equal(t, UsesQuery, decl.Categories("x-foo"), "fragments=none empties declared schemes too")
}
