package rfc2396

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Character classes of Appendix A, each built from its production's text.
var (
	alphanum = uritext.Alpha.Union(uritext.Digit)
	// mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"
	mark = uritext.NewSet("-_.!~*'()")
	// unreserved = alphanum | mark
	unreserved = alphanum.Union(mark)
	// reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | ","
	reserved = uritext.NewSet(";/?:@&=+$,")
	// RFC 2732, Section 3, (3): reserved gains "[" | "]".
	reserved2732 = reserved.Union(uritext.NewSet("[]"))
	// uric = reserved | unreserved | escaped (escapes are checked apart)
	uric     = reserved.Union(unreserved)
	uric2732 = reserved2732.Union(unreserved)
	// uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
	//                 "&" | "=" | "+" | "$" | ","
	uricNoSlash = unreserved.Union(uritext.NewSet(";?:@&=+$,"))
	// pchar = unreserved | escaped | ":" | "@" | "&" | "=" | "+" | "$" | ","
	pchar = unreserved.Union(uritext.NewSet(":@&=+$,"))
	// path_segments = segment *( "/" segment ); segment = *pchar *( ";" param );
	// param = *pchar: any run of pchar, ";" and "/".
	pathSegmentsChars = pchar.Union(uritext.NewSet(";/"))
	// rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" |
	//                   "+" | "$" | "," )
	relSegment = unreserved.Union(uritext.NewSet(";@&=+$,"))
	// scheme = alpha *( alpha | digit | "+" | "-" | "." )
	schemeChars = alphanum.Union(uritext.NewSet("+-."))
	// reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" |
	//                "&" | "=" | "+" )
	regName = unreserved.Union(uritext.NewSet("$,;:@&=+"))
	// userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" |
	//               "$" | "," )
	userinfo = unreserved.Union(uritext.NewSet(";:&=+$,"))
	// hostname characters: alphanum, "-" and the "." between labels.
	hostChars = alphanum.Union(uritext.NewSet("-."))
)

// The excluded characters of Section 2.4.3, which no URI contains.
var (
	// delims = "<" | ">" | "#" | "%" | <">
	delims = uritext.NewSet(`<>#%"`)
	// unwise = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "`"
	unwise = uritext.NewSet("{}|\\^[]`")
	// RFC 2732, Section 3, (3): unwise = "{" | "}" | "|" | "\" | "^" | "`"
	unwise2732 = unwise.Without("[]")
)

// isServer reports whether a is a <server> (Section 3.2.2), and if it is
// not empty, where its parts are: userinfo a[:at] when at >= 0, host
// a[hlo:hhi], port a[hhi+1:] when hasPort.
//
//	server   = [ [ userinfo "@" ] hostport ]
//	hostport = host [ ":" port ]
//	port     = *digit
func isServer(a string, ipv6 bool) (at, hlo, hhi int, hasPort, ok bool) {
	at = -1
	if a == "" {
		return at, 0, 0, false, true
	}
	// Neither host nor port may hold "@", so a userinfo ends at the only one.
	if i := strings.IndexByte(a, '@'); i >= 0 {
		if !validRun(a[:i], userinfo) {
			return
		}
		at, hlo = i, i+1
	}
	hp := a[hlo:]
	var host string
	if ipv6 && hp != "" && hp[0] == '[' {
		end := strings.IndexByte(hp, ']')
		if end < 0 || !isIPv6(hp[1:end]) {
			return
		}
		host = hp[:end+1]
	} else {
		host = hp
		if i := strings.IndexByte(hp, ':'); i >= 0 {
			host = hp[:i]
		}
		if !isIPv4(host, ipv6) && !isHostname(host) {
			return
		}
	}
	hhi = hlo + len(host)
	rest := a[hhi:]
	if rest != "" {
		if rest[0] != ':' || !allIn(rest[1:], uritext.Digit) {
			return
		}
		hasPort = true
	}
	return at, hlo, hhi, hasPort, true
}

// isRegName reports whether a is a <reg_name> (Section 3.2.1).
func isRegName(a string) bool { return a != "" && validRun(a, regName) }

// validRun reports whether s is a run of bytes of set and complete escapes.
func validRun(s string, set *uritext.Set) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if !uritext.IsEscape(s, i) {
				return false
			}
			i += 2
			continue
		}
		if !set.Has(s[i]) {
			return false
		}
	}
	return true
}

func allIn(s string, set *uritext.Set) bool {
	for i := 0; i < len(s); i++ {
		if !set.Has(s[i]) {
			return false
		}
	}
	return true
}

// isHostname reports whether h matches
//
//	hostname    = *( domainlabel "." ) toplabel [ "." ]
//	domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
//	toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
func isHostname(h string) bool {
	h = strings.TrimSuffix(h, ".")
	if h == "" {
		return false
	}
	// One pass over the labels: each is alphanum, or alphanum *(
	// alphanum | "-" ) alphanum; the last (toplabel) begins with alpha.
	start := 0 // of the current label
	for i := 0; i < len(h); i++ {
		switch c := h[i]; {
		case c == '.':
			if i == start || h[i-1] == '-' {
				return false
			}
			start = i + 1
		case c == '-':
			if i == start {
				return false
			}
		case !alphanum.Has(c):
			return false
		}
	}
	if start == len(h) || h[len(h)-1] == '-' {
		return false
	}
	return uritext.Alpha.Has(h[start]) // toplabel
}

// isIPv4 reports whether h matches RFC 2396's
//
//	IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit
//
// or, with RFC 2732's change (2), RFC 2373's, whose parts have at most
// three digits.
func isIPv4(h string, max3 bool) bool {
	for part := 0; part < 4; part++ {
		n := 0
		for n < len(h) && uritext.Digit.Has(h[n]) {
			n++
		}
		if n == 0 || (max3 && n > 3) {
			return false
		}
		h = h[n:]
		if part < 3 {
			if h == "" || h[0] != '.' {
				return false
			}
			h = h[1:]
		}
	}
	return h == ""
}

// isIPv6 reports whether s is an IPv6address in one of the text forms of
// RFC 2373, Section 2.2, to which RFC 2732 refers: eight groups of one to
// four hex digits separated by ":", at most one "::" standing for one or
// more groups of zeros, and optionally an IPv4address (at most three digits
// a part) in place of the last two groups. See the package doc on why the
// forms, not RFC 2373's Appendix B grammar, are checked.
func isIPv6(s string) bool {
	groups, double, i := 0, false, 0
	if strings.HasPrefix(s, "::") {
		double, i = true, 2
		if i == len(s) {
			return true
		}
	}
	for {
		j := i
		for j < len(s) && j-i <= 4 && uritext.Hex.Has(s[j]) {
			j++
		}
		if j < len(s) && s[j] == '.' {
			if !isIPv4(s[i:], true) {
				return false
			}
			groups += 2
			break
		}
		if j == i || j-i > 4 {
			return false
		}
		groups++
		i = j
		if i == len(s) {
			break
		}
		if s[i] != ':' {
			return false
		}
		if i+1 < len(s) && s[i+1] == ':' {
			if double {
				return false
			}
			double, i = true, i+2
			if i == len(s) {
				break
			}
			continue
		}
		i++
		if i == len(s) {
			return false
		}
	}
	if double {
		return groups <= 7
	}
	return groups == 8
}

// Grammar productions and sections cited by Validate and by errors.
var (
	ruleAbsoluteURI   = prod("absoluteURI")
	ruleRelativeURI   = prod("relativeURI")
	ruleScheme        = prod("scheme")
	ruleAuthority     = prod("authority")
	ruleRegName       = prod("reg_name")
	ruleUserinfo      = prod("userinfo")
	ruleHostport      = prod("hostport")
	ruleHostname      = prod("hostname")
	ruleDomainlabel   = prod("domainlabel")
	ruleToplabel      = prod("toplabel")
	ruleIPv4address   = prod("IPv4address")
	rulePort          = prod("port")
	rulePchar         = prod("pchar")
	ruleRelSegment    = prod("rel_segment")
	ruleUricNoSlash   = prod("uric_no_slash")
	ruleQuery         = prod("query")
	ruleFragment      = prod("fragment")
	ruleUric          = prod("uric")
	ruleEscaped       = prod("escaped")
	ruleControl       = dialect.Rule{Doc: "RFC 2396", Sec: "2.4.3", Step: "control"}
	ruleSpace         = dialect.Rule{Doc: "RFC 2396", Sec: "2.4.3", Step: "space"}
	ruleDelims        = dialect.Rule{Doc: "RFC 2396", Sec: "2.4.3", Step: "delims"}
	ruleUnwise        = dialect.Rule{Doc: "RFC 2396", Sec: "2.4.3", Step: "unwise"}
	ruleIPv6reference = dialect.Rule{Doc: "RFC 2732", Sec: "3", Step: "ipv6reference"}
	ruleIPv6address   = dialect.Rule{Doc: "RFC 2373", Sec: "2.2", Step: "IPv6address"}
)

func prod(p string) dialect.Rule {
	return dialect.Rule{Doc: "RFC 2396", Sec: "Appendix A", Step: p}
}
