package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A Dialect parses, resolves and validates URI references by the rules of
// RFC 2396. It is immutable and safe for concurrent use; make one with
// [New], or use [Default] or [Lenient].
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("rfc2396"), String (the name and the options that differ from the
// defaults: "rfc2396(dotdot=drop,ipv6=true)"), Info, Options, With (the
// options by name, in the order of the steps they affect) and Relativize.
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
// defaults, which follow the text of RFC 2396.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// name is the registry key of the dialect.
const name = "rfc2396"

// kind describes RFC 2396, which names its components as RFC 3986 does
// (dialectcore.GenericParts).
var kind = &dialectcore.Kind[options, *Dialect]{
	Build: func(o options) *Dialect { return &Dialect{opts: o} },
	// The options for the command line's -o KEY=VALUE, in the order of
	// the steps they affect, then maxlength.
	Options: optiontable.New[options](sameDocOption, sameSchemeOption, dotDotOption, ipv6Option),
	Info: dialect.Info{
		Name:     name,
		Document: "RFC 2396",
		Title:    "Uniform Resource Identifiers (URI): Generic Syntax",
		Date:     "August 1998",
		Status:   "Standards Track; updates RFC 1808 and RFC 1738; amended by RFC 2732; obsoleted by RFC 3986",
		Parts:    dialectcore.GenericParts,
	},
	Text: (*Dialect).resolveText,
}

var (
	// Default follows the text: "http:g" is absolute, "../../../g" keeps
	// its ".." ("http://a/../g"), "#s" stays a reference to the current
	// document, and bracketed IPv6 hosts are not supported.
	Default = New()
	// Lenient applies both compensations Appendix C.2 describes: a
	// reference with the base's scheme is relative "for backwards
	// compatibility", and leading ".." segments are stripped, as "some
	// implementations" do.
	Lenient = New(WithSameScheme(dialect.SameSchemeAsRelative), WithDotDot(DotDotDrop))
)
