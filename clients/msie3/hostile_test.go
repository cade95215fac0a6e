package msie3

import (
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. A browser took any string, so Validate finds nothing
// but a string over the limit; every input resolves as the model says:
// the absolute ones, with the base's scheme, as network paths ("//a/...")
// kept as they are; the relative one after the base's directory. The dot
// shapes: "a/../" pairs are removed; the surplus ".." at the top dropped
// (Part 1, "../../../g"); of "./" repeated, every other "/." is removed,
// for the character after a removed "/." is passed over (Part 1,
// "./../g").
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
			"../":   "http://a/g",
			"./":    "http://a/b/c/" + strings.Repeat("./", dialecttest.DotSegments/2) + "g",
		},
	})
}
