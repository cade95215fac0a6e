package whatwg

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/dialecttest"
)

// Resolve(base, Relativize(base, target)) is the target, and no shorter
// candidate reaches it, over generated pairs.
func TestRelativizeProperty(t *testing.T) {
	st := dialecttest.CheckRelativize(t, Default, dialecttest.RelativizePairs, 1)
	t.Logf("%+v", st)
}

func TestRelativizeSerializedOnly(t *testing.T) {
	for _, c := range []struct{ base, target, want string }{
		{"http://a/b/c/d;p?q", "http://a/b/c/g", "g"},
		{"HTTP://A/b/c/d", "http://a/b/g", "../g"}, // the base as serialized
		{"http://a/b/c/d;p?q", "http://a/b/c/d;p?y", "?y"},
		{"http://a/b/c/d", "http://x/y", "//x/y"},
	} {
		got, err := dialect.RelativizeString(Default, c.base, c.target)
		require.NoError(t, err, "%q %q", c.base, c.target)
		assert.Equal(t, c.want, got, "%q %q", c.base, c.target)
	}
	// Not a serialization: no reference gives it.
	_, err := dialect.RelativizeString(Default, "http://a/b", "HTTP://A/b")
	assert.Error(t, err)
}

func TestNormalizeSerializer(t *testing.T) {
	for in, want := range map[string]string{
		"HTTP://Example.COM:80/a/../%7euser": "http://example.com/%7euser",
		"http://example.com":                 "http://example.com/",
		`https:\\a\b`:                        "https://a/b",
	} {
		got, err := Default.Normalize(in, "")
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	ok, err := dialect.Equivalent(Default, "HTTP://A:80/", "http://a", "serializer")
	require.NoError(t, err)
	assert.True(t, ok)
	_, err = Default.Normalize("/relative", "")
	assert.Error(t, err)
}

func BenchmarkRelativize(b *testing.B) {
	dialecttest.BenchRelativize(b, Default, dialecttest.Examples(b, "../testdata/rfc3986/resolve.txt"))
}
