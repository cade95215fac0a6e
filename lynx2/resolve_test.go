package lynx2_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/lynx2"
)

func TestTable(t *testing.T) { dialecttest.RunFile(t, lynx2.Default, "../testdata/lynx2/resolve.txt") }
