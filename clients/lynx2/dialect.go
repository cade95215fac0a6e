package lynx2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the browser in every
// rule the dialect cites.
const (
	name   = "lynx2"
	client = "Lynx 2.7.1"
)

// A Dialect resolves URLs as Lynx 2.7 with libwww-FM did. It is immutable
// and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("lynx2"), String ("lynx2(base=element)" with the options that
// differ from the defaults), Info, Options and With (the keys "base",
// with values "document" and "element", and "maxlength", a number of
// bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Lynx as it shipped, on a page without a BASE element, with no option set.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](baseOption),
	Info: dialect.Info{
		Name:     name,
		Document: "Lynx 2.7",
		Title:    "Lynx with libwww-FM, WWW/Library/Implementation/HTParse.c",
		Date:     "1997",
		Status:   "client: modelled from the source of Lynx 2.7.1 (HTParse.c, HTAnchor.c, src/HTML.c, src/LYCharUtils.c)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	base Base
}

// Base says where the base a Dialect is given came from, which decides
// how many times Lynx ran HTParse on a link.
type Base uint8

const (
	// BaseDocument: the base is the address of the page itself, which
	// has no BASE element. src/HTML.c hands the HREF as it is to
	// HTAnchor_findChildAndLink (HTAnchor.c), whose one HTParse against
	// the page's address makes the link. It is the default.
	BaseDocument Base = iota
	// BaseElement: the base is the HREF of the page's BASE element.
	// src/HTML.c builds base_href from it (its access, host and path:
	// no anchor, "/" for no path), resolves the link against it with
	// HTParse, and HTAnchor_findChildAndLink runs HTParse again on the
	// result against the page's address; the second run gives a URL
	// without a path its "/" ("../.." gives "http://a/", not "http://a").
	// Roy Fielding's test pages of 1997 had a BASE element.
	BaseElement
)

// baseOption is the option "base".
var baseOption = optiontable.NewEnum("base", []string{BaseDocument: "document", BaseElement: "element"},
	`where the base came from (src/HTML.c): "document", the page's own address, resolved against once `+
		`by HTAnchor_findChildAndLink, or "element", a BASE element: HTParse against it, then again against the page`,
	func(o *options) *Base { return &o.base })

// String returns the option value that selects b: "document" or "element".
func (b Base) String() string { return baseOption.Name(b) }

// WithBase sets where the base came from (key "base"); the default is
// [BaseDocument].
func WithBase(b Base) Option { return baseOption.With(b) }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Lynx set none: HTParse
// allocated what the two strings needed.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
