package cputime

import (
	"runtime"
	"testing"
)

// TestNanosGrows checks that CPU time is told on Unix and grows with work.
func TestNanosGrows(t *testing.T) {
	before, ok := Nanos()
	if !ok {
		if runtime.GOOS == "linux" || runtime.GOOS == "darwin" {
			t.Fatalf("no CPU time on %s", runtime.GOOS)
		}
		t.Skipf("%s does not tell CPU time", runtime.GOOS)
	}
	x := 0
	for i := range 50_000_000 {
		x ^= i * i
	}
	after, _ := Nanos()
	if after <= before {
		t.Errorf("CPU time went from %d to %d over a busy loop (%d)", before, after, x)
	}
}
