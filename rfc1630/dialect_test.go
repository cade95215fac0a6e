package rfc1630

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

// TestString checks the configurations' names; the Default's is
// dialecttest.CheckContract's (TestSuite).
func TestString(t *testing.T) {
	assert.Equal(t, "rfc1630(slashes=literal,xxx=any,empty=merge)", Literal.String())
	assert.Equal(t, "rfc1630(samescheme=absolute,enddotdot=remove)",
		New(WithSameScheme(dialect.SameSchemeAbsolute), WithEndDotDot(EndDotDotRemove)).String())
}

func TestWith(t *testing.T) {
	d, err := Default.With("slashes", "literal")
	require.NoError(t, err)
	assert.Equal(t, "rfc1630(slashes=literal)", d.(*Dialect).String())
	assert.Equal(t, "rfc1630", Default.String(), "With must not change its receiver")

	// Every value of every option, by With, is dialecttest.CheckContract's
	// (TestSuite); these are the messages.
	_, err = Default.With("dotdot", "keep")
	assert.EqualError(t, err, `rfc1630: unknown option "dotdot" (known: samescheme, slashes, xxx, enddotdot, empty, maxlength)`)
	_, err = Default.With("slashes", "strict")
	assert.EqualError(t, err, `rfc1630: option slashes: unknown value "strict" (known: examples, literal)`)
}

func TestInfo(t *testing.T) {
	info := Default.Info()
	assert.Equal(t, "rfc1630", info.Name)
	assert.Equal(t, "RFC 1630", info.Document)
	assert.Equal(t, "June 1994", info.Date)
	names := map[dialect.Part]string{}
	for _, p := range info.Parts {
		names[p.Part] = p.Name
	}
	assert.Equal(t, map[dialect.Part]string{
		dialect.Scheme: "scheme", dialect.Authority: "host part", dialect.Path: "path",
		dialect.Query: "search", dialect.Fragment: "fragmentid",
	}, names)
}
