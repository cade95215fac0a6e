package draft01_test

import (
	"testing"

	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestEstablishBase(t *testing.T) {
	dialecttest.RunBaseFile(t, draft01.Default, "testdata/base.txt")
}
