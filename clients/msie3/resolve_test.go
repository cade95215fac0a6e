package msie3

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestResolveTable runs testdata/resolve.txt: the cases the model's
// choices decide, each traced to its rule of the package doc.
func TestResolveTable(t *testing.T) {
	dialecttest.RunFile(t, Default, "testdata/resolve.txt")
}
