package libwwwperl5

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// TestRelativize runs the relativization property (dialecttest.CheckRelativize)
// over generated pairs: every answer resolves to the target, and every
// shorter candidate does not.
func TestRelativize(t *testing.T) {
	st := dialecttest.CheckRelativize(t, Default, 2000, 1)
	t.Logf("%+v", st)
}
