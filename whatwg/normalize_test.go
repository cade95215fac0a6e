package whatwg

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The serializer's equivalences are a table (testdata/normalize.txt,
// run by internal/testkit/dialecttest); a relative reference has no serialization.
func TestNormalizeRelative(t *testing.T) {
	_, err := Default.Normalize("/relative", "")
	assert.Error(t, err)
}
