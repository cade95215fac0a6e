package rfc3986

import (
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Character classes of RFC 3986, Appendix A (Sections 2.2, 2.3, 3.1-3.5).
var (
	// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	unreserved = uritext.Alpha.Union(uritext.Digit, uritext.NewSet("-._~"))
	// sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
	subDelims = uritext.NewSet("!$&'()*+,;=")
	// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	schemeChars = uritext.Alpha.Union(uritext.Digit, uritext.NewSet("+-."))
	// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
	userinfoChars = unreserved.Union(subDelims, uritext.NewSet(":"))
	// reg-name = *( unreserved / pct-encoded / sub-delims )
	regNameChars = unreserved.Union(subDelims)
	// port = *DIGIT
	portChars = uritext.Digit
	// pchar = unreserved / pct-encoded / sub-delims / ":" / "@", and the
	// "/" between segments
	pathChars = unreserved.Union(subDelims, uritext.NewSet(":@/"))
	// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	noColonChars = unreserved.Union(subDelims, uritext.NewSet("@"))
	// query = fragment = *( pchar / "/" / "?" )
	queryChars = pathChars.Union(uritext.NewSet("?"))
	// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	futureChars = unreserved.Union(subDelims, uritext.NewSet(":"))
)

// The productions of Appendix A that a violation can cite.
var (
	prodScheme       = production("scheme")
	prodAuthority    = production("authority")
	prodUserinfo     = production("userinfo")
	prodRegName      = production("reg-name")
	prodIPLiteral    = production("IP-literal")
	prodIPv6         = production("IPv6address")
	prodIPvFuture    = production("IPvFuture")
	prodPort         = production("port")
	prodPathAbempty  = production("path-abempty")
	prodPathAbsolute = production("path-absolute")
	prodPathNoscheme = production("path-noscheme")
	prodPathRootless = production("path-rootless")
	prodQuery        = production("query")
	prodFragment     = production("fragment")
	prodPctEncoded   = production("pct-encoded")
)

func production(p string) dialect.Rule {
	return dialect.Rule{Doc: doc, Sec: "Appendix A", Step: p}
}

// Validate checks s against URI-reference = URI / relative-ref (RFC 3986,
// Section 4.1 and Appendix A) and returns nil if it matches, or every
// violation, each with its byte offset, length and the production it
// breaks (see [dialect.Violations]).
//
// s is first split as [Dialect.Parse] splits it (Appendix B), so a prefix
// before the first ":" that comes before any "/", "?" or "#" is taken as a
// scheme and checked against <scheme>. Each component is then checked
// against its production: the path against the one of path-abempty,
// path-absolute, path-noscheme, path-rootless and path-empty that its
// context calls for (Section 3.3: "only one of which will match the path
// substring within a given URI reference"), the host against IP-literal
// (with IPv6address or IPvFuture) or reg-name (of which IPv4address is a
// subset of the characters, Section 3.2.2's "first-match-wins" deciding
// which it is). A run of adjacent bytes that a production does not allow
// is one violation; a "%" not followed by two hex digits is a violation of
// <pct-encoded>. Validating a valid string allocates nothing. A string
// longer than the limit (option maxlength) is one violation, citing
// "uridialect, Limits", and is not examined further.
func (d *Dialect) Validate(s string) error {
	return dialectcore.Validate(name, s, d.opts.MaxLength, validate)
}

// validate is Validate after the length check.
func validate(s string) error {
	v := validator{s: s}
	r := parse(s)
	lo, hi := r.Span(dialect.Scheme)
	if lo >= 0 {
		if c := s[0]; schemeChars.Has(c) && !uritext.Alpha.Has(c) {
			v.add(0, 1, prodScheme, fmt.Sprintf("scheme must begin with a letter, not %q", c))
		}
		v.chars(lo, hi, schemeChars, false, prodScheme, "scheme")
	}
	if lo, hi := r.Span(dialect.UserInfo); lo >= 0 {
		v.chars(lo, hi, userinfoChars, true, prodUserinfo, "userinfo")
	}
	if lo, hi := r.Span(dialect.Host); lo >= 0 {
		if lo < hi && s[lo] == '[' {
			v.ipLiteral(lo, hi)
		} else {
			v.chars(lo, hi, regNameChars, true, prodRegName, "host")
		}
	}
	if lo, hi := r.Span(dialect.Port); lo >= 0 {
		v.chars(lo, hi, portChars, false, prodPort, "port")
	}
	v.path(r)
	if lo, hi := r.Span(dialect.Query); lo >= 0 {
		v.chars(lo, hi, queryChars, true, prodQuery, "query")
	}
	if lo, hi := r.Span(dialect.Fragment); lo >= 0 {
		v.chars(lo, hi, queryChars, true, prodFragment, "fragment")
	}
	return v.errs.Err()
}

// validator collects the violations found in s.
type validator struct {
	s    string
	errs dialect.Errors
}

func (v *validator) add(off, n int, rule dialect.Rule, msg string) {
	v.errs.Add(&dialect.ParseError{Dialect: name, Input: v.s, Offset: off, Len: n, Rule: rule, Msg: msg})
}

// chars checks that s[lo:hi] holds only bytes of allowed and, if pct,
// pct-encoded triplets. Each run of disallowed bytes is one violation of
// rule; each "%" that does not begin a triplet is one of <pct-encoded>.
func (v *validator) chars(lo, hi int, allowed *uritext.Set, pct bool, rule dialect.Rule, what string) {
	s := v.s[:hi]
	for i := lo; i < hi; {
		c := s[i]
		switch {
		case allowed.Has(c):
			i++
		case pct && c == '%':
			if !uritext.IsEscape(s, i) {
				n := uritext.EscapeLen(s, i)
				v.add(i, n, prodPctEncoded, fmt.Sprintf("invalid percent-encoding %q in the %s", s[i:i+n], what))
			}
			i++
		default:
			j := i + 1
			for j < hi && !allowed.Has(s[j]) && !(pct && s[j] == '%') {
				j++
			}
			v.add(i, j-i, rule, fmt.Sprintf("%q is not allowed in the %s", s[i:j], what))
			i = j
		}
	}
}

// path checks the path against the production its context calls for
// (Section 3.3 and Appendix A): path-abempty after an authority;
// path-absolute, path-rootless or path-empty in a URI (hier-part);
// path-absolute, path-noscheme or path-empty in a relative-ref
// (relative-part). A path after "//" never begins with "//" and, without
// an authority, a path cannot begin with "//" either (Appendix B would
// have taken it as one), so the structural rule left to check is that of
// path-noscheme: no ":" in the first segment.
func (v *validator) path(r dialect.Reference) {
	lo, hi := r.Span(dialect.Path)
	if lo == hi {
		return // path-empty, or an empty path-abempty
	}
	var rule dialect.Rule
	switch {
	case r.Has(dialect.Authority):
		rule = prodPathAbempty
	case v.s[lo] == '/':
		rule = prodPathAbsolute
	case r.Has(dialect.Scheme):
		rule = prodPathRootless
	default:
		// Section 4.2: "A path segment that contains a colon character
		// (e.g., "this:that") cannot be used as the first segment of a
		// relative-path reference".
		rule = prodPathNoscheme
		end := hi
		if k := strings.IndexByte(v.s[lo:hi], '/'); k >= 0 {
			end = lo + k
		}
		v.chars(lo, end, noColonChars, true, rule, "first segment of a relative-path reference")
		lo = end
	}
	v.chars(lo, hi, pathChars, true, rule, "path")
}

// ipLiteral checks a host s[lo:hi] that begins with "[" against
// IP-literal = "[" ( IPv6address / IPvFuture ) "]".
func (v *validator) ipLiteral(lo, hi int) {
	end := hi
	if k := strings.IndexByte(v.s[lo:hi], ']'); k >= 0 {
		end = lo + k
		if end+1 < hi {
			v.add(end+1, hi-end-1, prodAuthority, fmt.Sprintf("%q after the IP literal; want \":\" port or the end of the authority", v.s[end+1:hi]))
		}
	} else {
		v.add(hi, 0, prodIPLiteral, `missing "]" at the end of the IP literal`)
	}
	a := v.s[lo+1 : end]
	switch {
	case a == "":
		v.add(lo+1, 0, prodIPLiteral, "empty IP literal")
	case a[0] == 'v' || a[0] == 'V':
		// ABNF strings are case-insensitive, and Section 3.2.2 says so:
		// "starts with "v" (case-insensitive)".
		v.ipvFuture(lo+1, end)
	default:
		if msg := checkIPv6(a); msg != "" {
			v.add(lo+1, len(a), prodIPv6, "invalid IPv6 address "+fmt.Sprintf("%q", a)+": "+msg)
		}
	}
}

// ipvFuture checks s[lo:hi], which begins with "v", against
// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ).
func (v *validator) ipvFuture(lo, hi int) {
	i := lo + 1
	for i < hi && uritext.Hex.Has(v.s[i]) {
		i++
	}
	if i == lo+1 {
		v.add(i, 0, prodIPvFuture, `want at least one hex digit of version after "v"`)
	}
	if i == hi || v.s[i] != '.' {
		v.add(i, 0, prodIPvFuture, `want "." after the version of an IPvFuture`)
		return
	}
	i++
	if i == hi {
		v.add(i, 0, prodIPvFuture, `want address text after "." in an IPvFuture`)
		return
	}
	v.chars(i, hi, futureChars, false, prodIPvFuture, "IPvFuture")
}

// checkIPv6 returns "" if a matches IPv6address (Section 3.2.2), else what
// is wrong. Pieces are counted in 16-bit units, an IPv4address (only as
// the last piece, in ls32) counting two: without "::" there must be eight;
// with one "::" at most seven, which is what the nine alternatives of the
// production allow.
func checkIPv6(a string) string {
	if k := strings.IndexByte(a, '%'); k >= 0 {
		return `"%" is not allowed: "This syntax does not support IPv6 scoped addressing zone identifiers"`
	}
	units, ellipsis, i := 0, -1, 0
	if strings.HasPrefix(a, "::") {
		ellipsis, i = 0, 2
	} else if a[0] == ':' {
		return `begins with a single ":"`
	}
	for i < len(a) {
		j := i
		for j < len(a) && uritext.Hex.Has(a[j]) {
			j++
		}
		if j < len(a) && a[j] == '.' {
			if !isIPv4(a[i:]) {
				return fmt.Sprintf("%q is not an IPv4address", a[i:])
			}
			units += 2
			break
		}
		switch {
		case j == i:
			return fmt.Sprintf("unexpected %q", a[i])
		case j-i > 4:
			return fmt.Sprintf("piece %q has more than four hex digits", a[i:j])
		}
		units++
		if i = j; i == len(a) {
			break
		}
		if a[i] != ':' {
			return fmt.Sprintf("unexpected %q", a[i])
		}
		if i+1 < len(a) && a[i+1] == ':' {
			if ellipsis >= 0 {
				return `more than one "::"`
			}
			ellipsis, i = units, i+2
			continue
		}
		if i++; i == len(a) {
			return `ends with a single ":"`
		}
	}
	switch {
	case ellipsis < 0 && units != 8:
		return fmt.Sprintf("%d pieces of 16 bits; without \"::\" there must be 8", units)
	case ellipsis >= 0 && units > 7:
		return fmt.Sprintf("%d pieces of 16 bits; with \"::\" there may be at most 7", units)
	}
	return ""
}

// isIPv4 reports whether a matches IPv4address = dec-octet "." dec-octet
// "." dec-octet "." dec-octet, where a dec-octet is 0 to 255 without a
// leading zero.
func isIPv4(a string) bool {
	for n := 0; n < 4; n++ {
		if n > 0 {
			if a == "" || a[0] != '.' {
				return false
			}
			a = a[1:]
		}
		j := 0
		for j < len(a) && j < 4 && uritext.Digit.Has(a[j]) {
			j++
		}
		oct := a[:j]
		switch {
		case j == 0 || j > 3:
			return false
		case j > 1 && oct[0] == '0':
			return false
		case j == 3 && oct > "255":
			return false
		}
		a = a[j:]
	}
	return a == ""
}
