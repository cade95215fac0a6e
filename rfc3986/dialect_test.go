package rfc3986

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

func TestNameAndString(t *testing.T) {
	assert.Equal(t, "rfc3986", Default.Name())
	assert.Equal(t, "rfc3986", NonStrict.Name())
	assert.Equal(t, "rfc3986", Default.String())
	assert.Equal(t, "rfc3986(strict=false)", NonStrict.String())
	assert.Equal(t, "rfc3986", New(SameSchemeRelative(true), SameSchemeRelative(false)).String())
}

func TestWith(t *testing.T) {
	d, err := Default.With("strict", "false")
	require.NoError(t, err)
	assert.Equal(t, "rfc3986(strict=false)", d.(*Dialect).String())
	assert.Equal(t, "rfc3986", Default.String(), "With must not change its receiver")
	d, err = d.(dialect.Configurable).With("strict", "true")
	require.NoError(t, err)
	assert.Equal(t, Default, d)

	_, err = Default.With("dotdot", "drop")
	assert.EqualError(t, err, `rfc3986: unknown option "dotdot" (known: strict, maxlength)`)
	_, err = Default.With("strict", "maybe")
	assert.EqualError(t, err, `rfc3986: option strict: unknown value "maybe" (known: true, false)`)
}

func TestOptionsDescribeDefault(t *testing.T) {
	opts := Default.Options()
	require.Len(t, opts, 2) // strict, and maxlength: see TestHostileInput
	assert.Equal(t, "strict", opts[0].Key)
	assert.Equal(t, []string{"true", "false"}, opts[0].Values)
	assert.Equal(t, "true", opts[0].Default)
	assert.Contains(t, opts[0].Doc, "5.2.2")
	for _, v := range opts[0].Values {
		_, err := Default.With(opts[0].Key, v)
		assert.NoError(t, err)
	}
}

func TestInfo(t *testing.T) {
	info := Default.Info()
	assert.Equal(t, "rfc3986", info.Name)
	assert.Equal(t, "RFC 3986", info.Document)
	assert.Equal(t, "January 2005", info.Date)
	var names []string
	for _, p := range info.Parts {
		assert.Equal(t, p.Part.String(), p.Name, "RFC 3986 names are the generic ones")
		names = append(names, p.Name)
	}
	assert.Equal(t, []string{"scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"}, names)
}
