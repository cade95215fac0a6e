package engine_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// A long target with a dot segment in every one of its thousands of
// segments has as many candidates, each as long as the target: the
// search's budget (relgen.Budget, once per dialect) ends it with the
// target itself, which RFC 2396 and RFC 1808 read as it is, where trying
// every candidate would cost the square of its length.
func TestRelativizerBudget(t *testing.T) {
	rz, err := engine.NewRelativizer("rfc2396", "rfc1808")
	require.NoError(t, err)
	for _, n := range []int{4000, 8000} {
		target := "http://a/b/c/" + strings.Repeat("x/./", n)
		got, err := rz.Relativize("http://a/b/c/", target)
		require.NoError(t, err, n)
		assert.Equal(t, target, got.Ref, n)
		assert.Equal(t, dialect.FormAbsolute, got.Form, n)
	}
}
