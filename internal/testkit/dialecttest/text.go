package dialecttest

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// CheckText checks that [dialect.ResolveText] resolves the text ref
// against base as ParseIn and Resolve did, to res or err (the error of
// either): the same parts, the same Grammar mark and the same error, with
// base left unchanged and, on error, the target too. It also checks that
// the text of res is its whole source, as the contract says. It checks it twice:
// into a Reference of its own, and into base itself, as a chain of
// resolutions does.
func CheckText(t testing.TB, d dialect.Dialect, base dialect.Reference, ref string, res dialect.Reference, err error) {
	t.Helper()
	sentinel := dialect.NewReference("sentinel")
	sentinel.Set(dialect.Path, 0, len(sentinel.Source()))

	got, b := sentinel, base
	err2 := dialect.ResolveText(d, &got, &b, ref)
	if !same(b, base) {
		t.Fatalf("%v: ResolveText(%q, %q) changed the base to %s", d, base.String(), ref, FormatParts(b))
	}
	checkTextResult(t, d, "", base, ref, res, err, got, err2, sentinel)

	self := base
	err3 := dialect.ResolveText(d, &self, &self, ref)
	checkTextResult(t, d, " into the base", base, ref, res, err, self, err3, base)
}

// checkTextResult compares one result of ResolveText, got or err2, with
// ParseIn and Resolve's, res or err; on error the target must still be
// before.
func checkTextResult(t testing.TB, d dialect.Dialect, how string, base dialect.Reference, ref string,
	res dialect.Reference, err error, got dialect.Reference, err2 error, before dialect.Reference) {
	t.Helper()
	switch {
	case (err == nil) != (err2 == nil):
		t.Fatalf("%v: ResolveText%s(%q, %q): error %v, but %v by ParseIn and Resolve", d, how, base.String(), ref, err2, err)
	case err != nil && err.Error() != err2.Error():
		t.Fatalf("%v: ResolveText%s(%q, %q): error %q, but %q by ParseIn and Resolve", d, how, base.String(), ref, err2, err)
	case err != nil && !same(got, before):
		t.Fatalf("%v: ResolveText%s(%q, %q) failed but changed the target to %s", d, how, base.String(), ref, FormatParts(got))
	case err == nil && res.String() != res.Source():
		t.Fatalf("%v: Resolve(%q, %q): its text %q is not its source %q", d, base.String(), ref, res.String(), res.Source())
	case err == nil && !same(got, res):
		t.Fatalf("%v: ResolveText%s(%q, %q) = %s (grammar %v), but %s (grammar %v) by ParseIn and Resolve",
			d, how, base.String(), ref, FormatParts(got), got.Grammar(), FormatParts(res), res.Grammar())
	}
}

// same reports whether a and b have the same source, parts and mark.
func same(a, b dialect.Reference) bool {
	return a.Source() == b.Source() && FormatParts(a) == FormatParts(b) && a.Grammar() == b.Grammar()
}
