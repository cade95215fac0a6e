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
	alphabet := []byte("<mMeEtTaAbBsScChH&\t\n\r x=\"\x80\x00\x1c")
	for n := range 2000 {
		b := make([]byte, n%40)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		for _, s := range []string{"<meta", "<base", "<m", "<b", "charset", "ch", "cha"} {
			if got, want := containsFold(b, s), bytes.Contains(bytes.ToLower(b), []byte(s)); got != want {
				t.Fatalf("containsFold(%q, %q) = %v, want %v", b, s, got, want)
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
