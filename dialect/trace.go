package dialect

import "strconv"

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
