package dialect

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMaxLength(t *testing.T) {
	assert.Equal(t, DefaultMaxLength, MaxLength(0))
	assert.Equal(t, DefaultMaxLength, MaxLength(-5))
	assert.Equal(t, 7, MaxLength(7))
	assert.Equal(t, 1<<20, DefaultMaxLength)
}

// TestErrorWithPositionLongInput: a long input is shown around the
// offending bytes only, so that rendering n violations of an input of m
// bytes costs O(n), not O(n*m).
func TestErrorWithPositionLongInput(t *testing.T) {
	in := strings.Repeat("a", 1000) + "%zz" + strings.Repeat("b", 1000)
	pe := &ParseError{Dialect: "d", Input: in, Offset: 1000, Len: 3, Rule: Rule{Doc: "RFC 3986", Sec: "Appendix A", Step: "pct-encoded"}, Msg: "bad"}
	lines := strings.Split(pe.ErrorWithPosition(), "\n")
	require.Len(t, lines, 3)
	assert.Equal(t, "    ..."+strings.Repeat("a", 40)+"%zz"+strings.Repeat("b", 40)+"...", lines[1])
	assert.Equal(t, "    "+strings.Repeat(" ", 43)+"^^^", lines[2])

	// At the start and the end: no "..." on the side that is not cut.
	pe.Offset, pe.Len = 0, 1
	lines = strings.Split(pe.ErrorWithPosition(), "\n")
	assert.Equal(t, "    "+strings.Repeat("a", 41)+"...", lines[1])
	assert.Equal(t, "    ^", lines[2])
	pe.Offset, pe.Len = len(in), 0
	lines = strings.Split(pe.ErrorWithPosition(), "\n")
	assert.Equal(t, "    ..."+strings.Repeat("b", 40), lines[1])
	assert.Equal(t, "    "+strings.Repeat(" ", 43)+"^", lines[2])

	// A violation spanning most of the input shows at most positionWidth
	// carets.
	pe.Offset, pe.Len = 10, len(in)-10
	lines = strings.Split(pe.ErrorWithPosition(), "\n")
	assert.Equal(t, positionWidth, strings.Count(lines[2], "^"))
	assert.Less(t, len(lines[1]), 4+positionWidth+2*positionContext+10)

	// The line length does not grow with the input.
	huge := &ParseError{Input: strings.Repeat("x", 1<<20), Offset: 1 << 19, Len: 1}
	assert.Less(t, len(huge.ErrorWithPosition()), 300)
}
