package migrate

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// algorithm is the cause of a difference that no rule of shape names: the
// traces of the two dialects (dialect.Tracer) name, on each side, the step
// that settled the target.
var algorithm = &Cause{ID: "algorithm", Description: "the resolution algorithms part at a step no narrower cause names: each side's deciding step, from its trace"}

// traceCause returns the cause of a link whose shape names none, from the
// traces of its resolution then (under dThen, against baseThen) and now:
// the deciding step of each side, as fit names the step where a
// configuration parts from an observed answer: the last step before the
// result whose state is neither an input nor a part of the other side's
// target (the path steps build a target's path in turn, and the last one
// that leaves the other's is where the two parted); else the result's
// step. ok is false when a dialect cannot trace or a side failed.
func traceCause(dThen, dNow dialect.Dialect, baseThen, baseNow, refThen, refNow, targetThen, targetNow string) (then, now string, ok bool) {
	stepsThen, ok1 := trace(dThen, baseThen, refThen)
	stepsNow, ok2 := trace(dNow, baseNow, refNow)
	if !ok1 || !ok2 {
		return "", "", false
	}
	return deciding(stepsThen, baseThen, refThen, targetNow), deciding(stepsNow, baseNow, refNow, targetThen), true
}

// trace resolves ref against base under d and returns the steps.
func trace(d dialect.Dialect, base, ref string) ([]dialect.Step, bool) {
	tr, ok := d.(dialect.Tracer)
	if !ok {
		return nil, false
	}
	b, err := d.Parse(base)
	if err != nil {
		return nil, false
	}
	r, err := dialect.ParseIn(d, b, ref)
	if err != nil {
		return nil, false
	}
	var steps []dialect.Step
	if _, err := tr.ResolveTrace(b, r, func(s dialect.Step) { steps = append(steps, s) }); err != nil || len(steps) == 0 {
		return nil, false
	}
	return steps, true
}

// deciding returns the rule of the step of steps that settled a target
// other than other.
func deciding(steps []dialect.Step, base, ref, other string) string {
	for k := len(steps) - 2; k >= 0; k-- {
		s := steps[k].State
		if s != "" && s != base && s != ref && !strings.Contains(other, s) {
			return steps[k].Rule.String()
		}
	}
	return steps[len(steps)-1].Rule.String()
}
