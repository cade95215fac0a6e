package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

// TestStandardExamples reproduces the URL Standard's table of parsing
// examples, each through the shared harness (which also checks the
// unmarked, traced and text paths).
func TestStandardExamples(t *testing.T) {
	dialecttest.RunFile(t, whatwg.Default, "testdata/examples.txt")
}

// TestStandardValidity reproduces the "Valid" column of the same table.
func TestStandardValidity(t *testing.T) {
	dialecttest.RunValidateFile(t, whatwg.Default, "testdata/validate.txt")
}
