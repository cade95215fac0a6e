package netscape4

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

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
