package rfc3986

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
)

// A Dialect parses, resolves and validates URI references by the rules of
// RFC 3986. It is immutable and safe for concurrent use; make one with
// [New], or use [Default] or [NonStrict].
type Dialect struct{ opts options }

// New returns a Dialect with the given options applied in order over the
// defaults of RFC 3986 (a strict parser).
func New(opts ...Option) *Dialect {
	d := &Dialect{}
	for _, o := range opts {
		o(&d.opts)
	}
	return d
}

var (
	// Default is a strict RFC 3986 parser, as the text prescribes.
	Default = New()
	// NonStrict ignores a reference's scheme when it equals the base's
	// (RFC 3986, Section 5.2.2, "(not strict)"): "http:g" against
	// "http://a/b/c/d;p?q" is "http://a/b/c/g".
	NonStrict = New(SameSchemeRelative(true))
)

var (
	_ dialect.Dialect      = (*Dialect)(nil)
	_ dialect.Validator    = (*Dialect)(nil)
	_ dialect.Tracer       = (*Dialect)(nil)
	_ dialect.Describer    = (*Dialect)(nil)
	_ dialect.Configurable = (*Dialect)(nil)
	_ fmt.Stringer         = (*Dialect)(nil)
)

// name is the registry key of the dialect.
const name = "rfc3986"

// Name returns "rfc3986", whatever the options.
func (d *Dialect) Name() string { return name }

// String returns the name followed by the settings that differ from the
// default: "rfc3986" or "rfc3986(strict=false)".
func (d *Dialect) String() string { return optionTable.Describe(&d.opts) }

// Info describes RFC 3986 and names its components as the text does
// (Section 3: "scheme, authority, path, query, and fragment"; Section 3.2:
// "userinfo", "host", "port").
func (d *Dialect) Info() dialect.Info {
	return dialect.Info{
		Name:     name,
		Document: "RFC 3986",
		Title:    "Uniform Resource Identifier (URI): Generic Syntax",
		Date:     "January 2005",
		Status:   "Internet Standard (STD 66); obsoletes RFC 2732, RFC 2396, RFC 1808; updates RFC 1738",
		Parts: []dialect.PartName{
			{Part: dialect.Scheme, Name: "scheme"},
			{Part: dialect.Authority, Name: "authority"},
			{Part: dialect.UserInfo, Name: "userinfo"},
			{Part: dialect.Host, Name: "host"},
			{Part: dialect.Port, Name: "port"},
			{Part: dialect.Path, Name: "path"},
			{Part: dialect.Query, Name: "query"},
			{Part: dialect.Fragment, Name: "fragment"},
		},
	}
}

// Options lists the one option, strict.
func (d *Dialect) Options() []dialect.OptionInfo { return optionTable.Infos() }

// With returns a new Dialect with the option key set to value; d is left
// unchanged. The only key is "strict", with values "true" and "false".
func (d *Dialect) With(key, value string) (dialect.Dialect, error) {
	return optionTable.With(d.opts, key, value, func(o options) dialect.Dialect { return &Dialect{opts: o} })
}
