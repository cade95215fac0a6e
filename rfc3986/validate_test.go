package rfc3986

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/dialect"
)

func TestValidateReportsPositions(t *testing.T) {
	err := Default.Validate("http://a b/%zz")
	vs := dialect.Violations(err)
	require.Len(t, vs, 2)
	assert.Equal(t, dialect.Rule{Doc: "RFC 3986", Sec: "Appendix A", Step: "reg-name"}, vs[0].Rule)
	assert.Equal(t, [2]int{8, 1}, [2]int{vs[0].Offset, vs[0].Len})
	assert.Equal(t, [2]int{11, 3}, [2]int{vs[1].Offset, vs[1].Len})
	assert.Equal(t, "rfc3986: offset 11: invalid percent-encoding \"%zz\" in the path (RFC 3986, Appendix A, <pct-encoded>)\n"+
		"    http://a b/%zz\n"+
		"               ^^^", vs[1].ErrorWithPosition())
	assert.Equal(t, "2 violations:\n"+
		"rfc3986: offset 8: \" \" is not allowed in the host (RFC 3986, Appendix A, <reg-name>)\n"+
		"rfc3986: offset 11: invalid percent-encoding \"%zz\" in the path (RFC 3986, Appendix A, <pct-encoded>)", err.Error())
}

// A run of bytes a production does not allow is one violation, whatever
// its length; the production names the component.
func TestValidateRuns(t *testing.T) {
	vs := dialect.Violations(Default.Validate("/a\xc3\xa9\x00b"))
	require.Len(t, vs, 1)
	assert.Equal(t, [2]int{2, 3}, [2]int{vs[0].Offset, vs[0].Len})
	assert.Equal(t, "path-absolute", vs[0].Rule.Step)
}

// Every string the resolution of a valid reference against a valid base
// produces is itself valid, except where remove_dot_segments leaves a path
// that begins "//" without an authority (see resolve_extra.txt).
func TestResolvedValidIsValid(t *testing.T) {
	bases := []string{"http://a/b/c/d;p?q", "foo:a/b", "foo:", "http://a", "x://[::1]:9/p/"}
	forStrings("./ag:?", 5, func(ref string) {
		if Default.Validate(ref) != nil {
			return
		}
		for _, base := range bases {
			b, r := parse(base), parse(ref)
			res, err := Default.Resolve(b, r)
			require.NoError(t, err)
			if p := res.Value(dialect.Path); !res.Has(dialect.Authority) && len(p) > 1 && p[:2] == "//" {
				continue
			}
			assert.NoError(t, Default.Validate(res.String()), "%q against %q gives %q", ref, base, res)
		}
	})
}
