package draft01

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// TestString checks the name of a configuration; the Default's is
// dialecttest.CheckContract's (TestSuite).
func TestString(t *testing.T) {
	d := New(WithScheme("zz", UsesQuery), WithFragments(NoFragments), WithScheme("HTTPS", UsesNetloc|UsesParams|UsesQuery|UsesFragment), WithUndeclared(UsesNetloc), WithContext("Http"))
	assert.Equal(t, "draft01(fragments=none,undeclared=netloc,context=http,scheme.https=netloc+params+query+fragment,scheme.zz=query)", d.String())
	assert.Equal(t, "draft01", d.Name())
}

func TestWith(t *testing.T) {
	d, err := Default.With("scheme.https", "netloc+params+query+fragment")
	require.NoError(t, err)
	assert.Equal(t, "draft01(scheme.https=netloc+params+query+fragment)", d.(*Dialect).String())
	assert.Equal(t, "draft01", Default.String(), "With leaves the receiver unchanged")
	got, err := dialect.ResolveString(d, "https://a/b/c/d;p?q", "?y")
	require.NoError(t, err)
	assert.Equal(t, "https://a/b/c/d;p?y", got)
	got, err = dialect.ResolveString(Default, "https://a/b/c/d;p?q", "?y")
	require.NoError(t, err)
	assert.Equal(t, "https://a/b/c/?y", got, "https is undeclared in the default")

	for key, value := range map[string]string{
		"fragments": "NONE", "Fragments": "www", "undeclared": "Uses-Netloc+Uses-Query", "context": "mailto", "scheme.x-y.z+1": "none",
	} {
		_, err := Default.With(key, value)
		assert.NoError(t, err, "%s=%s", key, value)
	}
	for key, value := range map[string]string{
		"fragment": "none", "fragments": "maybe", "undeclared": "netloc+hierarchical", "context": "a b",
		"scheme.": "netloc", "scheme.a/b": "netloc", "scheme.http": "", "": "",
	} {
		_, err := Default.With(key, value)
		assert.Error(t, err, "%s=%s", key, value)
	}
	_, err = Default.With("dotdot", "drop")
	assert.EqualError(t, err, `draft01: unknown option "dotdot" (known: fragments, scheme.NAME, undeclared, context, maxlength)`)
	_, err = Default.With("fragments", "maybe")
	assert.EqualError(t, err, `draft01: option fragments: unknown value "maybe" (known: www, none)`)
}

func TestOptionsListsEveryKey(t *testing.T) {
	var keys []string
	for _, o := range Default.Options() {
		keys = append(keys, o.Key)
		assert.NotEmpty(t, o.Doc)
		if o.Key != "scheme.NAME" && o.Key != "context" {
			_, err := Default.With(o.Key, o.Default)
			assert.NoError(t, err, "the default of %s is a value", o.Key)
		}
		if o.Key != "context" && o.Key != "maxlength" { // their values are placeholders
			for _, v := range o.Values {
				_, err := Default.With(o.Key, v)
				if o.Key == "scheme.NAME" {
					_, err = Default.With("scheme.foo", v)
				}
				assert.NoError(t, err, "%s=%s", o.Key, v)
			}
		}
	}
	assert.Equal(t, []string{"fragments", "scheme.NAME", "undeclared", "context", "maxlength"}, keys)
}

// TestDeclarationsDoNotLeak: a Dialect's declarations never reach another,
// however the Dialects are derived from each other.
func TestDeclarationsDoNotLeak(t *testing.T) {
	a := New(WithScheme("a", UsesQuery), WithScheme("b", UsesQuery))
	b := New(WithScheme("a", UsesQuery), WithScheme("b", UsesQuery))
	_ = b
	x, _ := a.With("scheme.x", "netloc")
	y, _ := a.With("scheme.y", "netloc")
	a2, _ := a.With("scheme.a", "params")
	assert.Equal(t, UsesNetloc, x.(*Dialect).Categories("x"))
	assert.Equal(t, Categories(0), x.(*Dialect).Categories("y"))
	assert.Equal(t, Categories(0), y.(*Dialect).Categories("x"))
	assert.Equal(t, UsesParams, a2.(*Dialect).Categories("a"))
	assert.Equal(t, UsesQuery, a.Categories("a"))
	assert.Equal(t, UsesQuery, x.(*Dialect).Categories("A"))
	assert.Equal(t, Categories(0), Default.Categories("a"))
	assert.Len(t, Table(), 10)
	tb := Table()
	tb[1].Categories = 0
	assert.Equal(t, UsesNetloc|UsesParams|UsesQuery|UsesFragment, Default.Categories("http"), "Table returns a copy")
}

func TestCategoriesText(t *testing.T) {
	for c := Categories(0); c <= allCategories; c++ {
		back, err := ParseCategories(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, back)
	}
	c, err := ParseCategories(" Uses-Netloc + NON-HIERARCHICAL+nonhier ")
	require.NoError(t, err)
	assert.Equal(t, UsesNetloc|NonHierarchical, c)
	_, err = ParseCategories("netloc++query")
	assert.Error(t, err)
	assert.True(t, (UsesNetloc | UsesQuery).Has(UsesQuery))
	assert.False(t, UsesNetloc.Has(UsesNetloc|UsesQuery))
	assert.Equal(t, "www", WWWFragments.String())
	assert.Equal(t, "none", NoFragments.String())
}

func TestInfo(t *testing.T) {
	info := Default.Info()
	assert.Equal(t, "draft01", info.Name)
	assert.Equal(t, "draft-ietf-uri-relative-url-01", info.Document)
	assert.Equal(t, "Relative Uniform Resource Locators", info.Title)
	var names []string
	for _, p := range info.Parts {
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"scheme", "net_loc", "path", "params", "query", "fragment"}, names)
}
