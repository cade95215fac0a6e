package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A Dialect parses, resolves and validates URI references by the rules of
// RFC 3986. It is immutable and safe for concurrent use; make one with
// [New], or use [Default] or [NonStrict].
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("rfc3986"), String (the name and the options that differ from the
// defaults: "rfc3986(samescheme=relative)"), Info, Options, With (the
// options samescheme, alias strict, and maxlength) and Relativize.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingCore[options, *Dialect]

// New returns a Dialect with the given options applied in order over the
// defaults of RFC 3986 (a strict parser).
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// name is the registry key of the dialect.
const name = "rfc3986"

// kind describes RFC 3986, which names its components as RFC 2396 does
// (dialectcore.GenericParts).
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](sameSchemeSpec()),
	Info: dialect.Info{
		Name:     name,
		Document: "RFC 3986",
		Title:    "Uniform Resource Identifier (URI): Generic Syntax",
		Date:     "January 2005",
		Status:   "Internet Standard (STD 66); obsoletes RFC 2732, RFC 2396, RFC 1808; updates RFC 1738",
		Parts:    dialectcore.GenericParts,
	},
}

var (
	// Default is a strict RFC 3986 parser, as the text prescribes.
	Default = New()
	// NonStrict ignores a reference's scheme when it equals the base's
	// (RFC 3986, Section 5.2.2, "(not strict)"): "http:g" against
	// "http://a/b/c/d;p?q" is "http://a/b/c/g".
	NonStrict = New(WithSameScheme(dialect.SameSchemeAsRelative))
)
