package migrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/docgen/matrix"
)

// caseOf resolves ref against base under from and to, as a migration
// does, and returns what the classifier sees.
func caseOf(t *testing.T, from, to, base, ref string) *linkCase {
	t.Helper()
	df, err := engine.Get(from)
	require.NoError(t, err)
	dt, err := engine.Get(to)
	require.NoError(t, err)
	then, now := resolveAgainst(df, base, ref), resolveAgainst(dt, base, ref)
	return &linkCase{then: ref, now: ref, baseThen: base, baseNow: base, nowName: to,
		thenFails: then.Err != nil, nowFails: now.Err != nil, targetThen: then.URI, targetNow: now.URI}
}

// TestCauseByWhatDiffers checks the cause of a link of each kind, decided
// from the two readings: the byte at which the targets part, the
// component that holds it, the reference's shape. The first four cases
// are the links a 2008 crawl mislabelled by their shape alone.
func TestCauseByWhatDiffers(t *testing.T) {
	const base = "http://a/b/c/d;p?q"
	cases := []struct{ from, to, base, ref, want string }{
		// Spaces in the query of a reference led by a slash.
		{"rfc2396", "whatwg", "http://www.example.com/news/", "/bookmarks.php?action=add&title=Madonna adopts baby.", "spaces"},
		// A non-ASCII letter in a fragment.
		{"rfc2396", "whatwg", "http://www.example.com/dance.html", "#Cheografía", "non-ascii"},
		// A fragment-only reference whose meaning changed: the draft
		// keeps nothing of a non-hierarchical base but its scheme.
		{"draft01", "rfc1808", "mailto:x@y", "#s", "fragment"},
		// The same reference where only the URL Standard's serialization
		// parts them (an empty path made "/").
		{"rfc3986", "whatwg", "http://a", "#s", "serialization"},
		// A query-only reference: the base's last segment and params.
		{"rfc1808", "rfc2396", base, "?y", "query"},
		{"rfc2396", "whatwg", base, "g\\h", "backslash"},
		{"rfc1630", "rfc3986", base, "http:g", "same-scheme"},
		{"rfc1808", "rfc2396", base, ";x", "params"},
		{"rfc1808", "rfc3986", base, "../../../g", "dotdot-above-root"},
		{"rfc1808", "rfc3986", base, "/./g", "dot-segments"},
		{"rfc1630", "draft01", "magic://a/b/c//d/e/f", "/g", "leading-slashes"},
		{"rfc2396", "whatwg", base, "/caf\xc3\xa9", "non-ascii"},
		{"rfc2396", "whatwg", base, "HTTP://A/g", "serialization"},
		{"rfc2396", "whatwg", base, "http://a:99999/", "fails-now"},
		{"rfc2396", "whatwg", base, "g h", "spaces"},
		{"draft01", "rfc1808", "http://a/b/c/d;p?q#f", "", "empty"},
	}
	covered := map[string]bool{"fails-then": true, "base": true, "html5-reading": true}
	for _, c := range cases {
		lc := caseOf(t, c.from, c.to, c.base, c.ref)
		require.NotEqual(t, lc.targetThen, lc.targetNow, "%q differs from %s to %s", c.ref, c.from, c.to)
		assert.Equal(t, c.want, classifyID(lc), "%q from %s to %s: %q then, %q now", c.ref, c.from, c.to, lc.targetThen, lc.targetNow)
		covered[c.want] = true
	}
	// Every cause is tested here but the two the traces decide when no
	// rule of shape names the difference (migrate.go, traceCause), and
	// codebase, which the element decides (TestAppletCodebase).
	for _, c := range Causes() {
		if c.ID != "algorithm" && c.ID != "other" && c.ID != "codebase" {
			assert.True(t, covered[c.ID], "no case of %s", c.ID)
		}
	}
	// The inputs decide before the targets.
	assert.Equal(t, "fails-then", classifyID(&linkCase{then: "g", now: "g", thenFails: true}))
	assert.Equal(t, "base", classifyID(&linkCase{then: "g", now: "g", baseThen: "http://a/", baseNow: "http://b/", targetThen: "http://a/g", targetNow: "http://b/g"}))
	assert.Equal(t, "html5-reading", classifyID(&linkCase{then: "a&copy=1", now: "a&copy;=1", baseThen: base, baseNow: base}))
}

// TestCausesOfTheMatrix checks, for every published example on which two
// dialects differ (testdata/matrix_rules.txt), that the cause decided
// from the two targets cites the rules the matrix names for that change.
func TestCausesOfTheMatrix(t *testing.T) {
	rules, err := matrix.ReadRulesFile("../testdata/matrix_rules.txt")
	require.NoError(t, err)
	n := 0
	for _, r := range rules {
		bases := r.Bases
		if len(bases) == 0 {
			bases = []string{"http://a/b/c/d;p?q"}
		}
		for _, b := range bases {
			for _, ref := range r.Refs {
				lc := caseOf(t, r.From, r.To, b, ref)
				if lc.targetThen == lc.targetNow && !lc.thenFails && !lc.nowFails {
					continue // the change is in another base of the entry
				}
				c := classify(lc)
				require.NotNil(t, c)
				if c.ID == "fails-then" || c.ID == "fails-now" {
					continue // a failure is its own cause, whatever the rule
				}
				assert.Contains(t, c.Sections[r.From], r.Old, "%q against %q (%s -> %s) classified %s", ref, b, r.From, r.To, c.ID)
				assert.Contains(t, c.Sections[r.To], r.New, "%q against %q (%s -> %s) classified %s", ref, b, r.From, r.To, c.ID)
				n++
			}
		}
	}
	assert.Greater(t, n, 25)
}
