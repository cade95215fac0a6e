package python15

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// The scheme classes at the head of Lib/urlparse.py (” stands for a URL
// without a scheme, "apply by default"). Each membership decides whether
// urlparse splits that component off, and urljoin whether it resolves.
var (
	usesRelative = []string{"ftp", "http", "gopher", "nntp", "wais", "file", "https", "shttp", "prospero", ""}
	usesNetloc   = []string{"ftp", "http", "gopher", "nntp", "telnet", "wais", "https", "shttp", "snews", "prospero", ""}
	usesParams   = []string{"ftp", "hdl", "prospero", "http", "https", "shttp", ""}
	usesQuery15  = []string{"http", "wais", "https", "shttp", ""}
	usesQuery152 = []string{"http", "wais", "https", "shttp", "gopher", ""}
	usesFragment = []string{"ftp", "hdl", "http", "gopher", "news", "nntp", "wais", "https", "shttp", "snews", "file", "prospero", ""}
)

// in reports whether scheme, compared without case (urlparse lowercases
// it), is one of set.
func in(set []string, scheme string) bool {
	for _, s := range set {
		if strings.EqualFold(s, scheme) {
			return true
		}
	}
	return false
}

// isSchemeChar is scheme_chars: string.letters + string.digits + '+-.'.
func isSchemeChar(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// url is urlparse's 6-tuple as spans of its text, and the scheme it
// parsed by: its own (Scheme defined) or the default it was given.
type url struct {
	relurl.Parts
	scheme string // as written, or the default; compared without case
}

// Parse splits s as urlparse(s) does, with no default scheme: see
// [Dialect.ParseIn] for the split in a base's context. Every string
// parses; only a string over the limit (option maxlength) fails. The
// parts are substrings of s, so Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	if d.opts.version == Version27 {
		if _, err := d.urlparse27(s, ""); err != nil {
			return dialect.Reference{}, err
		}
	}
	return d.reference(s, ""), nil
}

// ParseIn splits s as urljoin does, urlparse(url, bscheme): a reference
// without a scheme is split by the rules of the base's scheme, so that
// against a base whose scheme urlparse does not know ("fred:"), nothing
// is split off its path.
func (d *Dialect) ParseIn(base dialect.Reference, s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	b := d.urlparse(base.String(), "")
	if d.opts.version == Version27 {
		if _, err := d.urlparse27(s, b.scheme); err != nil {
			return dialect.Reference{}, err
		}
	}
	return d.reference(s, b.scheme), nil
}

// grammar marks the references Parse and Resolve make.
var grammar = dialect.NewGrammar(name)

func (d *Dialect) reference(s, scheme string) dialect.Reference {
	u := d.urlparse(s, scheme)
	return u.Reference(s, grammar)
}

// urlparse is urlparse(url, scheme, allow_fragments=1) of Lib/urlparse.py,
// step by step:
//
//  1. i = find(url, ':'); if i > 0 and every character before it is in
//     scheme_chars, the scheme is url[:i] (lowercased) and url the rest;
//  2. if the scheme is in uses_netloc and url starts with "//", the netloc
//     is what follows up to the next "/" (or the end): a netloc may hold
//     "?", ";" and "#";
//  3. if the scheme is in uses_fragment, the fragment is what follows the
//     LAST "#" (rfind);
//  4. if in uses_query, the query is what follows the first "?";
//  5. if in uses_params, the params are what follow the first ";";
//  6. the rest is the path.
//
// Python 1.5.2 tries "http:" first, splitting the netloc, fragment, query
// and params with no look at the lists: the same split, as "http" is in
// every list.
func (d *Dialect) urlparse(s, scheme string) url {
	if d.opts.version == Version27 {
		u, _ := d.urlparse27(s, scheme)
		return u
	}
	u := url{Parts: relurl.NoParts, scheme: scheme}
	start, end := 0, len(s)
	if i := strings.IndexByte(s, ':'); i > 0 {
		ok := true
		for j := 0; j < i; j++ {
			if !isSchemeChar(s[j]) {
				ok = false
				break
			}
		}
		if ok {
			u.Scheme, u.scheme, start = relurl.At(0, i), s[:i], i+1
		}
	}
	if in(usesNetloc, u.scheme) && strings.HasPrefix(s[start:], "//") {
		e := strings.IndexByte(s[start+2:], '/')
		if e < 0 {
			e = end
		} else {
			e += start + 2
		}
		u.NetLoc, start = relurl.At(start+2, e), e
	}
	if in(usesFragment, u.scheme) {
		if k := strings.LastIndexByte(s[start:end], '#'); k >= 0 {
			u.Fragment, end = relurl.At(start+k+1, end), start+k
		}
	}
	query := usesQuery152
	if d.opts.version == Version15 {
		query = usesQuery15
	}
	if in(query, u.scheme) {
		if k := strings.IndexByte(s[start:end], '?'); k >= 0 {
			u.Query, end = relurl.At(start+k+1, end), start+k
		}
	}
	if in(usesParams, u.scheme) {
		if k := strings.IndexByte(s[start:end], ';'); k >= 0 {
			u.Params, end = relurl.At(start+k+1, end), start+k
		}
	}
	u.Path = relurl.At(start, end)
	return u
}
