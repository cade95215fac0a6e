// Package normal is the normalization kernel the dialects share: one pass
// over a URI split as RFC 3986, Appendix B splits any string, applying
// the rules a dialect's level asks for. It encodes no rule of any one
// specification; each dialect's normalize.go says which rules its text
// licenses, quoting it.
package normal

import (
	"strings"

	"github.com/uridialect/uridialect/internal/kernel/generic"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// Rules are what one level of one dialect does.
type Rules struct {
	LowerScheme bool                // scheme to lower case
	LowerHost   bool                // the authority's host to lower case (escapes aside)
	UpperHex    bool                // the hex digits of every escape to upper case
	Decode      *uritext.Set        // decode an escape whose octet is in the set (outside the scheme); nil for none
	Dots        func(string) string // applied last to a URI with a scheme (remove dot segments), or nil
	// DefaultPorts maps lower-case schemes to their default port: a port
	// equal to it is elided with its ":".
	DefaultPorts map[string]string
	EmptyPort    bool // elide a ":" with an empty port (for the schemes of DefaultPorts)
	EmptyPath    bool // an empty path after an authority becomes "/" (for the schemes of DefaultPorts)
}

// Apply returns s normalized by r.
func Apply(s string, r *Rules) string {
	colon, auth, path, query, _ := generic.Bounds(s)
	b := make([]byte, 0, len(s)+1)
	scheme := ""
	at := 0
	if colon >= 0 {
		scheme = s[:colon]
		if r.LowerScheme {
			scheme = strings.ToLower(scheme)
		}
		b = append(b, scheme...)
		b = append(b, ':')
		at = colon + 1
	}
	defPort, known := r.DefaultPorts[strings.ToLower(scheme)]
	if auth >= 0 {
		b = append(b, "//"...)
		userinfo, host, port, hasPort := splitAuthority(s[auth:path])
		b = r.text(b, userinfo)
		hs := len(b)
		b = r.text(b, host)
		if r.LowerHost {
			lowerOutsideEscapes(b[hs:])
		}
		elide := known && (port == defPort || port == "" && r.EmptyPort)
		if hasPort && !elide {
			b = append(b, ':')
			b = append(b, port...)
		}
		at = path
		if path == query && r.EmptyPath && known {
			b = append(b, '/')
		}
	}
	out := string(r.text(b, s[at:]))
	if r.Dots != nil && colon >= 0 {
		out = r.Dots(out)
	}
	return out
}

// text appends s with its escapes normalized.
func (r *Rules) text(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '%' || !uritext.IsEscape(s, i) {
			b = append(b, c)
			continue
		}
		o := unhex(s[i+1])<<4 | unhex(s[i+2])
		switch {
		case r.Decode != nil && r.Decode.Has(o):
			b = append(b, o)
		case r.UpperHex:
			b = append(b, '%', upper(s[i+1]), upper(s[i+2]))
		default:
			b = append(b, s[i:i+3]...)
		}
		i += 2
	}
	return b
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// lowerOutsideEscapes lowers the letters of h that are not the digits of
// an escape.
func lowerOutsideEscapes(h []byte) {
	for i := 0; i < len(h); i++ {
		if h[i] == '%' && i+2 < len(h) {
			i += 2
			continue
		}
		if 'A' <= h[i] && h[i] <= 'Z' {
			h[i] += 'a' - 'A'
		}
	}
}

// splitAuthority splits an authority into its userinfo with the "@" (or
// ""), host and port: the last "@" ends the userinfo, and a ":" after the
// host (past any "]" of an IP literal) starts the port.
func splitAuthority(a string) (userinfo, host, port string, hasPort bool) {
	if k := strings.LastIndexByte(a, '@'); k >= 0 {
		userinfo, a = a[:k+1], a[k+1:]
	}
	k := strings.LastIndexByte(a, ':')
	if k >= 0 && k > strings.LastIndexByte(a, ']') {
		return userinfo, a[:k], a[k+1:], true
	}
	return userinfo, a, "", false
}

// RFC1738Ports are the default ports of RFC 1738, Section 3: "If :<port>
// is omitted, the port defaults to" 21 (ftp, 3.2), 80 (http, 3.3), 70
// (gopher, 3.4), 119 (nntp, 3.7), 23 (telnet, 3.8), 210 (wais, 3.9) and
// 1525 (prospero, 3.11).
var RFC1738Ports = map[string]string{
	"ftp": "21", "http": "80", "gopher": "70", "nntp": "119",
	"telnet": "23", "wais": "210", "prospero": "1525",
}
