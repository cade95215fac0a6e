package dialect

import (
	"testing"
	"unsafe"

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

// TestReferenceSize: a 32-bit Grammar leaves a Reference at the 96 bytes
// its doc and the benchmarks assume, on a 64-bit machine.
func TestReferenceSize(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the size is stated for 64-bit machines")
	}
	assert.Equal(t, uintptr(96), unsafe.Sizeof(Reference{}))
}

// TestGrammarBeyond255: grammars are not limited to a byte.
func TestGrammarBeyond255(t *testing.T) {
	var last Grammar
	for i := 0; i < 300; i++ {
		g := NewGrammar("many")
		assert.Greater(t, g, last)
		last = g
	}
	assert.Greater(t, uint64(last), uint64(255))
	r := NewReference("x")
	r.Set(Path, 0, 1)
	r.Mark(last)
	assert.Equal(t, last, r.Grammar())
	assert.Equal(t, "many", last.String())
}
