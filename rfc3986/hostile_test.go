package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. Each string parses and resolves (Parse is total), and
// Validate reports every violation at its offset with the production of
// Appendix A it breaks (a run of adjacent bytes a production does not
// allow is one violation). The dot segments resolve as remove_dot_segments
// (Section 5.2.4) says, rule C removing ".." above the root ("http://a/g").
// The limit is enforced and the work is linear.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz":                    "10:pct-encoded",
			"escape/one digit":             "10:pct-encoded",
			"escape/percent at end":        "10:pct-encoded",
			"escape/in query and fragment": "11:pct-encoded 15:pct-encoded 16:pct-encoded",
			"NUL/path":                     "10:path-abempty",
			"NUL/host":                     "8:reg-name",
			"control/path":                 "10:path-abempty",
			"control/TAB LF CR":            "10:path-abempty 12:path-abempty 14:path-abempty",
			"UTF-8/invalid":                "10:path-abempty",
			"UTF-8/truncated":              "10:path-abempty",
			"UTF-8/valid, not ASCII":       "10:path-abempty",
			"space/path":                   "10:path-abempty",
			"space/around":                 "0:scheme 11:path-abempty",
			"space/query and fragment":     "12:query 16:fragment",
			"relative/all of them":         "1:pct-encoded 4:path-noscheme",
			"empty":                        "valid",
		},
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/g",
			"./":    "http://a/b/c/g",
		},
	})
}

// TestWithMaxLength: the typed option sets the limit that the key
// maxlength sets, 0 restores the default, and a limit beyond what a
// Reference can index is that limit.
func TestWithMaxLength(t *testing.T) {
	dialecttest.CheckMaxLength(t, func(n int) *Dialect { return New(WithMaxLength(n)) })
}
