package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

func TestEstablishBase(t *testing.T) {
	dialecttest.RunBaseFile(t, rfc2396.New(), "testdata/base.txt")
}
