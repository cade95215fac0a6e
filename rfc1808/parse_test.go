package rfc1808_test

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
	"github.com/uridialect/uridialect/rfc1808"
)

func TestParseTable(t *testing.T) {
	dialecttest.RunParseFile(t, rfc1808.Default, "testdata/parse.txt")
}

func TestValidateTable(t *testing.T) {
	dialecttest.RunValidateFile(t, rfc1808.Default, "testdata/validate.txt")
}
