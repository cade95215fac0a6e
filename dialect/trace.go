package dialect

import (
	"strconv"
	"strings"
)

// MaxRepeatedSteps bounds how many steps of one repeated kind (the removal
// of one dot segment, say) a [Tracer] reports one by one. It reports the
// rest as a single step giving their number and the state they lead to, so
// a trace stays linear in the length of the input however many segments
// the input makes it remove.
const MaxRepeatedSteps = 32

// A Step is one action of a resolution algorithm, reported by a [Tracer].
type Step struct {
	Rule   Rule   // where the specification prescribes it
	Action string // what was done, e.g. `remove "<segment>/.." pair`
	// State is the value the action produced: the path buffer after a
	// path step, the component that was inherited, or the result.
	State string
}

// String renders the step as
// `RFC 2396, Section 5.2, step 6e: remove "<segment>/../" => "/a/g"`.
func (s Step) String() string {
	return s.Rule.String() + ": " + s.Action + " => " + strconv.Quote(s.State)
}

// A Stage names where a traced resolution stopped.
type Stage uint8

const (
	Resolved      Stage = iota // the resolution gave a result
	BaseFailed                 // the base did not parse
	RefFailed                  // the reference did not parse in the base's context
	ResolveFailed              // the resolution itself failed
)

// A Trace is the record of one resolution of text: the steps the dialect
// reported, the result, and where it stopped.
type Trace struct {
	Steps  []Step
	Result Reference // the target, when Stage is Resolved
	Stage  Stage
	Err    error // why it stopped, when Stage is not Resolved
	// Traced is false when the dialect is not a [Tracer]: Steps is then
	// empty and Result is Resolve's.
	Traced bool
}

// ResolveTrace parses base with d, ref in its context ([ParseIn]), and
// resolves ref against base, recording the steps d reports where it is a
// [Tracer]. It is the one way the commands, fit and migrate collect a
// trace.
func ResolveTrace(d Dialect, base, ref string) Trace {
	var t Trace
	b, err := d.Parse(base)
	if err != nil {
		t.Stage, t.Err = BaseFailed, err
		return t
	}
	r, err := ParseIn(d, b, ref)
	if err != nil {
		t.Stage, t.Err = RefFailed, err
		return t
	}
	if tr, ok := d.(Tracer); ok {
		t.Traced = true
		t.Result, err = tr.ResolveTrace(b, r, func(s Step) { t.Steps = append(t.Steps, s) })
	} else {
		t.Result, err = d.Resolve(b, r)
	}
	if err != nil {
		t.Stage, t.Err, t.Result = ResolveFailed, err, Reference{}
	}
	return t
}

// Deciding returns the index in t.Steps of the step that settled t's
// result where it differs from other, an answer another configuration
// gave or a client was observed to give: the last step before the result
// whose state is neither base, nor ref, nor a part of other (the path
// steps build a result's path in turn, and the last of them that leaves
// other's is where the two parted); else the result's step, the last. It
// returns -1 when t has no steps.
func (t *Trace) Deciding(base, ref, other string) int {
	for k := len(t.Steps) - 2; k >= 0; k-- {
		s := t.Steps[k].State
		if s != "" && s != base && s != ref && !strings.Contains(other, s) {
			return k
		}
	}
	return len(t.Steps) - 1
}
