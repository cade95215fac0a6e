package dialecttest

import (
	"os/exec"
	"testing"
)

// TestPeer runs cat as a peer: every question comes back as its answer,
// in order.
func TestPeer(t *testing.T) {
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skipf("no cat to run as a peer: %v", err)
	}
	p := StartPeer(t, "cat", exec.Command(cat))
	for _, q := range []string{"http://a/b\tg", "", "ERR", "x\ty\tz"} {
		if got := p.Ask(q); got != q {
			t.Errorf("Ask(%q) = %q", q, got)
		}
	}
}
