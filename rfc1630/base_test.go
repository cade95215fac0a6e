package rfc1630_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1630"
)

func TestEstablishBase(t *testing.T) {
	dialecttest.RunBaseFile(t, rfc1630.Default, "testdata/base.txt")
}
