package engine

import (
	"errors"
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/relgen"
)

// A Relativizer writes the reference that is safe under a set of
// dialects: the shortest reference that each of them resolves, against
// the base, to exactly the target. With one dialect it is that dialect's
// own Relativize. With several it is what a migration writes when it
// cannot know which resolver will read the document: a reference every one
// of them reads the same.
//
// The candidates are those of every dialect's Relativize (suffixes of the
// target, after "./" or "../" for a relative path), tried in the same
// order, the absolute target last; the absolute target is checked like
// any other, for it is not safe everywhere (RFC 1630 reads an absolute URI
// with the base's scheme as partial, RFC 3986 removes its dot segments).
type Relativizer struct {
	// Dialects is the set: each must implement [dialect.Relativizer].
	Dialects []dialect.Dialect
	// Reasons asks for the reason each candidate tried before the answer
	// was rejected (SafeReference.Rejected). Without it, the candidates
	// that some dialect's own answer shows cannot work are passed over.
	Reasons bool
}

// A SafeReference is the answer of [Relativizer.Relativize].
type SafeReference struct {
	Ref      string
	Form     dialect.RelativeForm
	Rejected []Rejection // with Reasons: each candidate before Ref, in order
}

// A Rejection is a candidate that is not safe and the first dialect of
// the set that reads it otherwise: as Got, or failing with Err.
type Rejection struct {
	Ref     string
	Form    dialect.RelativeForm
	Dialect string
	Got     string
	Err     error
}

// String renders `"g" (segment): rfc1808 gives "http://a/b/g"`.
func (r Rejection) String() string {
	if r.Err != nil {
		return fmt.Sprintf("%q (%v): %s fails: %v", r.Ref, r.Form, r.Dialect, r.Err)
	}
	return fmt.Sprintf("%q (%v): %s gives %q", r.Ref, r.Form, r.Dialect, r.Got)
}

// NewRelativizer returns a Relativizer for the dialects named, with their
// default options; no name means [DefaultName].
func NewRelativizer(names ...string) (*Relativizer, error) {
	if len(names) == 0 {
		names = []string{DefaultName}
	}
	r := &Relativizer{}
	for _, n := range names {
		d, err := Lookup(n)
		if err != nil {
			return nil, err
		}
		r.Dialects = append(r.Dialects, d)
	}
	return r, nil
}

// names returns the dialects' names joined by "+".
func (rz *Relativizer) names() string {
	var b strings.Builder
	for i, d := range rz.Dialects {
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(d.Name())
	}
	return b.String()
}

// Relativize returns the safe reference from base to target. It fails
// when a dialect cannot parse base or target, and with a
// [*dialect.RelativizeError] when no candidate is safe, naming what the
// first dialect that rejects the absolute target makes of it.
func (rz *Relativizer) Relativize(base, target string) (SafeReference, error) {
	if len(rz.Dialects) == 0 {
		return SafeReference{}, fmt.Errorf("engine: Relativizer with no dialect")
	}
	bases := make([]dialect.Reference, len(rz.Dialects))
	for i, d := range rz.Dialects {
		b, err := d.Parse(base)
		if err != nil {
			return SafeReference{}, err
		}
		bases[i] = b
	}
	// from is a length below which no candidate need be tried: the
	// longest of the dialects' own answers, without Reasons.
	var from string
	for _, d := range rz.Dialects {
		if rz.Reasons {
			break
		}
		own, err := dialect.RelativizeString(d, base, target)
		if err != nil {
			var re *dialect.RelativizeError
			if errors.As(err, &re) {
				return SafeReference{}, rz.noReference(bases, base, target)
			}
			return SafeReference{}, err
		}
		if len(own) > len(from) {
			from = own
		}
	}
	return rz.search(bases, base, target, from)
}

// RelativizeKnowing is Relativize for a caller that has done its first
// steps: parsed base under each dialect (bases[i], by Dialects[i], none
// failing) and found each dialect's own reference to target (by its
// Relativize, none failing), longest being the longest of them. It gives
// Relativize's answer without doing that work again.
func (rz *Relativizer) RelativizeKnowing(bases []dialect.Reference, base, target, longest string) (SafeReference, error) {
	if len(rz.Dialects) == 0 || len(bases) != len(rz.Dialects) {
		return SafeReference{}, fmt.Errorf("engine: Relativizer with %d dialects given %d bases", len(rz.Dialects), len(bases))
	}
	return rz.search(bases, base, target, longest)
}

// search is Relativize's search over the candidates, with bases parsed
// and from the longest of the dialects' own answers (unread with
// Reasons): no shorter candidate can be safe.
func (rz *Relativizer) search(bases []dialect.Reference, base, target, from string) (SafeReference, error) {
	var out SafeReference
	var t dialect.Reference
	started := rz.Reasons
	// The search has the budget of relgen's (see its package doc), once
	// for each dialect: every candidate is resolved under each, so a long
	// target with many segments would otherwise cost the square of its
	// length.
	budget := len(rz.Dialects) * relgen.Budget(base, target)
	var found bool
	complete := relgen.Walk(base, target, budget, func(c *relgen.Candidate) (int, bool) {
		if !started {
			if int(c.Len) < len(from) {
				return 0, true
			}
			started = true
		}
		text := c.Text(target)
		rej, ok := rz.check(bases, &t, text, target)
		if ok {
			out.Ref, out.Form, found = text, c.Form, true
			return 0, false
		}
		if rz.Reasons {
			rej.Ref, rej.Form = text, c.Form
			out.Rejected = append(out.Rejected, rej)
		}
		return len(rz.Dialects) * (len(base) + len(text)), true
	})
	if found {
		return out, nil
	}
	if !complete {
		return rz.cutShort(bases, base, target, out, budget)
	}
	return out, rz.noReference(bases, base, target)
}

// check resolves text under every dialect and reports whether each gives
// target; if not, the first that does not, and what it gives.
func (rz *Relativizer) check(bases []dialect.Reference, t *dialect.Reference, text, target string) (Rejection, bool) {
	for i, d := range rz.Dialects {
		err := dialect.ResolveText(d, t, &bases[i], text)
		if err != nil {
			return Rejection{Dialect: d.Name(), Err: err}, false
		}
		if t.Source() != target {
			return Rejection{Dialect: d.Name(), Got: t.Source()}, false
		}
	}
	return Rejection{}, true
}

// cutShort answers for a search that would go over its budget with the
// next candidate: the absolute target when every dialect reads it as
// itself (no shorter candidate has been found, as they are tried shortest
// first), else an error naming the limit.
func (rz *Relativizer) cutShort(bases []dialect.Reference, base, target string, out SafeReference, budget int) (SafeReference, error) {
	var t dialect.Reference
	if _, ok := rz.check(bases, &t, target, target); ok {
		out.Ref, out.Form = target, dialect.FormAbsolute
		return out, nil
	}
	return out, &dialect.RelativizeError{
		Dialect: rz.names(), Base: base, Target: target,
		Reason: relgen.CutShortReason(budget, len(rz.Dialects)),
	}
}

// noReference is the error when no candidate is safe: what the first
// dialect that rejects the absolute target makes of it.
func (rz *Relativizer) noReference(bases []dialect.Reference, base, target string) error {
	e := &dialect.RelativizeError{Dialect: rz.names(), Base: base, Target: target, Reason: "no candidate is read the same by all"}
	var t dialect.Reference
	if rej, ok := rz.check(bases, &t, target, target); !ok {
		if rej.Err != nil {
			e.Reason, e.Err = fmt.Sprintf("the target itself fails under %s: %v", rej.Dialect, rej.Err), rej.Err
		} else {
			e.Reason = fmt.Sprintf("%s reads the target itself as %q", rej.Dialect, rej.Got)
		}
	}
	return e
}
