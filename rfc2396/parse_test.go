package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

func TestParseTable(t *testing.T) {
	dialecttest.RunParseFile(t, rfc2396.Default, "testdata/parse.txt")
}
