package wget1

// Wget's URL, as src/url.c's parseurl leaves it in its struct urlinfo and
// str_url writes it (see "parseurl" and "str_url" in the package doc).

import (
	"strconv"

	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// proto is a scheme Wget 1.5.3 retrieves: sup_protos of src/url.c.
type proto uint8

const (
	protoUnknown proto = iota // URLUNKNOWN: deduced from the shape, or an error
	protoHTTP                 // URLHTTP, "http://", port 80
	protoFTP                  // URLFTP, "ftp://", port 21
)

// supported are sup_protos: the prefix each is recognised by, its default
// port. file:// is commented out in the source.
var supported = [...]struct {
	prefix string
	p      proto
	port   uint16
}{
	{"http://", protoHTTP, 80},
	{"ftp://", protoFTP, 21},
}

// protostrings are the schemes src/url.c recognises ("recognized doesn't
// mean supported -- only HTTP and FTP are currently supported"), in its
// order; a string that starts with none of them is relative.
var protostrings = [...]string{
	"cid:", "clsid:", "file:", "finger:", "ftp:", "gopher:", "hdl:", "http:",
	"https:", "ilu:", "ior:", "irc:", "java:", "javascript:", "lifn:", "mailto:",
	"mid:", "news:", "nntp:", "path:", "prospero:", "rlogin:", "service:",
	"shttp:", "snews:", "stanf:", "telnet:", "tn3270:", "wais:", "whois++:",
}

// A parseError is what parseurl returns instead of URLOK.
type parseError uint8

const (
	parsedOK   parseError = iota
	errUnknown            // URLUNKNOWN: a scheme recognised but not retrieved
	errBadHost            // URLBADHOST: nothing before the first ":" or "/"
	errBadPort            // URLBADPORT: a port that is not digits, or 0
)

var parseErrorText = [...]string{
	errUnknown: "URLUNKNOWN: a scheme Wget recognises but does not retrieve (only http:// and ftp://)",
	errBadHost: "URLBADHOST: no host before the first \":\" or \"/\"",
	errBadPort: "URLBADPORT: the port is not all digits, or is 0",
}

// urlinfo is what parseurl extracts: each string a slice of the work's
// decoding buffer, decoded as decode_string does.
type urlinfo struct {
	proto        proto
	user, passwd []byte
	hasUser      bool
	hasPasswd    bool
	host         []byte
	port         uint16
	dir, file    []byte
}

// lower is the ASCII tolower of strncasecmp.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// hasPrefixFold reports whether s starts with p, without regard to case:
// strncasecmp(s, p, strlen(p)) == 0, s read as a C string.
func hasPrefixFold(s, p string) bool {
	if len(s) < len(p) {
		return false
	}
	for i := 0; i < len(p); i++ {
		if lower(s[i]) != lower(p[i]) {
			return false
		}
	}
	return true
}

// isSpace is C's isspace in the C locale: ISSPACE of src/sysdep.h.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// trimSpace is s without the isspace bytes around it: what get_urls_html
// (1.5.3) and convert_and_copy's AP_SKIP_BLANKS (1.8) ignore.
func trimSpace(s string) string {
	lo, hi := 0, len(s)
	for lo < hi && isSpace(s[lo]) {
		lo++
	}
	for hi > lo && isSpace(s[hi-1]) {
		hi--
	}
	return s[lo:hi]
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isXDigit(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// cString is s as C reads it: up to its first NUL.
func cString(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return s[:i]
		}
	}
	return s
}

// skipURL is skip_url: the length of a leading "URL:" (any case) and the
// white space after it, 0 if there is none.
func skipURL(s string) int {
	if len(s) < 4 || lower(s[0]) != 'u' || lower(s[1]) != 'r' || lower(s[2]) != 'l' || s[3] != ':' {
		return 0
	}
	i := 4
	for i < len(s) && isSpace(s[i]) {
		i++
	}
	return i
}

// hasProto is has_proto: s, after a "URL:", starts with one of
// protostrings.
func hasProto(s string) bool {
	s = s[skipURL(s):]
	for _, p := range protostrings {
		if hasPrefixFold(s, p) {
			return true
		}
	}
	return false
}

// skipUname is skip_uname: the length of "user:password@" when an "@"
// comes before the first "/", else 0.
func skipUname(s string) int {
	for i := 0; i < len(s) && s[i] != '/'; i++ {
		if s[i] == '@' {
			return i + 1
		}
	}
	return 0
}

// decode is decode_string: every "%" followed by two hexadecimal digits
// becomes the byte they name; any other "%" stays. It appends the result
// to dst, cut at the first NUL it holds (a decoded "%00" ends the C
// string), and returns dst and the part appended.
func decode(dst []byte, s string) (all, part []byte) {
	start := len(dst)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isXDigit(s[i+1]) && isXDigit(s[i+2]) {
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		}
		if c == 0 {
			break
		}
		dst = append(dst, c)
	}
	return dst, dst[start:len(dst):len(dst)]
}

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// unsafeChars is URL_UNSAFE of src/url.c for every system but Windows:
// RFC 1738's unsafe characters, with "@" and ":" (for the user and
// password) and ESC (for printing).
const unsafeChars = " <>\"#%{}|\\^~[]`@:\x1b"

var unsafeTable = func() (t [256]bool) {
	for i := 0; i < len(unsafeChars); i++ {
		t[unsafeChars[i]] = true
	}
	return t
}()

// appendClean appends s as CLEANDUP writes it: each unsafe character as
// "%XX", upper-case hexadecimal (encode_string).
func appendClean(dst, s []byte) []byte {
	const hex = "0123456789ABCDEF"
	for _, c := range s {
		if unsafeTable[c] {
			dst = append(dst, '%', hex[c>>4], hex[c&15])
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}

// parseURL is parseurl(url, u, 0) of src/url.c. url is read as a C
// string. The decoded parts go into *buf, which grows; stack is room for
// the offsets simplify keeps. rec, which may be nil, is told the split and
// the simplification.
func parseURL(url string, buf *[]byte, stack *[]int32, rec *clientcore.Recorder) (urlinfo, parseError) {
	var u urlinfo
	url = cString(url)
	url = url[skipURL(url):]
	recognizable := hasProto(url)
	l := 0
	for _, s := range supported {
		if hasPrefixFold(url, s.prefix) {
			u.proto, l = s.p, len(s.prefix)
			break
		}
	}
	if recognizable && u.proto == protoUnknown {
		// "If protocol is recognizable, but unsupported, bail out": the
		// test reads sup_protos one past its end; what it meant is
		// URLUNKNOWN.
		return u, errUnknown
	}
	if recognizable {
		l += skipUname(url[l:])
	}
	i := l
	for i < len(url) && url[i] != ':' && url[i] != '/' {
		i++
	}
	if i == l {
		return u, errBadHost
	}
	host := url[l:i]
	if i < len(url) && url[i] == ':' {
		i++
		switch {
		case i < len(url) && isDigit(url[i]):
			if u.proto == protoUnknown {
				u.proto = protoHTTP
			}
			for ; i < len(url) && url[i] != '/'; i++ {
				if !isDigit(url[i]) {
					return u, errBadPort
				}
				u.port = 10*u.port + uint16(url[i]-'0') // an unsigned short: it wraps
			}
			if u.port == 0 {
				return u, errBadPort
			}
		case u.proto == protoUnknown:
			u.proto = protoFTP // "hostname:dir/file for FTP"
		default:
			return u, errBadPort
		}
	} else if u.proto == protoUnknown {
		u.proto = protoHTTP
	}
	if u.port == 0 {
		u.port = supported[u.proto-protoHTTP].port
	}
	if i < len(url) && url[i] == '/' && url[i-1] != ':' {
		i++
	}
	if u.proto == protoHTTP {
		for i < len(url) && url[i] == '/' {
			i++
		}
	}
	path := url[i:]
	if u.proto == protoFTP {
		// process_ftp_type: a final ";type=X" is cut off.
		if n := len(path); n >= 7 && path[n-7:n-1] == ";type=" {
			path = path[:n-7]
		}
	}
	// parse_uname finds the user and password after the scheme's "//".
	var user, passwd string
	if recognizable {
		rest := url[len(supported[u.proto-protoHTTP].prefix):]
		if k := skipUname(rest); k > 0 {
			ui := rest[:k-1]
			u.hasUser = true
			user = ui
			for j := 0; j < len(ui); j++ {
				if ui[j] == ':' {
					user, passwd, u.hasPasswd = ui[:j], ui[j+1:], true
					break
				}
			}
		}
	}
	// The decoded parts share one buffer, made large enough first so that
	// appending never moves what is already there.
	b := (*buf)[:0]
	if need := len(host) + len(path) + len(user) + len(passwd); cap(b) < need {
		b = make([]byte, 0, 2*need)
		*buf = b
	}
	b, u.host = decode(b, host)
	b, p := decode(b, path)
	if u.hasUser {
		b, u.user = decode(b, user)
	}
	if u.hasPasswd {
		_, u.passwd = decode(b, passwd)
	}
	u.dir, u.file = parseDir(p)
	if rec.On() {
		rec.Step(ruleParseURL, "host "+strconv.Quote(string(u.host))+", path decoded and split at its last \"/\": file "+
			strconv.Quote(string(u.file))+", directory", string(u.dir))
	}
	u.dir = simplify(u.dir, stack)
	if u.proto == protoHTTP && len(u.dir) > 0 && u.dir[0] == '/' {
		u.dir = u.dir[1:]
	}
	if n := len(u.dir); n > 0 && u.dir[n-1] == '/' {
		u.dir = u.dir[:n-1]
	}
	rec.StepBytes(ruleSimplify, "the directory simplified, its leading (HTTP) and trailing \"/\" removed", u.dir)
	return u, parsedOK
}

// isDot and isDotDot are DOTP and DDOTP.
func isDot(s []byte) bool    { return len(s) == 1 && s[0] == '.' }
func isDotDot(s []byte) bool { return len(s) == 2 && s[0] == '.' && s[1] == '.' }

// parseDir is parse_dir: the path split at its last "/" into directory
// and file, except that a last segment "." or ".." is a directory.
func parseDir(path []byte) (dir, file []byte) {
	i := len(path)
	for i > 0 && (i == len(path) || path[i] != '/') {
		i--
	}
	switch {
	case i == 0 && (len(path) == 0 || path[0] != '/'):
		if isDot(path) || isDotDot(path) {
			return path, path[len(path):]
		}
		return path[:0], path
	case i == 0:
		if isDot(path[1:]) || isDotDot(path[1:]) {
			return path, path[len(path):]
		}
		return path[:1], path[1:]
	}
	if isDot(path[i+1:]) || isDotDot(path[i+1:]) {
		return path, path[len(path):]
	}
	return path[:i], path[i+1:]
}

// simplify is path_simplify of src/utils.c (GNU Bash's, changed for
// Wget), rewriting p in place and returning what is left:
//
//   - leading "./" and "../" are removed, and when a "../" was among them
//     a "/" is left in their place ("../a" gives "/a");
//   - "." and ".." alone give "/";
//   - a run of "/" is one "/"; a final "/" goes unless it is the first
//     character; a final "/." goes;
//   - "/./" is "/"; "/.." before a "/" or the end removes the segment
//     before it, or, when there is none, everything before it (so that
//     what is left starts with the "/" after it);
//   - what comes out empty is "/", but an empty p stays empty.
//
// The source copies the rest of the string down at each removal; this
// writes each byte once, keeping the offsets of the "/" written in
// stack, so that it is linear.
func simplify(p []byte, stack *[]int32) []byte {
	if len(p) == 0 {
		return p
	}
	start, ddot := 0, false
	for {
		if start+1 < len(p) && p[start] == '.' && p[start+1] == '/' {
			start += 2
		} else if start+2 < len(p) && p[start] == '.' && p[start+1] == '.' && p[start+2] == '/' {
			start += 3
			ddot = true
		} else {
			break
		}
	}
	if start > 0 && ddot {
		start--
	}
	orig := p
	p = p[start:]
	if isDot(p) || isDotDot(p) {
		orig[0] = '/'
		return orig[:1]
	}
	st := (*stack)[:0]
	n, w, r := len(p), 0, 0
	slash := false // a "/" at p[w] is being looked at, not yet written
	for {
		if !slash {
			for r < n && p[r] != '/' {
				p[w] = p[r]
				w++
				r++
			}
			if r == n {
				break
			}
			r++
			slash = true
		}
		for r < n && p[r] == '/' {
			r++
		}
		if r == n && w != 0 {
			break // a final "/"
		}
		if r < n && p[r] == '.' {
			if r+1 == n {
				break // a final "/."
			}
			if p[r+1] == '/' {
				r++ // "/./": this "/" again, before the next
				continue
			}
			if p[r+1] == '.' && (r+2 == n || p[r+2] == '/') {
				r += 2
				if k := len(st); k > 0 {
					w, st = int(st[k-1]), st[:k-1]
					slash = true // the "/" before the segment, again
				} else {
					w, slash = 0, false
				}
				continue
			}
		}
		st = append(st, int32(w))
		p[w] = '/'
		w++
		slash = false
	}
	*stack = st
	if w == 0 {
		orig[0] = '/'
		return orig[:1]
	}
	return p[:w]
}

// appendURL appends the URL as str_url writes it: the scheme's prefix,
// the user and password, the host, ":" and the port, "/", the directory
// (an FTP directory from the root as "%2F"), "/" and the file, each part
// through CLEANDUP. With showPort false the port is left out when it is
// the scheme's default (see option port).
func appendURL(dst []byte, u *urlinfo, showPort bool) []byte {
	s := supported[u.proto-protoHTTP]
	dst = append(dst, s.prefix...)
	if u.hasUser {
		dst = appendClean(dst, u.user)
		if u.hasPasswd {
			dst = append(dst, ':')
			dst = appendClean(dst, u.passwd)
		}
		dst = append(dst, '@')
	}
	dst = appendClean(dst, u.host)
	if showPort || u.port != s.port {
		dst = append(dst, ':')
		dst = strconv.AppendUint(dst, uint64(u.port), 10)
	}
	dst = append(dst, '/')
	dir := u.dir
	if u.proto == protoFTP && len(dir) > 0 && dir[0] == '/' {
		dst = append(dst, "%2F"...)
		dir = dir[1:]
		dst = appendClean(dst, dir)
		dst = append(dst, '/')
	} else if len(dir) > 0 {
		dst = appendClean(dst, dir)
		dst = append(dst, '/')
	}
	return appendClean(dst, u.file)
}
