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
	switch {
	case (err == nil) != (err2 == nil):
		t.Fatalf("%v: Resolve(%q, %q): error %v when parsed, %v when read as text", d, base.String(), ref.String(), err, err2)
	case err != nil && err.Error() != err2.Error():
		t.Fatalf("%v: Resolve(%q, %q): error %q when parsed, %q when read as text", d, base.String(), ref.String(), err, err2)
	case err == nil && FormatParts(res) != FormatParts(res2):
		t.Fatalf("%v: Resolve(%q, %q): %s when parsed, %s when read as text", d, base.String(), ref.String(), FormatParts(res), FormatParts(res2))
	}
}
