package rfc1808

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
)

// name is the dialect's registry key; doc names the specification in every
// rule the dialect cites.
const (
	name = "rfc1808"
	doc  = "RFC 1808"
)

// A Dialect parses, resolves and validates URLs by the rules of RFC 1808.
// It is immutable and safe for concurrent use.
type Dialect struct{ opts options }

// Default is RFC 1808 as written, with no option set.
var Default = New()

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect {
	d := &Dialect{}
	for _, o := range opts {
		o(&d.opts)
	}
	return d
}

var (
	_ dialect.Dialect      = (*Dialect)(nil)
	_ dialect.Validator    = (*Dialect)(nil)
	_ dialect.Tracer       = (*Dialect)(nil)
	_ dialect.Describer    = (*Dialect)(nil)
	_ dialect.Configurable = (*Dialect)(nil)
	_ fmt.Stringer         = (*Dialect)(nil)
)

// Name returns "rfc1808".
func (d *Dialect) Name() string { return name }

// String returns the name followed by the options that differ from the
// defaults: "rfc1808", or "rfc1808(samescheme=relative)".
func (d *Dialect) String() string { return optionTable.Describe(&d.opts) }

var info = dialect.Info{
	Name:     name,
	Document: doc,
	Title:    "Relative Uniform Resource Locators",
	Date:     "June 1995",
	Status:   "Proposed Standard; updated by RFC 2368 and RFC 2396, obsoleted by RFC 3986",
	Parts: []dialect.PartName{
		{Part: dialect.Scheme, Name: "scheme"},
		{Part: dialect.Authority, Name: "net_loc"},
		{Part: dialect.Path, Name: "path"},
		{Part: dialect.Params, Name: "params"},
		{Part: dialect.Query, Name: "query"},
		{Part: dialect.Fragment, Name: "fragment"},
	},
}

// Info describes RFC 1808 and the six components of its Section 2.1.
func (d *Dialect) Info() dialect.Info {
	i := info
	i.Parts = append([]dialect.PartName(nil), info.Parts...)
	return i
}

// Options lists the options, samescheme and maxlength.
func (d *Dialect) Options() []dialect.OptionInfo { return optionTable.Infos() }

// With returns a new dialect with the option key set to value, leaving d
// unchanged. The keys are "samescheme", with values "absolute" and
// "relative", and "maxlength", a number of bytes.
func (d *Dialect) With(key, value string) (dialect.Dialect, error) {
	return optionTable.With(d.opts, key, value, func(o options) dialect.Dialect { return &Dialect{opts: o} })
}
