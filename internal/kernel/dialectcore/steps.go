package dialectcore

import "github.com/uridialect/uridialect/dialect"

// A TextResolution gives a Dialect whose resolution can build its result
// in a buffer it is given the two methods of [dialect.BatchResolver]:
// ResolveText and NewTextResolver. A Dialect embeds one, under an
// unexported alias, beside its [Core], and names the body they call in a
// [TextBody] of the package:
//
//	type Dialect struct {
//		core
//		textResolution
//		opts options
//	}
//
//	type textResolution = dialectcore.TextResolution[*Dialect]
//
//	var textBody = dialectcore.TextBody[*Dialect]{Resolve: (*Dialect).resolveText}
//
//	Build: func(c core, o options) *Dialect {
//		d := &Dialect{core: c, opts: o}
//		d.textResolution = dialectcore.NewTextResolution(d, &textBody)
//		return d
//	},
//
// The body is reached through a pointer the Dialects of a package share,
// so that two Dialects with the same settings stay equal by
// reflect.DeepEqual, as they are without one. Resolve and ResolveTrace
// stay the dialect's own methods: they take the references by value, and
// pass them on by pointer to a body the compiler can see, so that they do
// not escape to the heap.
type TextResolution[D any] struct {
	self D
	body *TextBody[D]
}

// A TextBody is a dialect's ResolveText with the target built in *scratch
// when scratch is not nil (see [ResolveInto]).
type TextBody[D any] struct {
	Resolve func(d D, t, base *dialect.Reference, ref string, scratch *[]byte) error
}

// NewTextResolution returns the TextResolution of the Dialect self, whose
// body is b.
func NewTextResolution[D any](self D, b *TextBody[D]) TextResolution[D] {
	return TextResolution[D]{self: self, body: b}
}

// ResolveText implements [dialect.TextResolver]: it parses ref as the
// dialect's Resolve does, with the length check of its Parse, and resolves
// it against base as Resolve does, writing the result to t, which may be
// base.
func (r *TextResolution[D]) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.body.Resolve(r.self, t, base, ref, nil)
}

// NewTextResolver returns a resolver for one goroutine
// ([dialect.BatchResolver]): its ResolveText is the dialect's, and as a
// [dialect.StringResolver] it builds each target's text in one buffer of
// its own, which the next call writes over, rather than allocate it.
func (r *TextResolution[D]) NewTextResolver() dialect.TextResolver {
	self, resolve := r.self, r.body.Resolve
	return NewScratchResolver(func(t, base *dialect.Reference, ref string, scratch *[]byte) error {
		return resolve(self, t, base, ref, scratch)
	})
}

var _ dialect.BatchResolver = (*TextResolution[struct{}])(nil)
