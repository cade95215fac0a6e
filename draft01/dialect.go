package draft01

import (
	"fmt"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// A Dialect parses, resolves and validates relative URLs by the rules of
// draft-ietf-uri-relative-url-01. It is immutable and safe for concurrent
// use; make one with [New], or use [Default].
type Dialect struct{ opts options }

// New returns a Dialect with the given options applied in order over the
// defaults: the table of Section 2.3.6, a WWW system (Uses-Fragment as
// listed), undeclared schemes in no set.
func New(opts ...Option) *Dialect {
	d := &Dialect{}
	for _, o := range opts {
		o(&d.opts)
	}
	return d
}

// Default follows the draft's text: the categories of Section 2.3.6 in a
// system that uses fragment identifiers, as the World-Wide Web does.
var Default = New()

var (
	_ dialect.Dialect       = (*Dialect)(nil)
	_ dialect.ContextParser = (*Dialect)(nil)
	_ dialect.Validator     = (*Dialect)(nil)
	_ dialect.Tracer        = (*Dialect)(nil)
	_ dialect.Describer     = (*Dialect)(nil)
	_ dialect.Configurable  = (*Dialect)(nil)
	_ fmt.Stringer          = (*Dialect)(nil)
)

// name is the registry key of the dialect.
const name = "draft01"

// Option keys, as [Dialect.With] and the command line's -o take them.
const (
	keyFragments  = "fragments"
	keyUndeclared = "undeclared"
	keyContext    = "context"
	keyScheme     = "scheme." // followed by the scheme name
)

// Name returns "draft01", whatever the options.
func (d *Dialect) Name() string { return name }

// String returns the name followed by the settings that differ from the
// default, as the option keys write them: "draft01", or
// "draft01(fragments=none,scheme.https=netloc+params+query+fragment)".
// Declared schemes are listed by name.
func (d *Dialect) String() string {
	var s []string
	if d.opts.fragments != WWWFragments {
		s = append(s, keyFragments+"="+d.opts.fragments.String())
	}
	if d.opts.undeclared != 0 {
		s = append(s, keyUndeclared+"="+d.opts.undeclared.String())
	}
	if d.opts.context != "" {
		s = append(s, keyContext+"="+d.opts.context)
	}
	decl := slices.Clone(d.opts.schemes)
	slices.SortFunc(decl, func(a, b declared) int { return strings.Compare(a.name, b.name) })
	for _, e := range decl {
		s = append(s, keyScheme+e.name+"="+e.cats.String())
	}
	if len(s) == 0 {
		return name
	}
	return name + "(" + strings.Join(s, ",") + ")"
}

// Info describes the draft and names its components as Section 2.1 does:
// "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>".
func (d *Dialect) Info() dialect.Info {
	return dialect.Info{
		Name:     name,
		Document: doc,
		Title:    "Relative Uniform Resource Locators",
		Date:     "28 October 1994",
		Status:   "Internet-Draft, expired 28 April 1995; revised into RFC 1808",
		Parts: []dialect.PartName{
			{Part: dialect.Scheme, Name: "scheme"},
			{Part: dialect.Authority, Name: "net_loc"},
			{Part: dialect.Path, Name: "path"},
			{Part: dialect.Params, Name: "params"},
			{Part: dialect.Query, Name: "query"},
			{Part: dialect.Fragment, Name: "fragment"},
		},
	}
}

// categoryValues are the values the category-valued options take; several
// may be joined with "+", as in "netloc+query".
var categoryValues = []string{"none", "netloc", "nonhierarchical", "params", "query", "fragment"}

// Options lists the options [Dialect.With] takes.
func (d *Dialect) Options() []dialect.OptionInfo {
	return []dialect.OptionInfo{
		{
			Key: keyFragments, Values: []string{"www", "none"}, Default: "www",
			Doc: `whether the system uses fragment identifiers (Section 2.3.5: "the fragment identifier is only reserved ` +
				`within systems which use it. Outside of those systems, Uses-Fragment is equal to the empty set."); ` +
				`"none" takes every scheme out of Uses-Fragment`,
		},
		{
			Key: keyScheme + "NAME", Values: categoryValues, Default: "its row of Section 2.3.6, else the undeclared set",
			Doc: `declares the membership of scheme NAME in the sets Uses-Netloc, Non-Hierarchical, Uses-Params, ` +
				`Uses-Query and Uses-Fragment, joined by "+" (Section 2.3: "It is recommended that new schemes include ` +
				`a description of their membership in the following categories"); replaces a row of the table`,
		},
		{
			Key: keyUndeclared, Values: categoryValues, Default: "none",
			Doc: `the membership of a scheme that is neither in the table of Section 2.3.6 nor declared; by default ` +
				`none, as the sets are enumerated ("Uses-Netloc = {ftp, http, ...}"), which makes it hierarchical ` +
				`(Section 2.3.2)`,
		},
		{
			Key: keyContext, Values: []string{"", "SCHEME"}, Default: "",
			Doc: `the scheme whose categories parse a URL that has no scheme when there is no base with one; by default ` +
				`none, as with an empty base (Section 3.4), so all of it is path`,
		},
	}
}

// With returns a Dialect with option key set to value; d is unchanged.
func (d *Dialect) With(key, value string) (dialect.Dialect, error) {
	k := strings.ToLower(strings.TrimSpace(key))
	var opt Option
	switch {
	case k == keyFragments:
		switch strings.ToLower(strings.TrimSpace(value)) {
		case "www":
			opt = Fragments(WWWFragments)
		case "none":
			opt = Fragments(NoFragments)
		default:
			return nil, fmt.Errorf("draft01: option %s: unknown value %q (known: www, none)", keyFragments, value)
		}
	case k == keyUndeclared:
		c, err := ParseCategories(value)
		if err != nil {
			return nil, fmt.Errorf("draft01: option %s: %w", keyUndeclared, err)
		}
		opt = Undeclared(c)
	case k == keyContext:
		v := strings.TrimSpace(value)
		if v != "" && !isSchemeName(v) {
			return nil, fmt.Errorf("draft01: option %s: %q is not a scheme name (Section 2.4.1)", keyContext, value)
		}
		opt = Context(v)
	case strings.HasPrefix(k, keyScheme):
		sch := k[len(keyScheme):]
		if !isSchemeName(sch) {
			return nil, fmt.Errorf("draft01: option %s: %q is not a scheme name (Section 2.4.1)", key, sch)
		}
		c, err := ParseCategories(value)
		if err != nil {
			return nil, fmt.Errorf("draft01: option %s: %w", key, err)
		}
		opt = Scheme(sch, c)
	default:
		return nil, fmt.Errorf("draft01: unknown option %q (known: %s, %s, %s, %sNAME)", key, keyContext, keyFragments, keyUndeclared, keyScheme)
	}
	n := &Dialect{opts: d.opts}
	opt(&n.opts)
	return n, nil
}
