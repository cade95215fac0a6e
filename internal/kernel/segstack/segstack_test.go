package segstack

import (
	"strings"
	"testing"
)

// TestAgainstSlice runs random pushes, pops and drops against a slice of
// strings and checks the joined text, the count and the top after each.
func TestAgainstSlice(t *testing.T) {
	segs := []string{"", "a", "..", ".", "bc", "", "a..", "..."}
	for seed := range 200 {
		st := Start([]byte("prefix:"))
		var ref []string
		x := uint32(seed*2654435761 + 1)
		for range 40 {
			x = x*1664525 + 1013904223
			switch op := x >> 28; {
			case op < 8:
				s := segs[int(x>>8)%len(segs)]
				st.Push(s)
				ref = append(ref, s)
			case op < 13:
				st.Pop()
				if len(ref) > 0 {
					ref = ref[:len(ref)-1]
				}
			default:
				k := int(x>>8) % 3
				st.DropLeading(k)
				ref = ref[min(k, len(ref)):]
			}
			if got, want := string(st.Segments()), strings.Join(ref, "/"); got != want || st.Len() != len(ref) {
				t.Fatalf("seed %d: %q (%d), want %q (%d)", seed, got, st.Len(), want, len(ref))
			}
			if !strings.HasPrefix(string(st.Buf), "prefix:") {
				t.Fatalf("seed %d: the buffer's prefix was overwritten: %q", seed, st.Buf)
			}
			top, ok := st.Top()
			if ok != (len(ref) > 0) || ok && string(top) != ref[len(ref)-1] {
				t.Fatalf("seed %d: Top() = %q, %v; want %v", seed, top, ok, ref)
			}
			for _, s := range segs {
				if want := len(ref) > 0 && ref[len(ref)-1] == s; st.TopIs(s) != want {
					t.Fatalf("seed %d: TopIs(%q) = %v with %q", seed, s, !want, ref)
				}
			}
		}
	}
}
