package draft01

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
)

// A Dialect parses, resolves and validates relative URLs by the rules of
// draft-ietf-uri-relative-url-01. It is immutable and safe for concurrent
// use; make one with [New], or use [Default].
type Dialect struct{ opts options }

// New returns a Dialect with the given options applied in order over the
// defaults: the table of Section 2.3.6, a WWW system (Uses-Fragment as
// listed), undeclared schemes in no set.
func New(opts ...Option) *Dialect {
	d := &Dialect{}
	for _, o := range opts {
		o(&d.opts)
	}
	return d
}

// Default follows the draft's text: the categories of Section 2.3.6 in a
// system that uses fragment identifiers, as the World-Wide Web does.
var Default = New()

var (
	_ dialect.Dialect       = (*Dialect)(nil)
	_ dialect.ContextParser = (*Dialect)(nil)
	_ dialect.Validator     = (*Dialect)(nil)
	_ dialect.Tracer        = (*Dialect)(nil)
	_ dialect.Describer     = (*Dialect)(nil)
	_ dialect.Configurable  = (*Dialect)(nil)
	_ fmt.Stringer          = (*Dialect)(nil)
)

// name is the registry key of the dialect.
const name = "draft01"

// Name returns "draft01", whatever the options.
func (d *Dialect) Name() string { return name }

// String returns the name followed by the settings that differ from the
// default, as the option keys write them: "draft01", or
// "draft01(fragments=none,scheme.https=netloc+params+query+fragment)".
// Declared schemes are listed by name.
func (d *Dialect) String() string { return optionTable.Describe(&d.opts) }

// Info describes the draft and names its components as Section 2.1 does:
// "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>".
func (d *Dialect) Info() dialect.Info {
	return dialect.Info{
		Name:     name,
		Document: doc,
		Title:    "Relative Uniform Resource Locators",
		Date:     "28 October 1994",
		Status:   "Internet-Draft, expired 28 April 1995; revised into RFC 1808",
		Parts: []dialect.PartName{
			{Part: dialect.Scheme, Name: "scheme"},
			{Part: dialect.Authority, Name: "net_loc"},
			{Part: dialect.Path, Name: "path"},
			{Part: dialect.Params, Name: "params"},
			{Part: dialect.Query, Name: "query"},
			{Part: dialect.Fragment, Name: "fragment"},
		},
	}
}

// Options lists the options [Dialect.With] takes.
func (d *Dialect) Options() []dialect.OptionInfo { return optionTable.Infos() }

// With returns a Dialect with option key set to value; d is unchanged.
func (d *Dialect) With(key, value string) (dialect.Dialect, error) {
	return optionTable.With(d.opts, key, value, func(o options) dialect.Dialect { return &Dialect{opts: o} })
}
