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

// DefineParts defines in r, which has none yet, the parts p that
// SplitParts found in r.Source(), from their lengths alone: the parts of
// an Appendix B split stand in the text in order, each after its
// separator.
func DefineParts(r *dialect.Reference, p *Parts) {
	at := 0
	if p.HasScheme {
		at = len(p.Scheme)
		r.Set(dialect.Scheme, 0, at)
		at++
	}
	if p.HasAuthority {
		at += 2
		r.Set(dialect.Authority, at, at+len(p.Authority))
		at += len(p.Authority)
	}
	r.Set(dialect.Path, at, at+len(p.Path))
	at += len(p.Path)
	if p.HasQuery {
		at++
		r.Set(dialect.Query, at, at+len(p.Query))
		at += len(p.Query)
	}
	if p.HasFragment {
		at++
		r.Set(dialect.Fragment, at, at+len(p.Fragment))
	}
}

// AuthorityParts are the UserInfo, Host and Port of an authority, each
// as offsets from the authority's start (32 bits, as in a Reference).
type AuthorityParts struct {
	userInfo, host, port span
	has                  uint8 // bit 0: userInfo, 1: host, 2: port
}

type span struct{ lo, hi uint32 }

// AuthorityPartsOf returns the UserInfo, Host and Port that r defines,
// relative to its authority: a dialect that split them once moves them to
// a result with [AuthorityParts.Define] instead of splitting them again.
// It is read before the result is written, which may be r itself.
func AuthorityPartsOf(r *dialect.Reference) (a AuthorityParts) {
	start, _ := r.Span(dialect.Authority)
	if lo, hi := r.Span(dialect.UserInfo); hi >= 0 {
		a.userInfo, a.has = span{uint32(lo - start), uint32(hi - start)}, a.has|1
	}
	if lo, hi := r.Span(dialect.Host); hi >= 0 {
		a.host, a.has = span{uint32(lo - start), uint32(hi - start)}, a.has|2
	}
	if lo, hi := r.Span(dialect.Port); hi >= 0 {
		a.port, a.has = span{uint32(lo - start), uint32(hi - start)}, a.has|4
	}
	return a
}

// Define defines in t the parts of a, for an authority that starts at
// t.Source()[lo].
func (a *AuthorityParts) Define(t *dialect.Reference, lo int) {
	if a.has&1 != 0 {
		t.Set(dialect.UserInfo, lo+int(a.userInfo.lo), lo+int(a.userInfo.hi))
	}
	if a.has&2 != 0 {
		t.Set(dialect.Host, lo+int(a.host.lo), lo+int(a.host.hi))
	}
	if a.has&4 != 0 {
		t.Set(dialect.Port, lo+int(a.port.lo), lo+int(a.port.hi))
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
	// Each group ends at the first of a few bytes, which IndexByte finds
	// many at a time; a loop over the bytes costs more on every input.
	//
	// (#(.*))? : $9 is the fragment. No group before it matches "#", so
	// it starts at the first "#"; the other groups split what precedes.
	end = len(s)
	if k := strings.IndexByte(s, '#'); k >= 0 {
		end = k
	}
	// (\?([^#]*))? : $7 is the query. No group before it matches "?"
	// either, so it starts at the first "?" before the fragment.
	query = end
	if k := strings.IndexByte(s[:end], '?'); k >= 0 {
		query = k
	}
	// (([^:/?#]+):)? : $2 is the scheme, when the first of ":/?#" is a
	// ":" after at least one byte. "?" and "#" come at query or later.
	colon, auth = -1, -1
	if query > 0 && s[0] != '/' { // else the first of ":/?#" is at 0
		if k := strings.IndexByte(s[:query], ':'); k > 0 && strings.IndexByte(s[:k], '/') < 0 {
			colon, path = k, k+1
		}
	}
	// (//([^/?#]*))? : $4 is the authority, up to the next "/", or the
	// query or fragment.
	if query-path >= 2 && s[path] == '/' && s[path+1] == '/' {
		auth = path + 2
		path = query
		if k := strings.IndexByte(s[auth:query], '/'); k >= 0 {
			path = auth + k
		}
	}
	// ([^?#]*) : $5 is the path, which runs to the query or fragment.
	return colon, auth, path, query, end
}
