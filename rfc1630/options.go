package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// options holds every setting of a Dialect. The zero value is the default:
// each enum's first constant is the reading the package doc defends.
type options struct {
	// sameSchemeAbsolute: a same-scheme reference is absolute
	// (samescheme=absolute); false, the default, is the partial form.
	sameSchemeAbsolute bool
	slashes            Slashes
	xxx                XXX
	endDotDot          EndDotDot
	empty              Empty
	optiontable.Limits
}

// An Option changes one setting of a Dialect made by [New]. Later options
// override earlier ones.
type Option func(*options)

// Slashes chooses the reading of the leading slashes rule. RFC 1630,
// "Partial (relative) form": "If the partial URI starts with a non-zero
// number of consecutive slashes, then everything from the context URI up to
// (but not including) the first occurrence of exactly the same number of
// consecutive slashes which has no greater number of consecutive slashes
// anywhere to the right of it is taken to be the same and so prepended to
// the partial URL to form the full URL."
type Slashes uint8

const (
	// SlashesExamples takes the first run of exactly as many slashes as
	// the partial starts with, and ignores "which has no greater number of
	// consecutive slashes anywhere to the right of it". It is the only
	// reading that gives every published example, "/g" = "magic://a/g"
	// among them.
	SlashesExamples Slashes = iota
	// SlashesLiteral takes the first such run with no longer run anywhere
	// to its right, as the sentence reads. In the context
	// "magic://a/b/c//d/e/f" it gives "/g" = "magic://a/b/c//d/g", not the
	// published "magic://a/g".
	SlashesLiteral
)

var slashesOption = optiontable.NewEnum("slashes", []string{SlashesExamples: "examples", SlashesLiteral: "literal"},
	`Leading slashes rule: "examples" takes the first run of exactly n slashes (gives the `+
		`published "/g" = "magic://a/g"); "literal" also requires "no greater number of consecutive `+
		`slashes anywhere to the right of it".`,
	func(o *options) *Slashes { return &o.slashes })

// XXX says which complete path elements the "xxx" of the removal rule may
// be. RFC 1630, "Partial (relative) form": "all occurrences of "xxx/../" or
// "/." are recursively removed, where xxx, ".." and "." are complete path
// elements."
type XXX uint8

const (
	// XXXNotDotDot lets xxx be any complete path element except "..", so
	// "../../" is never removed (as RFC 1808, Section 4, step 6 later
	// wrote: "<segment> not equal to ..", and as HTParse.c did).
	XXXNotDotDot XXX = iota
	// XXXAny lets xxx be any complete path element, ".." included, as
	// the sentence reads. Surplus ".." elements then cancel in pairs:
	// "/b/../../../g" becomes "/g" (and "/b/../../g" stays "/../g").
	// Removal runs leftmost first.
	XXXAny
)

var xxxOption = optiontable.NewEnum("xxx", []string{XXXNotDotDot: "notdotdot", XXXAny: "any"},
	`Which complete path elements "xxx/../" removes: "notdotdot" any but ".."; "any" every `+
		`one, ".." included, as "where xxx, ".." and "." are complete path elements" reads.`,
	func(o *options) *XXX { return &o.xxx })

// EndDotDot says what happens to "xxx/.." at the very end of the path,
// where no slash follows the "..". RFC 1630, "Partial (relative) form",
// names only "xxx/../".
type EndDotDot uint8

const (
	// EndDotDotKeep leaves it, as the text's "xxx/../" reads: ".." in
	// the context "magic://a/b/c//d/e/f" gives "magic://a/b/c//d/e/..".
	EndDotDotKeep EndDotDot = iota
	// EndDotDotRemove removes "xxx/.." at the end as if a slash followed
	// it, keeping the slash before xxx: ".." gives "magic://a/b/c//d/".
	EndDotDotRemove
)

var endDotDotOption = optiontable.NewEnum("enddotdot", []string{EndDotDotKeep: "keep", EndDotDotRemove: "remove"},
	`"xxx/.." at the end of the path, with no slash after "..": "keep" as the text's `+
		`"xxx/../" reads, "remove" as if the slash were there.`,
	func(o *options) *EndDotDot { return &o.endDotDot })

// Empty says what an empty partial form means: "" or a bare fragment-id
// such as "#s". RFC 1630 gives no rule for it; see the package doc.
type Empty uint8

const (
	// EmptyIsContext makes an empty partial denote the context URI itself
	// (without its fragment-id), as "the URI of another object may be given
	// in abbreviated form, where parts of the two URIs are the same" allows
	// when every part is the same. A fragment-id the reference carries is
	// then attached.
	EmptyIsContext Empty = iota
	// EmptyMerges applies the rules to the empty partial like any other:
	// "The last part of the path of the context URI (anything following the
	// rightmost slash) is removed", giving "magic://a/b/c//d/e/".
	EmptyMerges
)

var emptyOption = optiontable.NewEnum("empty", []string{EmptyIsContext: "context", EmptyMerges: "merge"},
	`An empty partial ("" or "#s"): "context" is the context URI itself; "merge" applies `+
		`"The last part of the path of the context URI ... is removed" to it like any partial.`,
	func(o *options) *Empty { return &o.empty })

// WithSameScheme sets what a reference with the same scheme as its context
// means (key "samescheme"). RFC 1630, "Partial (relative) form": "If the
// scheme parts are different, the whole absolute URI must be given.
// Otherwise, the scheme is omitted". RFC 1808, Section 5.2 calls the
// reading that results "a loophole in prior specifications of partial URLs
// [1]" and RFC 2396, Section 5.2, step 3 "a loophole in prior
// specifications [RFC1630]".
//
// [dialect.SameSchemeAsRelative], the default, treats "magic:g" in the
// context of a "magic" URI as the partial form "g": the scheme is omitted
// and the rules go on. This is the loophole, the default because it is
// what RFC 1630's rules say, and what CERN libwww's HTParse.c did.
// [dialect.SameSchemeAbsolute] keeps every reference whose colon comes
// before any slash as the absolute URI it is written as, as RFC 1808 does
// ("http:g = <URL:http:g>").
func WithSameScheme(s dialect.SameScheme) Option {
	return func(o *options) { o.sameSchemeAbsolute = s == dialect.SameSchemeAbsolute }
}

// sameSchemeOption is the option "samescheme", whose default here is
// "relative".
var sameSchemeOption = optiontable.Flag("samescheme", "relative", "absolute",
	`A reference with the context's scheme: "relative" takes it as a partial form, omits the scheme and resolves the rest `+
		`(RFC 1630, Partial (relative) form: "Otherwise, the scheme is omitted"; the loophole of `+
		`RFC 1808, Section 5.2 and RFC 2396, Section 5.2), "absolute" keeps it as written.`,
	func(o *options) *bool { return &o.sameSchemeAbsolute })

// WithSlashes sets the reading of the leading slashes rule.
func WithSlashes(s Slashes) Option { return slashesOption.With(s) }

// WithXXX sets which path elements "xxx/../" removes.
func WithXXX(x XXX) Option { return xxxOption.With(x) }

// WithEndDotDot sets what happens to "xxx/.." at the end of the path.
func WithEndDotDot(e EndDotDot) Option { return endDotDotOption.With(e) }

// WithEmpty sets what an empty partial form means.
func WithEmpty(e Empty) Option { return emptyOption.With(e) }

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength]. RFC 1630
// sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// optionTable names the options for Options and With, each with its
// values in enum order, then maxlength.
var optionTable = optiontable.New[options](sameSchemeOption, slashesOption, xxxOption, endDotDotOption, emptyOption)
