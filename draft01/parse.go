package draft01

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// Parse splits s by the parsing rules of Section 2.4, without a base.
//
// A scheme of its own (Section 2.4.1) decides the categories s is parsed
// by. Without one, s is parsed as Section 3.4 interprets a URL that has no
// base, "the base URL is considered to be the empty string": there is no
// scheme, which is a member of no set, so Sections 2.4.2 to 2.4.5 are all
// skipped ("If the scheme is not a member of the Uses-Fragment set, this
// section is skipped") and all of s is the path. The [WithContext] option
// names a scheme to assume instead. Parse fails only for a string longer
// than the limit (option maxlength, see "Limits" in the package doc).
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	r, _ := d.parse(s, d.opts.noScheme())
	return r, nil
}

// ParseIn splits s by the parsing rules of Section 2.4 in the context of
// base: a relative URL (one without a scheme) is parsed by the categories
// of base's scheme, since "relative URLs are parsed within the context of
// the base URL" (Section 2.2) and step 3 of Section 4 parses "both the
// base and embedded URLs". A URL with a scheme of its own is parsed by
// that scheme's categories; a base without a scheme gives what
// [Dialect.Parse] assumes. ParseIn fails only for a string longer than
// the limit, as Parse does.
func (d *Dialect) ParseIn(base dialect.Reference, s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	r, _ := d.parse(s, d.context(&base))
	return r, nil
}

// context returns the categories a reference without a scheme is parsed
// by in the context of base.
func (d *Dialect) context(base *dialect.Reference) Categories {
	if sch, ok := base.Get(dialect.Scheme); ok {
		return d.opts.lookup(sch)
	}
	return d.opts.noScheme()
}

// Categories returns the categories scheme belongs to under d: its
// declaration by [WithScheme], else its row of the table of Section 2.3.6,
// else the [WithUndeclared] set; with [NoFragments], without Uses-Fragment.
// Scheme names match case-insensitively.
func (d *Dialect) Categories(scheme string) Categories { return d.opts.lookup(scheme) }

// parse applies Sections 2.4.1 to 2.4.6 in order to s. A reference
// without a scheme is parsed by ctx. It returns the categories used.
// Each step removes a prefix or a suffix of the parse string, so every
// part is a contiguous span of s and the relurl.Parts stand in s in the order
// Recompose writes them.
func (d *Dialect) parse(s string, ctx Categories) (dialect.Reference, Categories) {
	p, cats := d.split(s, ctx)
	return p.Reference(s, grammarOf(cats)), cats
}

// splitCategories are the categories split reads.
const splitCategories = UsesNetloc | UsesParams | UsesQuery | UsesFragment

// grammars mark the references parse makes, one for each set of the
// categories that split reads: split's parts follow from the text and
// those alone, whatever options or context chose them.
var grammars = func() (g [allCategories + 1]dialect.Grammar) {
	for c := Categories(0); c <= allCategories; c++ {
		if c&^splitCategories == 0 {
			g[c] = dialect.NewGrammar(name + "(" + c.String() + ")")
		}
	}
	return g
}()

func grammarOf(cats Categories) dialect.Grammar { return grammars[cats&splitCategories] }

// text returns the text of r, its parts as split splits them in the
// context ctx, and the categories they were split by: read from r when
// parse made it by the categories that apply, split again from r.String()
// otherwise.
func (d *Dialect) text(r *dialect.Reference, ctx Categories) (string, relurl.Parts, Categories) {
	if g := r.Grammar(); g != dialect.NoGrammar {
		cats := ctx
		if scheme, ok := r.Get(dialect.Scheme); ok {
			cats = d.opts.lookup(scheme)
		}
		if g == grammarOf(cats) {
			return r.Source(), relurl.PartsOf(r), cats
		}
	}
	s := r.String()
	p, cats := d.split(s, ctx)
	return s, p, cats
}

// split is parse, into parts.
func (d *Dialect) split(s string, ctx Categories) (relurl.Parts, Categories) {
	p := relurl.NoParts
	lo, hi := 0, len(s)
	cats := ctx
	// 2.4.1: the scheme, up to the first colon, if only scheme
	// characters come before it.
	if i := relurl.SchemeEnd(s); i > 0 {
		p.Scheme, lo = relurl.At(0, i), i+1
		cats = d.opts.lookup(s[:i])
	}
	// 2.4.2: the fragment, after the right-most "#".
	if cats&UsesFragment != 0 {
		// Most URLs have no "#": IndexByte says so faster than
		// LastIndexByte, which reads one byte at a time.
		if j := strings.IndexByte(s[lo:hi], '#'); j >= 0 {
			j += lo
			j += strings.LastIndexByte(s[j:hi], '#')
			p.Fragment, hi = relurl.At(j+1, hi), j
		}
	}
	// 2.4.3: the net_loc, after "//" up to the next "/" or the end.
	if cats&UsesNetloc != 0 {
		if e := relurl.NetLocEnd(s, lo, hi); e >= 0 {
			p.NetLoc, lo = relurl.At(lo+2, e), e
		}
	}
	// 2.4.4: the query, after the left-most "?".
	if cats&UsesQuery != 0 {
		if k := relurl.Index(s, '?', lo, hi); k >= 0 {
			p.Query, hi = relurl.At(k+1, hi), k
		}
	}
	// 2.4.5: the params, after the left-most ";".
	if cats&UsesParams != 0 {
		if k := relurl.Index(s, ';', lo, hi); k >= 0 {
			p.Params, hi = relurl.At(k+1, hi), k
		}
	}
	// 2.4.6: the path, with the slash that may precede it.
	p.Path = relurl.At(lo, hi)
	return p, cats
}
