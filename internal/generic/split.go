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
	i := 0
	// (([^:/?#]+):)? : $2 is the scheme.
	if k := strings.IndexAny(s, ":/?#"); k > 0 && s[k] == ':' {
		r.Set(dialect.Scheme, 0, k)
		i = k + 1
	}
	// (//([^/?#]*))? : $4 is the authority.
	if strings.HasPrefix(s[i:], "//") {
		lo := i + 2
		hi := len(s)
		if k := strings.IndexAny(s[lo:], "/?#"); k >= 0 {
			hi = lo + k
		}
		r.Set(dialect.Authority, lo, hi)
		i = hi
	}
	// ([^?#]*) : $5 is the path.
	j := len(s)
	if k := strings.IndexAny(s[i:], "?#"); k >= 0 {
		j = i + k
	}
	r.Set(dialect.Path, i, j)
	i = j
	// (\?([^#]*))? : $7 is the query.
	if i < len(s) && s[i] == '?' {
		j = len(s)
		if k := strings.IndexByte(s[i:], '#'); k >= 0 {
			j = i + k
		}
		r.Set(dialect.Query, i+1, j)
		i = j
	}
	// (#(.*))? : $9 is the fragment.
	if i < len(s) && s[i] == '#' {
		r.Set(dialect.Fragment, i+1, len(s))
	}
	return r
}
