package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the registry key of the dialect.
const name = "rfc1630"

// A Dialect parses, validates and resolves URI references by the rules of
// RFC 1630. It is immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("rfc1630"), String (the name and every non-default setting:
// "rfc1630(slashes=literal,xxx=any)"), Info, Options, With (an unknown
// key or value is an error that names the known ones) and Relativize.
//
// ResolveText and NewTextResolver ([dialect.BatchResolver]) parse a
// reference as Parse does, with the same length check, and resolve it as
// Resolve does.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingTextCore[options, *Dialect]

// New returns a Dialect with the given options applied in order over the
// defaults.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default reads RFC 1630 as the package doc explains: same-scheme references
// are partial, the leading slashes rule takes the reading that gives every
// published example, "xxx" is never "..", "xxx/.." at the end of the path
// stays, and an empty partial is the context itself.
var Default = New()

// kind describes RFC 1630 and names its parts as the RFC does.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build: func(o options) *Dialect { return &Dialect{opts: o} },
	// The options, each with its values in enum order, then maxlength.
	Options: optiontable.New[options](sameSchemeOption, slashesOption, xxxOption, endDotDotOption, emptyOption),
	Info: dialect.Info{
		Name:     name,
		Document: "RFC 1630",
		Title:    "Universal Resource Identifiers in WWW",
		Date:     "June 1994",
		Status:   "Informational",
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "host part",
			dialect.Path:      "path",
			dialect.Query:     "search",
			dialect.Fragment:  "fragmentid",
		}.List(),
	},
	Search: dialectcore.SearchLikelyEmpty,
	Text:   (*Dialect).resolveText,
}

// Literal reads every sentence of the rules as written where Default
// departs from the letter to reproduce the published examples or to give an
// empty partial a meaning: slashes=literal, xxx=any, empty=merge.
var Literal = New(WithSlashes(SlashesLiteral), WithXXX(XXXAny), WithEmpty(EmptyMerges))

// Parse splits s into the parts RFC 1630 gives it. Every string has a
// reading, and [Dialect.Validate] is the strict check: Parse fails only for
// a string longer than the limit (option maxlength, see "Limits").
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(d.Name(), s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return parse(s), nil
}

// Resolve resolves ref in the context of the absolute URI base by the rules
// of RFC 1630, "Partial (relative) form". It fails only when base has no
// scheme.
func (d *Dialect) Resolve(base, ref dialect.Reference) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, nil)
	return t, err
}

// resolveText is ResolveText after the kit's length check, with the
// target built in *scratch when it is not nil (uritext.Buffer.Reuse).
func (d *Dialect) resolveText(t, base *dialect.Reference, ref string, scratch *[]byte) error {
	bs, b := text(base)
	r := split(ref)
	return d.resolveParts(t, bs, &b, ref, &r, nil, scratch)
}

// ResolveTrace resolves as Resolve does and reports each step to step.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (t dialect.Reference, err error) {
	err = d.resolve(&t, &base, &ref, step)
	return t, err
}
