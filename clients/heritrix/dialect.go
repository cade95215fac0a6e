package heritrix

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the crawler in every
// rule the dialect cites.
const (
	name   = "heritrix"
	client = "Heritrix 3"
)

// A Dialect resolves the links of a page as Heritrix 3's UURIFactory did.
// It is immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("heritrix"), String ("heritrix(version=1)" with the options that
// differ from the defaults), Info, Options and With (the keys "version",
// with values "3" and "1", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Heritrix 3 as its source has it now.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New(name, versionOption.Spec()),
	Info: dialect.Info{
		Name:     name,
		Document: "Heritrix 3",
		Title:    "Heritrix 3, a crawler: UURIFactory, webarchive-commons' UsableURIFactory.fixup on commons-httpclient 3.1's URI",
		Date:     "2009-2025 (Heritrix 1.14, 2009, as an option)",
		Status:   "client: a crawler, modelled from its source (iipc/webarchive-commons 3921259, internetarchive/heritrix3 5ada2a78)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

var _ dialect.TextResolver = (*Dialect)(nil)
