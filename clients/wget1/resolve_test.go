package wget1_test

import (
	"testing"

	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

const table = "testdata/resolve.txt"

// TestTable runs testdata/resolve.txt: every case traced to the
// lines of Wget 1.5.3's source that decide it.
func TestTable(t *testing.T) {
	dialecttest.RunFile(t, wget1.Default, table)
}
