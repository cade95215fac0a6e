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
	switch {
	case (err == nil) != (err2 == nil):
		t.Fatalf("%v: Resolve(%q, %q): error %v, but %v with a trace", d, base.String(), ref.String(), err, err2)
	case err != nil && err.Error() != err2.Error():
		t.Fatalf("%v: Resolve(%q, %q): error %q, but %q with a trace", d, base.String(), ref.String(), err, err2)
	case err == nil && FormatParts(res) != FormatParts(res2):
		t.Fatalf("%v: Resolve(%q, %q) = %s, but %s with a trace", d, base.String(), ref.String(), FormatParts(res), FormatParts(res2))
	}
}
