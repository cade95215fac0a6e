package relurl

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
)

func TestSchemeEnd(t *testing.T) {
	for s, want := range map[string]int{
		"http:x": 4, "a+b.c-d:": 7, ":x": -1, "": -1, "http": -1, "ht/tp:x": -1, "a b:c": -1, "g;x:y": -1, "x:y:z": 1,
	} {
		assert.Equal(t, want, SchemeEnd(s), "%q", s)
	}
}

func TestRules(t *testing.T) {
	// The order of RFC 1808, Section 2.4, on its fuller example.
	s := "http://a;n?m/b/c;p?q#f#g"
	r := dialect.NewReference(s)
	end := Suffix(&r, dialect.Fragment, '#', 0, len(s))
	start := SchemeEnd(s[:end]) + 1
	start = NetLoc(&r, start, end)
	end = Suffix(&r, dialect.Query, '?', start, end)
	end = Suffix(&r, dialect.Params, ';', start, end)
	assert.Equal(t, "a;n?m", r.Value(dialect.Authority))
	assert.Equal(t, "q", r.Value(dialect.Query))
	assert.Equal(t, "p", r.Value(dialect.Params))
	assert.Equal(t, "f#g", r.Value(dialect.Fragment))
	assert.Equal(t, "/b/c", s[start:end])

	// No "//", no separator: nothing is defined and nothing removed.
	r = dialect.NewReference("/x")
	assert.Equal(t, 0, NetLoc(&r, 0, 2))
	assert.Equal(t, 2, Suffix(&r, dialect.Query, '?', 0, 2))
	assert.True(t, r.IsZero())

	// "If no trailing slash "/" is present, the entire remaining parse
	// string is assigned to <net_loc>."
	r = dialect.NewReference("//host")
	assert.Equal(t, 6, NetLoc(&r, 0, 6))
	assert.Equal(t, "host", r.Value(dialect.Authority))
}
