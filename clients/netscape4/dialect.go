package netscape4

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the browser in every
// rule the dialect cites.
const (
	name   = "netscape4"
	client = "Netscape Navigator 4"
)

// A Dialect resolves URLs as Netscape Navigator 2 to 4 did. It is immutable
// and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("netscape4"), String ("netscape4(version=3)" with the options
// that differ from the defaults), Info, Options and With (the keys
// "version", with values "4" and "3", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Navigator 4 as its 1998 source has it, with no option set.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](versionOption),
	Info: dialect.Info{
		Name:     name,
		Document: "Netscape Navigator 4",
		Title:    "Netscape Navigator 2-4, lib/libnet/mkparse.c, NET_MakeAbsoluteURL",
		Date:     "1996-1998",
		Status:   "client: modelled from the Mozilla Classic source of 1998 (lib/libnet/mkparse.c, mkutils.c)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	version Version
}

// Version selects the Navigator whose source the dialect follows. The two
// NET_MakeAbsoluteURL differ in the bases that refuse a relative URL and
// in the schemes NET_URL_Type knows, which decide what is absolute.
type Version uint8

const (
	// Version4 is Navigator 4, from the Mozilla Classic source released
	// in 1998: mailbox:, IMAP: and news: (and snews:) bases refuse every
	// relative URL but "#..." and "?..."; NET_URL_Type knows data:,
	// ldap:, IMAP:, nfs: and others that 3 did not. It is the default.
	Version4 Version = iota
	// Version3 is Navigator 3 (Communicator 3.0.2's source): only a
	// mailbox: base refuses; data:, ldap:, IMAP: and nfs: are unknown
	// schemes, so "data:x" is a relative path.
	Version3
)

// versionOption is the option "version".
var versionOption = optiontable.NewEnum("version", []string{Version4: "4", Version3: "3"},
	`the Navigator whose NET_MakeAbsoluteURL is followed: "4" (Mozilla Classic, 1998), or "3" `+
		`(Communicator 3.0.2: only mailbox: bases refuse relative URLs, and data:, ldap:, IMAP:, nfs: are unknown schemes)`,
	func(o *options) *Version { return &o.version })

// String returns the option value that selects v: "4" or "3".
func (v Version) String() string { return versionOption.Name(v) }

// WithVersion selects the Navigator (key "version"); the default is
// [Version4].
func WithVersion(v Version) Option { return versionOption.With(v) }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Navigator set none: NET_MakeAbsoluteURL
// allocated what the two strings needed.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
