package migrate

import "github.com/uridialect/uridialect/dialect"

// algorithm is the cause of a difference that no rule of shape names: the
// traces of the two dialects (dialect.Tracer) name, on each side, the step
// that settled the target.
var algorithm = &Cause{ID: "algorithm", Description: "the resolution algorithms part at a step no narrower cause names: each side's deciding step, from its trace"}

// traceCause returns the cause of a link whose shape names none, from the
// traces of its resolution then (under dThen, against baseThen) and now:
// the deciding step of each side against the other side's target
// ([dialect.Trace.Deciding], the rule fit uses to name where a
// configuration parts from an observed answer). ok is false when a
// dialect cannot trace or a side failed.
func traceCause(dThen, dNow dialect.Dialect, baseThen, baseNow, refThen, refNow, targetThen, targetNow string) (then, now string, ok bool) {
	tThen := dialect.ResolveTrace(dThen, baseThen, refThen)
	tNow := dialect.ResolveTrace(dNow, baseNow, refNow)
	if !traced(&tThen) || !traced(&tNow) {
		return "", "", false
	}
	return tThen.Steps[tThen.Deciding(baseThen, refThen, targetNow)].Rule.String(),
		tNow.Steps[tNow.Deciding(baseNow, refNow, targetThen)].Rule.String(), true
}

// traced reports whether t is a trace that resolved and has steps.
func traced(t *dialect.Trace) bool {
	return t.Traced && t.Stage == dialect.Resolved && len(t.Steps) > 0
}
