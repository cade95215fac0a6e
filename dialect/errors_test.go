package dialect

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRuleString(t *testing.T) {
	assert.Equal(t, "RFC 2396, Section 5.2, step 6g", Rule{Doc: "RFC 2396", Sec: "5.2", Step: "6g"}.String())
	assert.Equal(t, "RFC 2396, Appendix A, <hier_part>", Rule{Doc: "RFC 2396", Sec: "Appendix A", Step: "hier_part"}.String())
	assert.Equal(t, "RFC 1630, BNF of Generic URI Syntax", Rule{Doc: "RFC 1630", Sec: "BNF of Generic URI Syntax", Step: ""}.String())
}

func TestErrorsSortedAndUnpacked(t *testing.T) {
	var es Errors
	assert.NoError(t, es.Err())
	es.Add(&ParseError{Dialect: "x", Input: "a%zzb c", Offset: 5, Len: 1, Rule: Rule{Doc: "RFC 2396", Sec: "Appendix A", Step: "uric"}, Msg: "space"})
	es.Add(&ParseError{Dialect: "x", Input: "a%zzb c", Offset: 1, Len: 3, Rule: Rule{Doc: "RFC 2396", Sec: "Appendix A", Step: "escaped"}, Msg: `invalid escape "%zz"`})
	err := es.Err()
	require.Error(t, err)
	vs := Violations(err)
	require.Len(t, vs, 2)
	assert.Equal(t, 1, vs[0].Offset)
	assert.Equal(t, 5, vs[1].Offset)
	assert.Equal(t, "2 violations:\n"+
		`x: offset 1: invalid escape "%zz" (RFC 2396, Appendix A, <escaped>)`+"\n"+
		"x: offset 5: space (RFC 2396, Appendix A, <uric>)", err.Error())
	var pe *ParseError
	assert.True(t, errors.As(err, &pe))
}

func TestErrorWithPosition(t *testing.T) {
	pe := &ParseError{Dialect: "rfc3986", Input: "a\tb%zz", Offset: 3, Len: 3, Rule: Rule{Doc: "RFC 3986", Sec: "Appendix A", Step: "pct-encoded"}, Msg: "bad"}
	assert.Equal(t, "rfc3986: offset 3: bad (RFC 3986, Appendix A, <pct-encoded>)\n    a.b%zz\n       ^^^", pe.ErrorWithPosition())
	wrapped := fmt.Errorf("ctx: %w", pe)
	assert.Len(t, Violations(wrapped), 1)
}

func TestStepString(t *testing.T) {
	s := Step{Rule: Rule{Doc: "RFC 2396", Sec: "5.2", Step: "6e"}, Action: `remove "<segment>/../"`, State: "/a/g"}
	assert.Equal(t, `RFC 2396, Section 5.2, step 6e: remove "<segment>/../" => "/a/g"`, s.String())
}

func TestClientRule(t *testing.T) {
	r := Rule{Doc: "NCSA Mosaic 2.7", Sec: "libwww2/HTParse.c", Function: "HTParse"}
	assert.Equal(t, "NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse", r.String())
	r.Step = "path"
	assert.Equal(t, "NCSA Mosaic 2.7, libwww2/HTParse.c, HTParse, path", r.String())
	assert.Equal(t, "client", Client.String())
	assert.Equal(t, "specification", Specification.String())
}
