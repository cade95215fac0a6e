package python15

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key.
const name = "python15"

// A Dialect resolves URLs as Python 1.5's urlparse.urljoin did. It is
// immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("python15"), String (the name and the options that differ from
// the defaults: "python15(version=1.5)"), Info, Options, With (the keys
// "version", with values "1.5.2", "1.5" and "2.7", and "maxlength", a
// number of bytes) and Relativize.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingCore[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Python 1.5.2's urljoin.
var Default = New()

// kind describes the module and the six components urlparse returns.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New(name, versionOption.Spec()),
	Info: dialect.Info{
		Name:     name,
		Document: "Python 1.5 urlparse",
		Title:    "Python 1.5's urlparse module: urlparse, urlunparse and urljoin (Lib/urlparse.py)",
		Date:     "1998-1999 (Python 1.5, January 1998, to 1.5.2, April 1999); the option version=2.7 follows Python 2.7 (2010)",
		Status:   "client profile: a library's resolver, modelled from its source",
		Kind:     dialect.Client,
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "netloc",
			dialect.Path:      "path",
			dialect.Params:    "params",
			dialect.Query:     "query",
			dialect.Fragment:  "fragment",
		}.List(),
	},
	Search: dialectcore.SearchEvery,
}

var (
	_ dialect.ContextParser = (*Dialect)(nil)
	_ dialect.TextResolver  = (*Dialect)(nil)
)
