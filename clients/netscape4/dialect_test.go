package netscape4_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// allValid: Navigator checked no grammar, so Validate finds nothing wrong
// with any of the hostile inputs.
func allValid() map[string]string {
	m := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		m[h.Name] = "valid"
	}
	return m
}

// TestHostileInput runs the shared hostile inputs. Each resolves as
// NET_MakeAbsoluteURL takes it: an absolute http URL is copied as it is;
// " http://a/b " starts with a space, so NET_URL_Type knows no scheme in
// it and it is a relative path; a relative one follows the base's last
// "/", the empty one too. net_ReduceURL removes every dot segment, ".."
// above the root included.
func TestHostileInput(t *testing.T) {
	resolve := map[string]string{}
	for _, h := range dialecttest.HostileInputs {
		resolve[h.Name] = strconv.Quote(h.Input)
	}
	resolve["relative/all of them"] = strconv.Quote("http://a/b/c/b%zz\x00 \xffc")
	resolve["empty"] = strconv.Quote("http://a/b/c/")
	resolve["space/around"] = strconv.Quote("http://a/b/c/ http://a/b ")
	dialecttest.RunHostile(t, netscape4.Default, dialecttest.HostileWant{
		Validate: allValid(),
		Resolve:  resolve,
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/g",
			"./":    "http://a/b/c/g",
		},
	})
}

// FuzzNetscape4 runs the shared checks with no property of a specification:
// Navigator resolves everything, its results are what it made of them.
func FuzzNetscape4(f *testing.F) {
	dialecttest.FuzzWith(f, netscape4.Default, dialecttest.Props{
		Also: []dialect.Dialect{netscape4.New(netscape4.WithVersion(netscape4.Version3))},
	}, table)
}

// TestTraceCitesTheSource: every step cites Navigator's source, and the last
// is the result.
func TestTraceCitesTheSource(t *testing.T) {
	cases, err := dialecttest.ReadCases(table)
	require.NoError(t, err)
	for _, c := range cases {
		b, _ := netscape4.Default.Parse(c.Base)
		r, _ := netscape4.Default.Parse(c.Ref)
		var steps []dialect.Step
		d, err := dialecttest.Configure(netscape4.Default, c.Options)
		require.NoError(t, err)
		res, err := d.(dialect.Tracer).ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) })
		if c.WantErr {
			require.Error(t, err)
			for _, s := range steps {
				assert.True(t, strings.HasPrefix(s.String(), "Netscape Navigator 4, "), s.String())
			}
			continue
		}
		require.NoError(t, err)
		require.NotEmpty(t, steps)
		for _, s := range steps {
			assert.True(t, strings.HasPrefix(s.String(), "Netscape Navigator 4, "), s.String())
		}
		assert.Equal(t, res.String(), steps[len(steps)-1].State, "%q against %q", c.Ref, c.Base)
	}
}
