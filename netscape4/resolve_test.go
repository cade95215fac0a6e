package netscape4_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
	"github.com/uridialect/uridialect/netscape4"
)

func TestTable(t *testing.T) { dialecttest.RunFile(t, netscape4.Default, "../testdata/netscape4/resolve.txt") }
