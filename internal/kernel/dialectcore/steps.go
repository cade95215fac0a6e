package dialectcore

import "github.com/uridialect/uridialect/dialect"

// A TextResolve is the body of a dialect's ResolveText: it parses ref as
// the dialect's Resolve does, and resolves it against base into *t, building the target in *scratch when
// scratch is not nil (see [ResolveInto]). A dialect whose resolution can
// build its result in a buffer it is given names it in [Kind.Text] and
// embeds a [TextCore] or a [RelativizingTextCore], which supply the two
// methods of [dialect.BatchResolver] around it:
//
//	type core = dialectcore.TextCore[options, *Dialect]
//
//	var kind = &dialectcore.Kind[options, *Dialect]{
//		...
//		Text: (*Dialect).resolveText,
//	}
//
// The kit checks the length of ref first, as the dialect's Parse does
// ([CheckLength] under the dialect's limit), so that the body is called
// only with a reference within it. The body is reached through the Kind, which the Dialects of a package
// share, so that two Dialects with the same settings stay equal by
// reflect.DeepEqual. Resolve and ResolveTrace stay the dialect's own
// methods: they take the references by value, and pass them on by
// pointer to a body the compiler can see, so that they do not escape to
// the heap.
type TextResolve[D any] func(d D, t, base *dialect.Reference, ref string, scratch *[]byte) error

// A TextCore is a [Core] whose Dialect also resolves text: ResolveText
// and NewTextResolver call its Kind's [Kind.Text].
type TextCore[O any, D Contract] struct{ Core[O, D] }

// A RelativizingTextCore is a [RelativizingCore] that also resolves text,
// as a [TextCore] does.
type RelativizingTextCore[O any, D Contract] struct{ RelativizingCore[O, D] }

// ResolveText implements [dialect.TextResolver]: it parses ref as the
// dialect's Resolve does, with the length check of its Parse, and resolves
// it against base as Resolve does, writing the result to t, which may be
// base.
func (c *TextCore[O, D]) ResolveText(t, base *dialect.Reference, ref string) error {
	return c.resolveText(t, base, ref, nil)
}

// NewTextResolver returns a resolver for one goroutine
// ([dialect.BatchResolver]): its ResolveText is the dialect's, and as a
// [dialect.StringResolver] it builds each target's text in one buffer of
// its own, which the next call writes over, rather than allocate it.
func (c *TextCore[O, D]) NewTextResolver() dialect.TextResolver { return c.newTextResolver() }

// ResolveText is [TextCore.ResolveText].
func (c *RelativizingTextCore[O, D]) ResolveText(t, base *dialect.Reference, ref string) error {
	return c.resolveText(t, base, ref, nil)
}

// NewTextResolver is [TextCore.NewTextResolver].
func (c *RelativizingTextCore[O, D]) NewTextResolver() dialect.TextResolver {
	return c.newTextResolver()
}

// resolveText is the length check of the dialect's Parse, then its
// Kind's Text.
func (c *Core[O, D]) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	if pe := CheckLength(c.kind.Info.Name, ref, c.maxLength); pe != nil {
		return pe
	}
	return c.kind.Text(c.self, t, base, ref, scratch)
}

func (c *Core[O, D]) newTextResolver() dialect.TextResolver { return NewScratchResolver(c.resolveText) }
