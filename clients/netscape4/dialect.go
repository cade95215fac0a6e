package netscape4

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the browser in every
// rule the dialect cites.
const (
	name   = "netscape4"
	client = "Netscape Navigator 4"
)

// A Dialect resolves URLs as Netscape Navigator 2 to 4 did. It is immutable
// and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("netscape4"), String ("netscape4(version=3)" with the options
// that differ from the defaults), Info, Options and With (the keys
// "version", with values "4" and "3", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Navigator 4 as its 1998 source has it, with no option set.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New(name, versionOption.Spec()),
	Info: dialect.Info{
		Name:     name,
		Document: "Netscape Navigator 4",
		Title:    "Netscape Navigator 2-4, lib/libnet/mkparse.c, NET_MakeAbsoluteURL",
		Date:     "1996-1998",
		Status:   "client: modelled from the Mozilla Classic source of 1998 (lib/libnet/mkparse.c, mkutils.c)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}
