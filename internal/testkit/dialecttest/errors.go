package dialecttest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/go-multierror"

	"github.com/uridialect/uridialect/dialect"
)

// CheckErrors checks that every error d returns is one [*dialect.ParseError]
// type, whichever method returns it, so that a caller's errors.As finds
// it: for the hostile inputs, a string one byte over the length limit,
// and every base and reference of the tables at paths (each resolved
// against the other bases, and against a base of no scheme), the error of
// Parse, ParseIn, Resolve and ResolveTrace is a *dialect.ParseError
// naming d, and that of Validate a *multierror.Error of them, whose
// first errors.As finds and every one of which [dialect.Violations]
// returns.
func CheckErrors(t *testing.T, d dialect.Dialect, paths ...string) {
	t.Helper()
	inputs := []string{"", "g", "a/b", strings.Repeat("x", dialect.DefaultMaxLength+1)}
	for _, h := range HostileInputs {
		inputs = append(inputs, h.Input)
	}
	bases := []string{DotBase, "a/b", ""}
	for _, p := range paths {
		for _, c := range mustRead(t, p) {
			inputs = append(inputs, c.Ref)
			if len(bases) < 16 && !slices.Contains(bases, c.Base) {
				bases = append(bases, c.Base)
			}
		}
	}
	inputs = append(inputs, bases...)
	errs := 0
	for _, s := range inputs {
		r, err := d.Parse(s)
		errs += checkParseError(t, d, "Parse", s, err)
		if v, ok := d.(dialect.Validator); ok {
			errs += checkViolations(t, d, s, v.Validate(s))
		}
		if err != nil {
			continue
		}
		for _, bs := range bases {
			b, err := d.Parse(bs)
			if err != nil {
				continue
			}
			ref, err := dialect.ParseIn(d, b, s)
			errs += checkParseError(t, d, "ParseIn", s, err)
			if err != nil {
				ref = r
			}
			_, err = d.Resolve(b, ref)
			errs += checkParseError(t, d, "Resolve", bs+" "+s, err)
			if tr, ok := d.(dialect.Tracer); ok {
				_, err = tr.ResolveTrace(b, ref, func(dialect.Step) {})
				errs += checkParseError(t, d, "ResolveTrace", bs+" "+s, err)
			}
		}
	}
	if errs == 0 {
		t.Errorf("%s: no input gave an error to check", d.Name())
	}
}

// checkParseError checks that err, if any, is a *dialect.ParseError of d,
// and reports 1 when there was one.
func checkParseError(t *testing.T, d dialect.Dialect, method, in string, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var pe *dialect.ParseError
	if !errors.As(err, &pe) {
		t.Errorf("%s.%s(%.60q): %T %v is no *dialect.ParseError", d.Name(), method, in, err, err)
		return 1
	}
	if pe.Dialect != d.Name() {
		t.Errorf("%s.%s(%.60q): the error names the dialect %q", d.Name(), method, in, pe.Dialect)
	}
	return 1
}

// checkViolations checks Validate's error: nil, or a *multierror.Error of
// *dialect.ParseError, the first of which errors.As finds.
func checkViolations(t *testing.T, d dialect.Dialect, in string, err error) int {
	t.Helper()
	if err == nil {
		return 0
	}
	var merr *multierror.Error
	if !errors.As(err, &merr) || len(merr.Errors) == 0 {
		t.Errorf("%s.Validate(%.60q): %T %v is no multierror", d.Name(), in, err, err)
		return 1
	}
	var pe *dialect.ParseError
	if !errors.As(err, &pe) || pe != merr.Errors[0] {
		t.Errorf("%s.Validate(%.60q): errors.As does not find the first violation", d.Name(), in)
	}
	if vs := dialect.Violations(err); len(vs) != len(merr.Errors) {
		t.Errorf("%s.Validate(%.60q): %d violations of %d are *dialect.ParseError", d.Name(), in, len(vs), len(merr.Errors))
	}
	for _, e := range merr.Errors {
		checkParseError(t, d, "Validate", in, e)
	}
	return 1
}
