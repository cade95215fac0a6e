package python15

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestHostileInput runs the hostile inputs of dialecttest.RunHostile
// through Default. urlparse checked nothing, so Validate finds nothing but
// a string over the limit; urljoin rewrites none of these inputs (the
// empty reference takes the base's path and query). The dot shapes: the
// "a/.." pairs are deleted; of the ".." segments, two remove "c" and
// "b", and the rest delete each other two by two, for a ".." is a
// non-empty segment (step 8), leaving "/g"; "." segments are removed.
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
			"./":    "http://a/b/c/g",
		},
	})
}
