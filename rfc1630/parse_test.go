package rfc1630

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/uridialect/uridialect/dialect"
)

func TestParseNeverFails(t *testing.T) {
	for _, s := range []string{"", ":", "#", "?", "//", ":/", "a:#?", "\x00\xff"} {
		r, err := Default.Parse(s)
		assert.NoError(t, err)
		assert.Equal(t, s, dialect.Recompose(r))
		assert.True(t, r.Has(dialect.Path), "path always defined: %q", s)
	}
}

func TestValidateReportsPositions(t *testing.T) {
	err := Default.Validate("a:%zz<b")
	vs := dialect.Violations(err)
	if assert.Len(t, vs, 2) {
		assert.Equal(t, 2, vs[0].Offset)
		assert.Equal(t, 3, vs[0].Len)
		assert.Equal(t, ruleEscape, vs[0].Rule)
		assert.Equal(t, "rfc1630", vs[0].Dialect)
		assert.Equal(t, 5, vs[1].Offset)
		assert.Equal(t, rulePunct, vs[1].Rule)
	}
	assert.NoError(t, Default.Validate("magic://a/b/c//d/e/f"))
}
