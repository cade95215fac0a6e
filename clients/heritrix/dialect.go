package heritrix

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the crawler in every
// rule the dialect cites.
const (
	name   = "heritrix"
	client = "Heritrix 3"
)

// A Dialect resolves the links of a page as Heritrix 3's UURIFactory did.
// It is immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("heritrix"), String ("heritrix(version=1)" with the options that
// differ from the defaults), Info, Options and With (the keys "version",
// with values "3" and "1", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Heritrix 3 as its source has it now.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](versionOption),
	Info: dialect.Info{
		Name:     name,
		Document: "Heritrix 3",
		Title:    "Heritrix 3, a crawler: UURIFactory, webarchive-commons' UsableURIFactory.fixup on commons-httpclient 3.1's URI",
		Date:     "2009-2025 (Heritrix 1.14, 2009, as an option)",
		Status:   "client: a crawler, modelled from its source (iipc/webarchive-commons 3921259, internetarchive/heritrix3 5ada2a78)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

var _ dialect.TextResolver = (*Dialect)(nil)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	version Version
}

// Version selects the Heritrix whose UURIFactory the dialect follows.
type Version uint8

const (
	// Version3 is Heritrix 3: UsableURIFactory of webarchive-commons
	// (the fixup Heritrix 3 has had since webarchive-commons dropped
	// escapeWhitespace in October 2015). It is the default.
	Version3 Version = iota
	// Version1 is Heritrix 1.14's UURIFactory (org.archive.net, 2009):
	// every backslash becomes "/", not only those before the query;
	// white space left inside is escaped as "%" and its code in
	// lower-case hexadecimal ("%20", "%0b"); the user information is not
	// escaped.
	Version1
)

// versionOption is the option "version".
var versionOption = optiontable.NewEnum("version", []string{Version3: "3", Version1: "1"},
	`the Heritrix whose UURIFactory is followed: "3" (webarchive-commons' UsableURIFactory), or "1" `+
		`(Heritrix 1.14: every backslash a "/", white space inside escaped as "%" and lower-case hexadecimal, the user information not escaped)`,
	func(o *options) *Version { return &o.version })

// String returns the option value that selects v: "3" or "1".
func (v Version) String() string { return versionOption.Name(v) }

// WithVersion selects the Heritrix (key "version"); the default is
// [Version3].
func WithVersion(v Version) Option { return versionOption.With(v) }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Heritrix's own limit, 2083
// characters (UsableURI.MAX_URL_LENGTH), is a resolution's error, not
// this one.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
