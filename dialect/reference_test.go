package dialect

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// build defines parts of src from (part, lo, hi) triples.
func build(src string, spans ...[3]int) Reference {
	r := NewReference(src)
	for _, s := range spans {
		r.Set(Part(s[0]), s[1], s[2])
	}
	return r
}

func TestReferenceUndefinedVersusEmpty(t *testing.T) {
	withEmpty := build("http://x/#", [3]int{int(Scheme), 0, 4}, [3]int{int(Authority), 7, 8}, [3]int{int(Path), 8, 9}, [3]int{int(Fragment), 10, 10})
	without := build("http://x/", [3]int{int(Scheme), 0, 4}, [3]int{int(Authority), 7, 8}, [3]int{int(Path), 8, 9})

	f, ok := withEmpty.Get(Fragment)
	assert.True(t, ok)
	assert.Equal(t, "", f)
	_, ok = without.Get(Fragment)
	assert.False(t, ok)
	assert.Equal(t, "http://x/#", withEmpty.String())
	assert.Equal(t, "http://x/#", Recompose(withEmpty))
	assert.Equal(t, "http://x/", without.String())
	lo, hi := without.Span(Fragment)
	assert.Equal(t, [2]int{-1, -1}, [2]int{lo, hi})
}

func TestStringIsFreeWhenContiguous(t *testing.T) {
	r := build("  a:b?c  ", [3]int{int(Scheme), 2, 3}, [3]int{int(Path), 4, 5}, [3]int{int(Query), 6, 7})
	assert.Equal(t, "a:b?c", r.String())
	assert.Equal(t, 0.0, testing.AllocsPerRun(10, func() { _ = r.String() }))
}

func TestStringRecomposesWhenScattered(t *testing.T) {
	// Parts taken from out of order places of a source (as a resolution
	// could before building its result) recompose with their separators.
	r := build("q/p#xy", [3]int{int(Path), 1, 3}, [3]int{int(Query), 0, 1}, [3]int{int(Fragment), 4, 6})
	assert.Equal(t, "/p?q#xy", r.String())
	r.Unset(Query)
	assert.Equal(t, "/p#xy", r.String())
}

func TestRecomposeParams(t *testing.T) {
	r := build("/d;p", [3]int{int(Path), 0, 2}, [3]int{int(Params), 3, 4})
	assert.Equal(t, "/d;p", Recompose(r))
}

func TestSetOutOfRangePanics(t *testing.T) {
	r := NewReference("ab")
	assert.Panics(t, func() { r.Set(Path, 1, 3) })
}

func TestZero(t *testing.T) {
	var r Reference
	assert.True(t, r.IsZero())
	assert.Equal(t, "", r.String())
	assert.Equal(t, "", r.Value(Path))
}
