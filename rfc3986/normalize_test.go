package rfc3986

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestNormalizeTable(t *testing.T) {
	dialecttest.RunNormalizeFile(t, Default, "../testdata/rfc3986/normalize.txt")
}
