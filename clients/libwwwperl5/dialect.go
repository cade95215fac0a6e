package libwwwperl5

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key.
const name = "libwwwperl5"

// A Dialect resolves URLs as libwww-perl 5's URI::URL did ($url->abs). It
// is immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("libwwwperl5"), String (the name and the options that differ from
// the defaults: "libwwwperl5(leadingdots=drop)"), Info, Options, With
// (the keys "samescheme", with values "absolute" and "relative",
// "leadingdots", with values "keep" and "drop", and "maxlength", a number
// of bytes) and Relativize.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingCore[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is libwww-perl 5.14's $url->abs($base), called with no third
// argument.
var Default = New()

// kind describes URI::URL and the components its parsers keep.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New(name, sameSchemeOption.Spec(), leadingDotsOption.Spec()),
	Info: dialect.Info{
		Name:     name,
		Document: "libwww-perl 5.14 URI::URL",
		Title:    "libwww-perl 5's URI::URL 4.12: new, and each scheme class's _parse, abs and as_string (lib/URI/URL.pm, lib/URI/URL/*.pm)",
		Date:     "October 1997 (libwww-perl 5.14); the options follow 5.36, August 1998",
		Status:   "client profile: a library's resolver, modelled from its source; replaced by the URI distribution in September 1998",
		Kind:     dialect.Client,
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "netloc",
			dialect.Path:      "path",
			dialect.Params:    "params",
			dialect.Query:     "query",
			dialect.Fragment:  "frag",
		}.List(),
	},
	Search: dialectcore.SearchEvery,
}

var _ dialect.TextResolver = (*Dialect)(nil)
