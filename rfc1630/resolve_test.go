package rfc1630

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestTranscriptionIsVerbatim checks every "# N: TEXT" quote of the tables
// against line N of rfc1630.txt, and that resolve.txt reproduces the five
// examples as printed in each of the two contexts (lines 586-606): 10
// cases, and the alternatives under slashes=literal and samescheme=absolute.
func TestTranscriptionIsVerbatim(t *testing.T) {
	tr := dialecttest.CheckVerbatim(t, "../cmd/uridialect/internal/spectext/specs/rfc1630.txt",
		"testdata/resolve.txt", "testdata/resolve_own.txt",
		"testdata/parse.txt", "testdata/validate.txt")
	assert.Equal(t, map[string]int{"Partial (relative) form": 10}, tr.Examples)
	assert.Equal(t, map[string]int{"Partial (relative) form": 4}, tr.Alternatives)
	assert.Equal(t, 5, tr.ExampleLines, "lines printing an example")
}
