package generic

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// checkParts compares SplitParts(s) with Split(s), part by part, and the
// spans DefineParts gives them with Split's.
func checkParts(t *testing.T, s string) {
	t.Helper()
	r, p := Split(s), SplitParts(s)
	for _, c := range []struct {
		part dialect.Part
		text string
		ok   bool
	}{
		{dialect.Scheme, p.Scheme, p.HasScheme},
		{dialect.Authority, p.Authority, p.HasAuthority},
		{dialect.Path, p.Path, true},
		{dialect.Query, p.Query, p.HasQuery},
		{dialect.Fragment, p.Fragment, p.HasFragment},
	} {
		if text, ok := r.Get(c.part); text != c.text || ok != c.ok {
			t.Fatalf("SplitParts(%q): %v is %q (%v), Split gives %q (%v)", s, c.part, c.text, c.ok, text, ok)
		}
	}
	d := dialect.NewReference(s)
	DefineParts(&d, &p)
	for part := dialect.Scheme; int(part) < dialect.NumParts; part++ {
		lo, hi := d.Span(part)
		if wlo, whi := r.Span(part); lo != wlo || hi != whi {
			t.Fatalf("DefineParts(%q): %v at [%d:%d], Split puts it at [%d:%d]", s, part, lo, hi, wlo, whi)
		}
	}
}

func TestSplitPartsIsSplit(t *testing.T) {
	for _, s := range samples {
		checkParts(t, s)
	}
}

func FuzzSplitParts(f *testing.F) {
	for _, s := range samples {
		f.Add(s)
	}
	f.Fuzz(checkParts)
}
