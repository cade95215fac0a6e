package webencoding

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/gentest"
)

// TestTablesCurrent checks that indexes.bin is what gen.go writes from
// the data files in testdata: "go generate" was run after the last change
// to either.
func TestTablesCurrent(t *testing.T) { gentest.CheckCurrent(t, "gen.go", "indexes.bin") }
