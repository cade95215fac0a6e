package msie3

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/relurl"
)

// Parse splits s into the parts the model tells apart (see "Parsing" in
// the package doc): the fragment after the first "#"; a scheme, a letter
// then letters, digits, "+", "-" or ".", before a ":" that comes before
// any "/" or "?"; after "//", the host up to the next "/" or "?"; the path
// up to the first "?", its params included (Part 3 of the observations:
// ";" is part of a segment); the query after it. Every string parses;
// only a string over the limit (option maxlength) fails. The parts are
// substrings of s, so Parse allocates nothing.
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return reference(s), nil
}

// grammar marks the references Parse and Resolve make.
var grammar = dialect.NewGrammar(name)

func reference(s string) dialect.Reference {
	p := split(s)
	return p.Reference(s, grammar)
}

// schemeEnd returns the length of the scheme at the start of s, 0 when
// there is none.
func schemeEnd(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case c == ':' && i > 0:
			return i
		default:
			return 0
		}
	}
	return 0
}

// split is Parse's split, as spans of s.
func split(s string) relurl.Parts {
	p := relurl.NoParts
	start, end := 0, len(s)
	if k := strings.IndexByte(s, '#'); k >= 0 {
		p.Fragment, end = relurl.At(k+1, end), k
	}
	if i := schemeEnd(s[:end]); i > 0 {
		p.Scheme, start = relurl.At(0, i), i+1
	}
	if strings.HasPrefix(s[start:end], "//") {
		e := strings.IndexAny(s[start+2:end], "/?")
		if e < 0 {
			e = end
		} else {
			e += start + 2
		}
		p.NetLoc, start = relurl.At(start+2, e), e
	}
	if k := strings.IndexByte(s[start:end], '?'); k >= 0 {
		p.Query, end = relurl.At(k+start+1, end), start+k
	}
	p.Path = relurl.At(start, end)
	return p
}
