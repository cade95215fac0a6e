package rfc2396

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Validate checks s against the grammar of Appendix A,
//
//	URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//
// (with RFC 2732's changes when [WithIPv6] is on) and reports every
// violation: nil for a valid string, else a multierror of
// [*dialect.ParseError] sorted by offset, each with the byte offset and
// length of the offending text and the production it breaks. A character
// that no URI may contain is reported under its class of Section 2.4.3
// ("control", "space", "delims", "unwise"), a non-ASCII byte under "uric",
// a bad "%" under "escaped", and any other character under the production
// of the component it stands in. See the package doc for how an authority,
// which is "server | reg_name", is judged. A string longer than the limit
// (option maxlength) is one violation, citing "uridialect, Limits", and is
// not examined further.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(name, s, d.opts.MaxLength, d.validate)
}

// validate is Validate after the length check.
func (d *Dialect) validate(s string) error {
	v := validator{s: s, ipv6: d.opts.ipv6}
	v.reference(parse(s, v.ipv6))
	return v.errs.Err()
}

type validator struct {
	s    string
	ipv6 bool
	errs dialect.Errors
}

func (v *validator) add(off, n int, rule dialect.Rule, msg string) {
	v.errs.Add(&dialect.ParseError{Dialect: name, Input: v.s, Offset: off, Len: n, Rule: rule, Msg: msg})
}

func (v *validator) reference(r dialect.Reference) {
	path := r.Value(dialect.Path)
	plo, _ := r.Span(dialect.Path)
	if lo, hi := r.Span(dialect.Scheme); lo >= 0 {
		// absoluteURI = scheme ":" ( hier_part | opaque_part )
		v.scheme(lo, hi)
		if r.Has(dialect.Authority) || strings.HasPrefix(path, "/") {
			v.hierarchical(r)
		} else {
			v.opaque(r)
		}
	} else {
		// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
		if !r.Has(dialect.Authority) && path == "" && r.Has(dialect.Query) {
			v.add(plo, 0, ruleRelativeURI, `a relative URI needs a net_path, abs_path or rel_path before "?"`)
		}
		v.hierarchical(r)
	}
	if lo, hi := r.Span(dialect.Fragment); lo >= 0 {
		// fragment = *uric
		v.chars(lo, hi, v.uric(), ruleFragment, "the fragment")
	}
}

// scheme checks scheme = alpha *( alpha | digit | "+" | "-" | "." ).
func (v *validator) scheme(lo, hi int) {
	if !uritext.Alpha.Has(v.s[lo]) {
		v.bad(lo, ruleScheme, "a scheme, which must begin with a letter")
	}
	for i := lo + 1; i < hi; i++ {
		if !schemeChars.Has(v.s[i]) {
			v.bad(i, ruleScheme, "a scheme")
		}
	}
}

// hierarchical checks the net_path, abs_path or rel_path and the query of
// a hier_part or relativeURI:
//
//	net_path    = "//" authority [ abs_path ]
//	abs_path    = "/"  path_segments
//	rel_path    = rel_segment [ abs_path ]
func (v *validator) hierarchical(r dialect.Reference) {
	if lo, hi := r.Span(dialect.Authority); lo >= 0 {
		v.authority(lo, hi)
	}
	plo, phi := r.Span(dialect.Path)
	if !r.Has(dialect.Authority) && plo < phi && v.s[plo] != '/' {
		end := phi
		if i := strings.IndexByte(v.s[plo:phi], '/'); i >= 0 {
			end = plo + i
		}
		v.chars(plo, end, relSegment, ruleRelSegment, "the first segment of a relative path (rel_segment)")
		plo = end
	}
	v.chars(plo, phi, pathSegmentsChars, rulePchar, "a path segment")
	if lo, hi := r.Span(dialect.Query); lo >= 0 {
		// query = *uric
		v.chars(lo, hi, v.uric(), ruleQuery, "the query")
	}
}

// opaque checks opaque_part = uric_no_slash *uric, which runs from after
// "scheme:" to the fragment: Appendix B's query is part of it.
func (v *validator) opaque(r dialect.Reference) {
	lo, hi := r.Span(dialect.Path)
	if qlo, qhi := r.Span(dialect.Query); qlo >= 0 {
		hi = qhi
	}
	if lo == hi {
		v.add(lo, 0, ruleAbsoluteURI, `nothing after "scheme:": need a hier_part or an opaque_part`)
		return
	}
	if v.s[lo] != '%' && !uricNoSlash.Has(v.s[lo]) {
		v.bad(lo, ruleUricNoSlash, "the first character of an opaque part")
		lo++
	}
	v.chars(lo, hi, v.uric(), ruleUric, "an opaque part")
}

// authority checks authority = server | reg_name. An authority that is
// either is valid. One that is neither is reported, when it holds "[" or
// "]" and RFC 2732 is on, as a server (only a server may hold them, around
// an IPv6 host); otherwise as a reg_name, whose characters include every
// character a server may hold, so its violations are exactly the
// characters no authority may contain.
func (v *validator) authority(lo, hi int) {
	a := v.s[lo:hi]
	if _, _, _, _, ok := isServer(a, v.ipv6); ok || isRegName(a) {
		return
	}
	n := v.errs.Len()
	if v.ipv6 && strings.ContainsAny(a, "[]") {
		v.server(lo, hi)
	} else {
		v.chars(lo, hi, regName, ruleRegName, "an authority")
	}
	if v.errs.Len() == n {
		v.add(lo, hi-lo, ruleAuthority, "neither a server nor a reg_name")
	}
}

// server reports the violations of server = [ [ userinfo "@" ] hostport ].
func (v *validator) server(lo, hi int) {
	s := v.s
	hlo := lo
	if at := strings.LastIndexByte(s[lo:hi], '@'); at >= 0 {
		v.chars(lo, lo+at, userinfo, ruleUserinfo, "the userinfo")
		hlo = lo + at + 1
	}
	hp := s[hlo:hi]
	var rest int
	if strings.HasPrefix(hp, "[") {
		end := strings.IndexByte(hp, ']')
		if end < 0 {
			v.add(hlo, hi-hlo, ruleIPv6reference, `"[" without a closing "]"`)
			return
		}
		if !isIPv6(hp[1:end]) {
			v.add(hlo+1, end-1, ruleIPv6address, fmt.Sprintf("%q is not an IPv6 address", hp[1:end]))
		}
		rest = hlo + end + 1
	} else {
		rest = hi
		if c := strings.LastIndexByte(hp, ':'); c >= 0 {
			rest = hlo + c
		}
		v.host(hlo, rest)
	}
	if rest < hi {
		if s[rest] != ':' {
			v.add(rest, hi-rest, ruleHostport, `expected ":" and a port, or the end of the authority, after the host`)
			return
		}
		// port = *digit: no escapes
		for i := rest + 1; i < hi; i++ {
			if !uritext.Digit.Has(s[i]) {
				v.bad(i, rulePort, "the port")
			}
		}
	}
}

var digitsAndDots = uritext.NewSet(".", "09")

// host reports the violations of host = hostname | IPv4address.
func (v *validator) host(lo, hi int) {
	h := v.s[lo:hi]
	if isIPv4(h, v.ipv6) || isHostname(h) {
		return
	}
	if h == "" {
		v.add(lo, 0, ruleHostport, "missing host")
		return
	}
	if allIn(h, digitsAndDots) && strings.Count(h, ".") == 3 {
		v.add(lo, len(h), ruleIPv4address, "not an IPv4address")
		return
	}
	n := v.errs.Len()
	for i := lo; i < hi; i++ {
		if !hostChars.Has(v.s[i]) {
			v.bad(i, ruleHostname, "a host name")
		}
	}
	off := lo
	body := strings.TrimSuffix(h, ".")
	for {
		label, rest, more := strings.Cut(body, ".")
		rule := ruleDomainlabel
		if !more {
			rule = ruleToplabel
		}
		switch {
		case label == "":
			v.add(off, 0, rule, "empty label")
		case !more && uritext.Digit.Has(label[0]):
			v.add(off, len(label), rule, "the top label begins with a digit")
		case label[0] == '-':
			v.add(off, 1, rule, `label begins with "-"`)
		case label[len(label)-1] == '-':
			v.add(off+len(label)-1, 1, rule, `label ends with "-"`)
		}
		if !more {
			break
		}
		off += len(label) + 1
		body = rest
	}
	if v.errs.Len() == n {
		v.add(lo, len(h), ruleHostname, "not a hostname")
	}
}

// uric is the set of <uric> characters other than escapes: RFC 2732 adds
// "[" and "]" to reserved, and so to uric.
func (v *validator) uric() *uritext.Set {
	if v.ipv6 {
		return uric2732
	}
	return uric
}

// chars checks v.s[lo:hi] against set, allowing complete escapes, and
// reports each byte outside it. A malformed escape is reported with the
// bytes a reader would take as its digits; those bytes are then checked
// on their own.
func (v *validator) chars(lo, hi int, set *uritext.Set, rule dialect.Rule, what string) {
	s := v.s[:hi]
	for i := lo; i < hi; i++ {
		c := s[i]
		if c == '%' {
			if uritext.IsEscape(s, i) {
				i += 2
				continue
			}
			n := uritext.EscapeLen(s, i)
			v.add(i, n, ruleEscaped, fmt.Sprintf(`malformed escape %q in %s: "%%" must be followed by two hex digits`, s[i:i+n], what))
			continue
		}
		if !set.Has(c) {
			v.bad(i, rule, what)
		}
	}
}

// bad reports the byte at i, which is not allowed where it stands.
func (v *validator) bad(i int, rule dialect.Rule, what string) {
	c := v.s[i]
	unw := unwise
	if v.ipv6 {
		unw = unwise2732
	}
	switch {
	case c < 0x20 || c == 0x7f:
		v.add(i, 1, ruleControl, fmt.Sprintf("control character 0x%02X in %s", c, what))
	case c == ' ':
		v.add(i, 1, ruleSpace, "space in "+what)
	case c >= 0x80:
		v.add(i, 1, ruleUric, fmt.Sprintf("non-ASCII byte 0x%02X in %s must be escaped (Section 2.1)", c, what))
	case delims.Has(c):
		v.add(i, 1, ruleDelims, fmt.Sprintf("excluded character %q in %s", c, what))
	case unw.Has(c):
		v.add(i, 1, ruleUnwise, fmt.Sprintf("excluded character %q in %s", c, what))
	default:
		v.add(i, 1, rule, fmt.Sprintf("%q not allowed in %s", c, what))
	}
}
