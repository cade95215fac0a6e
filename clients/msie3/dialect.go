package msie3

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key.
const name = "msie3"

// A Dialect resolves URLs as Internet Explorer 3.01 was observed to. It is
// immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("msie3"), String, Info, Options, With (the key "maxlength", a
// number of bytes) and Relativize.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingCore[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is the model of MSIE 3.01.
var Default = New()

// kind describes the model and the components it tells apart.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build: func(o options) *Dialect { return &Dialect{opts: o} },
	// No observation shows a behaviour that changed between versions of
	// MSIE 3: the one option is maxlength.
	Options: optiontable.New[options](),
	Info: dialect.Info{
		Name:     name,
		Document: "MSIE 3.01",
		Title:    "Microsoft Internet Explorer 3.01 (Windows 95), modelled from published observations",
		Date:     "August 1996 (3.0); observed in 1997",
		Status:   "client profile: a browser without public source, modelled from Roy Fielding's 1997 test pages",
		Kind:     dialect.Client,
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "host",
			dialect.Path:      "path",
			dialect.Query:     "query",
			dialect.Fragment:  "fragment",
		}.List(),
	},
	Search: dialectcore.SearchEvery,
}

var _ dialect.TextResolver = (*Dialect)(nil)

// An Option configures a [Dialect].
type Option func(*options)

type options struct{ optiontable.Limits }

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength]. The observations say nothing of a limit.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
