package lynx2_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// allValid: Lynx checked no grammar, so Validate finds nothing wrong
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
// empty one is the current document; white space is removed first
// (LYLegitimizeHREF). The dot shapes show libwww-FM's
// HTSimplify: "a/../" and "./" all go; "../" go down to the host, the
// rest stay.
func TestHostileInput(t *testing.T) {
	resolve := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		resolve[h.Name] = strconv.Quote(h.Input)
	}
	resolve["relative/all of them"] = strconv.Quote("http://a/b/c/b%zz\x00 \xffc")
	resolve["empty"] = strconv.Quote("http://a/b/c/d;p?q")
	// LYLegitimizeHREF removes every white space byte (collapse_spaces).
	resolve["control/TAB LF CR"] = strconv.Quote("http://a/bcde")
	resolve["space/path"] = strconv.Quote("http://a/bc")
	resolve["space/around"] = strconv.Quote("http://a/b")
	resolve["space/query and fragment"] = strconv.Quote("http://a/b?xy#zw")
	resolve["relative/all of them"] = strconv.Quote("http://a/b/c/b%zz\x00\xffc")
	dialecttest.RunHostile(t, lynx2.Default, dialecttest.HostileWant{
		Validate: allValid(),
		Resolve:  resolve,
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/" + strings.Repeat("../", dialecttest.DotSegments-2) + "g",
			"./":    "http://a/b/c/g",
		},
	})
}

// FuzzLynx2 runs the shared checks with no property of a specification:
// Lynx resolves everything, its results are what it made of them.
func FuzzLynx2(f *testing.F) {
	dialecttest.FuzzWith(f, lynx2.Default, dialecttest.Props{
		Also: []dialect.Dialect{lynx2.New(lynx2.WithBase(lynx2.BaseElement))},
	}, table)
}

// TestTraceCitesTheSource: every step cites Lynx's source, and the last
// is the result.
func TestTraceCitesTheSource(t *testing.T) {
	cases, err := dialecttest.ReadCases(table)
	require.NoError(t, err)
	for _, c := range cases {
		b, _ := lynx2.Default.Parse(c.Base)
		r, _ := lynx2.Default.Parse(c.Ref)
		var steps []dialect.Step
		res, err := lynx2.Default.ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) })
		for _, s := range steps {
			assert.True(t, strings.HasPrefix(s.String(), "Lynx 2.7.1, "), s.String())
		}
		if c.WantErr {
			require.Error(t, err)
			continue
		}
		require.NoError(t, err)
		require.NotEmpty(t, steps)
		assert.Equal(t, res.String(), steps[len(steps)-1].State, "%q against %q", c.Ref, c.Base)
	}
}
