package optiontable

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

type limitedOpts struct{ Limits }

func limitTable() *Table[limitedOpts] { return New[limitedOpts]() }

func TestMaxLength(t *testing.T) {
	tb := limitTable()
	var o limitedOpts
	assert.Equal(t, "test", tb.Describe("test", &o))
	info := tb.Infos()[0]
	assert.Len(t, tb.Infos(), 1, "New adds maxlength to every table")
	assert.Equal(t, "maxlength", info.Key)
	assert.Equal(t, "1048576", info.Default)
	assert.Equal(t, []string{"1048576", "N"}, info.Values)

	require.NoError(t, tb.Set("test", &o, "MaxLength", " 4096 "))
	assert.Equal(t, 4096, o.MaxLength)
	assert.Equal(t, 4096, tb.MaxLength(&o))
	assert.Equal(t, "test(maxlength=4096)", tb.Describe("test", &o))
	require.NoError(t, tb.Set("test", &o, "maxlength", "1048576"))
	assert.Equal(t, "test", tb.Describe("test", &o), "the default, set explicitly, is not shown")
	require.NoError(t, tb.Set("test", &o, "maxlength", strconv.Itoa(dialect.MaxMaxLength)))
	assert.Equal(t, dialect.MaxMaxLength, dialect.MaxLength(o.MaxLength))

	for _, bad := range []string{"0", "-1", "", "1k", "1.5", strconv.FormatUint(dialect.MaxMaxLength+1, 10), "99999999999999999999"} {
		o = limitedOpts{}
		err := tb.Set("test", &o, "maxlength", bad)
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "test: option maxlength: ", bad)
		assert.Contains(t, err.Error(), "want a positive number of bytes, at most "+strconv.Itoa(dialect.MaxMaxLength), bad)
		assert.Equal(t, limitedOpts{}, o, "a rejected value changes nothing")
	}
}

func TestParseMaxLength(t *testing.T) {
	for in, want := range map[string]int{"1": 1, " 4096 ": 4096, "1048576": 1 << 20, strconv.Itoa(dialect.MaxMaxLength): dialect.MaxMaxLength} {
		n, err := parseMaxLength(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, n, in)
	}
	for _, in := range []string{"", "0", "-1", "+1", "1e3", "0x10", strconv.FormatUint(dialect.MaxMaxLength+1, 10), "18446744073709551616"} {
		_, err := parseMaxLength(in)
		assert.Error(t, err, in)
	}
}
