package rfc3986_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc3986"
)

func TestEstablishBase(t *testing.T) {
	dialecttest.RunBaseFile(t, rfc3986.New(), "testdata/base.txt")
}
