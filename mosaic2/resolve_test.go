package mosaic2_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/mosaic2"
)

func TestTable(t *testing.T) { dialecttest.RunFile(t, mosaic2.Default, "../testdata/mosaic2/resolve.txt") }
