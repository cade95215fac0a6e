package dialectcore

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

func TestCheckLength(t *testing.T) {
	assert.Nil(t, CheckLength("x", "abcd", 4))
	assert.Nil(t, CheckLength("x", strings.Repeat("a", dialect.DefaultMaxLength), 0))
	if n := testing.AllocsPerRun(100, func() { _ = CheckLength("x", "abcd", 4) }); n != 0 {
		t.Errorf("CheckLength within the limit allocates %v times", n)
	}

	pe := CheckLength("x", "abcdefg", 4)
	require.NotNil(t, pe)
	assert.Equal(t, 4, pe.Offset, "the offset where the limit is passed")
	assert.Equal(t, 3, pe.Len, "the bytes beyond it")
	assert.Equal(t, dialect.RuleMaxLength, pe.Rule)
	assert.Equal(t, "abcdefg", pe.Input)
	assert.Equal(t, "x: offset 4: input of 7 bytes is longer than the limit of 4 bytes (option maxlength=N raises it) (uridialect, Limits)", pe.Error())

	long := strings.Repeat("a", dialect.DefaultMaxLength+1)
	pe = CheckLength("x", long, 0)
	require.NotNil(t, pe)
	assert.Equal(t, dialect.DefaultMaxLength, pe.Offset)
	assert.Equal(t, 1, pe.Len)
}
