package whatwg

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Two grammars mark the references this package makes. canonical marks a
// URL's serialization, split into the components of its record: what
// Resolve returns, and what Parse returns for text that the basic URL
// parser gives back unchanged. Resolve reads such a base without parsing
// it again. text marks any other text, split as Parse splits it.
var (
	canonical = dialect.NewGrammar(name)
	text      = dialect.NewGrammar(name + " text")
)

// Parse splits s into scheme, authority (userinfo, host, port), path,
// query and fragment, losing nothing: the parts recompose to s. It never
// fails on the characters of s; the only error is for a string longer
// than the limit (option maxlength). Parse does not apply the basic URL
// parser's rewriting (that is Resolve's, which returns the URL record
// serialized): it splits the text as written.
//
// When s is a URL's serialization, one that the basic URL parser gives
// back unchanged (ASCII, canonical host, no dot segments...), the parts
// are the components of its record and the Reference is marked as such,
// so that Resolve takes it as a base without parsing it again. Otherwise
// s is split as a valid URL string is (Section 4.3, "URL writing"): a
// scheme before the first ':' that comes before any '/', '?' or '#' and
// starts with an ASCII letter; an authority after "//", its userinfo up to
// its last '@' and its port after the first ':' outside brackets, as the
// authority and host states read them; the query after the first '?' and
// the fragment after the first '#'. Backslashes, tabs, newlines and
// surrounding spaces stay where they are, in the part that holds them.
func (d *Dialect) Parse(s string) (r dialect.Reference, err error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return r, pe
	}
	r = dialect.NewReference(s)
	if d.parseCanonical(&r) {
		return r, nil
	}
	splitText(&r)
	return r, nil
}

// parseCanonical marks r as a record when the basic URL parser gives its
// source back unchanged. Only ASCII text can be a URL's serialization.
func (d *Dialect) parseCanonical(r *dialect.Reference) bool {
	s := r.Source()
	if d.opts.enc == nil {
		var rec record
		if quickCanonical(s, &rec) {
			setParts(r, &rec, len(s))
			return true
		}
	}
	if len(s) == 0 || isC0OrSpace(s[0]) || isC0OrSpace(s[len(s)-1]) {
		return false
	}
	if !isASCIIText(s) {
		return false
	}
	p := getParser()
	defer putParser(p)
	p.in = s
	p.enc = d.opts.enc
	if !p.run() || string(p.out) != s {
		return false
	}
	setParts(r, &p.record, len(s))
	return true
}

// setSerialized makes *t the URL's serialization src, its parts from the
// record over it.
func setSerialized(t *dialect.Reference, src string, rec *record) {
	*t = dialect.NewReference(src)
	setParts(t, rec, len(src))
}

// setParts defines the parts of r, whose source is a URL's serialization,
// from the record over it, and marks it as this dialect's.
func setParts(r *dialect.Reference, rec *record, n int) {
	r.Set(dialect.Scheme, 0, rec.schemeEnd)
	if rec.authStart >= 0 {
		end := rec.authEnd()
		r.Set(dialect.Authority, rec.authStart, end)
		if rec.credEnd >= 0 {
			r.Set(dialect.UserInfo, rec.authStart, rec.credEnd)
		}
		r.Set(dialect.Host, rec.hostStart, rec.hostEnd)
		if rec.portStart >= 0 {
			r.Set(dialect.Port, rec.portStart, end)
		}
	}
	lo := rec.pathStart
	if rec.dotPrefix {
		lo -= 2
	}
	r.Set(dialect.Path, lo, rec.pathEnd(n))
	if rec.queryStart >= 0 {
		end := n
		if rec.fragStart >= 0 {
			end = rec.fragStart
		}
		r.Set(dialect.Query, rec.queryStart+1, end)
	}
	if rec.fragStart >= 0 {
		r.Set(dialect.Fragment, rec.fragStart+1, n)
	}
	r.Mark(canonical) // after Set, which unmarks
}

// splitText splits r's source as Parse describes, and marks it.
func splitText(r *dialect.Reference) {
	s := r.Source()
	end := strings.IndexByte(s, '#')
	if end < 0 {
		end = len(s)
	} else {
		r.Set(dialect.Fragment, end+1, len(s))
	}
	query := strings.IndexByte(s[:end], '?')
	if query < 0 {
		query = end
	} else {
		r.Set(dialect.Query, query+1, end)
	}
	pathLo := 0
	if colon := schemeColon(s[:query]); colon >= 0 {
		r.Set(dialect.Scheme, 0, colon)
		pathLo = colon + 1
	}
	if strings.HasPrefix(s[pathLo:query], "//") {
		auth := pathLo + 2
		slash := strings.IndexByte(s[auth:query], '/')
		if slash < 0 {
			slash = query
		} else {
			slash += auth
		}
		r.Set(dialect.Authority, auth, slash)
		setAuthorityParts(r, s, auth, slash)
		pathLo = slash
	}
	r.Set(dialect.Path, pathLo, query)
	r.Mark(text)
}

// schemeColon returns the offset of the ':' after a scheme at the start
// of s, or -1: an ASCII letter, then letters, digits, '+', '-' or '.'.
func schemeColon(s string) int {
	if len(s) == 0 || !isAlpha(int(s[0])) {
		return -1
	}
	for i := 1; i < len(s); i++ {
		c := int(s[i])
		switch {
		case c == ':':
			return i
		case isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.':
		default:
			return -1
		}
	}
	return -1
}

// setAuthorityParts defines UserInfo, Host and Port in the authority
// s[lo:hi]: the userinfo ends at the last '@' (the authority state moves
// each '@' and what precedes it into the credentials), and the port
// starts after the first ':' outside brackets (the host state).
func setAuthorityParts(r *dialect.Reference, s string, lo, hi int) {
	hostLo := lo
	if at := strings.LastIndexByte(s[lo:hi], '@'); at >= 0 {
		r.Set(dialect.UserInfo, lo, lo+at)
		hostLo = lo + at + 1
	}
	inside := false
	for i := hostLo; i < hi; i++ {
		switch s[i] {
		case '[':
			inside = true
		case ']':
			inside = false
		case ':':
			if !inside {
				r.Set(dialect.Host, hostLo, i)
				r.Set(dialect.Port, i+1, hi)
				return
			}
		}
	}
	r.Set(dialect.Host, hostLo, hi)
}
