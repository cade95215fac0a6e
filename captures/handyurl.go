package captures

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// handyURL is a URL split as the surt package's handyurl class splits it
// (surt/handyurl.py, handyurl.parse): scheme, host, port, path, query and
// fragment, each absent when empty (Python's "x or None"). The userinfo
// is not kept: handyurl takes only the hostname and port of the netloc.
type handyURL struct {
	scheme, host string
	port         int // 0: none (port 0 is None there too: "o.port or None")
	path         string
	query        string
	fragment     string
	// lastDelimiter is "?" for a URL ending in "?" with no query, so that
	// the URL round-trips; the IA canonicalizer drops it.
	lastDelimiter string
}

// parseHandyURL splits u as handyurl.parse does under CPython 3.11:
//
//  1. white space is trimmed at both ends (bytes.strip) and every TAB, LF
//     and CR removed;
//  2. a URL that does not start with a scheme ("[a-zA-Z][a-zA-Z0-9+.-]*:")
//     is given "http://";
//  3. a run of leading "http://" and "https://" is cut to its last
//     ("http://https://a" is "https://a");
//  4. the rest is split by RFC 2396's Appendix B expression, its scheme
//     limited to scheme characters;
//  5. the host and port are urllib's (SplitResultBytes.hostname, .port)
//     after trailing colons of the netloc are cut: the host lower-cased,
//     the port a number from 0 to 65535 or the URL has no key (urllib
//     raises ValueError);
//  6. an http or https URL without a host takes the first segment of its
//     path as host ("http:////www.vikings.com").
func parseHandyURL(u string) (*handyURL, error) {
	u = strings.Trim(u, " \t\n\r\v\f")
	if strings.ContainsAny(u, "\t\n\r") {
		u = strings.Map(func(r rune) rune {
			if r == '\t' || r == '\n' || r == '\r' {
				return -1
			}
			return r
		}, u)
	}
	if u == "" {
		return nil, errors.New("the URL is white space only")
	}
	if schemeEnd(u) < 0 {
		u = "http://" + u
	}
	u = lastProtocol(u)
	endsInQuestionMark := strings.HasSuffix(u, "?")

	h := &handyURL{}
	i := schemeEnd(u)
	h.scheme, u = u[:i], u[i+1:]
	if j := strings.IndexByte(u, '#'); j >= 0 {
		h.fragment, u = u[j+1:], u[:j]
	}
	if j := strings.IndexByte(u, '?'); j >= 0 {
		h.query, u = u[j+1:], u[:j]
	}
	netloc := ""
	if rest, ok := strings.CutPrefix(u, "//"); ok {
		j := strings.IndexAny(rest, "/?#")
		if j < 0 {
			j = len(rest)
		}
		netloc, u = rest[:j], rest[j:]
	}
	h.path = u
	host, port, err := hostInfo(strings.TrimRight(netloc, ":"))
	if err != nil {
		return nil, err
	}
	h.host, h.port = host, port
	if strings.HasPrefix(h.scheme, "http") && h.host == "" && h.path != "" {
		first, rest, _ := strings.Cut(strings.TrimLeft(h.path, "/"), "/")
		h.host, h.path = first, "/"+rest
	}
	if h.query == "" && endsInQuestionMark {
		h.lastDelimiter = "?"
	}
	return h, nil
}

// schemeEnd returns the index of the colon ending u's scheme
// ("[a-zA-Z][a-zA-Z0-9+.-]*:", handyurl's _RE_HAS_PROTOCOL), or -1.
func schemeEnd(u string) int {
	if u == "" || !isASCIILetter(u[0]) {
		return -1
	}
	for i := 1; i < len(u); i++ {
		c := u[i]
		switch {
		case c == ':':
			return i
		case isASCIILetter(c) || c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.':
		default:
			return -1
		}
	}
	return -1
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// lastProtocol cuts a run of leading "http://" and "https://" to its last
// (handyurl's _RE_MULTIPLE_PROTOCOLS, "^(https?://)+", case-sensitive).
func lastProtocol(u string) string {
	last := -1
	for i := 0; ; {
		rest := u[i:]
		switch {
		case strings.HasPrefix(rest, "http://"):
			last, i = i, i+len("http://")
		case strings.HasPrefix(rest, "https://"):
			last, i = i, i+len("https://")
		default:
			if last <= 0 {
				return u
			}
			return u[last:]
		}
	}
}

// hostInfo splits a netloc as urllib's _NetlocResultMixinBytes does
// (_hostinfo, hostname, port): the userinfo up to the last "@" dropped,
// a bracketed host taken whole, the port after the first ":" that
// follows it.
func hostInfo(netloc string) (host string, port int, err error) {
	if i := strings.LastIndexByte(netloc, '@'); i >= 0 {
		netloc = netloc[i+1:]
	}
	var portText string
	if _, bracketed, ok := strings.Cut(netloc, "["); ok {
		var rest string
		host, rest, _ = strings.Cut(bracketed, "]")
		_, portText, _ = strings.Cut(rest, ":")
	} else {
		host, portText, _ = strings.Cut(netloc, ":")
	}
	if portText != "" {
		if port, err = portNumber(portText); err != nil {
			return "", 0, err
		}
	}
	if host != "" {
		// A scoped IPv6 address keeps the case of its zone.
		name, zone, hasZone := strings.Cut(host, "%")
		host = asciiLower(name)
		if hasZone {
			host += "%" + zone
		}
	}
	return host, port, nil
}

// portNumber is urllib's port: ASCII digits whose value is at most
// 65535 ("Port could not be cast to integer value", "Port out of range").
func portNumber(s string) (int, error) {
	if !allDigits(s) {
		return 0, fmt.Errorf("port %q is not a number", s)
	}
	trimmed := strings.TrimLeft(s, "0")
	if len(trimmed) > 5 {
		return 0, fmt.Errorf("port %s is out of range 0-65535", s)
	}
	n, _ := strconv.Atoi("0" + trimmed)
	if n > 65535 {
		return 0, fmt.Errorf("port %s is out of range 0-65535", s)
	}
	return n, nil
}

// surtString is geturl_bytes with surt=True: the key.
func (h *handyURL) surtString(o Options) string {
	return h.format(true, o.WithScheme, o.TrailingComma, !o.KeepIPOrder)
}

// urlString is getURLString: the URL with its scheme, host in written
// order.
func (h *handyURL) urlString() string { return h.format(false, true, false, true) }

// format is handyurl.geturl_bytes.
func (h *handyURL) format(surt, withScheme, trailingComma, reverseIP bool) string {
	host := h.host
	if host != "" && surt {
		host = hostToSURT(host, reverseIP)
	}
	var b strings.Builder
	switch {
	case withScheme:
		b.WriteString(h.scheme)
		b.WriteByte(':')
		if host != "" {
			if h.scheme != "dns" {
				b.WriteString("//")
			}
			if surt {
				b.WriteByte('(')
			}
		}
	case host == "":
		b.WriteString(h.scheme)
		b.WriteByte(':')
	}
	if host != "" {
		b.WriteString(host)
		if h.port != 0 {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(h.port))
		}
		if surt {
			if trailingComma {
				b.WriteByte(',')
			}
			b.WriteByte(')')
		}
	}
	switch {
	case h.path != "":
		b.WriteString(h.path)
	case h.query != "" || h.fragment != "":
		b.WriteByte('/')
	}
	if h.query != "" {
		b.WriteByte('?')
		b.WriteString(h.query)
	}
	if h.fragment != "" {
		b.WriteByte('#')
		b.WriteString(h.fragment)
	}
	b.WriteString(h.lastDelimiter)
	return b.String()
}

// hostToSURT writes a host's labels in reverse order, separated by commas
// (URLRegexTransformer.hostToSURT); with reverseIP false, a host of four
// dot-separated numbers of one to three digits is kept as written.
func hostToSURT(host string, reverseIP bool) string {
	if !reverseIP && looksLikeIPv4(host) {
		return host
	}
	labels := strings.Split(host, ".")
	for l, r := 0, len(labels)-1; l < r; l, r = l+1, r-1 {
		labels[l], labels[r] = labels[r], labels[l]
	}
	return strings.Join(labels, ",")
}

// looksLikeIPv4 is _RE_IP_ADDRESS, "(?:(?:\d{1,3}\.){3}\d{1,3})$" matched
// at the start.
func looksLikeIPv4(host string) bool {
	parts := strings.Split(host, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) < 1 || len(p) > 3 || !allDigits(p) {
			return false
		}
	}
	return true
}

func allDigits[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return len(s) > 0
}

// asciiLower lower-cases ASCII letters only, as Python's bytes.lower does.
func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
