package mosaic2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the browser in every
// rule the dialect cites.
const (
	name   = "mosaic2"
	client = "NCSA Mosaic 2.7"
)

// A Dialect resolves URLs as NCSA Mosaic 2.x for X did. It is immutable
// and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("mosaic2"), String ("mosaic2(maxlength=100)" with the options that
// differ from the defaults), Info, Options and With (the key "maxlength",
// a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Mosaic as it shipped, with no option set.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build: func(o options) *Dialect { return &Dialect{opts: o} },
	// Mosaic 2.x's resolver did not change between the versions whose
	// source is public, so there is no version option: maxlength alone.
	Options: optiontable.New[options](),
	Info: dialect.Info{
		Name:     name,
		Document: "NCSA Mosaic 2.x",
		Title:    "NCSA Mosaic for the X Window System, libwww2/HTParse.c",
		Date:     "1994-1996",
		Status:   "client: modelled from the source of Mosaic 2.7b6 (libwww2/HTParse.c, src/mo-www.c, src/gui.c)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

// An Option configures a [Dialect].
type Option func(*options)

type options struct{ optiontable.Limits }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Mosaic set none: HTParse
// allocated what the two strings needed.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
