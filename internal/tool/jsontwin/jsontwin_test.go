package jsontwin

import "testing"

func TestValue(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://a/b", ""},
		{"", ""},
		{"caf\u00e9", ""},
		{"b\xff", "Yv8="},
		{"/caf\xe9", "L2NhZuk="},
	} {
		if got := Value(tc.in); got != tc.want {
			t.Errorf("Value(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
