package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/normal"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

var _ dialect.Normalizer = (*Dialect)(nil)

// unreservedSet is Section 2.3's unreserved = alphanum | mark, mark = "-" |
// "_" | "." | "!" | "~" | "*" | "'" | "(" | ")".
var unreservedSet = uritext.NewSet("-_.!~*'()", "az", "AZ", "09")

var syntaxRules = normal.Rules{LowerScheme: true, LowerHost: true, UpperHex: true, Decode: unreservedSet}

// normalization has the levels RFC 2396 licenses. Section 6: "When a
// scheme uses elements of the common syntax, it will also use the common
// syntax equivalence rules, namely that the scheme and hostname are case
// insensitive and a URL with an explicit ":port", where the port is the
// default for the scheme, is equivalent to one where the port is elided."
// Section 2.3: "Unreserved characters can be escaped without changing the
// semantics of the URI"; Section 2.4.2: ""%7e" is sometimes used instead
// of "~" in an http URL path, but the two are equivalent for an http URL."
// RFC 2396 does not say that dot segments of an absolute URI may go.
var normalization = &normal.Table{Dialect: name, Levels: []normal.Level{
	normal.None,
	{NormalizationLevel: dialect.NormalizationLevel{Name: "syntax",
		Doc: `RFC 2396, Section 6: the scheme and host to lower case ("the scheme and hostname are case insensitive"); Section 2.4.1: the hex digits of an escape to upper case (both cases encode the same octet); ` +
			`Section 2.3: an escaped unreserved character (alphanum or mark "-_.!~*'()") decoded ("Unreserved characters can be escaped without changing the semantics of the URI")`},
		Rules: syntaxRules},
	{NormalizationLevel: dialect.NormalizationLevel{Name: "scheme",
		Doc: `syntax, and Section 6: a port equal to the scheme's default elided ("a URL with an explicit ":port", where the port is the default for the scheme, is equivalent to one where the port is elided"), ` +
			`for the schemes of RFC 1738, Section 3 (ftp 21, http 80, gopher 70, nntp 119, telnet 23, wais 210, prospero 1525), which RFC 2396 updates`},
		Rules: func() normal.Rules { r := syntaxRules; r.DefaultPorts = normal.RFC1738Ports; return r }()},
}}

// NormalizationLevels implements [dialect.Normalizer]: none, syntax and
// scheme.
func (d *Dialect) NormalizationLevels() []dialect.NormalizationLevel { return normalization.Infos() }

// Normalize implements [dialect.Normalizer].
func (d *Dialect) Normalize(s, level string) (string, error) {
	return normalization.Normalize(s, level, d.opts.MaxLength)
}
