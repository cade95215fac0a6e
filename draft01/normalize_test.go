package draft01

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestNormalizeTable(t *testing.T) {
	dialecttest.RunNormalizeFile(t, Default, "../testdata/draft01/normalize.txt")
}
