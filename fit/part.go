package fit

import (
	"errors"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// A Miss is an observation a configuration does not reproduce, and where
// its resolution parts from the observed answer.
type Miss struct {
	Observation int    // index in Result.Observations
	Answer      string // what the configuration gives, when Err is nil
	Err         error  // why the configuration refuses the reference
	// Step is where the configuration parts from the observation. With
	// a Reproducer of the same dialect (Compared), it is the first step
	// of its trace that is not the Reproducer's, and Other is the
	// Reproducer's step there. Otherwise it is a nearest guess: the step
	// that failed; the last step when the system refused what the
	// configuration resolved; or else the last step before the result
	// whose state is neither one of the inputs nor in the observed
	// answer, or the result's step if there is none.
	Step     *dialect.Step
	Other    *dialect.Step
	Compared bool
	// Reproducer names a configuration that reproduces the observation,
	// of the same dialect where one does (the one with the fewest
	// settings changed); "" when none does.
	Reproducer string
}

// Misses returns every observation the configuration ranked i does not
// reproduce, in the order of the observations.
func (r *Result) Misses(i int) []Miss {
	rk := r.Ranking[i]
	var out []Miss
	for j, o := range r.Observations {
		if r.hit(rk.index, j) {
			continue
		}
		out = append(out, r.miss(rk.Config, j, o))
	}
	return out
}

func (r *Result) miss(c engine.Config, j int, o Observation) Miss {
	m := Miss{Observation: j}
	tr := traceResolve(c.Dialect, o.Base, o.Ref)
	steps, err := tr.Steps, tr.Err
	if err == nil {
		m.Answer = tr.Result.String()
	}
	m.Err = err
	rep := r.reproducer(c, j)
	if rep >= 0 {
		m.Reproducer = r.Configs[rep].Name()
	}
	if rep >= 0 && r.Configs[rep].Dialect.Name() == c.Dialect.Name() {
		other := traceResolve(r.Configs[rep].Dialect, o.Base, o.Ref).Steps
		for k := 0; k < max(len(steps), len(other)); k++ {
			if k < len(steps) && k < len(other) && steps[k] == other[k] {
				continue
			}
			if k < len(steps) {
				m.Step = &steps[k]
			}
			if k < len(other) {
				m.Other = &other[k]
			}
			m.Compared = true
			return m
		}
	}
	switch {
	case err != nil:
		if len(steps) > 0 {
			m.Step = &steps[len(steps)-1]
		}
	case o.Rejected:
		if len(steps) > 0 {
			m.Step = &steps[len(steps)-1]
		}
	default:
		// Where the answer was settled off the observed one.
		if k := tr.Deciding(o.Base, o.Ref, o.Observed); k >= 0 {
			m.Step = &tr.Steps[k]
		}
	}
	return m
}

// reproducer returns the index in Configs of a configuration that
// reproduces observation j: of c's dialect, with the fewest settings
// changed from c's, else the first of any; -1 if none does.
func (r *Result) reproducer(c engine.Config, j int) int {
	best, bestDiff, first := -1, 0, -1
	mine := settingsMap(c)
	for i, x := range r.Configs {
		if !r.hit(i, j) {
			continue
		}
		if first < 0 {
			first = i
		}
		if x.Dialect.Name() != c.Dialect.Name() {
			continue
		}
		if d := settingsDiff(mine, settingsMap(x)); best < 0 || d < bestDiff {
			best, bestDiff = i, d
		}
	}
	if best >= 0 {
		return best
	}
	return first
}

// settingsDiff counts the keys whose values differ between a and b.
func settingsDiff(a, b map[string]string) int {
	n := 0
	for k, v := range a {
		if b[k] != v {
			n++
		}
	}
	for k := range b {
		if _, ok := a[k]; !ok {
			n++
		}
	}
	return n
}

// traceResolve resolves ref against base with d and records its trace
// ([dialect.ResolveTrace]); where it fails, the rule the error cites, if
// any, is its last step.
func traceResolve(d dialect.Dialect, base, ref string) dialect.Trace {
	t := dialect.ResolveTrace(d, base, ref)
	if t.Err != nil {
		t.Steps = errorSteps(t.Steps, t.Err)
	}
	return t
}

// errorSteps appends to steps the rule err cites, if it cites one.
func errorSteps(steps []dialect.Step, err error) []dialect.Step {
	var pe *dialect.ParseError
	if errors.As(err, &pe) {
		steps = append(steps, dialect.Step{Rule: pe.Rule, Action: pe.Msg})
	}
	return steps
}
