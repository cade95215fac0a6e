package wget1

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the crawler in every
// rule the dialect cites.
const (
	name   = "wget1"
	client = "GNU Wget 1.5.3"
)

// A Dialect resolves the links of a page as a recursive retrieval of GNU
// Wget 1.5.3 did, or, with option version=1.8, as Wget 1.8 did. It is
// immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("wget1"), String ("wget1(port=shown)" with the options that
// differ from the defaults), Info, Options and With (the keys "version",
// with values "1.5.3" and "1.8", "port", with values "omit-default" and
// "shown", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Wget 1.5.3 as its source has it, the default port left out
// of the result.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New(name, versionOption.Spec(), portOption.Spec()),
	Info: dialect.Info{
		Name:     name,
		Document: "GNU Wget 1.5.3",
		Title:    "GNU Wget 1.5.3, a crawler: src/url.c (get_urls_html, construct, parseurl, str_url), src/html.c, src/utils.c",
		Date:     "September 1998 (Wget 1.8, December 2001, as an option)",
		Status:   "client: a crawler, modelled from its source (the 1.5.3 release, commit 31d6616c of the mirror/wget history)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

var _ dialect.TextResolver = (*Dialect)(nil)
