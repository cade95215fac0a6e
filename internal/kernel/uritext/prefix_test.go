package uritext

import "testing"

func TestCommonPrefix(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"a", "", 0},
		{"/b/c/d", "/b/c/g", 5},
		{"/b/c/d", "/b/c/d", 6},
		{"/abcdefgh/ij", "/abcdefgh/ik", 11},
		{"/abcdefgh", "/abcdefgh/ik", 9},
		{"/abcdefghijklmnopq", "/abcdefghijklmnopr", 17},
		{"x/abcdefghijklmnop", "/abcdefghijklmnop", 0},
		{"/abcdefg", "/abcdefX", 7},
	} {
		if got := CommonPrefix(c.a, c.b); got != c.want {
			t.Errorf("CommonPrefix(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := CommonPrefix(c.b, c.a); got != c.want {
			t.Errorf("CommonPrefix(%q, %q) = %d, want %d", c.b, c.a, got, c.want)
		}
	}
}
