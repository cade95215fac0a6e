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
