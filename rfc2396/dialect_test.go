package rfc2396_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// TestString checks the configurations' names; the Default's is
// dialecttest.CheckContract's (TestSuite).
func TestString(t *testing.T) {
	assert.Equal(t, "rfc2396(dotdot=drop)", rfc2396.New(rfc2396.WithDotDot(rfc2396.DotDotDrop)).String())
	assert.Equal(t, "rfc2396(samedoc=keep,samescheme=relative,dotdot=reject,ipv6=true)", rfc2396.New(
		rfc2396.WithIPv6(true), rfc2396.WithDotDot(rfc2396.DotDotReject),
		rfc2396.WithSameScheme(dialect.SameSchemeAsRelative), rfc2396.WithSameDocument(rfc2396.SameDocumentKeep)).String())
	// Later options override earlier ones.
	assert.Equal(t, "rfc2396", rfc2396.New(rfc2396.WithDotDot(rfc2396.DotDotDrop), rfc2396.WithDotDot(rfc2396.DotDotKeep)).String())
}

func TestWith(t *testing.T) {
	d := rfc2396.Default
	for _, o := range d.Options() {
		assert.Contains(t, o.Values, o.Default, o.Key)
	}
	// Every value of every option, by With, is dialecttest.CheckContract's
	// (TestSuite); these are the messages.

	_, err := d.With("dotdt", "drop")
	assert.EqualError(t, err, `rfc2396: unknown option "dotdt" (known: samedoc, samescheme, dotdot, ipv6, maxlength)`)
	_, err = d.With("dotdot", "strip")
	assert.EqualError(t, err, `rfc2396: option dotdot: unknown value "strip" (known: keep, drop, reject)`)
	_, err = d.With("ipv6", "yes")
	assert.EqualError(t, err, `rfc2396: option ipv6: unknown value "yes" (known: false, true)`)
}

func TestInfo(t *testing.T) {
	info := rfc2396.Default.Info()
	assert.Equal(t, "rfc2396", info.Name)
	assert.Equal(t, "RFC 2396", info.Document)
	assert.Equal(t, "August 1998", info.Date)
	var names []string
	for _, p := range info.Parts {
		names = append(names, p.Name)
		assert.Equal(t, p.Part.String(), p.Name)
	}
	assert.Equal(t, []string{"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"}, names)
}

func TestEnumStrings(t *testing.T) {
	assert.Equal(t, "reject", rfc2396.DotDotReject.String())
	assert.Equal(t, "DotDot(9)", rfc2396.DotDot(9).String())
	assert.Equal(t, "base", rfc2396.SameDocumentBase.String())
	assert.Equal(t, "SameDocument(7)", rfc2396.SameDocument(7).String())
}

// TestParseNeverFails: every string is a reference to Appendix B.
func TestParseNeverFails(t *testing.T) {
	for _, s := range []string{"", ":", "::", "%", "\x00", "http://[", "#?#", "a:b:c", "\xff\xfe"} {
		r, err := rfc2396.Default.Parse(s)
		require.NoError(t, err)
		assert.Equal(t, s, dialect.Recompose(r))
		assert.True(t, r.Has(dialect.Path))
	}
}

// TestResolveForeignReference: Resolve reads references by their text, so
// one split by another dialect's rules resolves by this one's.
func TestResolveForeignReference(t *testing.T) {
	// An RFC 1808-style split, with params apart from the path.
	ref := dialect.NewReference("g;x?y")
	ref.Set(dialect.Path, 0, 1)
	ref.Set(dialect.Params, 2, 3)
	ref.Set(dialect.Query, 4, 5)
	base, _ := rfc2396.Default.Parse("http://a/b/c/d;p?q")
	res, err := rfc2396.Default.Resolve(base, ref)
	require.NoError(t, err)
	assert.Equal(t, "http://a/b/c/g;x?y", res.String())
	assert.Equal(t, "/b/c/g;x", res.Value(dialect.Path))
	assert.False(t, res.Has(dialect.Params))
}

// TestResultParts: the result's parts are those the steps produced,
// including the server split of an inherited authority.
func TestResultParts(t *testing.T) {
	base, _ := rfc2396.Default.Parse("http://u@h:8/b/c?q#f")
	ref, _ := rfc2396.Default.Parse("../g?y#s")
	res, err := rfc2396.Default.Resolve(base, ref)
	require.NoError(t, err)
	assert.Equal(t, `scheme="http" authority="u@h:8" userinfo="u" host="h" port="8" path="/g" query="y" fragment="s"`, dialecttest.FormatParts(res))
}
