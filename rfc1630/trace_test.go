package rfc1630

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// trace returns the steps of resolving ref against base under d, as
// they print, and the result.
func trace(t *testing.T, d *Dialect, base, ref string) ([]string, string) {
	t.Helper()
	tr := dialecttest.TraceOK(t, d, base, ref)
	return dialecttest.StepLines(tr.Steps, dialect.Step.String), tr.Result.String()
}

func TestTracePublished(t *testing.T) {
	steps, got := trace(t, Default, "magic://a/b/c//d/e/f", "../g")
	assert.Equal(t, "magic://a/b/c//d/g", got)
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: no colon before any slash: a partial form => "../g"`,
		`RFC 1630, Partial (relative) form, step 3: remove the last part of the context path (and its search part), append the partial => "magic://a/b/c//d/e/../g"`,
		`RFC 1630, Partial (relative) form, step 4: remove "xxx/../" => "/b/c//d/g"`,
	}, steps)

	steps, got = trace(t, Default, "magic://a/b/c//d/e/f", "/g")
	assert.Equal(t, "magic://a/g", got)
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: no colon before any slash: a partial form => "/g"`,
		`RFC 1630, Partial (relative) form, step 2: prepend the context up to the chosen run of as many slashes => "magic://a/g"`,
	}, steps)

	steps, got = trace(t, Default, "magic://a/b/c//d/e/f", "g:h")
	assert.Equal(t, "g:h", got)
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: the scheme parts are different: the whole absolute URI is given => "g:h"`,
	}, steps)
}

func TestTraceOwn(t *testing.T) {
	steps, got := trace(t, Default, "magic://a/b/c//d/e/f#x", "magic:./g/.#s")
	assert.Equal(t, "magic://a/b/c//d/e/g#s", got)
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: the scheme parts are the same: the scheme is omitted => "./g/.#s"`,
		`RFC 1630, Partial (relative) form, step 3: remove the last part of the context path (and its search part), append the partial => "magic://a/b/c//d/e/./g/."`,
		`RFC 1630, Partial (relative) form, step 4: remove "/." => "/b/c//d/e/g/."`,
		`RFC 1630, Partial (relative) form, step 4: remove "/." => "/b/c//d/e/g"`,
		`RFC 1630, Fragment-id: append the fragment-id of the reference => "magic://a/b/c//d/e/g#s"`,
	}, steps)

	steps, _ = trace(t, Default, "magic://a/b?q#f", "")
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: no colon before any slash: a partial form => ""`,
		`RFC 1630, Partial (relative) form: empty partial: the context URI itself, without its fragment-id => "magic://a/b?q"`,
	}, steps)

	steps, _ = trace(t, Default, "magic://a/b", "///g")
	assert.Equal(t, `RFC 1630, Partial (relative) form, step 2: no run of exactly as many slashes in the context: prepend its scheme only => "magic:///g"`, steps[1])

	steps, _ = trace(t, New(WithSameScheme(dialect.SameSchemeAbsolute)), "magic://a/b", "magic:g")
	assert.Equal(t, []string{
		`RFC 1630, Partial (relative) form, step 1: the scheme parts are the same, but samescheme=absolute: kept as given => "magic:g"`,
	}, steps)

	steps, got = trace(t, New(WithEndDotDot(EndDotDotRemove)), "magic://a/b/c", "..")
	assert.Equal(t, "magic://a/", got)
	assert.Equal(t, `RFC 1630, Partial (relative) form, step 4: remove "xxx/.." at the end of the path (enddotdot=remove) => "/"`, steps[2])
}

func TestTraceCostsNothingWhenOff(t *testing.T) {
	b, _ := Default.Parse("magic://a/b/c//d/e/f")
	r, _ := Default.Parse("./../../g/.")
	if n := testing.AllocsPerRun(100, func() { _, _ = Default.ResolveTrace(b, r, nil) }); n > 1 {
		t.Errorf("ResolveTrace with a nil hook allocates %v times", n)
	}
}

func TestContextMustBeAbsolute(t *testing.T) {
	_, err := dialect.ResolveString(Default, "a/b", "g")
	var pe *dialect.ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, ruleContext, pe.Rule)
}
