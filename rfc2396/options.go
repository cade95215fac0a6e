package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option changes one behaviour of a [Dialect]; pass options to [New].
// Later options override earlier ones.
type Option func(*options)

type options struct {
	optiontable.Limits
	sameDoc    SameDocument
	sameScheme bool
	dotDot     DotDot
	ipv6       bool
}

// SameDocument says what Resolve returns for a reference to the current
// document: an empty reference or one made of a fragment alone (RFC 2396,
// Section 5.2, step 2: "If the path component is empty and the scheme,
// authority, and query components are undefined, then it is a reference to
// the current document and we are done").
type SameDocument uint8

const (
	// SameDocumentBase, the default, gives the URI of the current document:
	// the base URI without the base's fragment, followed by the reference's
	// fragment if it has one, so "" resolves to "http://a/b/c/d;p?q" and
	// "#s" to "http://a/b/c/d;p?q#s". Section 4.2 names that URI: "an
	// empty URI reference represents the base URI of the current document
	// and should be replaced by that URI when transformed into a request".
	// RFC 1808 and RFC 3986 give the same answers (less the base's
	// fragment, which RFC 1808 keeps for "").
	SameDocumentBase SameDocument = iota
	// SameDocumentKeep returns the reference itself, unresolved: Appendix
	// C prints no URI for it ("<> = (current document)", "#s = (current
	// document)#s"), and Section 4.2 says "Traversal of such a reference
	// should not result in an additional retrieval action", since the
	// current document need not be the one the base URI names (Section
	// 5.1.1: the base may be embedded in the content). "" resolves to ""
	// and "#s" to "#s".
	SameDocumentKeep
)

// sameDocOption is the option "samedoc".
var sameDocOption = optiontable.NewEnum("samedoc", []string{SameDocumentBase: "base", SameDocumentKeep: "keep"},
	`RFC 2396, Section 5.2, step 2 and Section 4.2: a reference to the current document ("" or "#s") gives the URI of that document, the base's, as "when transformed into a request" (base), or is kept as it is, "Traversal of such a reference should not result in an additional retrieval action" (keep)`,
	func(o *options) *SameDocument { return &o.sameDoc })

// String returns the option value's name: "keep" or "base".
func (p SameDocument) String() string { return sameDocOption.Name(p) }

// WithSameDocument sets what a reference to the current document resolves
// to (key "samedoc", values "base" and "keep"; default "base").
func WithSameDocument(p SameDocument) Option { return sameDocOption.With(p) }

// WithSameScheme sets what a reference that names the base's own scheme
// means (key "samescheme", values "absolute" and "relative"; the default
// is [dialect.SameSchemeAbsolute]). RFC 2396, Section 5.2, step 3: "For
// backwards compatibility, an implementation may work around such
// references by removing the scheme if it matches that of the base URI
// and the scheme is known to always use the <hier_part> syntax. The
// parser can then continue with the steps below for the remainder of the
// reference components." Appendix C.2 gives both answers for "http:g":
// "http:g" for validating parsers ([dialect.SameSchemeAbsolute]) and
// "http://a/b/c/g" for backwards compatibility
// ([dialect.SameSchemeAsRelative]).
//
// Scheme names are compared without regard to case (Section 3.1: "programs
// interpreting URI should treat upper case letters as equivalent to lower
// case in scheme names"). The dialect has no table of schemes, so "known to
// always use the <hier_part> syntax" is judged from the base itself: the
// scheme is removed only when the base is written with <hier_part>, that is
// when its text after "scheme:" begins with "/".
func WithSameScheme(s dialect.SameScheme) Option {
	return func(o *options) { o.sameScheme = s == dialect.SameSchemeAsRelative }
}

// sameSchemeOption is the option "samescheme", whose values name step
// 3's two readings of "http:g" as every dialect's samescheme option does.
var sameSchemeOption = optiontable.Flag("samescheme", "absolute", "relative",
	`RFC 2396, Section 5.2, step 3: "for backwards compatibility", remove a reference's scheme "if it matches that of the base URI" and the base uses <hier_part> (C.2: "http:g" = "http://a/b/c/g")`,
	func(o *options) *bool { return &o.sameScheme })

// DotDot says what step 6g does with ".." segments left at the start of a
// merged path, which RFC 2396, Section 5.2, step 6g calls an error: "If the
// resulting buffer string still begins with one or more complete path
// segments of "..", then the reference is considered to be in error.
// Implementations may handle this error by retaining these components in
// the resolved path (i.e., treating them as part of the final URI), by
// removing them from the resolved path (i.e., discarding relative levels
// above the root), or by avoiding traversal of the reference."
type DotDot uint8

const (
	// DotDotKeep retains the segments: "retaining these components in the
	// resolved path". The default, as Appendix C.2 prints
	// "../../../g = http://a/../g".
	DotDotKeep DotDot = iota
	// DotDotDrop removes them: "removing them from the resolved path
	// (i.e., discarding relative levels above the root)"; C.2: "the above
	// two references will be interpreted as "http://a/g" by some
	// implementations".
	DotDotDrop
	// DotDotReject makes Resolve fail: "the reference is considered to be
	// in error", handled "by avoiding traversal of the reference".
	DotDotReject
)

// dotDotOption is the option "dotdot".
var dotDotOption = optiontable.NewEnum("dotdot", []string{DotDotKeep: "keep", DotDotDrop: "drop", DotDotReject: "reject"},
	`RFC 2396, Section 5.2, step 6g: leading ".." segments are retained (keep, C.2: "../../../g" = "http://a/../g"), removed (drop) or an error (reject)`,
	func(o *options) *DotDot { return &o.dotDot })

// String returns the option value's name: "keep", "drop" or "reject".
func (p DotDot) String() string { return dotDotOption.Name(p) }

// WithDotDot sets the handling of step 6g (key "dotdot", values "keep",
// "drop" and "reject"; default "keep").
func WithDotDot(p DotDot) Option { return dotDotOption.With(p) }

// WithIPv6 applies the amendment of RFC 2732 (key "ipv6", values
// "false" and "true"; default false, since RFC 2396 itself says "Literal
// IPv6 addresses are not supported"). With it, RFC 2732, Section 3:
//
//	host          = hostname | IPv4address | IPv6reference
//	ipv6reference = "[" IPv6address "]"
//
// "(2) Replace the definition of 'IPv4address' with that of RFC 2373, as it
// correctly defines an IPv4address as consisting of at most three decimal
// digits per segment", and "(3) Add "[" and "]" to the set of 'reserved'
// characters ... and remove them from the 'unwise' set". Parse then splits a
// bracketed host from its port, Validate accepts such hosts, and "[" and
// "]" become valid wherever <uric> is (query, fragment, the tail of an
// opaque part) but stay invalid in path segments, userinfo and reg_name,
// whose productions list their characters one by one.
func WithIPv6(on bool) Option {
	return func(o *options) { o.ipv6 = on }
}

// ipv6Option is the option "ipv6".
var ipv6Option = optiontable.Flag("ipv6", "false", "true",
	`RFC 2732, Section 3: accept "[" IPv6address "]" hosts, IPv4address with at most three digits per part, and "[" "]" as reserved characters`,
	func(o *options) *bool { return &o.ipv6 })

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength]. RFC 2396
// sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// optionTable names the options for the command line's -o KEY=VALUE, in
// the order of the steps they affect, then maxlength.
var optionTable = optiontable.New[options](sameDocOption, sameSchemeOption, dotDotOption, ipv6Option)
