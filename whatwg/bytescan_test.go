package whatwg

import "testing"

// TestByteScans checks the word-at-a-time scans against byte loops, for
// every byte at every position of strings of up to 19 bytes.
func TestByteScans(t *testing.T) {
	below := func(s string, n byte) bool {
		for i := 0; i < len(s); i++ {
			if s[i] < n {
				return true
			}
		}
		return false
	}
	text := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 || s[i] < 0x20 {
				return false
			}
		}
		return true
	}
	for n := 0; n < 20; n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				b := make([]byte, n)
				for i := range b {
					b[i] = 'a'
				}
				b[at] = byte(c)
				s := string(b)
				for _, lim := range []byte{'\r' + 1, 0x20, 0x80} {
					if got, want := hasBelow(s, lim), below(s, lim); got != want {
						t.Fatalf("hasBelow(%q, %#x) = %v, want %v", s, lim, got, want)
					}
				}
				if got, want := isASCIIText(s), text(s); got != want {
					t.Fatalf("isASCIIText(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}
