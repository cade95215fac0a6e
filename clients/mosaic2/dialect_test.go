package mosaic2_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/mosaic2"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// allValid: Mosaic checked no grammar, so Validate finds nothing wrong
// with any of the hostile inputs.
func allValid() map[string]string {
	m := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		m[h.Name] = "valid"
	}
	return m
}

// TestHostileInput runs the shared hostile inputs. Each resolves as
// HTParse takes it: an absolute one is itself (same access and host, its
// path absolute), a relative one follows the base's last "/", and the
// empty one is the current URL without its anchor. The dot shapes show
// HTSimplify: "a/../" all go; "../" go down to the host, the rest stay;
// of "./" every other one stays, for the "/" after a removed "/." is not
// looked at.
func TestHostileInput(t *testing.T) {
	resolve := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		resolve[h.Name] = strconv.Quote(h.Input)
	}
	resolve["relative/all of them"] = strconv.Quote("http://a/b/c/b%zz\x00 \xffc")
	resolve["empty"] = strconv.Quote("http://a/b/c/d;p?q")
	// The click handler makes a newline a space and drops leading white
	// space (mo_convert_newlines_to_spaces).
	resolve["control/TAB LF CR"] = strconv.Quote("http://a/b\tc d\re")
	resolve["space/around"] = strconv.Quote("http://a/b ")
	dialecttest.RunHostile(t, mosaic2.Default, dialecttest.HostileWant{
		Validate: allValid(),
		Resolve:  resolve,
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/" + strings.Repeat("../", dialecttest.DotSegments-2) + "g",
			"./":    "http://a/b/c/" + strings.Repeat("./", dialecttest.DotSegments/2) + "g",
		},
	})
}

// FuzzMosaic2 runs the shared checks with no property of a specification:
// Mosaic resolves everything, its results are what it made of them.
func FuzzMosaic2(f *testing.F) {
	dialecttest.FuzzWith(f, mosaic2.Default, dialecttest.Props{}, table)
}

// TestTraceCitesTheSource: every step cites Mosaic's source, and the last
// is the result.
func TestTraceCitesTheSource(t *testing.T) {
	cases, err := dialecttest.ReadCases(table)
	require.NoError(t, err)
	for _, c := range cases {
		b, _ := mosaic2.Default.Parse(c.Base)
		r, _ := mosaic2.Default.Parse(c.Ref)
		var steps []dialect.Step
		res, err := mosaic2.Default.ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) })
		require.NoError(t, err)
		require.NotEmpty(t, steps)
		for _, s := range steps {
			assert.True(t, strings.HasPrefix(s.String(), "NCSA Mosaic 2.7, "), s.String())
		}
		assert.Equal(t, res.String(), steps[len(steps)-1].State, "%q against %q", c.Ref, c.Base)
	}
}
