package whatwg_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/whatwg"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. Each parses (Parse is total and loses nothing); each
// resolves as the basic URL parser says: code points outside the
// percent-encode sets' reach pass, the others are percent-encoded, a byte
// that is not UTF-8 is U+FFFD ("%EF%BF%BD"), leading and trailing C0
// controls and spaces and every tab and newline are removed, and a
// forbidden domain code point in a host is failure. Validate names each
// validation error the parser meets at its offset. The dot segments are
// removed as the path state does ("shorten" stops at the root). The limit
// is enforced and the work is linear.
func TestHostileInput(t *testing.T) {
	dialecttest.RunHostile(t, whatwg.Default, dialecttest.HostileWant{
		Validate: map[string]string{
			"escape/zz":                    "10:invalid-URL-unit",
			"escape/one digit":             "10:invalid-URL-unit",
			"escape/percent at end":        "10:invalid-URL-unit",
			"escape/in query and fragment": "11:invalid-URL-unit 15:invalid-URL-unit 16:invalid-URL-unit",
			"NUL/path":                     "10:invalid-URL-unit",
			"NUL/host":                     "7:domain-to-ASCII",
			"control/path":                 "10:invalid-URL-unit 11:invalid-URL-unit 12:invalid-URL-unit",
			"control/TAB LF CR":            "10:invalid-URL-unit 12:invalid-URL-unit 14:invalid-URL-unit",
			"UTF-8/invalid":                "10:invalid-URL-unit 11:invalid-URL-unit",
			"UTF-8/truncated":              "10:invalid-URL-unit",
			"UTF-8/valid, not ASCII":       "valid",
			"space/path":                   "10:invalid-URL-unit",
			"space/around":                 "0:invalid-URL-unit 11:invalid-URL-unit",
			"space/query and fragment":     "12:invalid-URL-unit 16:invalid-URL-unit",
			"relative/all of them":         "1:invalid-URL-unit 4:invalid-URL-unit 5:invalid-URL-unit 6:invalid-URL-unit",
			"empty":                        "valid",
		},
		Resolve: map[string]string{
			// "%" not followed by two hex digits is kept, a validation
			// error only.
			"escape/zz":                    `"http://a/b%zzc"`,
			"escape/one digit":             `"http://a/b%4"`,
			"escape/percent at end":        `"http://a/b%"`,
			"escape/in query and fragment": `"http://a/b?%g1#%%"`,
			"NUL/path":                     `"http://a/b%00c"`,
			// U+0000 is a forbidden domain code point: failure.
			"NUL/host":          "error",
			"control/path":      `"http://a/b%01%1F%7Fc"`,
			"control/TAB LF CR": `"http://a/bcde"`,
			// Each byte that is not UTF-8 (each maximal subpart) is
			// U+FFFD, percent-encoded.
			"UTF-8/invalid":            `"http://a/b%EF%BF%BD%EF%BF%BDc"`,
			"UTF-8/truncated":          `"http://a/b%EF%BF%BD"`,
			"UTF-8/valid, not ASCII":   `"http://a/b%C3%A9%E2%82%ACc"`,
			"space/path":               `"http://a/b%20c"`,
			"space/around":             `"http://a/b"`,
			"space/query and fragment": `"http://a/b?x%20y#z%20w"`,
			"relative/all of them":     `"http://a/b/c/b%zz%00%20%EF%BF%BDc"`,
			// The relative state at the end of the input: the base,
			// without its fragment.
			"empty": `"http://a/b/c/d;p?q"`,
		},
		Dots: map[string]string{
			"a/../": "http://a/b/c/g",
			"../":   "http://a/g",
			"./":    "http://a/b/c/g",
		},
	})
}
