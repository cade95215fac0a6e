package rfc2396_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc2396"
)

func TestValidateTable(t *testing.T) {
	dialecttest.RunValidateFile(t, rfc2396.Default, "testdata/validate.txt")
}
