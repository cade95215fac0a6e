// Package clientcore holds what the client profiles (mosaic2, lynx2,
// netscape4, ...) have alike: the split of a string that their Parse
// reports, the Validate of a client that checked no grammar, and the
// recorder of the steps their tracers report.
//
// A client resolved text against text: Mosaic's and Lynx's HTParse and
// Navigator's NET_MakeAbsoluteURL take two C strings and return one, and
// none of them hands its parts to anyone. A client dialect therefore
// resolves the text of base and reference with its own algorithm, and
// its result is that text split by [Split]: Parse is a description of a
// string for the tools that show parts (parse, compare --parts), never
// the input of a resolution.
package clientcore

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Parts are the parts [Split] defines, with the names a client's own
// source gives them where it names them (libwww calls the scheme
// "access" and the fragment "anchor").
var Parts = []dialect.PartName{
	{Part: dialect.Scheme, Name: "access"},
	{Part: dialect.Authority, Name: "host"},
	{Part: dialect.Path, Name: "path"},
	{Part: dialect.Query, Name: "search"},
	{Part: dialect.Fragment, Name: "anchor"},
}

// Split splits s losslessly into scheme, authority, path, query and
// fragment, marked with grammar g:
//
//   - the fragment follows the first "#";
//   - the scheme is the text before the first ":" when that colon comes
//     after at least one character and before any "/", "?" or "#";
//   - the authority follows "//" at the start of what is left, up to the
//     next "/", "?" or "#";
//   - the query follows the first "?" of what is left, the path is the
//     rest (always defined, perhaps empty).
//
// This is the shape every client's scanner agrees on for the ordinary
// URL; where a client's scanner reads a string otherwise (Mosaic takes
// "a:b:c" as access "a" and path "c"), its package doc says so, and its
// Resolve follows the scanner, not Split.
func Split(s string, g dialect.Grammar) dialect.Reference {
	r := dialect.NewReference(s)
	end := len(s)
	for i := 0; i < len(s); i++ {
		if s[i] == '#' {
			r.Set(dialect.Fragment, i+1, len(s))
			end = i
			break
		}
	}
	start := 0
	for i := 0; i < end; i++ {
		c := s[i]
		if c == ':' {
			if i > 0 {
				r.Set(dialect.Scheme, 0, i)
				start = i + 1
			}
			break
		}
		if c == '/' || c == '?' {
			break
		}
	}
	if end-start >= 2 && s[start] == '/' && s[start+1] == '/' {
		e := start + 2
		for e < end && s[e] != '/' && s[e] != '?' {
			e++
		}
		r.Set(dialect.Authority, start+2, e)
		start = e
	}
	pathEnd := end
	for i := start; i < end; i++ {
		if s[i] == '?' {
			r.Set(dialect.Query, i+1, end)
			pathEnd = i
			break
		}
	}
	r.Set(dialect.Path, start, pathEnd)
	r.Mark(g)
	return r
}

// Parse is a client dialect's Parse: the length check of
// [dialectcore.CheckLength] under the dialect's limit, then [Split].
func Parse(name, s string, maxLength int, g dialect.Grammar) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, maxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return Split(s, g), nil
}

// Texts returns the texts of base and ref, as a client's Resolve reads
// them, or the violation of the first that is longer than the dialect's
// limit.
func Texts(name string, maxLength int, base, ref dialect.Reference) (bs, rs string, pe *dialect.ParseError) {
	bs, rs = base.String(), ref.String()
	if pe = dialectcore.CheckLength(name, bs, maxLength); pe == nil {
		pe = dialectcore.CheckLength(name, rs, maxLength)
	}
	return bs, rs, pe
}

// Store is the end of a client's ResolveText: it writes r, the
// resolution, to *t when err is nil, leaving *t as it was on error, as
// [dialect.TextResolver] promises, and returns err.
func Store(t *dialect.Reference, r dialect.Reference, err error) error {
	if err == nil {
		*t = r
	}
	return err
}

// Validate is the Validate of a client that checked no grammar: every
// string its HTML parser handed it was resolved, whatever bytes it held.
// The one violation is a string longer than the dialect's limit.
func Validate(name, s string, maxLength int) error {
	var es dialect.Errors
	if pe := dialectcore.CheckLength(name, s, maxLength); pe != nil {
		es.Add(pe)
	}
	return es.Err()
}

// A Recorder reports a client's steps to a tracer's callback, or drops
// them when there is none, and bounds the steps of one repeated kind (a
// dot segment removed) to [dialect.MaxRepeatedSteps], reporting the rest
// as one step, so that a trace stays linear in the input.
type Recorder struct {
	step     func(dialect.Step)
	repeated int
	lastRule dialect.Rule
}

// NewRecorder returns a Recorder that reports to step; step may be nil.
// Keep it in a variable and pass its address: it then stays on the stack.
func NewRecorder(step func(dialect.Step)) Recorder { return Recorder{step: step} }

// On reports whether steps are wanted: callers skip building the text of
// a step when they are not.
func (r *Recorder) On() bool { return r != nil && r.step != nil }

// Step reports one step.
func (r *Recorder) Step(rule dialect.Rule, action, state string) {
	if r.On() {
		r.step(dialect.Step{Rule: rule, Action: action, State: state})
	}
}

// StepBytes reports one step whose state is b, copied only when steps
// are wanted.
func (r *Recorder) StepBytes(rule dialect.Rule, action string, b []byte) {
	if r.On() {
		r.step(dialect.Step{Rule: rule, Action: action, State: string(b)})
	}
}

// Repeat reports one step of a repeated kind: the first
// dialect.MaxRepeatedSteps one by one, the rest counted and reported
// together by [Recorder.Flush].
func (r *Recorder) Repeat(rule dialect.Rule, action string, state func() string) {
	if !r.On() {
		return
	}
	r.repeated++
	if r.repeated <= dialect.MaxRepeatedSteps {
		r.step(dialect.Step{Rule: rule, Action: action, State: state()})
		return
	}
	r.lastRule = rule
}

// Flush reports, as one step, the repeated steps beyond
// dialect.MaxRepeatedSteps, with the state they led to.
func (r *Recorder) Flush(action string, state string) {
	if !r.On() {
		return
	}
	if n := r.repeated - dialect.MaxRepeatedSteps; n > 0 {
		r.step(dialect.Step{Rule: r.lastRule, Action: action + " (" + itoa(n) + " more)", State: state})
	}
	r.repeated = 0
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// BasePolicy returns the base a browser of the time used, cited as the
// client doc's source file and function: the HREF of the document's
// first BASE element, resolved against the document's address when it is
// relative, else the address the document was retrieved from. The header
// fields of the message (Base, Content-Base, Content-Location) and the
// enclosing entity are not consulted: the client profiles model the
// resolvers' source, and what each browser did with those fields lives
// elsewhere in it; the package docs say so. A fragment of the base is
// left to the resolver, which drops or keeps it as the client did.
func BasePolicy(element, retrieval dialect.Rule) *dialectcore.BasePolicy {
	return &dialectcore.BasePolicy{
		Steps: []dialectcore.BaseStep{
			{Layer: dialect.EmbeddedBase, Rule: element},
			{Layer: dialect.RetrievalBase, Rule: retrieval},
		},
		Empty:           retrieval,
		ResolveRelative: true,
	}
}
