package rfc2396_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestTranscriptionIsVerbatim checks every "# N: TEXT" quote of the tables
// against line N of rfc2396.txt, and that resolve.txt reproduces every
// example as printed: 42 in Appendix C, one in Appendix D, and the
// alternatives C.2 gives (dotdot, samescheme, samedoc).
func TestTranscriptionIsVerbatim(t *testing.T) {
	tr := dialecttest.CheckVerbatim(t, "../cmd/uridialect/internal/spectext/specs/rfc2396.txt",
		"testdata/resolve.txt", "testdata/resolve_extra.txt",
		"testdata/parse.txt", "testdata/validate.txt")
	assert.Equal(t, map[string]int{"C.1": 22, "C.2": 20, "D": 1}, tr.Examples)
	assert.Equal(t, map[string]int{"C.2": 7}, tr.Alternatives)
	assert.Equal(t, 44, tr.ExampleLines, "lines printing an example")
}
