package dialect

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGrammarMark(t *testing.T) {
	g1, g2 := NewGrammar("one"), NewGrammar("two")
	assert.NotEqual(t, g1, g2)
	assert.NotEqual(t, NoGrammar, g1)
	assert.Equal(t, "one", g1.String())
	assert.Equal(t, "none", NoGrammar.String())

	r := NewReference("s:p?q")
	assert.Equal(t, NoGrammar, r.Grammar())
	r.Set(Scheme, 0, 1)
	r.Set(Path, 2, 3)
	r.Mark(g1)
	assert.Equal(t, g1, r.Grammar())

	// Changing a part breaks the promise the mark makes.
	c := r
	c.Set(Query, 4, 5)
	assert.Equal(t, NoGrammar, c.Grammar())
	c = r
	c.Unset(Scheme)
	assert.Equal(t, NoGrammar, c.Grammar())
	assert.Equal(t, g1, r.Grammar(), "a copy's change leaves the original marked")
}
