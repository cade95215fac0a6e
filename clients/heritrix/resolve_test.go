package heritrix_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const table = "testdata/resolve.txt"

// TestTable runs testdata/resolve.txt: every case traced to the lines of
// webarchive-commons and commons-httpclient 3.1 that decide it.
func TestTable(t *testing.T) {
	dialecttest.RunFile(t, heritrix.Default, table)
}

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
