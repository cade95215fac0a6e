package uritext

import "testing"

func TestSet(t *testing.T) {
	s := NewSet("-.", "az").Union(Digit).Without(".")
	for _, c := range []byte("az09-") {
		if !s.Has(c) {
			t.Errorf("%q missing", c)
		}
	}
	for _, c := range []byte("AZ.%") {
		if s.Has(c) {
			t.Errorf("%q present", c)
		}
	}
}

func TestEscape(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		ok   bool
		span int
	}{
		{"%41", 0, true, 3}, {"a%4", 1, false, 2}, {"%zz", 0, false, 3}, {"%", 0, false, 1}, {"%%41", 0, false, 1},
	} {
		if got := IsEscape(tc.s, tc.i); got != tc.ok {
			t.Errorf("IsEscape(%q,%d) = %v", tc.s, tc.i, got)
		}
		if got := EscapeLen(tc.s, tc.i); got != tc.span {
			t.Errorf("EscapeLen(%q,%d) = %d, want %d", tc.s, tc.i, got, tc.span)
		}
	}
}
