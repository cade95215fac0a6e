package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relurl"
)

// Parse splits s into the six components of RFC 1808, Section 2.1 by the
// rules of Section 2.4, in their order: fragment, scheme, net_loc, query,
// params, path. Every string is a parse string, and Validate is the
// strict check: Parse fails only for a string longer than the limit
// (option maxlength, see "Limits" in the package doc). The components are
// substrings of s, so Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialect.CheckLength(name, s, d.opts.maxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return parse(s), nil
}

// parse is Section 2.4, as a Reference.
func parse(s string) dialect.Reference {
	r := dialect.NewReference(s)
	p := split(s)
	p.define(&r)
	return r
}

// A span is a component of a URL: text[lo:hi], undefined when lo < 0.
type span struct{ lo, hi int }

var undefined = span{-1, -1}

func (p span) ok() bool { return p.lo >= 0 }

// in returns the component's text in s, "" when it is undefined.
func (p span) in(s string) string {
	if p.lo < 0 {
		return ""
	}
	return s[p.lo:p.hi]
}

// parts are the components of a URL as spans of its text. Resolve reads
// them many times, and a Reference copies itself for each of its methods;
// these are read in place.
type parts struct {
	scheme, netLoc, path, params, query, fragment span
}

// split is Section 2.4. Each rule removes what it matched from the parse
// string s[start:end] before the next one is applied.
func split(s string) parts {
	p := parts{undefined, undefined, undefined, undefined, undefined, undefined}
	start, end := 0, len(s)

	// 2.4.1: "the substring after the first (left-most) crosshatch "#"
	// character and up to the end of the parse string is the <fragment>".
	if k := relurl.Index(s, '#', start, end); k >= 0 {
		p.fragment, end = span{k + 1, end}, k
	}

	// 2.4.2: "a colon ":" after the first character and before any
	// characters not allowed as part of a scheme name".
	if i := relurl.SchemeEnd(s[:end]); i > 0 {
		p.scheme, start = span{0, i}, i+1
	}

	// 2.4.3: "If the parse string begins with a double-slash "//", then
	// the substring of characters after the double-slash and up to, but
	// not including, the next slash "/" character is the network
	// location/login (<net_loc>)". The query and params are not split off
	// yet, so a net_loc may hold "?" and ";" (net_loc = *( pchar | ";" |
	// "?" ) in Section 2.2).
	if e := relurl.NetLocEnd(s, start, end); e >= 0 {
		p.netLoc, start = span{start + 2, e}, e
	}

	// 2.4.4: "the substring after the first (left-most) question mark "?"
	// and up to the end of the parse string is the <query> information".
	if k := relurl.Index(s, '?', start, end); k >= 0 {
		p.query, end = span{k + 1, end}, k
	}

	// 2.4.5: "the substring after the first (left-most) semicolon ";" and
	// up to the end of the parse string is the parameters (<params>)".
	if k := relurl.Index(s, ';', start, end); k >= 0 {
		p.params, end = span{k + 1, end}, k
	}

	// 2.4.6: "all that is left of the parse string is the URL <path> and
	// the slash "/" that may precede it ... Often this is done by simply
	// storing the preceding slash along with the path." So do we.
	p.path = span{start, end}
	return p
}

// define sets the defined components of p in r.
func (p *parts) define(r *dialect.Reference) {
	for _, c := range [...]struct {
		part dialect.Part
		span span
	}{
		{dialect.Scheme, p.scheme}, {dialect.Authority, p.netLoc}, {dialect.Path, p.path},
		{dialect.Params, p.params}, {dialect.Query, p.query}, {dialect.Fragment, p.fragment},
	} {
		if c.span.ok() {
			r.Set(c.part, c.span.lo, c.span.hi)
		}
	}
}
