package rfc1808

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// SameScheme says how RFC 1808, Section 4, step 2b treats an embedded URL
// that starts with the same scheme name as its base URL.
type SameScheme uint8

const (
	// SameSchemeAbsolute follows step 2b: "If the embedded URL starts
	// with a scheme name, it is interpreted as an absolute URL and we are
	// done." Section 5.2 gives this answer, "http:g = <URL:http:g>". It is
	// the default.
	SameSchemeAbsolute SameScheme = iota
	// SameSchemeRelative is the loophole of Section 5.2: "some older
	// parsers allow the scheme name to be present in a relative URL if it
	// is the same as the base URL scheme. This is considered to be a
	// loophole in prior specifications of partial URLs [1] and should be
	// avoided by future parsers." The scheme is then ignored and
	// resolution goes on at step 2c, so "http:g" against
	// "http://a/b/c/d;p?q#f" gives "http://a/b/c/g".
	SameSchemeAsRelative
)

// SameSchemeRelative is the name of an earlier release: rfc2396 and
// rfc3986 spelled the switch SameSchemeRelative(bool), so every dialect
// now writes the constant [SameSchemeAsRelative].
//
// Deprecated: use [SameSchemeAsRelative].
const SameSchemeRelative = SameSchemeAsRelative

var sameSchemeNames = [...]string{SameSchemeAbsolute: "absolute", SameSchemeAsRelative: "relative"}

// String returns the option value that selects s: "absolute" or "relative".
func (s SameScheme) String() string {
	if int(s) < len(sameSchemeNames) {
		return sameSchemeNames[s]
	}
	return fmt.Sprintf("SameScheme(%d)", uint8(s))
}

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	sameScheme SameScheme
	maxLength  int // 0 for dialect.DefaultMaxLength
}

// WithSameScheme sets how an embedded URL with the base URL's own scheme
// name is treated (RFC 1808, Section 5.2); the default is
// [SameSchemeAbsolute].
func WithSameScheme(s SameScheme) Option {
	return func(o *options) { o.sameScheme = s }
}

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength]. RFC 1808
// sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option {
	return func(o *options) { o.maxLength = dialect.MaxLength(n) }
}

// optionTable names the options, samescheme and maxlength, as the command
// line's -o samescheme=relative writes them.
var optionTable = optiontable.Table[options]{
	Dialect: name,
	Specs: []optiontable.Spec[options]{
		optiontable.Enum("samescheme", sameSchemeNames[:],
			`how step 2b treats an embedded URL whose scheme is the base URL's (RFC 1808, Section 5.2): `+
				`"absolute" as step 2b says ("http:g" = "http:g"), or "relative", the loophole of "some older parsers" `+
				`("http:g" = "http://a/b/c/g")`,
			func(o *options) *SameScheme { return &o.sameScheme }),
		optiontable.MaxLength(func(o *options) *int { return &o.maxLength }),
	},
}
