package dialect

import "testing"

// String returns the source itself, without allocating, for a Reference
// whose parts stand in order with their separators, sub-parts of the
// authority included; and recomposes one whose parts do not.
func TestStringContiguous(t *testing.T) {
	const src = "http://u@h:8/p;x?q#f"
	r := NewReference(src)
	r.Set(Scheme, 0, 4)
	r.Set(Authority, 7, 12)
	r.Set(UserInfo, 7, 8)
	r.Set(Host, 9, 10)
	r.Set(Port, 11, 12)
	r.Set(Path, 12, 16)
	r.Set(Query, 17, 18)
	r.Set(Fragment, 19, 20)
	if got := r.String(); got != src {
		t.Fatalf("String() = %q, want %q", got, src)
	}
	if n := testing.AllocsPerRun(10, func() { _ = r.String() }); n != 0 {
		t.Errorf("String of a contiguous Reference allocates %v times", n)
	}
	// A part without its separator before it: recomposed.
	r.Unset(Query)
	r.Set(Fragment, 17, 18)
	if got, want := r.String(), "http://u@h:8/p;x#q"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	var zero Reference
	if got := zero.String(); got != "" {
		t.Errorf("zero Reference: String() = %q", got)
	}
}
