package dialecttest

import (
	"testing"

	"github.com/uridialect/uridialect/dialect"
)

// CheckTraced checks that a [dialect.Tracer] resolves base and ref with a
// trace as Resolve did, to res or err: a dialect may take shorter paths
// when no trace is asked for, and they must come to the same parts and
// the same error. A dialect that is no Tracer passes.
func CheckTraced(t testing.TB, d dialect.Dialect, base, ref, res dialect.Reference, err error) {
	t.Helper()
	tr, ok := d.(dialect.Tracer)
	if !ok {
		return
	}
	res2, err2 := tr.ResolveTrace(base, ref, func(dialect.Step) {})
	checkSameOutcome(t, d, base, ref, "without a trace", res, err, "with a trace", res2, err2)
}

// Trace resolves ref against base under d by [dialect.ResolveTrace], the
// one way traces are collected, and checks that the traced answer is the
// plain one ([dialect.ResolveString]): a trace reports the work and never
// changes it. It fails the test where base or ref does not parse.
func Trace(t testing.TB, d dialect.Dialect, base, ref string) dialect.Trace {
	t.Helper()
	tr := dialect.ResolveTrace(d, base, ref)
	if tr.Stage == dialect.BaseFailed || tr.Stage == dialect.RefFailed {
		t.Fatalf("%v: trace %q against %q: %v", d, ref, base, tr.Err)
	}
	plain, err := dialect.ResolveString(d, base, ref)
	switch {
	case (err == nil) != (tr.Err == nil):
		t.Errorf("%v: %q against %q: traced error %v, plain error %v", d, ref, base, tr.Err, err)
	case err == nil && plain != tr.Result.String():
		t.Errorf("%v: %q against %q: traced %q, plain %q", d, ref, base, tr.Result.String(), plain)
	}
	return tr
}

// TraceOK is [Trace] for a resolution that must succeed: it fails the
// test where it does not.
func TraceOK(t testing.TB, d dialect.Dialect, base, ref string) dialect.Trace {
	t.Helper()
	tr := Trace(t, d, base, ref)
	if tr.Err != nil {
		t.Fatalf("%v: trace %q against %q: %v", d, ref, base, tr.Err)
	}
	return tr
}

// StepLines returns each of steps as line writes it: [dialect.Step.String],
// or the shorter form a test's table compares (the rule cited, the step
// and the state).
func StepLines(steps []dialect.Step, line func(dialect.Step) string) []string {
	var out []string
	for _, s := range steps {
		out = append(out, line(s))
	}
	return out
}

// CheckTraces traces every case of the resolve table at path under d,
// configured with the case's options: every step cites one document, the
// one the first step cites (a client's steps cite its source: "NCSA
// Mosaic 2.7, libwww2/HTParse.c, HTSimplify"), and, for a client whose
// resolution succeeds, the last step's state is the result (a client
// resolves text to text; a specification's last step may be a component).
func CheckTraces(t *testing.T, d dialect.Dialect, path string) {
	t.Helper()
	info := d.(dialect.Describer).Info()
	runCases(t, d, path, func(t *testing.T, c Case, dd dialect.Dialect) {
		tr := dialect.ResolveTrace(dd, c.Base, c.Ref)
		if tr.Stage == dialect.BaseFailed || tr.Stage == dialect.RefFailed {
			return
		}
		for _, s := range tr.Steps {
			if s.Rule.Doc != tr.Steps[0].Rule.Doc {
				t.Errorf("%s: %v: step %q cites another document than %q", c.where(), dd, s, tr.Steps[0].Rule.Doc)
			}
		}
		if tr.Err != nil || info.Kind != dialect.Client {
			return
		}
		if len(tr.Steps) == 0 {
			t.Fatalf("%s: %v: no step traced", c.where(), dd)
		}
		if last := tr.Steps[len(tr.Steps)-1]; last.State != tr.Result.String() {
			t.Errorf("%s: %v: %q against %q: the last step's state is %q, the result %q", c.where(), dd, c.Ref, c.Base, last.State, tr.Result.String())
		}
	})
}
