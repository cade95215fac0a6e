package rfc2396

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. Each string parses and resolves (Parse is total), and
// Validate reports every violation at its offset with the production of
// Appendix A it breaks, or the class of Section 2.4.3 ("control", "space")
// of a character no URI may hold. The dot segments resolve as Section 5.2,
// step 6 says, and step 6g keeps the ".." left at the front by default
// ("../../../g = http://a/../g"). The limit is enforced and the work is
// linear.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz":                    "10:escaped",
			"escape/one digit":             "10:escaped",
			"escape/percent at end":        "10:escaped",
			"escape/in query and fragment": "11:escaped 15:escaped 16:escaped",
			"NUL/path":                     "10:control",
			"NUL/host":                     "8:control",
			"control/path":                 "10:control 11:control 12:control",
			"control/TAB LF CR":            "10:control 12:control 14:control",
			"UTF-8/invalid":                "10:uric 11:uric",
			"UTF-8/truncated":              "10:uric 11:uric",
			"UTF-8/valid, not ASCII":       "10:uric 11:uric 12:uric 13:uric 14:uric",
			"space/path":                   "10:space",
			"space/around":                 "0:space 11:space",
			"space/query and fragment":     "12:space 16:space",
			"relative/all of them":         "1:escaped 4:control 5:space 6:uric",
			"empty":                        "valid",
		},
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/" + strings.Repeat("../", dialecttest.DotSegments-2) + "g",
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
