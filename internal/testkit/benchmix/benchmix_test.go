package benchmix

import (
	"strings"
	"testing"
)

func TestMixIsDeterministicAndVaried(t *testing.T) {
	a, b := Mix(2000, 1), Mix(2000, 1)
	if TSV(a) != TSV(b) {
		t.Fatal("same seed, different mix")
	}
	if TSV(Mix(2000, 2)) == TSV(a) {
		t.Fatal("different seeds, same mix")
	}
	kinds := map[string]int{}
	for _, p := range a {
		switch r := p.Ref; {
		case strings.HasPrefix(r, "../"):
			kinds["dotdot"]++
		case strings.HasPrefix(r, "./"):
			kinds["dot"]++
		case strings.HasPrefix(r, "//"):
			kinds["network"]++
		case strings.HasPrefix(r, "/"):
			kinds["absolute-path"]++
		case strings.HasPrefix(r, "#"):
			kinds["fragment"]++
		case strings.HasPrefix(r, "?"):
			kinds["query"]++
		case strings.Contains(r, "://"):
			kinds["absolute"]++
		default:
			kinds["relative"]++
		}
		if strings.ContainsAny(p.Base+p.Ref, "\t\n") {
			t.Fatalf("separator in %q", p)
		}
	}
	if len(kinds) != 8 {
		t.Errorf("reference kinds %v, want all 8", kinds)
	}
}
