package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

// TestPublishedExamples runs every example of Appendix C, with the
// alternatives the text gives under their options.
func TestPublishedExamples(t *testing.T) {
	dialecttest.RunFile(t, rfc2396.Default, "../testdata/rfc2396/resolve.txt")
}

// TestOwnExamples runs cases of our own, each citing the sentence it
// follows from.
func TestOwnExamples(t *testing.T) {
	dialecttest.RunFile(t, rfc2396.Default, "../testdata/rfc2396/resolve_extra.txt")
}
