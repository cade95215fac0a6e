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
	Options: optiontable.New[options](sameSchemeOption, leadingDotsOption),
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

// LeadingDots says what abs does with the ".." segments left at the
// start of a merged path, which climb above the root.
type LeadingDots uint8

const (
	// LeadingDotsKeep keeps them: "../../../g" gives "http://a/../g", as
	// every 5.x release did by default. It is the default.
	LeadingDotsKeep LeadingDots = iota
	// LeadingDotsDrop removes them, as libwww-perl 5.36 (August 1998) on
	// did when $URI::URL::ABS_REMOTE_LEADING_DOTS was true: "shift
	// @newpath while @newpath && $newpath[0] =~ /^\.\.?$/".
	LeadingDotsDrop
)

// leadingDotsOption is the option "leadingdots".
var leadingDotsOption = optiontable.NewEnum("leadingdots", []string{LeadingDotsKeep: "keep", LeadingDotsDrop: "drop"},
	`".." segments left at the start of a merged path: "keep" ("../../../g" = "http://a/../g"), `+
		`or "drop", $URI::URL::ABS_REMOTE_LEADING_DOTS of libwww-perl 5.36 ("http://a/g")`,
	func(o *options) *LeadingDots { return &o.leadingDots })

// String returns the option value that selects l.
func (l LeadingDots) String() string { return leadingDotsOption.Name(l) }

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	sameScheme  dialect.SameScheme
	leadingDots LeadingDots
}

// sameSchemeOption is the option "samescheme".
var sameSchemeOption = optiontable.SameScheme(
	`a reference with the base's scheme: "absolute", abs($base) ("http:g" = "http:g"), or "relative", `+
		`abs($base, 1), "The old behavoir" ("http:g" = "http://a/b/c/g")`,
	func(o *options) *dialect.SameScheme { return &o.sameScheme })

// WithSameScheme sets what abs does with a reference that starts with the
// base's own scheme name (key "samescheme"). [dialect.SameSchemeAbsolute],
// the default: "if we have a scheme we must already be absolute (2b)":
// "http:g" is "http:g"; abs did this unless its third argument was true.
// [dialect.SameSchemeAsRelative] is abs($base, 1),
// $allow_scheme_in_relative_urls (libwww-perl 5.00 on; from 5.36 also
// $URI::URL::ABS_ALLOW_RELATIVE_SCHEME): "The old behavoir can be enabled
// by passing a TRUE value". The scheme is then replaced by the base's and
// resolution goes on at (2c): "http:g" gives "http://a/b/c/g".
func WithSameScheme(s dialect.SameScheme) Option { return sameSchemeOption.With(s) }

// WithLeadingDots sets what abs does with ".." segments left at the start
// of a merged path (key "leadingdots"); the default is [LeadingDotsKeep].
func WithLeadingDots(l LeadingDots) Option { return leadingDotsOption.With(l) }

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength]. URI::URL set no limit.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
