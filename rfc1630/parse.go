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
	p := split(s)
	p.define(&r)
	return r
}

// A span is a part of a URI: text[lo:hi], undefined when lo < 0.
type span struct{ lo, hi int }

var undefined = span{-1, -1}

func (p span) ok() bool { return p.lo >= 0 }

// in returns the part's text in s, "" when it is undefined.
func (p span) in(s string) string {
	if p.lo < 0 {
		return ""
	}
	return s[p.lo:p.hi]
}

// parts are the parts of a URI as spans of its text, as parse splits it.
// Resolve reads them many times, and a Reference copies itself for each
// of its methods; these are read in place.
type parts struct {
	scheme, host, path, search, fragment span
}

// split is parse, into parts.
func split(s string) parts {
	p := parts{undefined, undefined, undefined, undefined, undefined}
	end := len(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.fragment, end = span{i + 1, len(s)}, i
	}
	pos := 0
	if c := schemeEnd(s[:end]); c >= 0 {
		p.scheme, pos = span{0, c}, c+1
	}
	if end-pos >= 2 && s[pos] == '/' && s[pos+1] == '/' {
		h := pos + 2
		e := h
		for e < end && s[e] != '/' && s[e] != '?' {
			e++
		}
		p.host, pos = span{h, e}, e
	}
	if q := strings.IndexByte(s[pos:end], '?'); q >= 0 {
		p.path, p.search = span{pos, pos + q}, span{pos + q + 1, end}
	} else {
		p.path = span{pos, end}
	}
	return p
}

// define sets the defined parts of p in r.
func (p *parts) define(r *dialect.Reference) {
	if p.scheme.ok() {
		r.Set(dialect.Scheme, p.scheme.lo, p.scheme.hi)
	}
	if p.host.ok() {
		r.Set(dialect.Authority, p.host.lo, p.host.hi)
	}
	r.Set(dialect.Path, p.path.lo, p.path.hi)
	if p.search.ok() {
		r.Set(dialect.Query, p.search.lo, p.search.hi)
	}
	if p.fragment.ok() {
		r.Set(dialect.Fragment, p.fragment.lo, p.fragment.hi)
	}
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
