package relurl

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// A Span is a component of a URL in its text.
type Span = uritext.Span

// Undefined is the Span of a component whose separator was absent.
var Undefined = uritext.Undefined

// At returns the Span text[lo:hi].
func At(lo, hi int) Span { return uritext.At(lo, hi) }

// Parts are the six components of Section 2.1 of both texts, as spans of
// a URL's text: <scheme>://<net_loc>/<path>;<params>?<query>#<fragment>.
// Resolution reads them many times; these are read in place.
type Parts struct {
	Scheme, NetLoc, Path, Params, Query, Fragment Span
}

// NoParts has every component undefined: what a parse starts from.
var NoParts = Parts{Undefined, Undefined, Undefined, Undefined, Undefined, Undefined}

// Define sets the defined components of p in r.
func (p *Parts) Define(r *dialect.Reference) {
	for _, c := range [...]struct {
		part dialect.Part
		span Span
	}{
		{dialect.Scheme, p.Scheme}, {dialect.Authority, p.NetLoc}, {dialect.Path, p.Path},
		{dialect.Params, p.Params}, {dialect.Query, p.Query}, {dialect.Fragment, p.Fragment},
	} {
		if c.span.OK() {
			r.Set(c.part, c.span.Lo, c.span.Hi)
		}
	}
}

// Reference returns s as a Reference with the parts p, marked with g:
// what the Parse of a dialect that splits by Parts returns.
func (p *Parts) Reference(s string, g dialect.Grammar) dialect.Reference {
	r := dialect.NewReference(s)
	p.Define(&r)
	r.Mark(g)
	return r
}

// PartsOf reads back the Parts that Define set in r.
func PartsOf(r *dialect.Reference) Parts {
	at := func(p dialect.Part) Span {
		lo, hi := r.Span(p)
		return At(lo, hi)
	}
	return Parts{
		Scheme: at(dialect.Scheme), NetLoc: at(dialect.Authority), Path: at(dialect.Path),
		Params: at(dialect.Params), Query: at(dialect.Query), Fragment: at(dialect.Fragment),
	}
}
