package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// options holds the settings of a [Dialect]. Its zero value is what the
// text of RFC 3986 implies: a strict parser.
type options struct {
	optiontable.Limits
	// sameSchemeRelative is the "(not strict)" of RFC 3986, Section
	// 5.2.2: a reference scheme equal to the base's is ignored.
	sameSchemeRelative bool
}

// An Option configures a [Dialect] made by [New]. Options apply in order,
// so a later option overrides an earlier one.
type Option func(*options)

// WithSameScheme sets what a reference whose scheme equals the base
// URI's scheme means (key "samescheme", values "absolute" and "relative";
// the default is [dialect.SameSchemeAbsolute], the strict parser). RFC
// 3986, Section 5.2.2:
//
//	-- A non-strict parser may ignore a scheme in the reference
//	-- if it is identical to the base URI's scheme.
//	--
//	if ((not strict) and (R.scheme == Base.scheme)) then
//	   undefine(R.scheme);
//	endif;
//
// Section 5.4.2 gives both answers for the one example:
//
//	"http:g"        =  "http:g"         ; for strict parsers
//	                /  "http://a/b/c/g" ; for backward compatibility
//
// and calls the non-strict reading "a loophole in prior specifications of
// partial URI [RFC1630]. Its use should be avoided but is allowed for
// backward compatibility." [dialect.SameSchemeAbsolute] keeps the
// reference's scheme, "for strict parsers"; [dialect.SameSchemeAsRelative]
// ignores it, "(not strict)", and resolves the rest as a relative
// reference, "for backward compatibility". The key of an earlier release,
// strict=true|false, is still accepted: strict=true is
// samescheme=absolute, strict=false samescheme=relative.
//
// Schemes are compared ignoring ASCII case, as Section 3.1 says "schemes
// are case-insensitive"; see the package doc.
func WithSameScheme(s dialect.SameScheme) Option {
	return func(o *options) { o.sameSchemeRelative = s == dialect.SameSchemeAsRelative }
}

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength]. RFC 3986
// sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// sameSchemeSpec is the Spec of samescheme, as every dialect with the
// loophole names it. The key strict, the word of Section 5.2.2's
// pseudocode that an earlier release used, stays an alias with its values
// reversed (strict=true is samescheme=absolute).
func sameSchemeSpec() optiontable.Spec[options] {
	sp := optiontable.Flag("samescheme", "absolute", "relative",
		`RFC 3986, Section 5.2.2: "if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme)". `+
			`"relative" (not strict) resolves "http:g" against "http://a/b/c/d;p?q" as "http://a/b/c/g" ("for backward compatibility", Section 5.4.2); `+
			`"absolute" (strict, the default) keeps "http:g" ("for strict parsers").`,
		func(o *options) *bool { return &o.sameSchemeRelative })
	sp.Aliases = []optiontable.Alias{{Key: "strict", Values: map[string]string{"true": "absolute", "false": "relative"}}}
	return sp
}

// optionTable names the options for [dialect.Configurable]: samescheme,
// with its alias strict, and maxlength.
var optionTable = optiontable.New[options](sameSchemeSpec())
