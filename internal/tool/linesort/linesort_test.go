package linesort

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestSortsAsLCAllCSort sorts random lines (bytes above 0x7f, spaces and
// prefixes of one another among them) with a budget small enough to
// spill many times, and checks the output against a sort of the lines in
// memory by their bytes; and, where the machine has sort(1), against
// "LC_ALL=C sort" itself.
func TestSortsAsLCAllCSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("ab ,)/{}\"19\xc3\xa9\xff")
	var lines []string
	for range 5000 {
		n := rng.IntN(12)
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		lines = append(lines, string(b))
	}
	for _, budget := range []int{0, 100, 4096} {
		t.Run(fmt.Sprint(budget), func(t *testing.T) {
			dir := t.TempDir()
			s := New(dir, budget)
			for _, l := range lines {
				if err := s.Add([]byte(l)); err != nil {
					t.Fatal(err)
				}
			}
			if s.Len() != int64(len(lines)) {
				t.Errorf("Len %d, want %d", s.Len(), len(lines))
			}
			var out bytes.Buffer
			if err := s.Write(&out); err != nil {
				t.Fatal(err)
			}
			want := slices.Clone(lines)
			slices.Sort(want) // Go compares strings by their bytes
			if got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n"); !slices.Equal(got, want) {
				t.Errorf("the output is not the lines sorted by their bytes (%d lines, want %d)", len(got), len(want))
			}
			if left, _ := os.ReadDir(dir); len(left) != 0 {
				t.Errorf("temporary files left: %v", left)
			}
			if sortCmd, err := exec.LookPath("sort"); err == nil {
				cmd := exec.Command(sortCmd)
				cmd.Env = append(os.Environ(), "LC_ALL=C")
				cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
				ref, err := cmd.Output()
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(ref, out.Bytes()) {
					t.Error("the output differs from LC_ALL=C sort's")
				}
			}
		})
	}
}
