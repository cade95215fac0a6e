package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// Parse splits s into the six components of RFC 1808, Section 2.1 by the
// rules of Section 2.4, in their order: fragment, scheme, net_loc, query,
// params, path. Every string is a parse string, and Validate is the
// strict check: Parse fails only for a string longer than the limit
// (option maxlength, see "Limits" in the package doc). The components are
// substrings of s, so Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return parse(s), nil
}

// grammar marks the references parse makes: their relurl.Parts are Section
// 2.4's split of their source, which resolve then reads as they are.
var grammar = dialect.NewGrammar(name)

// parse is Section 2.4, as a Reference.
func parse(s string) dialect.Reference {
	p := split(s)
	return p.Reference(s, grammar)
}

// text returns the text of r and its relurl.Parts by Section 2.4: read from r
// when parse made it, split again from r.String() otherwise.
func text(r *dialect.Reference) (string, relurl.Parts) {
	if r.Grammar() != grammar {
		s := r.String()
		return s, split(s)
	}
	return r.Source(), relurl.PartsOf(r)
}

// split is Section 2.4. Each rule removes what it matched from the parse
// string s[start:end] before the next one is applied.
func split(s string) relurl.Parts {
	p := relurl.NoParts
	start, end := 0, len(s)

	// 2.4.1: "the substring after the first (left-most) crosshatch "#"
	// character and up to the end of the parse string is the <fragment>".
	if k := relurl.Index(s, '#', start, end); k >= 0 {
		p.Fragment, end = relurl.At(k+1, end), k
	}

	// 2.4.2: "a colon ":" after the first character and before any
	// characters not allowed as part of a scheme name".
	if i := relurl.SchemeEnd(s[:end]); i > 0 {
		p.Scheme, start = relurl.At(0, i), i+1
	}

	// 2.4.3: "If the parse string begins with a double-slash "//", then
	// the substring of characters after the double-slash and up to, but
	// not including, the next slash "/" character is the network
	// location/login (<net_loc>)". The query and params are not split off
	// yet, so a net_loc may hold "?" and ";" (net_loc = *( pchar | ";" |
	// "?" ) in Section 2.2).
	if e := relurl.NetLocEnd(s, start, end); e >= 0 {
		p.NetLoc, start = relurl.At(start+2, e), e
	}

	// 2.4.4: "the substring after the first (left-most) question mark "?"
	// and up to the end of the parse string is the <query> information".
	if k := relurl.Index(s, '?', start, end); k >= 0 {
		p.Query, end = relurl.At(k+1, end), k
	}

	// 2.4.5: "the substring after the first (left-most) semicolon ";" and
	// up to the end of the parse string is the parameters (<params>)".
	if k := relurl.Index(s, ';', start, end); k >= 0 {
		p.Params, end = relurl.At(k+1, end), k
	}

	// 2.4.6: "all that is left of the parse string is the URL <path> and
	// the slash "/" that may precede it ... Often this is done by simply
	// storing the preceding slash along with the path." So do we.
	p.Path = relurl.At(start, end)
	return p
}
