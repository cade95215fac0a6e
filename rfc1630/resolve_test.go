package rfc1630

import (
	"testing"

	"github.com/uridialect/uridialect/internal/dialecttest"
)

func TestResolvePublished(t *testing.T) {
	dialecttest.RunFile(t, Default, "../testdata/rfc1630/resolve.txt")
}

func TestResolveOwn(t *testing.T) {
	dialecttest.RunFile(t, Default, "../testdata/rfc1630/resolve_own.txt")
}
