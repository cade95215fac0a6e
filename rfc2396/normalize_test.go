package rfc2396

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestNormalizeTable(t *testing.T) {
	dialecttest.RunNormalizeFile(t, Default, "../testdata/rfc2396/normalize.txt")
}
