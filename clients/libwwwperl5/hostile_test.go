package libwwwperl5

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. URI::URL checked nothing, so Validate finds nothing but
// a string over the limit; but new() removes white space and as_string
// escapes the unsafe characters, so the results are given one by one.
// The dot shapes: the "a/.." pairs are removed, the surplus ".." kept
// (step 6: "nothing to pop ... so must append"), and "." skipped.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz": "valid", "escape/one digit": "valid", "escape/percent at end": "valid",
			"escape/in query and fragment": "valid", "NUL/path": "valid", "NUL/host": "valid",
			"control/path": "valid", "control/TAB LF CR": "valid", "UTF-8/invalid": "valid",
			"UTF-8/truncated": "valid", "UTF-8/valid, not ASCII": "valid", "space/path": "valid",
			"space/around": "valid", "space/query and fragment": "valid", "relative/all of them": "valid",
			"empty": "valid",
		},
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/" + strings.Repeat("../", dialecttest.DotSegments-2) + "g",
			"./":    "http://a/b/c/g",
		},
		Resolve: map[string]string{
			"escape/zz":                    `"http://a/b%zzc"`,
			"escape/one digit":             `"http://a/b%4"`,
			"escape/percent at end":        `"http://a/b%"`,
			"escape/in query and fragment": `"http://a/b?%g1#%%"`,
			"NUL/path":                     `"http://a/b%00c"`,
			"NUL/host":                     `"http://a%00b/c"`,
			"control/path":                 `"http://a/b%01%1F%7Fc"`,
			"control/TAB LF CR":            `"http://a/bcde"`,
			"UTF-8/invalid":                `"http://a/b%FF%FEc"`,
			"UTF-8/truncated":              `"http://a/b%E2%82"`,
			"UTF-8/valid, not ASCII":       `"http://a/b%C3%A9%E2%82%ACc"`,
			"space/path":                   `"http://a/bc"`,
			"space/around":                 `"http://a/b"`,
			"space/query and fragment":     `"http://a/b?xy#zw"`,
			"relative/all of them":         `"http://a/b/c/b%zz%00%FFc"`,
			"empty":                        `"http://a/b/c/d;p?q"`,
		},
	})
}
