package captures

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// googleCanonicalize is the surt package's GoogleURLCanonicalizer (after
// the URL canonicalization of Google's Safe Browsing API): the fragment
// dropped; the query's escapes undone and done again once; the host's
// escapes undone, a non-ASCII host made ASCII by IDNA, runs of dots cut,
// a numeric host written as a dotted quad, else the host lower-cased and
// escaped; the path's escapes undone, its dot segments and empty segments
// removed (for a URL with a host), and escaped again.
func googleCanonicalize(h *handyURL) {
	h.fragment = ""
	if h.query != "" {
		h.query = escapeOnce(unescapeRepeatedly(h.query))
	}
	if h.host != "" {
		host := unescapeRepeatedly(h.host)
		if !isASCII(host) {
			if a, ok := hostToASCII(host); ok {
				host = a
			}
		}
		host = strings.Trim(strings.ReplaceAll(host, "..", "."), ".")
		if ip, ok := attemptIPFormats(host); ok {
			host = ip
		} else {
			host = escapeOnce(asciiLower(host))
		}
		h.host = host
	}
	path := unescapeRepeatedly(h.path)
	if h.host != "" {
		path = normalizePath(path)
	}
	h.path = escapeOnce(path)
}

// iaCanonicalize is the surt package's IAURLCanonicalizer with its
// defaults (those of webarchive-commons' AggressiveIACanonicalizerRules):
// the host lower-cased and its "www.", "www2." ... dropped (not for
// dns:), the scheme's default port dropped (80 for http, 443 for https),
// the path lower-cased, its ASP.NET session id dropped and its one
// trailing slash dropped (not the root's), the query's session ids
// (jsessionid, phpsessid, sid, ASPSESSIONID, CFID/CFTOKEN) dropped, the
// query lower-cased and its arguments sorted, an empty query dropped.
func iaCanonicalize(h *handyURL, o Options) {
	if h.host != "" {
		h.host = asciiLower(h.host)
		if !o.KeepWWW && h.scheme != "dns" {
			h.host = massageHost(h.host)
		}
	}
	if h.scheme != "" && h.port == defaultPort(h.scheme) {
		h.port = 0
	}
	if path := h.path; path != "" {
		path = stripPathSessionID(asciiLower(path))
		if len(path) > 1 && strings.HasSuffix(path, "/") {
			path = path[:len(path)-1]
		}
		h.path = path
	}
	if h.query == "" {
		h.lastDelimiter = ""
		return
	}
	q := stripQuerySessionID(h.query)
	if !o.KeepQueryCase {
		q = asciiLower(q)
	}
	h.query = alphaReorderQuery(q)
}

// defaultPort is IAURLCanonicalizer.getDefaultPort.
func defaultPort(scheme string) int {
	switch asciiLower(scheme) {
	case "http":
		return 80
	case "https":
		return 443
	}
	return 0
}

// massageHost drops a leading "www." or "www" and digits and a dot
// ("www\d*\.").
func massageHost(host string) string {
	if rest, ok := cutWWW(host); ok {
		return rest
	}
	return host
}

// cutWWW returns s without its leading "www\d*\.", and whether it had one.
func cutWWW(s string) (string, bool) {
	rest, ok := strings.CutPrefix(s, "www")
	if !ok {
		return s, false
	}
	return strings.CutPrefix(strings.TrimLeft(rest, "0123456789"), ".")
}

// alphaReorderQuery sorts the query's "&"-separated arguments as Python
// sorts the tuples of arg.split("=", 1): by name, then an argument
// without "=" before one with it, then by value.
func alphaReorderQuery(q string) string {
	if len(q) <= 1 {
		return q
	}
	args := strings.Split(q, "&")
	sort.SliceStable(args, func(i, j int) bool {
		ni, vi, hi := strings.Cut(args[i], "=")
		nj, vj, hj := strings.Cut(args[j], "=")
		if ni != nj {
			return ni < nj
		}
		if hi != hj {
			return !hi
		}
		return vi < vj
	})
	return strings.Join(args, "&")
}

// ci writes a case-insensitive class for each ASCII letter of s, as
// Python's re.I does for a bytes pattern (Go's (?i) would also fold
// U+017F and U+212A).
func ci(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isASCIILetter(c) {
			b.WriteString("[" + string(c|0x20-0x20) + string(c|0x20) + "]")
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// The session ids of URLRegexTransformer, matched case-insensitively;
// compiled on first use, not at every start of the command.
var (
	pathSessionIDs = sync.OnceValue(func() []*regexp.Regexp {
		return []*regexp.Regexp{
			regexp.MustCompile(`^(.*/)(\((?:[a-zA-Z]\([0-9a-zA-Z]{24}\))+\)/)([^?]+\.` + ci("aspx") + `.*)$`),
			regexp.MustCompile(`^(.*/)(\([0-9a-zA-Z]{24}\)/)([^?]+\.` + ci("aspx") + `.*)$`),
		}
	})
	querySessionIDs = sync.OnceValue(func() []*regexp.Regexp {
		return []*regexp.Regexp{
			regexp.MustCompile(`^(.*)(?:` + ci("jsessionid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
			regexp.MustCompile(`^(.*)(?:` + ci("phpsessid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
			regexp.MustCompile(`^(.*)(?:` + ci("sid") + `=[0-9a-zA-Z]{32})(?:&(.*))?$`),
			regexp.MustCompile(`^(.*)(?:` + ci("ASPSESSIONID") + `[a-zA-Z]{8}=[a-zA-Z]{24})(?:&(.*))?$`),
			regexp.MustCompile(`^(.*)(?:` + ci("cfid") + `=[^&]+&` + ci("cftoken") + `=[^&]+)(?:&(.*))?$`),
		}
	})
)

// stripPathSessionID drops an ASP.NET session id segment before a .aspx
// page ("/(S(4hqa0555fwsecu455xqckv45))/mileg.aspx" is "/mileg.aspx").
func stripPathSessionID(path string) string {
	for _, re := range pathSessionIDs() {
		if m := re.FindStringSubmatch(path); m != nil {
			path = m[1] + m[3]
		}
	}
	return path
}

// stripQuerySessionID drops session id arguments, each pattern in turn;
// the argument after one is kept only when it is not empty (Python's
// "if m.group(2)").
func stripQuerySessionID(q string) string {
	for _, re := range querySessionIDs() {
		if m := re.FindStringSubmatch(q); m != nil {
			q = m[1] + m[2]
		}
	}
	return q
}

// unescapeRepeatedly undoes %XX escapes until none is left, as the
// Python package does by decoding the whole string again while it
// changes ("%2525" is "%"). Escapes never overlap and decoding only
// shortens, so every order of decoding ends in one string: it is
// reached here in one pass, by decoding at the end of the output as soon
// as it ends in an escape, in time linear in the input (the repeated
// passes take quadratic time on "%252525...").
func unescapeRepeatedly(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		out = append(out, s[i])
		for n := len(out); n >= 3 && out[n-3] == '%' && isHex(out[n-2]) && isHex(out[n-1]); n = len(out) {
			out[n-3] = unhex(out[n-2])<<4 | unhex(out[n-1])
			out = out[:n-2]
		}
	}
	return string(out)
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f'
}

func unhex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return c | 0x20 - 'a' + 10
}

// escapeOnce escapes every byte that is a control character, a space,
// "#", "%", DEL or not ASCII, as %XX in upper case (Python's
// quote_from_bytes with the package's safe set).
func escapeOnce(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if mustEscape(s[i]) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	const hexDigits = "0123456789ABCDEF"
	b := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if mustEscape(c) {
			b = append(b, '%', hexDigits[c>>4], hexDigits[c&15])
		} else {
			b = append(b, c)
		}
	}
	return string(b)
}

func mustEscape(c byte) bool { return c <= ' ' || c == '#' || c == '%' || c >= 0x7f }

// normalizePath removes "." and ".." segments and empty segments but the
// last (GoogleURLCanonicalizer.normalizePath): a ".." above the root is
// kept ("/../a"), a trailing slash kept, an empty path is "/".
func normalizePath(path string) string {
	if path == "" {
		return "/"
	}
	segs := strings.Split(path, "/")[1:]
	kept := segs[:0]
	for _, s := range segs {
		switch s {
		case ".":
		case "..":
			if len(kept) > 0 {
				kept = kept[:len(kept)-1]
			} else {
				kept = append(kept, s)
			}
		default:
			kept = append(kept, s)
		}
	}
	var b strings.Builder
	b.WriteByte('/')
	for i, s := range kept {
		if i == len(kept)-1 {
			b.WriteString(s)
		} else if s != "" {
			b.WriteString(s)
			b.WriteByte('/')
		}
	}
	return b.String()
}

// attemptIPFormats returns the dotted quad of a numeric host: a decimal
// number (masked to its low 32 bits, as for the numbers of liveweb ARC
// files), or the dotted forms the C library's inet_aton reads ("10.0.258"
// is 10.0.1.2, "017.0.0.1" is 15.0.0.1). The Python package passes the
// dotted forms that match its patterns to gethostbyname, which reads a
// numeric address as inet_aton does and asks DNS for anything else;
// here a form inet_aton refuses ("1.2.3.256") is no address, as it is
// on a machine without DNS.
func attemptIPFormats(host string) (string, bool) {
	if allDigits(host) {
		var v uint32
		for i := 0; i < len(host); i++ {
			v = v*10 + uint32(host[i]-'0')
		}
		return dottedQuad(v), true
	}
	if !decimalOrOctalIP(host) {
		return "", false
	}
	v, ok := inetAton(host)
	if !ok {
		return "", false
	}
	return dottedQuad(v), true
}

// decimalOrOctalIP matches DECIMAL_IP ("^([1-9][0-9]*)(\.[0-9]+)?..."),
// or OCTAL_IP ("^(0[0-7]*)(\.[0-7]+)?..."), up to four parts.
func decimalOrOctalIP(host string) bool {
	parts := strings.Split(host, ".")
	if len(parts) > 4 || parts[0] == "" {
		return false
	}
	digits := "0123456789"
	if parts[0][0] == '0' {
		digits = "01234567"
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, digits) != "" {
			return false
		}
	}
	return true
}

// inetAton reads one to four dot-separated numbers, each octal with a
// leading 0 and decimal otherwise, the last filling the bytes the others
// leave, as inet_aton does.
func inetAton(host string) (uint32, bool) {
	parts := strings.Split(host, ".")
	vals := make([]uint64, len(parts))
	for i, p := range parts {
		base := uint64(10)
		if len(p) > 1 && p[0] == '0' {
			base = 8
		}
		var v uint64
		for j := 0; j < len(p); j++ {
			d := uint64(p[j] - '0')
			if d >= base {
				return 0, false
			}
			if v = v*base + d; v > 0xffffffff {
				return 0, false
			}
		}
		vals[i] = v
	}
	last := len(vals) - 1
	if vals[last] >= 1<<(8*(4-last)) {
		return 0, false
	}
	var a uint64
	for i, v := range vals[:last] {
		if v > 255 {
			return 0, false
		}
		a |= v << (8 * (3 - i))
	}
	return uint32(a | vals[last]), true
}

func dottedQuad(v uint32) string {
	return strconv.Itoa(int(v>>24)) + "." + strconv.Itoa(int(v>>16&255)) + "." + strconv.Itoa(int(v>>8&255)) + "." + strconv.Itoa(int(v&255))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// idnaLabel makes one label ASCII. The Python package uses Python's IDNA
// 2003 codec (nameprep, then Punycode); UTS #46 transitional processing
// (golang.org/x/net/idna) stands in for nameprep: the same mappings for
// the characters of Unicode 3.2, and ß is "ss" in both.
var idnaLabel = idna.New(idna.MapForLookup(), idna.Transitional(true), idna.StrictDomainName(false))

// hostToASCII is Python's host.decode("utf-8", "ignore").encode("idna"):
// bytes that are not UTF-8 dropped, labels split at the four dots IDNA
// names, an ASCII label kept as it is, every label 1 to 63 bytes long
// (an empty label but a trailing one fails), false when a label cannot
// be made ASCII; the caller then keeps the host as it was.
func hostToASCII(host string) (string, bool) {
	host = strings.ToValidUTF8(host, "")
	if isASCII(host) {
		labels := strings.Split(host, ".")
		for i, l := range labels {
			if len(l) > 63 || len(l) == 0 && i < len(labels)-1 {
				return "", false
			}
		}
		return host, true
	}
	labels := strings.Split(idnaDots.Replace(host), ".")
	trailingDot := false
	if n := len(labels); n > 0 && labels[n-1] == "" {
		trailingDot, labels = true, labels[:n-1]
	}
	out := make([]string, len(labels))
	for i, l := range labels {
		if !isASCII(l) {
			a, err := idnaLabel.ToASCII(l)
			if err != nil {
				return "", false
			}
			l = a
		}
		if len(l) == 0 || len(l) > 63 {
			return "", false
		}
		out[i] = l
	}
	s := strings.Join(out, ".")
	if trailingDot {
		s += "."
	}
	return s, true
}

// idnaDots turns the dots Python's encodings.idna splits labels at
// (U+3002, U+FF0E, U+FF61) into ".".
var idnaDots = strings.NewReplacer("\u3002", ".", "\uff0e", ".", "\uff61", ".")
