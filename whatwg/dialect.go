package whatwg

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
)

// A Dialect parses, resolves and validates URLs by the URL Standard. It
// is immutable and safe for concurrent use; make one with [New], or use
// [Default].
type Dialect struct{ opts options }

// New returns a Dialect with the given options applied in order over the
// Standard's defaults. An option that cannot apply (an unknown encoding
// label) is an error.
func New(opts ...Option) (*Dialect, error) {
	d := &Dialect{}
	for _, o := range opts {
		if err := o(&d.opts); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	return d, nil
}

// Default is the URL Standard's basic URL parser with its defaults: the
// document's encoding is UTF-8.
var Default = &Dialect{}

var (
	_ dialect.Dialect      = (*Dialect)(nil)
	_ dialect.TextResolver = (*Dialect)(nil)
	_ dialect.Validator    = (*Dialect)(nil)
	_ dialect.Tracer       = (*Dialect)(nil)
	_ dialect.Describer    = (*Dialect)(nil)
	_ dialect.Configurable = (*Dialect)(nil)
	_ fmt.Stringer         = (*Dialect)(nil)
)

// name is the registry key of the dialect.
const name = "whatwg"

// Name returns "whatwg", whatever the options.
func (d *Dialect) Name() string { return name }

// String returns the name followed by the settings that differ from the
// default: "whatwg" or "whatwg(encoding=shift_jis)".
func (d *Dialect) String() string { return optionTable.Describe(&d.opts) }

// Info describes the URL Standard and names the components of a URL
// record as it does (Section 4.1: "scheme", "username" and "password",
// "host", "port", "path", "query", "fragment"); the authority and the
// userinfo are the stretches of the serialization that hold them.
func (d *Dialect) Info() dialect.Info {
	return dialect.Info{
		Name:     name,
		Document: "URL Standard",
		Title:    "URL Living Standard (WHATWG)",
		Date:     Version,
		Status:   "Living Standard; what browsers, Node and replay tools implement",
		Parts: []dialect.PartName{
			{Part: dialect.Scheme, Name: "scheme"},
			{Part: dialect.Authority, Name: "authority"},
			{Part: dialect.UserInfo, Name: "username:password"},
			{Part: dialect.Host, Name: "host"},
			{Part: dialect.Port, Name: "port"},
			{Part: dialect.Path, Name: "path"},
			{Part: dialect.Query, Name: "query"},
			{Part: dialect.Fragment, Name: "fragment"},
		},
	}
}

// Version is the snapshot of the Standard this package follows: the
// whatwg/url commit of its url.bs and the date of that commit.
const Version = "2 July 2026 (whatwg/url 6ae8486)"

// Options lists the options: encoding and maxlength.
func (d *Dialect) Options() []dialect.OptionInfo { return optionTable.Infos() }

// With returns a new Dialect with the option key set to value; d is left
// unchanged.
func (d *Dialect) With(key, value string) (dialect.Dialect, error) {
	return optionTable.With(d.opts, key, value, func(o options) dialect.Dialect { return &Dialect{opts: o} })
}
