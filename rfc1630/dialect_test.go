package rfc1630

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

func TestString(t *testing.T) {
	assert.Equal(t, "rfc1630", Default.String())
	assert.Equal(t, "rfc1630(slashes=literal,xxx=any,empty=merge)", Literal.String())
	assert.Equal(t, "rfc1630(samescheme=absolute,enddotdot=remove)",
		New(WithSameScheme(dialect.SameSchemeAbsolute), WithEndDotDot(EndDotDotRemove)).String())
}

func TestWith(t *testing.T) {
	d, err := Default.With("slashes", "literal")
	require.NoError(t, err)
	assert.Equal(t, "rfc1630(slashes=literal)", d.(*Dialect).String())
	assert.Equal(t, "rfc1630", Default.String(), "With must not change its receiver")

	for _, o := range Default.Options() {
		if o.Key == "maxlength" {
			continue // a number, not a list of values: see TestHostileInput
		}
		for _, v := range o.Values {
			d, err := Default.With(o.Key, v)
			require.NoError(t, err)
			want := "rfc1630"
			if v != o.Default {
				want += "(" + o.Key + "=" + v + ")"
			}
			assert.Equal(t, want, d.(*Dialect).String())
		}
	}

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
