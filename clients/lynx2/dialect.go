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
	Options: optiontable.New(name, baseOption.Spec()),
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
