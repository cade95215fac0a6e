package draft01

import (
	"fmt"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// Categories is a set of the syntactic categories of Section 2.3 that a
// scheme belongs to: "Membership in the five categories is described in
// terms of named sets: Uses-Netloc, Non-Hierarchical, Uses-Params,
// Uses-Query, and Uses-Fragment." The zero value is membership in none.
type Categories uint8

const (
	// UsesNetloc (Section 2.3.1): the scheme uses "the Common Internet
	// Scheme Syntax ..., where the network location and/or login
	// information starts with a double-slash "//"". Parsing looks for a
	// <net_loc> (Section 2.4.3) and resolution runs step 4 only for it.
	UsesNetloc Categories = 1 << iota
	// NonHierarchical (Section 2.3.2): the scheme does "not use "/" to
	// indicate hierarchical segments in the URL path". Resolution gives
	// "." and ".." no special meaning (step 7a to 7d are skipped).
	NonHierarchical
	// UsesParams (Section 2.3.3): ";" separates <params> (Section 2.4.5).
	UsesParams
	// UsesQuery (Section 2.3.4): "?" separates <query> (Section 2.4.4).
	UsesQuery
	// UsesFragment (Section 2.3.5): "#" separates a fragment identifier
	// (Section 2.4.2). See also [WithFragments].
	UsesFragment

	allCategories = UsesNetloc | NonHierarchical | UsesParams | UsesQuery | UsesFragment
)

// categoryNames are the names [Categories.String] writes and
// [ParseCategories] reads, in bit order.
var categoryNames = [...]string{"netloc", "nonhierarchical", "params", "query", "fragment"}

// categoryAliases are the other names ParseCategories accepts: the set
// names of Section 2.3, lower-cased.
var categoryAliases = map[string]Categories{
	"uses-netloc": UsesNetloc, "non-hierarchical": NonHierarchical, "nonhier": NonHierarchical,
	"uses-params": UsesParams, "uses-query": UsesQuery, "uses-fragment": UsesFragment,
}

// Has reports whether c includes every category of x.
func (c Categories) Has(x Categories) bool { return c&x == x }

// String writes c as the option values do: the category names joined by
// "+" in the order of Section 2.3.6 ("netloc+params+query+fragment"), or
// "none" for the empty set.
func (c Categories) String() string {
	if c&allCategories == 0 {
		return "none"
	}
	var b strings.Builder
	for i, n := range categoryNames {
		if c&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte('+')
			}
			b.WriteString(n)
		}
	}
	return b.String()
}

// ParseCategories reads a set of categories written as
// [Categories.String] writes it. Names are case-insensitive, and the set
// names of Section 2.3 ("Uses-Netloc", "Non-Hierarchical", ...) are
// accepted too. "none" is the empty set.
func ParseCategories(s string) (Categories, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "none" {
		return 0, nil
	}
	var c Categories
	for _, f := range strings.Split(s, "+") {
		f = strings.TrimSpace(f)
		if x, ok := categoryAliases[f]; ok {
			c |= x
			continue
		}
		found := false
		for i, n := range categoryNames {
			if f == n {
				c |= 1 << i
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("draft01: unknown category %q (known: none, %s)", f, strings.Join(categoryNames[:], ", "))
		}
	}
	return c, nil
}

// table is Section 2.3.6, "Summary of Categories by Scheme", row for row.
// The tests check it against the five set definitions of Sections 2.3.1
// to 2.3.5.
var table = [...]declared{
	{"ftp", UsesNetloc | UsesParams | UsesFragment},
	{"http", UsesNetloc | UsesParams | UsesQuery | UsesFragment},
	{"gopher", UsesNetloc | NonHierarchical | UsesFragment},
	{"mailto", NonHierarchical},
	{"news", NonHierarchical | UsesFragment},
	{"nntp", UsesNetloc | UsesFragment},
	{"telnet", UsesNetloc | NonHierarchical},
	{"wais", UsesNetloc | NonHierarchical | UsesQuery | UsesFragment},
	{"file", UsesNetloc | UsesFragment},
	{"prospero", UsesNetloc | NonHierarchical | UsesParams | UsesFragment},
}

// A SchemeCategories is one row of the table of Section 2.3.6.
type SchemeCategories struct {
	Scheme     string
	Categories Categories
}

// Table returns the rows of Section 2.3.6 in the draft's order. The slice
// is a copy: changing it changes nothing else.
func Table() []SchemeCategories {
	out := make([]SchemeCategories, len(table))
	for i, e := range table {
		out[i] = SchemeCategories{e.name, e.cats}
	}
	return out
}

// A FragmentPolicy says whether the system uses fragment identifiers,
// which decides the Uses-Fragment set (Section 2.3.5): "Unlike the other
// sets, however, the fragment identifier is only reserved within systems
// which use it. Outside of those systems, Uses-Fragment is equal to the
// empty set."
type FragmentPolicy uint8

const (
	// WWWFragments is the default: "Within systems that use fragment
	// identifiers, Uses-Fragment = {ftp, http, gopher, news, nntp, wais,
	// file, prospero}", with the memberships declared by [WithScheme] and
	// [WithUndeclared]. The draft itself is written for the World-Wide Web
	// (the fragment identifier is "currently only used within the
	// World-Wide Web initiative", Section 2.1) and its examples are.
	WWWFragments FragmentPolicy = iota
	// NoFragments: "Outside of those systems, Uses-Fragment is equal to
	// the empty set." No scheme, declared or not, is in Uses-Fragment, so
	// "#" is an ordinary character of whatever component it falls in.
	NoFragments
)

// fragmentsOption is the option "fragments".
var fragmentsOption = optiontable.NewEnum("fragments", []string{WWWFragments: "www", NoFragments: "none"},
	`whether the system uses fragment identifiers (Section 2.3.5: "the fragment identifier is only reserved `+
		`within systems which use it. Outside of those systems, Uses-Fragment is equal to the empty set."); `+
		`"none" takes every scheme out of Uses-Fragment`,
	func(o *options) *FragmentPolicy { return &o.fragments })

// String returns the option value that selects p: "www" or "none".
func (p FragmentPolicy) String() string { return fragmentsOption.Name(p) }

// An Option configures a [Dialect]. Later options override earlier ones.
type Option func(*options)

type declared struct {
	name string // lower case
	cats Categories
}

type options struct {
	fragments  FragmentPolicy
	undeclared Categories
	context    string     // lower case; "" for no scheme
	schemes    []declared // never appended to in place: see WithScheme
	optiontable.Limits
}

// WithFragments sets whether the system uses fragment identifiers
// (Section 2.3.5); the default is [WWWFragments]. Its option key is
// "fragments", with the values "www" and "none".
func WithFragments(p FragmentPolicy) Option { return fragmentsOption.With(p) }

// WithScheme declares the membership of the scheme name in the five sets,
// replacing its row of the table of Section 2.3.6 if it has one. Section
// 2.3 asks for exactly this: "It is recommended that new schemes include
// a description of their membership in the following categories when
// they are registered". Scheme names match case-insensitively (see the
// package doc). A name that is not a scheme by Section 2.4.1 never matches
// a parsed scheme and has no effect; With rejects it. The
// option key is "scheme.NAME", e.g. "scheme.https=netloc+params+query+fragment".
//
// The declaration belongs to the Dialect made with it: no other Dialect,
// and no shared table, changes.
func WithScheme(name string, c Categories) Option {
	name = strings.ToLower(name)
	c &= allCategories
	return func(o *options) {
		s := make([]declared, 0, len(o.schemes)+1)
		for _, e := range o.schemes {
			if e.name != name {
				s = append(s, e)
			}
		}
		o.schemes = append(s, declared{name, c})
	}
}

// WithUndeclared sets the membership of every scheme that is neither in
// the table of Section 2.3.6 nor declared with [WithScheme]. The default is the
// empty set: the sets are defined by enumeration ("Uses-Netloc = {ftp,
// http, gopher, nntp, telnet, wais, file, prospero}") and a scheme not
// listed is not a member, which makes it hierarchical, since "." and
// ".." are special "for schemes not in the Non-Hierarchical set"
// (Section 2.3.2). The option key is "undeclared".
func WithUndeclared(c Categories) Option {
	return func(o *options) { o.undeclared = c & allCategories }
}

// WithContext names the scheme whose categories parse a reference that has
// no scheme of its own when there is no base, or the base has no scheme
// ([Dialect.Parse], or [Dialect.ParseIn] with such a base). The default,
// "", is no scheme at all, which is in none of the sets (see the package
// doc). The option key is "context".
func WithContext(scheme string) Option {
	scheme = strings.ToLower(scheme)
	return func(o *options) { o.context = scheme }
}

// WithMaxLength sets the longest string, in bytes, that Parse, ParseIn
// and Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it,
// 0 or less for [dialect.DefaultMaxLength], at most [dialect.MaxMaxLength].
// The draft sets no limit: see "Limits" in the package doc.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// categoryValues are the values the category-valued options take; several
// may be joined with "+", as in "netloc+query".
var categoryValues = []string{"none", "netloc", "nonhierarchical", "params", "query", "fragment"}

// schemeOption is the family of options "scheme.NAME".
var schemeOption = optiontable.Spec[options]{
	Key: "scheme.NAME", Prefix: "scheme.", Values: categoryValues,
	Default: "its row of Section 2.3.6, else the undeclared set",
	Doc: `declares the membership of scheme NAME in the sets Uses-Netloc, Non-Hierarchical, Uses-Params, ` +
		`Uses-Query and Uses-Fragment, joined by "+" (Section 2.3: "It is recommended that new schemes include ` +
		`a description of their membership in the following categories"); replaces a row of the table`,
	Parse: func(o *options, scheme, value string) error {
		if !isSchemeName(scheme) {
			return fmt.Errorf("%q is not a scheme name (Section 2.4.1)", scheme)
		}
		c, err := ParseCategories(value)
		if err != nil {
			return err
		}
		WithScheme(scheme, c)(o)
		return nil
	},
	Show: func(o *options) []optiontable.Setting {
		out := make([]optiontable.Setting, len(o.schemes))
		for i, e := range o.schemes {
			out[i] = optiontable.Setting{Arg: e.name, Value: e.cats.String()}
		}
		slices.SortFunc(out, func(a, b optiontable.Setting) int { return strings.Compare(a.Arg, b.Arg) })
		return out
	},
}

// undeclaredOption is the option "undeclared".
var undeclaredOption = optiontable.Spec[options]{
	Key: "undeclared", Values: categoryValues,
	Doc: `the membership of a scheme that is neither in the table of Section 2.3.6 nor declared; by default ` +
		`none, as the sets are enumerated ("Uses-Netloc = {ftp, http, ...}"), which makes it hierarchical ` +
		`(Section 2.3.2)`,
	Parse: func(o *options, _, value string) error {
		c, err := ParseCategories(value)
		if err != nil {
			return err
		}
		WithUndeclared(c)(o)
		return nil
	},
	Show: func(o *options) []optiontable.Setting {
		if o.undeclared == 0 {
			return nil
		}
		return []optiontable.Setting{{Value: o.undeclared.String()}}
	},
}

// contextOption is the option "context".
var contextOption = optiontable.Spec[options]{
	Key: "context", Values: []string{"", "SCHEME"},
	Doc: `the scheme whose categories parse a URL that has no scheme when there is no base with one; by default ` +
		`none, as with an empty base (Section 3.4), so all of it is path`,
	Parse: func(o *options, _, value string) error {
		v := strings.TrimSpace(value)
		if v != "" && !isSchemeName(v) {
			return fmt.Errorf("%q is not a scheme name (Section 2.4.1)", value)
		}
		WithContext(v)(o)
		return nil
	},
	Show: func(o *options) []optiontable.Setting {
		if o.context == "" {
			return nil
		}
		return []optiontable.Setting{{Value: o.context}}
	},
}

// lookup returns the categories of scheme under o: its declaration, else
// its row of the table, else the undeclared set; Uses-Fragment is then
// emptied if the system uses no fragments. It allocates nothing.
func (o *options) lookup(scheme string) Categories {
	c, ok := find(o.schemes, scheme)
	if !ok {
		c, ok = find(table[:], scheme)
	}
	if !ok {
		c = o.undeclared
	}
	if o.fragments == NoFragments {
		c &^= UsesFragment
	}
	return c
}

// noScheme returns the categories for a reference without a scheme and
// without a base that has one.
func (o *options) noScheme() Categories {
	if o.context == "" {
		return 0
	}
	return o.lookup(o.context)
}

func find(list []declared, scheme string) (Categories, bool) {
	for i := range list {
		if equalFold(list[i].name, scheme) {
			return list[i].cats, true
		}
	}
	return 0, false
}

// equalFold reports whether s equals the lower-case lower under ASCII
// case folding.
func equalFold(lower, s string) bool {
	if len(lower) != len(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// isSchemeName reports whether s is a scheme as Section 2.4.1 recognises
// one: at least one character, each "an alphanumeric, plus "+", period
// ".", or hyphen "-"".
func isSchemeName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !relurl.SchemeChar.Has(s[i]) {
			return false
		}
	}
	return true
}

// optionTable names the options for With and the command line's -o.
// String writes the settings that differ from the defaults as these keys
// write them, declared schemes last and by name:
// "draft01(fragments=none,scheme.https=netloc+params+query+fragment)".
var optionTable = optiontable.New[options](fragmentsOption, schemeOption, undeclaredOption, contextOption)
