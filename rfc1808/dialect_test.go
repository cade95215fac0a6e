package rfc1808_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/rfc1808"
)

// TestNameAndString checks the names of the configurations; the
// Default's is dialecttest.CheckContract's (TestSuite).
func TestNameAndString(t *testing.T) {
	assert.Equal(t, "rfc1808", rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAbsolute)).String())
	d := rfc1808.New(rfc1808.WithSameScheme(dialect.SameSchemeAsRelative))
	assert.Equal(t, "rfc1808", d.Name())
	assert.Equal(t, "rfc1808(samescheme=relative)", d.String())
	assert.Equal(t, "absolute", dialect.SameSchemeAbsolute.String())
	assert.Equal(t, "relative", dialect.SameSchemeAsRelative.String())
	assert.Equal(t, "SameScheme(7)", dialect.SameScheme(7).String())
}

func TestInfo(t *testing.T) {
	i := rfc1808.Default.Info()
	assert.Equal(t, "rfc1808", i.Name)
	assert.Equal(t, "RFC 1808", i.Document)
	assert.Equal(t, "Relative Uniform Resource Locators", i.Title)
	assert.Equal(t, "June 1995", i.Date)
	assert.Equal(t, []dialect.PartName{
		{Part: dialect.Scheme, Name: "scheme"},
		{Part: dialect.Authority, Name: "net_loc"},
		{Part: dialect.Path, Name: "path"},
		{Part: dialect.Params, Name: "params"},
		{Part: dialect.Query, Name: "query"},
		{Part: dialect.Fragment, Name: "fragment"},
	}, i.Parts)
	// Info returns a copy.
	i.Parts[0].Name = "x"
	assert.Equal(t, "scheme", rfc1808.Default.Info().Parts[0].Name)
}

func TestOptionsAndWith(t *testing.T) {
	opts := rfc1808.Default.Options()
	require.Len(t, opts, 2) // samescheme, and maxlength: see TestHostileInput
	assert.Equal(t, "samescheme", opts[0].Key)
	assert.Equal(t, []string{"absolute", "relative"}, opts[0].Values)
	assert.Equal(t, "absolute", opts[0].Default)
	assert.Contains(t, opts[0].Doc, "Section 5.2")

	d, err := rfc1808.Default.With("samescheme", "relative")
	require.NoError(t, err)
	assert.Equal(t, "rfc1808(samescheme=relative)", d.(*rfc1808.Dialect).String())
	assert.Equal(t, "rfc1808", rfc1808.Default.String(), "With must not change the receiver")
	back, err := d.(dialect.Configurable).With("samescheme", "absolute")
	require.NoError(t, err)
	assert.Equal(t, "rfc1808", back.(*rfc1808.Dialect).String())

	_, err = rfc1808.Default.With("dotdot", "drop")
	assert.EqualError(t, err, `rfc1808: unknown option "dotdot" (known: samescheme, maxlength)`)
	_, err = rfc1808.Default.With("samescheme", "on")
	assert.EqualError(t, err, `rfc1808: option samescheme: unknown value "on" (known: absolute, relative)`)
}

func TestBaseWithoutScheme(t *testing.T) {
	_, err := dialect.ResolveString(rfc1808.Default, "a/b", "g")
	vs := dialect.Violations(err)
	require.Len(t, vs, 1)
	assert.Equal(t, dialect.Rule{Doc: "RFC 1808", Sec: "3"}, vs[0].Rule)
	assert.Equal(t, "a/b", vs[0].Input)
}
