package rfc1808

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestNormalizeTable(t *testing.T) {
	dialecttest.RunNormalizeFile(t, Default, "../testdata/rfc1808/normalize.txt")
}
