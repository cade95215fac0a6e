package heritrix

// UsableURIFactory.fixup of webarchive-commons: what Heritrix does to a
// string before commons-httpclient's URI parses it (see "fixup" in the
// package doc).

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxURLLength is UsableURI.MAX_URL_LENGTH: "Consider URIs too long for IE
// as illegal" (2083), checked before the fix-ups and again on the result.
const maxURLLength = 2083

// A fixError is a URIException that fixup or the parse throws.
type fixError string

// javaTrim is String.trim: every character up to U+0020 goes from both
// ends.
func javaTrim(s string) string {
	lo, hi := 0, len(s)
	for lo < hi && s[lo] <= ' ' {
		lo++
	}
	for hi > lo && s[hi-1] <= ' ' {
		hi--
	}
	return s[lo:hi]
}

// isJavaWhitespace is Character.isWhitespace, for escapeWhitespace of
// Heritrix 1: the space separators but the no-break ones, and TAB, LF,
// VT, FF, CR and U+001C to U+001F.
func isJavaWhitespace(r rune) bool {
	switch {
	case r == ' ', r >= '\t' && r <= '\r', r >= 0x1c && r <= 0x1f:
		return true
	case r == 0x1680, r >= 0x2000 && r <= 0x2006, r >= 0x2008 && r <= 0x200a,
		r == 0x2028, r == 0x2029, r == 0x205f, r == 0x3000:
		return true
	}
	return false
}

// javaLineTerminator reports a character Java's regex "." does not match
// besides LF and CR (which fixup has removed by then): U+0085, U+2028,
// U+2029.
func javaLineTerminator(r rune) bool { return r == 0x85 || r == 0x2028 || r == 0x2029 }

// parts are what RFC2396REGEX splits: each undefined when empty
// (checkUriElement).
type parts struct {
	scheme, ssp, authority, path, query string
}

// fixup is UsableURIFactory.fixup(uri, base, charset), uri not null and
// base given (a link always has one). v1 selects Heritrix 1.14's fixup.
// The strings it makes are in w.
func (w *buffer) fixup(uri, baseScheme string, v1 bool) (string, fixError) {
	if len(uri) > maxURLLength {
		return "", fixError("URI length > " + strconv.Itoa(maxURLLength))
	}
	// Replace nbsp with normal spaces (so that they get stripped if at
	// ends, or encoded if in middle).
	uri = w.replaceAll(uri, "\u00a0", " ")
	uri = javaTrim(uri)
	// IE converts backslashes preceding the query string to slashes
	// (Heritrix 1: every backslash).
	if strings.IndexByte(uri, '\\') >= 0 {
		q := strings.IndexByte(uri, '?')
		if v1 || q < 0 {
			q = len(uri)
		}
		uri = w.concat(w.replaceAll(uri[:q], `\`, "/"), uri[q:])
	}
	// Remove stray TAB/CR/LF.
	if indexAny(uri, &tabCRLF) >= 0 {
		uri = w.removeTabCRLF(uri)
	}
	// More than two slashes after http(s): two, "as mozilla does"
	// (^(https?://)/+(.*), matched whole: "." takes no line terminator).
	for _, p := range []string{"http://", "https://"} {
		if strings.HasPrefix(uri, p) && len(uri) > len(p) && uri[len(p)] == '/' &&
			strings.IndexFunc(uri, javaLineTerminator) < 0 {
			uri = w.concat(p, strings.TrimLeft(uri[len(p):], "/"))
		}
	}
	if v1 {
		uri = w.escapeWhitespace(uri)
	}
	p, ok := split(uri)
	if !ok {
		return "", fixError("Failed parse of " + uri)
	}
	p.scheme = w.lower(p.scheme)
	if p.scheme != "" && (p.scheme == "http" || p.scheme == "https") {
		// checkHttpSchemeSpecificPartSlashPrefix
		if !strings.HasPrefix(p.ssp, "//") {
			if p.scheme != baseScheme {
				return "", fixError("relative URI with scheme only allowed for scheme matching base")
			}
		} else if len(p.ssp) <= 2 {
			return "", fixError("http scheme specific part is too short: " + p.ssp)
		}
	}
	if p.authority != "" {
		a, err := w.fixupAuthority(p.authority, v1)
		if err != "" {
			return "", err
		}
		p.authority = a
	}
	if strings.HasPrefix(p.ssp, "/") {
		// "Eliminate '..' if its first thing in the path. IE does this."
		for strings.HasPrefix(p.path, "/../") {
			p.path = p.path[3:]
		}
		if p.path == "" {
			p.path = "/"
		}
	}
	if p.authority != "" {
		switch p.scheme {
		case "http", "https":
			a, err := w.checkPort(p.authority)
			if err != "" {
				return "", err
			}
			if p.scheme == "http" {
				a = strings.TrimSuffix(a, ":80")
			} else {
				a = strings.TrimSuffix(a, ":443")
			}
			p.authority = a
		}
		p.authority = strings.TrimSuffix(p.authority, ".")
		p.authority = strings.TrimPrefix(p.authority, ".")
	} else if p.scheme != "" && p.scheme == baseScheme {
		// "uriScheme redundant and will only confound httpclient.URI"
		p.scheme = ""
	}
	m := w.mark()
	if p.scheme != "" {
		w.b = append(append(w.b, p.scheme...), ':')
	}
	if p.authority != "" {
		w.b = append(append(w.b, "//"...), p.authority...)
	}
	w.appendEscaped(p.path, &expandedURISafe)
	if p.query != "" {
		w.b = append(w.b, '?')
		w.appendEscaped(p.query, &querySafe)
	}
	return w.since(m), ""
}

// replaceAll is strings.ReplaceAll, old not empty: s itself when it
// holds no old.
func (w *buffer) replaceAll(s, old, new string) string {
	i := strings.Index(s, old)
	if i < 0 {
		return s
	}
	m := w.mark()
	for ; i >= 0; i = strings.Index(s, old) {
		w.b = append(append(w.b, s[:i]...), new...)
		s = s[i+len(old):]
	}
	w.b = append(w.b, s...)
	return w.since(m)
}

var tabCRLF = setOf("\t\r\n")

// removeTabCRLF drops every TAB, CR and LF of s as strings.Map does,
// which also writes each byte that is no UTF-8 as U+FFFD.
func (w *buffer) removeTabCRLF(s string) string {
	m := w.mark()
	for _, r := range s {
		if r != '\t' && r != '\r' && r != '\n' {
			w.b = utf8.AppendRune(w.b, r)
		}
	}
	return w.since(m)
}

// split is RFC2396REGEX of UsableURIFactory,
// ^(([a-zA-Z][a-zA-Z0-9\+\-\.]*):)?((//([^/?#]*))?([^?#]*)(\?([^#]*))?)?(#(.*))?
// matched whole: it fails only where the fragment holds a character "."
// does not match.
func split(s string) (parts, bool) {
	var p parts
	if i := strings.IndexByte(s, ':'); i > 0 && isSchemeStart(s[0]) {
		ok := true
		for j := 1; j < i; j++ {
			if !isSchemeChar(s[j]) {
				ok = false
				break
			}
		}
		if ok {
			p.scheme, s = s[:i], s[i+1:]
		}
	}
	if k := strings.IndexByte(s, '#'); k >= 0 {
		if strings.IndexFunc(s[k+1:], javaLineTerminator) >= 0 {
			return p, false
		}
		s = s[:k]
	}
	p.ssp = s
	if strings.HasPrefix(s, "//") {
		e := indexAny(s[2:], &slashQuery)
		if e < 0 {
			e = len(s) - 2
		}
		p.authority, s = s[2:2+e], s[2+e:]
	}
	if k := strings.IndexByte(s, '?'); k >= 0 {
		p.path, p.query = s[:k], s[k+1:]
	} else {
		p.path = s
	}
	return p, true
}

var slashQuery = setOf("/?")

func isSchemeStart(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

func isSchemeChar(c byte) bool {
	return isSchemeStart(c) || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// escapeWhitespace is Heritrix 1's: each whitespace character as "%" and
// its code in lower-case hexadecimal, padded to an even length (a space
// is "%20", U+2028 "%2028"); with one, every byte that is no UTF-8 is
// written U+FFFD, as a strings.Builder writes it.
func (w *buffer) escapeWhitespace(s string) string {
	if strings.IndexFunc(s, isJavaWhitespace) < 0 {
		return s
	}
	m := w.mark()
	for _, r := range s {
		if !isJavaWhitespace(r) {
			w.b = utf8.AppendRune(w.b, r)
			continue
		}
		var digits [8]byte
		h := strconv.AppendInt(digits[:0], int64(r), 16)
		w.b = append(w.b, '%')
		if len(h)%2 == 1 {
			w.b = append(w.b, '0')
		}
		w.b = append(w.b, h...)
	}
	return w.since(m)
}

// fixupAuthority strips trailing "%20"s, puts the domain through
// fixupDomainlabel, and (Heritrix 3) escapes the user information
// minimally.
func (w *buffer) fixupAuthority(a string, v1 bool) (string, fixError) {
	for strings.HasSuffix(a, "%20") {
		a = a[:len(a)-3]
	}
	at := strings.IndexByte(a, '@')
	from := max(at, 0)
	colon := strings.IndexByte(a[from:], ':')
	if colon >= 0 {
		colon += from
	}
	var user, domain, port string
	switch {
	case at < 0 && colon < 0:
		domain = a
	case at < 0:
		domain, port = a[:colon], a[colon:]
	case colon < 0:
		user, domain = a[:at+1], a[at+1:]
	default:
		user, domain, port = a[:at+1], a[at+1:colon], a[colon:]
	}
	d, err := w.fixupDomainlabel(domain)
	if err != "" {
		return "", err
	}
	m := w.mark()
	if v1 {
		w.b = append(w.b, user...)
	} else {
		w.appendEscaped(user, &expandedURISafe)
	}
	w.b = append(append(w.b, d...), port...)
	return w.since(m), ""
}

// fixupDomainlabel is IDNA.toASCII of GNU libidn, then lower case; a
// domain IDNA refuses is kept when it is ASCII letters, digits, "_" and
// "-" in labels with single dots between (ACCEPTABLE_ASCII_DOMAIN), and
// is an error otherwise.
func (w *buffer) fixupDomainlabel(d string) (string, fixError) {
	ace, ok := w.toASCII(d)
	if !ok {
		if !acceptableASCIIDomain(d) {
			return "", fixError("IDNA: the domain " + strconv.Quote(d) + " is neither acceptable ASCII nor punycodable")
		}
		ace = d
	}
	return w.lower(ace), ""
}

// acceptableASCIIDomain is ^(?:[a-zA-Z0-9_-]++(?:\.)?)++$.
func acceptableASCIIDomain(d string) bool {
	if d == "" {
		return false
	}
	prevDot := true
	for i := 0; i < len(d); i++ {
		c := d[i]
		switch {
		case isSchemeStart(c), '0' <= c && c <= '9', c == '_', c == '-':
			prevDot = false
		case c == '.' && !prevDot:
			prevDot = true
		default:
			return false
		}
	}
	return true
}

// checkPort strips leading zeros from a port at the end of an http(s)
// authority ("(.*:)([0-9]+)$") and refuses one outside 1 to 65535.
func (w *buffer) checkPort(a string) (string, fixError) {
	i := len(a)
	for i > 0 && '0' <= a[i-1] && a[i-1] <= '9' {
		i--
	}
	if i == len(a) || i == 0 || a[i-1] != ':' {
		return a, ""
	}
	no := a[i:]
	for len(no) > 1 && no[0] == '0' {
		no = no[1:]
	}
	if len(no) < len(a)-i {
		a = w.concat(a[:i], no)
	}
	n, err := strconv.Atoi(no)
	if err != nil || n <= 0 || n > 65535 {
		return "", fixError("Port out of bounds: " + a)
	}
	return a, ""
}

// A byteSet is a set of bytes, as the BitSets of LaxURLCodec.
type byteSet [256]bool

func setOf(chars string, also ...*byteSet) (s byteSet) {
	for _, a := range also {
		s = *a
	}
	for i := 0; i < len(chars); i++ {
		s[chars[i]] = true
	}
	return s
}

const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// expandedURISafe is LaxURLCodec.EXPANDED_URI_SAFE: what Firefox 1.0.6
// left unescaped, "%" among it ("Firefox (1.0.6) never escapes '%'").
var expandedURISafe = setOf(alnum + "-~_.*/=&+,:;@$!)(%|'")

// querySafe is LaxURLCodec.QUERY_SAFE: with { } [ ] ^ ? besides.
var querySafe = setOf("{}[]^?", &expandedURISafe)

// appendEscaped is ensureMinimalEscaping: when s holds a character out
// of safe, every byte of its UTF-8 form out of safe is written "%XX"
// (URLCodec.encodeUrl, upper-case hexadecimal); else s as it is. A
// string that is no UTF-8 is taken byte by byte, where Java would have
// read U+FFFD.
func (w *buffer) appendEscaped(s string, safe *byteSet) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		if c := s[i]; safe[c] {
			w.b = append(w.b, c)
		} else {
			w.b = append(w.b, '%', hex[c>>4], hex[c&15])
		}
	}
}

// indexAny is strings.IndexAny for a set of bytes.
func indexAny(s string, set *byteSet) int {
	for i := 0; i < len(s); i++ {
		if set[s[i]] {
			return i
		}
	}
	return -1
}
