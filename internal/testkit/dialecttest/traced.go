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
