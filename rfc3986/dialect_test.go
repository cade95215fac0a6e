package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNameAndString checks the names of the configurations; the
// Default's is dialecttest.CheckContract's (TestSuite).
func TestNameAndString(t *testing.T) {
	assert.Equal(t, "rfc3986", NonStrict.Name())
	assert.Equal(t, "rfc3986(samescheme=relative)", NonStrict.String())
	assert.Equal(t, "rfc3986", New(WithSameScheme(dialect.SameSchemeAsRelative), WithSameScheme(dialect.SameSchemeAbsolute)).String())
	assert.Equal(t, "absolute", dialect.SameSchemeAbsolute.String())
	assert.Equal(t, "relative", dialect.SameSchemeAsRelative.String())
}

func TestWith(t *testing.T) {
	// strict, the key of an earlier release, is an alias of samescheme
	// with its values reversed.
	for _, kv := range [][2]string{{"samescheme", "relative"}, {"strict", "false"}} {
		d, err := Default.With(kv[0], kv[1])
		require.NoError(t, err)
		assert.Equal(t, "rfc3986(samescheme=relative)", d.(*Dialect).String())
		assert.Equal(t, NonStrict, d)
		assert.Equal(t, "rfc3986", Default.String(), "With must not change its receiver")
	}
	for _, kv := range [][2]string{{"samescheme", "absolute"}, {"strict", "true"}} {
		d, err := NonStrict.With(kv[0], kv[1])
		require.NoError(t, err)
		assert.Equal(t, Default, d)
	}

	_, err := Default.With("dotdot", "drop")
	assert.EqualError(t, err, `rfc3986: unknown option "dotdot" (known: samescheme, maxlength)`)
	_, err = Default.With("samescheme", "maybe")
	assert.EqualError(t, err, `rfc3986: option samescheme: unknown value "maybe" (known: absolute, relative)`)
	_, err = Default.With("strict", "maybe")
	assert.EqualError(t, err, `rfc3986: option strict: unknown value "maybe" (known: false, true)`)
}

func TestOptionsDescribeDefault(t *testing.T) {
	opts := Default.Options()
	require.Len(t, opts, 2) // samescheme, and maxlength: see TestHostileInput
	assert.Equal(t, "samescheme", opts[0].Key)
	assert.Equal(t, []string{"absolute", "relative"}, opts[0].Values)
	assert.Equal(t, "absolute", opts[0].Default)
	assert.Contains(t, opts[0].Doc, "strict=false|true")
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
