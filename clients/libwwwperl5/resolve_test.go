package libwwwperl5

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestResolveTable(t *testing.T) {
	dialecttest.RunFile(t, Default, "testdata/resolve.txt")
}
