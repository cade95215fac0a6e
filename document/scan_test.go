package document

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// The word-at-a-time searches agree with their plain definitions, at
// every position and alignment.
func TestWordSearches(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("<mMeEtTaAbBsS&\t\n\r x=\"\x80\x00")
	for n := range 2000 {
		b := make([]byte, n%40)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		for _, name := range []string{"meta", "base", "m", "b"} {
			want := false
			for i := 0; i+1+len(name) <= len(b); i++ {
				if b[i] == '<' && equalFoldString(b[i+1:i+1+len(name)], name) {
					want = true
				}
			}
			if got := mayHoldTag(b, name); got != want {
				t.Fatalf("mayHoldTag(%q, %q) = %v, want %v", b, name, got, want)
			}
		}
		want := len(b) > 0 && (isSpace(b[0]) || isSpace(b[len(b)-1])) || bytes.ContainsAny(b, "&\t\n\r")
		if got := needsDecoding(b); got != want {
			t.Fatalf("needsDecoding(%q) = %v, want %v", b, got, want)
		}
		if got, want := hasHighBit(b), bytes.ContainsFunc(b, func(r rune) bool { return r >= 0x80 }); got != want {
			t.Fatalf("hasHighBit(%q) = %v, want %v", b, got, want)
		}
	}
}
