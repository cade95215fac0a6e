package dialecttest

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// Unmarked returns a copy of r built part by part, so that it carries no
// [dialect.Grammar]: a dialect reads it as its text, as the contract says,
// and parses it again.
func Unmarked(r dialect.Reference) dialect.Reference {
	u := dialect.NewReference(r.Source())
	for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
		if lo, hi := r.Span(p); lo >= 0 {
			u.Set(p, lo, hi)
		}
	}
	return u
}

// CheckUnmarked checks that d resolves the unmarked copies of base and ref
// (see [Unmarked]) as it resolved base and ref themselves, to res or err:
// a dialect that reads the parts of a Reference its own Parse marked,
// instead of parsing its text again, must come to the same parts and the
// same error.
func CheckUnmarked(t testing.TB, d dialect.Dialect, base, ref, res dialect.Reference, err error) {
	t.Helper()
	res2, err2 := d.Resolve(Unmarked(base), Unmarked(ref))
	checkSameOutcome(t, d, base, ref, "when parsed", res, err, "when read as text", res2, err2)
}

// checkSameOutcome fails t unless two resolutions of ref against base,
// told apart by how1 and how2, both fail with the same message or both
// give the same parts.
func checkSameOutcome(t testing.TB, d dialect.Dialect, base, ref dialect.Reference,
	how1 string, res1 dialect.Reference, err1 error, how2 string, res2 dialect.Reference, err2 error) {
	t.Helper()
	switch {
	case (err1 == nil) != (err2 == nil):
		t.Fatalf("%v: Resolve(%q, %q): error %v %s, %v %s", d, base.String(), ref.String(), err1, how1, err2, how2)
	case err1 != nil && err1.Error() != err2.Error():
		t.Fatalf("%v: Resolve(%q, %q): error %q %s, %q %s", d, base.String(), ref.String(), err1, how1, err2, how2)
	case err1 == nil && FormatParts(res1) != FormatParts(res2):
		t.Fatalf("%v: Resolve(%q, %q): %s %s, %s %s", d, base.String(), ref.String(), FormatParts(res1), how1, FormatParts(res2), how2)
	}
}
