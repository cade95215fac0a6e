package draft01

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. Each string parses and resolves (Parse is total), and
// Validate reports every violation at its offset with the production of
// Section 2.2 it breaks. The dot segments resolve as Section 4, step 7c
// says: "All occurrences of "<segment>/../", where <segment> and ".." are
// complete path segments, are removed", with no "not equal to .."
// qualifier, so the "../" cancel in pairs and an even number of them
// leaves none. The limit is enforced and the work is linear.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz":                    "10:escape",
			"escape/one digit":             "10:escape",
			"escape/percent at end":        "10:escape",
			"escape/in query and fragment": "11:escape 15:escape 16:escape",
			"NUL/path":                     "10:segment",
			"NUL/host":                     "8:net_loc",
			"control/path":                 "10:segment 11:segment 12:segment",
			"control/TAB LF CR":            "10:segment 12:segment 14:segment",
			"UTF-8/invalid":                "10:segment 11:segment",
			"UTF-8/truncated":              "10:segment 11:segment",
			"UTF-8/valid, not ASCII":       "10:segment 12:segment",
			"space/path":                   "10:segment",
			"space/around":                 "0:segment 11:segment",
			"space/query and fragment":     "12:query 16:fragment",
			"relative/all of them":         "1:escape 4:segment 5:segment 6:segment",
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
