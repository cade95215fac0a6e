package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	sameScheme dialect.SameScheme
}

// sameSchemeOption is the option "samescheme", as the command line's
// -o samescheme=relative writes it.
var sameSchemeOption = optiontable.SameScheme(
	`how step 2b treats an embedded URL whose scheme is the base URL's (RFC 1808, Section 5.2): `+
		`"absolute" as step 2b says ("http:g" = "http:g"), or "relative", the loophole of "some older parsers" `+
		`("http:g" = "http://a/b/c/g")`,
	func(o *options) *dialect.SameScheme { return &o.sameScheme })

// WithSameScheme sets how step 2b of RFC 1808, Section 4 treats an
// embedded URL that starts with the same scheme name as its base URL (key
// "samescheme"). [dialect.SameSchemeAbsolute], the default, follows step
// 2b: "If the embedded URL starts with a scheme name, it is interpreted
// as an absolute URL and we are done." Section 5.2 gives this answer,
// "http:g = <URL:http:g>". [dialect.SameSchemeAsRelative] is the loophole
// of Section 5.2: "some older parsers allow the scheme name to be present
// in a relative URL if it is the same as the base URL scheme. This is
// considered to be a loophole in prior specifications of partial URLs [1]
// and should be avoided by future parsers." The scheme is then ignored
// and resolution goes on at step 2c, so "http:g" against
// "http://a/b/c/d;p?q#f" gives "http://a/b/c/g".
func WithSameScheme(s dialect.SameScheme) Option { return sameSchemeOption.With(s) }

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength]. RFC 1808
// sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// optionTable names the options, samescheme and maxlength, as the command
// line's -o samescheme=relative writes them.
var optionTable = optiontable.New[options](sameSchemeOption)
