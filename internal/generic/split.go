// Package generic holds what RFC 2396 and RFC 3986, the two "Generic
// Syntax" documents, share to the letter: the regular expression of their
// Appendix B, which splits any string into the five components. Each
// dialect then splits the authority its own way.
package generic

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// Split splits s into scheme, authority, path, query and fragment as the
// regular expression of RFC 2396, Appendix B and RFC 3986, Appendix B
// (the same expression in both) does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//	 12            3  4          5       6  7        8 9
//
// with scheme = $2, authority = $4, path = $5, query = $7 and fragment =
// $9, each undefined when its group did not take part. The path is always
// defined, if empty (RFC 3986, Section 3: "The scheme and path components
// are required, though the path may be empty"; RFC 2396, Section 5.2: "the
// path component is never undefined"). It never fails, since the
// expression matches every string, and allocates nothing.
func Split(s string) dialect.Reference {
	r := dialect.NewReference(s)
	SplitInto(&r)
	return r
}

// SplitInto does what Split does to r.Source() and defines the parts in
// r, which must have none yet. A Reference is costly to copy, and a
// dialect's Parse hands its result to the caller's: filling one in place
// saves a copy per call level.
func SplitInto(r *dialect.Reference) {
	s := r.Source()
	colon, auth, path, query, end := Bounds(s)
	if colon >= 0 {
		r.Set(dialect.Scheme, 0, colon)
	}
	if auth >= 0 {
		r.Set(dialect.Authority, auth, path)
	}
	r.Set(dialect.Path, path, query)
	if query < end {
		r.Set(dialect.Query, query+1, end)
	}
	if end < len(s) {
		r.Set(dialect.Fragment, end+1, len(s))
	}
}

// Parts is s split as Split splits it, each part as a string and whether
// it is defined, for code that reads the parts many times.
type Parts struct {
	Scheme, Authority, Path, Query, Fragment       string
	HasScheme, HasAuthority, HasQuery, HasFragment bool
}

// PartsOf returns the five parts of r as Parts, read from r without
// scanning its text: SplitParts(r.Source()) for a Reference that SplitInto
// filled, if nothing has changed it since (a dialect knows by the
// [dialect.Grammar] it marked it with).
func PartsOf(r *dialect.Reference) (p Parts) {
	p.Scheme, p.HasScheme = r.Get(dialect.Scheme)
	p.Authority, p.HasAuthority = r.Get(dialect.Authority)
	p.Path, _ = r.Get(dialect.Path)
	p.Query, p.HasQuery = r.Get(dialect.Query)
	p.Fragment, p.HasFragment = r.Get(dialect.Fragment)
	return p
}

// AuthorityParts are the UserInfo, Host and Port of an authority, each
// as offsets from the authority's start; hi < 0 marks one undefined.
type AuthorityParts [3]struct{ lo, hi int }

// authorityParts are the parts AuthorityParts holds, in its order.
var authorityParts = [3]dialect.Part{dialect.UserInfo, dialect.Host, dialect.Port}

// AuthorityPartsOf returns the UserInfo, Host and Port that r defines,
// relative to its authority: a dialect that split them once moves them to
// a result with [AuthorityParts.Define] instead of splitting them again.
// It is read before the result is written, which may be r itself.
func AuthorityPartsOf(r *dialect.Reference) (a AuthorityParts) {
	start, _ := r.Span(dialect.Authority)
	for i, p := range authorityParts {
		lo, hi := r.Span(p)
		if hi >= 0 {
			lo, hi = lo-start, hi-start
		}
		a[i].lo, a[i].hi = lo, hi
	}
	return a
}

// Define defines in t the parts of a, for an authority that starts at
// t.Source()[lo].
func (a *AuthorityParts) Define(t *dialect.Reference, lo int) {
	for i, p := range authorityParts {
		if a[i].hi >= 0 {
			t.Set(p, lo+a[i].lo, lo+a[i].hi)
		}
	}
}

// SplitParts splits s as Split does, into Parts.
func SplitParts(s string) (p Parts) {
	colon, auth, path, query, end := Bounds(s)
	if colon >= 0 {
		p.Scheme, p.HasScheme = s[:colon], true
	}
	if auth >= 0 {
		p.Authority, p.HasAuthority = s[auth:path], true
	}
	p.Path = s[path:query]
	if query < end {
		p.Query, p.HasQuery = s[query+1:end], true
	}
	if end < len(s) {
		p.Fragment, p.HasFragment = s[end+1:], true
	}
	return p
}

// Bounds finds the groups of the expression in s. The scheme is
// s[:colon], undefined if colon < 0; the authority is s[auth:path],
// undefined if auth < 0; the path is s[path:query]; the query is
// s[query+1:end], undefined if query == end; the fragment is s[end+1:],
// undefined if end == len(s).
func Bounds(s string) (colon, auth, path, query, end int) {
	// (#(.*))? : $9 is the fragment. No group before it matches "#", so
	// it starts at the first "#"; the other groups split what precedes.
	end = len(s)
	if k := strings.IndexByte(s, '#'); k >= 0 {
		end = k
	}
	// (([^:/?#]+):)? : $2 is the scheme.
	colon, auth = -1, -1
	for k := 0; k < end; k++ {
		if class[s[k]]&endScheme != 0 {
			if k > 0 && s[k] == ':' {
				colon, path = k, k+1
			}
			break
		}
	}
	// (//([^/?#]*))? : $4 is the authority.
	if end-path >= 2 && s[path] == '/' && s[path+1] == '/' {
		auth = path + 2
		path = auth
		for path < end && class[s[path]]&endAuthority == 0 {
			path++
		}
	}
	// ([^?#]*) : $5 is the path, and (\?([^#]*))? : $7 the query.
	query = end
	if k := strings.IndexByte(s[path:end], '?'); k >= 0 {
		query = path + k
	}
	return colon, auth, path, query, end
}

// The bytes that end each group of the expression, as bits of class:
// [^:/?#] for the scheme and [^/?#] for the authority.
const (
	endScheme = 1 << iota
	endAuthority
)

// class holds, for each byte, the groups it ends. One table lookup per
// byte replaces a search for any of several bytes.
var class = [256]uint8{
	':': endScheme,
	'/': endScheme | endAuthority,
	'?': endScheme | endAuthority,
	'#': endScheme | endAuthority,
}
