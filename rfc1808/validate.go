package rfc1808

import (
	"fmt"
	"unicode/utf8"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// The character classes of RFC 1808, Section 2.2, named as the BNF names
// them.
var (
	setOf      = func(chars string) *uritext.Set { return uritext.NewSet(chars) }
	alphaDigit = uritext.Alpha.Union(uritext.Digit)

	// unreserved = alpha | digit | safe | extra
	// safe = "$" | "-" | "_" | "." | "+"; extra = "!" | "*" | "'" | "(" | ")" | ","
	unreserved = alphaDigit.Union(setOf("$-_.+"), setOf("!*'(),"))
	// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="
	reserved = setOf(";/?:@&=")
	// pchar = uchar | ":" | "@" | "&" | "=" (uchar = unreserved | escape)
	pchar = unreserved.Union(setOf(":@&="))

	// What each component may hold besides escapes.
	netLocChars = pchar.Union(setOf(";?"))   // net_loc = *( pchar | ";" | "?" )
	pathChars   = pchar.Union(setOf("/"))    // path = fsegment *( "/" segment )
	paramChars  = pchar.Union(setOf("/;"))   // params = param *( ";" param ); param = *( pchar | "/" )
	anyChars    = unreserved.Union(reserved) // query, fragment, and absoluteURL's *( uchar | reserved )
)

// The productions of Section 2.2 that Validate cites.
var (
	ruleNetLoc   = dialect.Rule{Doc: doc, Sec: "2.2", Step: "net_loc"}
	rulePath     = dialect.Rule{Doc: doc, Sec: "2.2", Step: "path"}
	ruleFsegment = dialect.Rule{Doc: doc, Sec: "2.2", Step: "fsegment"}
	ruleParams   = dialect.Rule{Doc: doc, Sec: "2.2", Step: "params"}
	ruleQuery    = dialect.Rule{Doc: doc, Sec: "2.2", Step: "query"}
	ruleFragment = dialect.Rule{Doc: doc, Sec: "2.2", Step: "fragment"}
	ruleEscape   = dialect.Rule{Doc: doc, Sec: "2.2", Step: "escape"}
	ruleAbsolute = dialect.Rule{Doc: doc, Sec: "2.2", Step: "absoluteURL"}
)

// Validate checks s against the URL production of RFC 1808, Section 2.2:
//
//	URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
//	absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
//
// It returns nil for a valid URL, else every violation with its byte
// offset, length and the production broken (see the package
// documentation for how violations are attributed). Valid input costs no
// allocation. A string longer than the limit (option maxlength) is one
// violation, citing "uridialect, Limits", and is not examined further.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(name, s, d.opts.MaxLength, validate)
}

// validate is Validate after the length check.
func validate(s string) error {
	var es dialect.Errors
	r := parse(s)
	check := func(p dialect.Part, set *uritext.Set, rule dialect.Rule) {
		if lo, hi := r.Span(p); lo >= 0 {
			checkChars(s, lo, hi, set, rule, &es)
		}
	}
	// The scheme needs no check: Section 2.4.2 takes a scheme only where
	// the scheme production matches.
	check(dialect.Authority, netLocChars, ruleNetLoc)
	check(dialect.Path, pathChars, rulePath)
	check(dialect.Params, paramChars, ruleParams)
	check(dialect.Query, anyChars, ruleQuery)
	check(dialect.Fragment, anyChars, ruleFragment)

	// Every character the components allow is in uchar | reserved, so a
	// URL with a scheme whose characters pass is an absoluteURL by its
	// second alternative even where generic-RL's structure fails. Only a
	// relativeURL must have that structure, and the one way it can fail
	// is an abs_path after a net_loc that starts with a second "/":
	// abs_path = "/" rel_path, rel_path = [ path ] ..., and path starts
	// with fsegment = 1*pchar.
	if !r.Has(dialect.Scheme) && r.Has(dialect.Authority) {
		if lo, hi := r.Span(dialect.Path); hi-lo >= 2 && s[lo+1] == '/' {
			es.Add(&dialect.ParseError{
				Dialect: name, Input: s, Offset: lo + 1, Len: 1, Rule: ruleFsegment,
				Msg: `empty first path segment: in a relativeURL, abs_path = "/" rel_path cannot go on with another "/"`,
			})
		}
	}
	return es.Err()
}

// checkChars reports each character of s[lo:hi] that is neither in set nor
// part of an escape, and each malformed escape.
func checkChars(s string, lo, hi int, set *uritext.Set, rule dialect.Rule, es *dialect.Errors) {
	comp := s[:hi]
	for i := lo; i < hi; {
		c := s[i]
		switch {
		case c == '%':
			if uritext.IsEscape(comp, i) {
				i += 3
				continue
			}
			n := uritext.EscapeLen(comp, i)
			es.Add(&dialect.ParseError{
				Dialect: name, Input: s, Offset: i, Len: n, Rule: ruleEscape,
				Msg: fmt.Sprintf(`malformed escape %q: escape = "%%" hex hex`, s[i:i+n]),
			})
			i += n
		case set.Has(c):
			i++
		default:
			n := 1
			if c >= utf8.RuneSelf {
				if _, size := utf8.DecodeRuneInString(comp[i:]); size > 1 {
					n = size
				}
			}
			es.Add(&dialect.ParseError{
				Dialect: name, Input: s, Offset: i, Len: n, Rule: rule,
				Msg: fmt.Sprintf("%q is not allowed in <%s>", s[i:i+n], rule.Step),
			})
			i += n
		}
	}
}
