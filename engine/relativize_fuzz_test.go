package engine_test

import (
	"errors"
	"os"
	"testing"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/testkit/dialecttest"
)

// specifications are the dialects FuzzRelativize runs: the client
// profiles' resolution rewrites what the candidate search takes for
// granted (the base's authority as written, the empty reference the base
// itself), so their answers are checked by their own property
// (dialecttest.Suite) only.
var specifications = engine.Specifications()

// FuzzRelativize checks, for any base and target and under every
// specification that parses the base, that Relativize never panics and either returns a
// reference that resolves against the base to exactly the target (and is
// no longer than the target when the target resolves to itself), or fails with a *dialect.RelativizeError (the
// target itself then gives something else) or a *dialect.ParseError. The
// target is taken as given and as the resolution of itself read as a
// reference, for which a reference usually exists. The seeds are the
// bases and targets of every dialect's resolution and relativization
// tables.
func FuzzRelativize(f *testing.F) {
	for _, d := range specifications {
		for _, name := range []string{"resolve.txt", "relativize.txt"} {
			cases, err := dialecttest.ReadCases(dialecttest.Table("..", d, name))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				f.Fatal(err)
			}
			for _, c := range cases {
				f.Add(c.Base, c.Ref)
				if !c.WantErr {
					f.Add(c.Base, c.Want)
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, baseText, target string) {
		var scratch dialect.Reference
		for _, d := range specifications {
			base, err := d.Parse(baseText)
			if err != nil {
				continue
			}
			checkRelativizeOne(t, d, &base, target)
			if dialect.ResolveText(d, &scratch, &base, target) == nil {
				checkRelativizeOne(t, d, &base, scratch.Source())
			}
		}
	})
}

// checkRelativizeOne checks one call of d's Relativize, as FuzzRelativize
// describes.
func checkRelativizeOne(t *testing.T, d dialect.Dialect, base *dialect.Reference, target string) {
	t.Helper()
	got, err := d.(dialect.Relativizer).Relativize(base, target)
	var res dialect.Reference
	if err != nil {
		var re *dialect.RelativizeError
		var pe *dialect.ParseError
		switch {
		case errors.As(err, &re):
			if re.Reason == "" {
				t.Fatalf("%v: Relativize(%q, %q): error without a reason: %v", d, base, target, err)
			}
			if dialect.ResolveText(d, &res, base, target) == nil && res.Source() == target {
				t.Fatalf("%v: Relativize(%q, %q) failed (%v), but the target resolves to itself", d, base, target, err)
			}
		case errors.As(err, &pe):
		default:
			t.Fatalf("%v: Relativize(%q, %q): error %T %v is neither a RelativizeError nor a ParseError", d, base, target, err, err)
		}
		return
	}
	if err := dialect.ResolveText(d, &res, base, got); err != nil || res.Source() != target {
		t.Fatalf("%v: Relativize(%q, %q) = %q, which resolves to %q (%v)", d, base, target, got, res.Source(), err)
	}
	// The target is a candidate: a longer answer is right only when the
	// target itself gives something else ("0" against "0/" under the
	// draft is "0/0", and "../0" is the answer).
	if len(got) > len(target) && dialect.ResolveText(d, &res, base, target) == nil && res.Source() == target {
		t.Fatalf("%v: Relativize(%q, %q) = %q, longer than the target, which resolves to itself", d, base, target, got)
	}
}
