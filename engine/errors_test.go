package engine_test

import (
	"path/filepath"
	"testing"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestErrorsAreParseErrors: every registered dialect's Parse, ParseIn,
// Resolve and ResolveTrace fail with a *dialect.ParseError, and its
// Validate with a multierror of them, which errors.As finds
// (dialecttest.CheckErrors), on the hostile inputs, a string over the
// limit and the bases and references of its resolve tables.
func TestErrorsAreParseErrors(t *testing.T) {
	for _, d := range engine.All() {
		t.Run(d.Name(), func(t *testing.T) {
			tables, err := filepath.Glob(dialecttest.Table("..", d, "resolve*.txt"))
			if err != nil {
				t.Fatal(err)
			}
			dialecttest.CheckErrors(t, d, tables...)
		})
	}
}
