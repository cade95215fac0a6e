package heritrix_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
)

const table = "testdata/resolve.txt"

// TestMaxURLLength: UsableURI.MAX_URL_LENGTH, 2083 characters ("Consider
// URIs too long for IE as illegal"), checked by fixup on the link
// (UsableURIFactory.java:351-355) and by validityCheck on the result
// (322-327).
func TestMaxURLLength(t *testing.T) {
	at := "http://a/" + strings.Repeat("b", 2083-len("http://a/"))
	got, err := dialect.ResolveString(heritrix.Default, "http://a/", at)
	require.NoError(t, err)
	assert.Equal(t, at, got)
	_, err = dialect.ResolveString(heritrix.Default, "http://a/", at+"b")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "URI length > 2083")
	// Within the limit as written, over it once escaped.
	_, err = dialect.ResolveString(heritrix.Default, "http://a/", "http://a/"+strings.Repeat(" x", 700))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "Created (escaped) uuri > 2083")
}
