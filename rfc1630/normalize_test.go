package rfc1630

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestNormalizeTable(t *testing.T) {
	dialecttest.RunNormalizeFile(t, Default, "../testdata/rfc1630/normalize.txt")
}
