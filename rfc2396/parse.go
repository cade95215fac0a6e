package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/generic"
)

// Parse splits s into the components of RFC 2396 as Appendix B's regular
// expression does,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// taking scheme = $2, authority = $4, path = $5, query = $7 and fragment =
// $9, then splits an authority that is a <server> (Section 3.2.2) into
// userinfo, host and port. It allocates nothing. Every string is a URI
// reference to this parser, and [Dialect.Validate] is the strict check:
// Parse fails only for a string longer than the limit (option maxlength,
// see "Limits" in the package doc).
func (d *Dialect) Parse(s string) (dialect.Reference, error) {
	if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
		return dialect.Reference{}, pe
	}
	return parse(s, d.opts.ipv6), nil
}

// grammars mark the references parse makes, without and with the ipv6
// option, which changes how an authority splits: resolve reads the parts
// of a reference so marked as they are, and copies its server parts.
var grammars = [2]dialect.Grammar{dialect.NewGrammar(name), dialect.NewGrammar(name + " ipv6=rfc2732")}

func grammarOf(ipv6 bool) dialect.Grammar {
	if ipv6 {
		return grammars[1]
	}
	return grammars[0]
}

func parse(s string, ipv6 bool) dialect.Reference {
	p := generic.SplitParts(s)
	return fromParts(s, &p, ipv6)
}

// fromParts is parse(s, ipv6) for s already split into p.
func fromParts(s string, p *generic.Parts, ipv6 bool) dialect.Reference {
	r := dialect.NewReference(s)
	generic.DefineParts(&r, p)
	if lo, hi := r.Span(dialect.Authority); lo >= 0 {
		setServer(&r, s, lo, hi, ipv6)
	}
	r.Mark(grammarOf(ipv6))
	return r
}

// text returns the text of r and its parts: read from r when parse made
// it with the same ipv6 option, split again from r.String() otherwise.
func text(r *dialect.Reference, ipv6 bool) (string, generic.Parts) {
	if r.Grammar() == grammarOf(ipv6) {
		return r.Source(), generic.PartsOf(r)
	}
	s := r.String()
	return s, generic.SplitParts(s)
}

// setServer defines the userinfo, host and port of r when the authority
// s[lo:hi] is a <server>; a <reg_name>, or an authority that is neither,
// keeps only the Authority part. The empty authority is the empty server,
// "server = [ [ userinfo "@" ] hostport ]" with nothing in its brackets, so
// it has no host either.
func setServer(r *dialect.Reference, s string, lo, hi int, ipv6 bool) {
	at, hlo, hhi, hasPort, ok := isServer(s[lo:hi], ipv6)
	if !ok || lo == hi {
		return
	}
	if at >= 0 {
		r.Set(dialect.UserInfo, lo, lo+at)
	}
	r.Set(dialect.Host, lo+hlo, lo+hhi)
	if hasPort {
		r.Set(dialect.Port, lo+hhi+1, hi)
	}
}
