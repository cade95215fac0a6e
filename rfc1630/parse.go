package rfc1630

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// parse splits s, allocating nothing:
//
//   - the fragment-id follows the first "#" ("The fragment-id follows the
//     URL of the whole object from which it is separated by a hash sign");
//   - in what precedes it, a colon before any slash ends the scheme ("the
//     latter must have a colon and that colon must occur before any slash
//     characters");
//   - "//" after the scheme's colon, or at the start of a partial form,
//     opens the host part, which runs to the next "/" or "?";
//   - the path runs to the first "?", and the search part follows it.
//
// The path is always defined, possibly empty.
func parse(s string) dialect.Reference {
	r := dialect.NewReference(s)
	end := len(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		r.Set(dialect.Fragment, i+1, len(s))
		end = i
	}
	pos := 0
	if c := schemeEnd(s[:end]); c >= 0 {
		r.Set(dialect.Scheme, 0, c)
		pos = c + 1
	}
	if end-pos >= 2 && s[pos] == '/' && s[pos+1] == '/' {
		h := pos + 2
		e := h
		for e < end && s[e] != '/' && s[e] != '?' {
			e++
		}
		r.Set(dialect.Authority, h, e)
		pos = e
	}
	if q := strings.IndexByte(s[pos:end], '?'); q >= 0 {
		r.Set(dialect.Path, pos, pos+q)
		r.Set(dialect.Query, pos+q+1, end)
	} else {
		r.Set(dialect.Path, pos, end)
	}
	return r
}

// schemeEnd returns the index of the colon that ends the scheme of uri (a
// string without its fragment-id), or -1 when uri is a partial form: "A
// partial form can be distinguished from an absolute form in that the latter
// must have a colon and that colon must occur before any slash characters."
func schemeEnd(uri string) int {
	for i := 0; i < len(uri); i++ {
		switch uri[i] {
		case ':':
			return i
		case '/':
			return -1
		}
	}
	return -1
}
