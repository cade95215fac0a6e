package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; doc names the specification in every
// rule the dialect cites.
const (
	name = "rfc1808"
	doc  = "RFC 1808"
)

// A Dialect parses, resolves and validates URLs by the rules of RFC 1808.
// It is immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("rfc1808"), String (the name and the options that differ from the
// defaults: "rfc1808(samescheme=relative)"), Info, Options, With (the
// keys "samescheme", with values "absolute" and "relative", and
// "maxlength", a number of bytes) and Relativize.
//
// ResolveText and NewTextResolver ([dialect.BatchResolver]) parse a
// reference as Parse does, with the same length check, and resolve it as
// Resolve does.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingTextCore[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is RFC 1808 as written, with no option set.
var Default = New()

// kind describes RFC 1808 and the six components of its Section 2.1,
// named as the draft it revised names them (dialectcore.RelativeURLParts).
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](sameSchemeOption),
	Info: dialect.Info{
		Name:     name,
		Document: doc,
		Title:    "Relative Uniform Resource Locators",
		Date:     "June 1995",
		Status:   "Proposed Standard; updated by RFC 2368 and RFC 2396, obsoleted by RFC 3986",
		Parts:    dialectcore.RelativeURLParts,
	},
	Text: (*Dialect).resolveText,
}
