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

func TestBuffer(t *testing.T) {
	var b Buffer
	b.Grow(8)
	b.WriteString("/a/b")
	b.Truncate(2)
	b.WriteByte('c')
	if got := b.String(); got != "/ac" {
		t.Errorf("got %q", got)
	}
	if n := testing.AllocsPerRun(10, func() {
		var b Buffer
		b.Grow(16)
		b.WriteString("http://a/b/c")
		_ = b.String()
	}); n != 1 {
		t.Errorf("allocs = %v, want 1", n)
	}
}
