package draft01

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/relurl"
)

// Parse splits s by the parsing rules of Section 2.4, without a base.
//
// A scheme of its own (Section 2.4.1) decides the categories s is parsed
// by. Without one, s is parsed as Section 3.4 interprets a URL that has no
// base, "the base URL is considered to be the empty string": there is no
// scheme, which is a member of no set, so Sections 2.4.2 to 2.4.5 are all
// skipped ("If the scheme is not a member of the Uses-Fragment set, this
// section is skipped") and all of s is the path. The [Context] option
// names a scheme to assume instead. Parse never fails.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	r, _ := d.parse(s, d.opts.noScheme())
	return r, nil
}

// ParseIn splits s by the parsing rules of Section 2.4 in the context of
// base: a relative URL (one without a scheme) is parsed by the categories
// of base's scheme, since "relative URLs are parsed within the context of
// the base URL" (Section 2.2) and step 3 of Section 4 parses "both the
// base and embedded URLs". A URL with a scheme of its own is parsed by
// that scheme's categories; a base without a scheme gives what
// [Dialect.Parse] assumes. ParseIn never fails.
func (d *Dialect) ParseIn(base dialect.Reference, s string) (dialect.Reference, error) {
	r, _ := d.parse(s, d.context(base))
	return r, nil
}

// context returns the categories a reference without a scheme is parsed
// by in the context of base.
func (d *Dialect) context(base dialect.Reference) Categories {
	if sch, ok := base.Get(dialect.Scheme); ok {
		return d.opts.lookup(sch)
	}
	return d.opts.noScheme()
}

// Categories returns the categories scheme belongs to under d: its
// declaration by [Scheme], else its row of the table of Section 2.3.6,
// else the [Undeclared] set; with [NoFragments], without Uses-Fragment.
// Scheme names match case-insensitively.
func (d *Dialect) Categories(scheme string) Categories { return d.opts.lookup(scheme) }

// parse applies Sections 2.4.1 to 2.4.6 in order to s. A reference
// without a scheme is parsed by ctx. It returns the categories used.
// Each step removes a prefix or a suffix of the parse string, so every
// part is a contiguous span of s and the parts stand in s in the order
// Recompose writes them.
func (d *Dialect) parse(s string, ctx Categories) (dialect.Reference, Categories) {
	r := dialect.NewReference(s)
	lo, hi := 0, len(s)
	cats := ctx
	// 2.4.1: the scheme, up to the first colon, if only scheme
	// characters come before it.
	if i := relurl.SchemeEnd(s); i > 0 {
		r.Set(dialect.Scheme, 0, i)
		lo = i + 1
		cats = d.opts.lookup(s[:i])
	}
	// 2.4.2: the fragment, after the right-most "#".
	if cats&UsesFragment != 0 {
		if j := strings.LastIndexByte(s[lo:hi], '#'); j >= 0 {
			r.Set(dialect.Fragment, lo+j+1, hi)
			hi = lo + j
		}
	}
	// 2.4.3: the net_loc, after "//" up to the next "/" or the end.
	if cats&UsesNetloc != 0 {
		lo = relurl.NetLoc(&r, lo, hi)
	}
	// 2.4.4: the query, after the left-most "?".
	if cats&UsesQuery != 0 {
		hi = relurl.Suffix(&r, dialect.Query, '?', lo, hi)
	}
	// 2.4.5: the params, after the left-most ";".
	if cats&UsesParams != 0 {
		hi = relurl.Suffix(&r, dialect.Params, ';', lo, hi)
	}
	// 2.4.6: the path, with the slash that may precede it.
	r.Set(dialect.Path, lo, hi)
	return r, cats
}
