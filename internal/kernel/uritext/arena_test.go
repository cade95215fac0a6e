package uritext

import "testing"

// TestArenaKeepsStrings: strings made earlier are unchanged by later ones,
// across chunks and for a string larger than a chunk.
func TestArenaKeepsStrings(t *testing.T) {
	var a Arena
	var got, want []string
	for i := range 3000 {
		x, y, z := "http://a/", string(rune('a'+i%26)), "/g"
		if i == 1500 {
			z = string(make([]byte, 3*arenaChunk))
		}
		got = append(got, a.Join(x, y, z))
		want = append(want, x+y+z)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("string %d changed: %.40q, want %.40q", i, got[i], want[i])
		}
	}
}
