package rfc1630

import (
	"testing"

	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

func TestAllocs(t *testing.T) {
	for _, c := range [][2]string{
		{"magic://a/b/c//d/e/f", "g"},
		{"magic://a/b/c//d/e/f", "/g"},
		{"magic://a/b/c//d/e/f", "//g"},
		{"magic://a/b/c//d/e/f", "../g"},
		{"magic://a/b/c//d/e/f", "g:h"},
		{"magic://a/b/c//d/e/f", "magic:g"},
		{"magic://a/b/c//d/e/f", "../../../../x/./y/../z?q#f"},
		{"magic://a/b?q#f", ""},
		{"magic://a/b?q#f", "#s"},
		{"magic://a", "g"},
	} {
		dialecttest.CheckAllocs(t, Default, c[0], c[1])
		dialecttest.CheckAllocs(t, Literal, c[0], c[1])
	}
}

func TestValidateAllocatesNothingWhenValid(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = Default.Validate("http://info.cern.ch:8000/imaginary/test?x+y#z") }); n != 0 {
		t.Errorf("Validate of a valid URI allocates %v times", n)
	}
}
