package rfc1808

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relurl"
)

// Parse splits s into the six components of RFC 1808, Section 2.1 by the
// rules of Section 2.4, in their order: fragment, scheme, net_loc, query,
// params, path. It never fails: every string is a parse string, and
// Validate is the strict check. The components are substrings of s, so
// Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	return parse(s), nil
}

// parse is Section 2.4. Each rule removes what it matched from the parse
// string s[start:end] before the next one is applied.
func parse(s string) dialect.Reference {
	r := dialect.NewReference(s)
	start, end := 0, len(s)

	// 2.4.1: "the substring after the first (left-most) crosshatch "#"
	// character and up to the end of the parse string is the <fragment>".
	end = relurl.Suffix(&r, dialect.Fragment, '#', start, end)

	// 2.4.2: "a colon ":" after the first character and before any
	// characters not allowed as part of a scheme name".
	if i := relurl.SchemeEnd(s[:end]); i > 0 {
		r.Set(dialect.Scheme, 0, i)
		start = i + 1
	}

	// 2.4.3: "If the parse string begins with a double-slash "//", then
	// the substring of characters after the double-slash and up to, but
	// not including, the next slash "/" character is the network
	// location/login (<net_loc>)". The query and params are not split off
	// yet, so a net_loc may hold "?" and ";" (net_loc = *( pchar | ";" |
	// "?" ) in Section 2.2).
	start = relurl.NetLoc(&r, start, end)

	// 2.4.4: "the substring after the first (left-most) question mark "?"
	// and up to the end of the parse string is the <query> information".
	end = relurl.Suffix(&r, dialect.Query, '?', start, end)

	// 2.4.5: "the substring after the first (left-most) semicolon ";" and
	// up to the end of the parse string is the parameters (<params>)".
	end = relurl.Suffix(&r, dialect.Params, ';', start, end)

	// 2.4.6: "all that is left of the parse string is the URL <path> and
	// the slash "/" that may precede it ... Often this is done by simply
	// storing the preceding slash along with the path." So do we.
	r.Set(dialect.Path, start, end)
	return r
}
