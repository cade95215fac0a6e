package rfc1630

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
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
	r.Mark(grammar)
	return r
}

// grammar marks the references parse makes: their parts are split's, which
// resolve then reads as they are.
var grammar = dialect.NewGrammar("rfc1630")

// text returns the text of r and its parts: read from r when parse made
// it, split again from r.String() otherwise.
func text(r *dialect.Reference) (string, parts) {
	if r.Grammar() != grammar {
		s := r.String()
		return s, split(s)
	}
	at := func(p dialect.Part) uritext.Span {
		lo, hi := r.Span(p)
		return uritext.At(lo, hi)
	}
	return r.Source(), parts{
		scheme: at(dialect.Scheme), host: at(dialect.Authority), path: at(dialect.Path),
		search: at(dialect.Query), fragment: at(dialect.Fragment),
	}
}

// parts are the parts of a URI as spans of its text, as parse splits it.
// Resolve reads them many times; these are read in place.
type parts struct {
	scheme, host, path, search, fragment uritext.Span
}

// split is parse, into parts.
func split(s string) parts {
	p := parts{uritext.Undefined, uritext.Undefined, uritext.Undefined, uritext.Undefined, uritext.Undefined}
	end := len(s)
	if i := strings.IndexByte(s, '#'); i >= 0 {
		p.fragment, end = uritext.At(i+1, len(s)), i
	}
	pos := 0
	if c := schemeEnd(s[:end]); c >= 0 {
		p.scheme, pos = uritext.At(0, c), c+1
	}
	if end-pos >= 2 && s[pos] == '/' && s[pos+1] == '/' {
		h := pos + 2
		e := h
		for e < end && s[e] != '/' && s[e] != '?' {
			e++
		}
		p.host, pos = uritext.At(h, e), e
	}
	if q := strings.IndexByte(s[pos:end], '?'); q >= 0 {
		p.path, p.search = uritext.At(pos, pos+q), uritext.At(pos+q+1, end)
	} else {
		p.path = uritext.At(pos, end)
	}
	return p
}

// define sets the defined parts of p in r.
func (p *parts) define(r *dialect.Reference) {
	if p.scheme.OK() {
		r.Set(dialect.Scheme, p.scheme.Lo, p.scheme.Hi)
	}
	if p.host.OK() {
		r.Set(dialect.Authority, p.host.Lo, p.host.Hi)
	}
	r.Set(dialect.Path, p.path.Lo, p.path.Hi)
	if p.search.OK() {
		r.Set(dialect.Query, p.search.Lo, p.search.Hi)
	}
	if p.fragment.OK() {
		r.Set(dialect.Fragment, p.fragment.Lo, p.fragment.Hi)
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
