package rfc1808_test

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. Each string parses and resolves (Parse is total), and
// Validate reports every violation at its offset with the production of
// Section 2.2 it breaks. The dot segments resolve as Section 4, step 6c
// says: "where <segment> is a complete path segment not equal to "..", so
// the surplus "../" stay. The limit is enforced and the work is linear.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, rfc1808.Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz":                    "10:escape",
			"escape/one digit":             "10:escape",
			"escape/percent at end":        "10:escape",
			"escape/in query and fragment": "11:escape 15:escape 16:escape",
			"NUL/path":                     "10:path",
			"NUL/host":                     "8:net_loc",
			"control/path":                 "10:path 11:path 12:path",
			"control/TAB LF CR":            "10:path 12:path 14:path",
			"UTF-8/invalid":                "10:path 11:path",
			"UTF-8/truncated":              "10:path 11:path",
			"UTF-8/valid, not ASCII":       "10:path 12:path",
			"space/path":                   "10:path",
			"space/around":                 "0:path 11:path",
			"space/query and fragment":     "12:query 16:fragment",
			"relative/all of them":         "1:escape 4:path 5:path 6:path",
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
	dialecttest.CheckMaxLength(t, func(n int) *rfc1808.Dialect { return rfc1808.New(rfc1808.WithMaxLength(n)) })
}
