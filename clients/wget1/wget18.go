package wget1

// Wget 1.8's rules (option version=1.8): the path an HREF takes in the
// source of the 1.8 release, commit fdd51b8d of the mirror/wget history.
// Each function names the function of the source it follows, with its
// file:line at that commit; see "Version 1.8" in the package doc.

import (
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// client18 names Wget 1.8 in every rule its steps cite.
const client18 = "GNU Wget 1.8"

// The places of Wget 1.8's source that the trace and the errors cite.
var (
	rule18Tag     = dialect.Rule{Doc: client18, Sec: "src/html-parse.c:696", Function: "map_html_tags", Step: "newline_seen"}
	rule18Blanks  = dialect.Rule{Doc: client18, Sec: "src/html-parse.c:211", Function: "convert_and_copy", Step: "AP_SKIP_BLANKS"}
	rule18Base    = dialect.Rule{Doc: client18, Sec: "src/recur.c:301", Function: "retrieve_tree", Step: "get_urls_html"}
	rule18Scheme  = dialect.Rule{Doc: client18, Sec: "src/url.c:462", Function: "url_has_scheme"}
	rule18Merge   = dialect.Rule{Doc: client18, Sec: "src/url.c:1409", Function: "uri_merge_1"}
	rule18Parse   = dialect.Rule{Doc: client18, Sec: "src/url.c:641", Function: "url_parse"}
	rule18Reenc   = dialect.Rule{Doc: client18, Sec: "src/url.c:338", Function: "reencode_string"}
	rule18Simpl   = dialect.Rule{Doc: client18, Sec: "src/utils.c:511", Function: "path_simplify"}
	rule18URLText = dialect.Rule{Doc: client18, Sec: "src/url.c:1601", Function: "url_string"}
)

// parseError18 is the error url_parse sets (parse_errors, src/url.c:620).
type parseError18 uint8

const (
	parsed18OK parseError18 = iota
	errUnsupportedScheme
	errEmptyHost
	errBadPortNumber
	errInvalidUserName
)

var parseError18Text = [...]string{
	errUnsupportedScheme: "PE_UNSUPPORTED_SCHEME: not http:// or ftp:// (url_scheme, src/url.c:419; https:// only in a build with SSL)",
	errEmptyHost:         "PE_EMPTY_HOST: nothing before the first of \":/;?#\"",
	errBadPortNumber:     "PE_BAD_PORT_NUMBER: the port is empty or not all digits",
	errInvalidUserName:   "PE_INVALID_USER_NAME: an empty user name before \"@\" or \":\"",
}

// The classes of urlchr_table (src/url.c:99-137): RFC 1738's reserved
// characters with "+", and its unsafe ones with every control, DEL and
// every byte over 127.
const (
	urlReserved = 1
	urlUnsafe   = 2
)

var urlchr = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if c < 0x20 || c >= 0x7f {
			t[c] = urlUnsafe
		}
	}
	for _, c := range []byte(" \"%<>[\\]^`{|}~") {
		t[c] = urlUnsafe
	}
	for _, c := range []byte("&+/;=?") {
		t[c] = urlReserved
	}
	for _, c := range []byte("#:@") {
		t[c] = urlReserved | urlUnsafe
	}
	return t
}()

const upperHex = "0123456789ABCDEF"

// reencode is reencode_string (src/url.c:338, decide_copy_method :232):
// a "%XX" stays when the byte it names is reserved or unsafe and is
// decoded otherwise ("%41" is "A", "%2e" "."); a "%" not followed by two
// hexadecimal digits is "%25"; an unsafe character that is not reserved
// is escaped ("%XX", upper case). "#", ":" and "@", reserved and unsafe,
// stay as they are.
func reencode(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isXDigit(s[i+1]) && isXDigit(s[i+2]):
			if d := unhex(s[i+1])<<4 | unhex(s[i+2]); urlchr[d] == 0 {
				dst = append(dst, d)
				i += 2
				continue
			}
			dst = append(dst, c)
		case c == '%' || urlchr[c] == urlUnsafe:
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// appendUnsafeEscaped is encode_string_maybe (src/url.c:164): every
// unsafe character, "%", ":" and "@" among them, as "%XX".
func appendUnsafeEscaped(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; urlchr[c]&urlUnsafe != 0 {
			dst = append(dst, '%', upperHex[c>>4], upperHex[c&15])
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}

// hasScheme18 is url_has_scheme (src/url.c:462): letters, digits, "-"
// and "+", maybe none, then ":". ":x" has a scheme; "g:h" and "news:x"
// too, which url_parse then refuses.
func hasScheme18(s string) bool {
	i := 0
	for i < len(s) && (isAlnum(s[i]) || s[i] == '-' || s[i] == '+') {
		i++
	}
	return i < len(s) && s[i] == ':'
}

func isAlnum(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// indexAnyFrom is strpbrk_or_eos (src/url.c:590) from i: the offset of
// the first byte of chars at or after i, or len(s).
func indexAnyFrom(s string, i int, chars string) int {
	if k := strings.IndexAny(s[i:], chars); k >= 0 {
		return i + k
	}
	return len(s)
}

// uriMerge is uri_merge_1 (src/url.c:1409) for a link without a scheme:
// string work on the base, which ends, for the cases below, at its first
// "?", ";" or "#" (urlpath_length, :1376):
//
//   - "" is the base itself, query and all (:1417-1421);
//   - "?y" replaces what follows the end, params too (:1422-1435);
//   - "#s" replaces the base's fragment (:1436-1451);
//   - "/g" replaces everything from the first "/" after the "//" (or is
//     put at the end when there is none); "//g" too, so that it is a
//     path "//g" on the page's host (:1452-1508);
//   - anything else replaces what follows the last "/" before the end,
//     with a "/" of its own after the whole base up to the end when that
//     "/" is the second of "//" (:1509-1564, find_last_char :1387).
func uriMerge(dst []byte, base, link string) []byte {
	end := indexAnyFrom(base, 0, "?;#")
	switch {
	case link == "":
		return append(dst, base...)
	case link[0] == '?':
		dst = append(dst, base[:end]...)
	case link[0] == '#':
		dst = append(dst, base[:indexAnyFrom(base, 0, "#")]...)
	case link[0] == '/':
		insert := 0
		if slash := strings.IndexByte(base[:end], '/'); slash >= 0 && slash+1 < len(base) && base[slash+1] == '/' {
			insert = end
			if next := strings.IndexByte(base[slash+2:end], '/'); next >= 0 {
				insert = slash + 2 + next
			}
		}
		dst = append(dst, base[:insert]...)
	default:
		// find_last_char looks from the end down to base+1.
		last := -1
		if end > 1 {
			if k := strings.LastIndexByte(base[1:end], '/'); k >= 0 {
				last = k + 1
			}
		}
		if last < 0 || base[last-1] == '/' {
			dst = append(dst, base[:end]...)
			dst = append(dst, '/')
		} else {
			dst = append(dst, base[:last+1]...)
		}
	}
	return append(dst, link...)
}

// simplify18 is path_simplify of src/utils.c:511, rewritten for Wget
// 1.8, on a path without the "/" after the host. It rewrites p in place
// and returns what is left:
//
//   - a first "/" stays; what follows is "." or ".." gives "" (:521-531);
//   - a run of "/" is one (:548-556); a final "/." goes with its "/"
//     (:562-568); "/./" is "/" (:570-577);
//   - "/.." before a "/" or the end removes the segment before it and
//     keeps the "/" that ends it ("a/b/.." is "a/"), whatever that segment
//     is, ".." too; with no "/" before the segment, the segment, the ".."
//     and the "/" after it go ("a/../b" is "b", "a/.." "") (:579-588);
//   - the first segment is never looked at, so that "./" and "../" can
//     only begin what is left; they go at the end (:592-603), but not a
//     last ".." ("a/../.." is "..").
//
// The source copies the rest of the string down at each removal (with
// strcpy on overlapping memory, forward as the C libraries of 2001 did);
// this writes each byte once, keeping the offsets of the "/" written in
// stack, so that it is linear.
func simplify18(p []byte, stack *[]int32) []byte {
	if len(p) == 0 {
		return p
	}
	lead := 0
	if p[0] == '/' {
		lead = 1
	}
	q := p[lead:]
	if isDot(q) || isDotDot(q) {
		return p[:lead]
	}
	st := (*stack)[:0]
	n, w, r := len(q), 0, 0
outer:
	for {
		for r < n && q[r] != '/' {
			q[w] = q[r]
			w++
			r++
		}
		if r == n {
			break
		}
		start := w
		q[w] = '/'
		w++
		r++
		st = append(st, int32(start))
		for {
			// q[start] is the "/" being looked at; the input goes on at r.
			for r < n && q[r] == '/' {
				r++
			}
			if r == n || q[r] != '.' {
				continue outer
			}
			if r+1 == n { // a final "/.": cut at its "/"
				w = start
				st = st[:len(st)-1]
				break outer
			}
			if q[r+1] == '/' { // "/./": the "." goes, this "/" again
				r++
				continue
			}
			if q[r+1] != '.' || r+2 < n && q[r+2] != '/' {
				continue outer
			}
			// "/../" or a final "/..".
			r += 2
			st = st[:len(st)-1]
			if k := len(st); k > 0 {
				start = int(st[k-1])
				w = start + 1
				continue
			}
			w = 0
			if r < n {
				r++ // the "/" after the "..", when no "/" was before
			}
			continue outer
		}
	}
	*stack = st
	// Leading "./" and "../" go.
	i := 0
	for {
		if i+1 < w && q[i] == '.' && q[i+1] == '/' {
			i += 2
		} else if i+2 < w && q[i] == '.' && q[i+1] == '.' && q[i+2] == '/' {
			i += 3
		} else {
			break
		}
	}
	copy(q, q[i:w])
	return p[:lead+w-i]
}

// urlParse18 is url_parse (src/url.c:641) of url, read as a C string,
// and appends u->url to dst: the re-encoded string itself, or, where the
// path was simplified, a fragment was cut, the host lower-cased or the
// path is empty, the text url_string (:1601) rebuilds (:801-818). With
// omitDefault a port written as the scheme's default is left out of a
// string not rebuilt (url_string never writes it). w's enc, path and
// host buffers are used; dst must not be one of them.
func urlParse18(dst []byte, url string, w *work, omitDefault bool, rec *clientcore.Recorder) ([]byte, parseError18) {
	url = cString(url)
	var prefix string
	var defPort int32
	switch {
	case hasPrefixFold(url, "http://"):
		prefix, defPort = "http://", 80
	case hasPrefixFold(url, "ftp://"):
		prefix, defPort = "ftp://", 21
	default:
		return dst, errUnsupportedScheme
	}
	w.enc = reencode(w.enc[:0], url)
	enc := clientcore.View(w.enc)
	if rec.On() && enc != url {
		rec.Step(rule18Reenc, "escapes made conformant", enc)
	}
	n := len(enc)
	p := len(prefix)
	unameB := p
	if k := strings.IndexAny(enc[p:], "/?@"); k >= 0 && enc[p+k] == '@' { // url_skip_uname, :488
		p += k + 1
	}
	unameE := p
	hostB := p
	p = indexAnyFrom(enc, p, ":/;?#")
	hostE := p
	if hostB == hostE {
		return dst, errEmptyHost
	}
	port := defPort
	if p < n && enc[p] == ':' {
		p++
		portB := p
		p = indexAnyFrom(enc, p, "/;?#")
		if portB == p {
			return dst, errBadPortNumber
		}
		port = 0
		for _, c := range []byte(enc[portB:p]) {
			if !isDigit(c) {
				return dst, errBadPortNumber
			}
			port = 10*port + int32(c-'0') // a C int: it wraps
		}
	}
	portE := p
	pathB, pathE := p, p
	if p < n && enc[p] == '/' {
		pathB = p + 1
		p = indexAnyFrom(enc, pathB, ";?#")
		pathE = p
	}
	var params, query string
	hasParams, hasQuery, hasFragment := false, false, false
	if p < n && enc[p] == ';' {
		e := indexAnyFrom(enc, p+1, "?#")
		params, hasParams, p = enc[p+1:e], true, e
	}
	if p < n && enc[p] == '?' {
		e := indexAnyFrom(enc, p+1, "#")
		query, hasQuery, p = enc[p+1:e], true, e
	}
	hasFragment = p < n // a "#": the rest is the fragment
	var user, passwd string
	hasUser, hasPasswd := unameB != unameE, false
	if hasUser { // parse_uname, :501
		user = enc[unameB : unameE-1]
		colon := strings.IndexByte(user, ':')
		if user == "" || colon == 0 {
			return dst, errInvalidUserName
		}
		if colon > 0 {
			user, passwd, hasPasswd = user[:colon], user[colon+1:], true
		}
	}
	w.path = append(w.path[:0], enc[pathB:pathE]...)
	path := simplify18(w.path, &w.stack)
	pathModified := len(path) < pathE-pathB
	if pathModified {
		rec.StepBytes(rule18Simpl, "the path simplified", path)
	}
	w.host = append(w.host[:0], enc[hostB:hostE]...)
	hostModified := false
	for i, c := range w.host {
		if 'A' <= c && c <= 'Z' {
			w.host[i] = c + 'a' - 'A'
			hostModified = true
		}
	}
	if !pathModified && !hasFragment && !hostModified && pathB != pathE {
		if omitDefault && port == defPort && portE != hostE {
			dst = append(dst, enc[:hostE]...)
			return append(dst, enc[portE:]...), parsed18OK
		}
		return append(dst, enc...), parsed18OK
	}
	dst = append(dst, prefix...)
	if hasUser {
		dst = appendUnsafeEscaped(dst, user)
		if hasPasswd {
			dst = append(dst, ':')
			dst = appendUnsafeEscaped(dst, passwd)
		}
		dst = append(dst, '@')
	}
	dst = append(dst, w.host...)
	if port != defPort {
		dst = append(dst, ':')
		dst = strconv.AppendInt(dst, int64(port), 10)
	}
	dst = append(dst, '/')
	dst = append(dst, path...)
	if hasParams {
		dst = append(dst, ';')
		dst = append(dst, params...)
	}
	if hasQuery {
		dst = append(dst, '?')
		dst = append(dst, query...)
	}
	return dst, parsed18OK
}

// resolve18 resolves as a recursive retrieval of Wget 1.8 did: the
// page's address made u->url, the value of the attribute as html-parse.c
// leaves it, uri_merge, url_parse, u->url.
func (d *Dialect) resolve18(bs, rs string, w *work, rec *clientcore.Recorder) (dialect.Reference, error) {
	var perr parseError18
	w.base, perr = urlParse18(w.base[:0], bs, w, false, nil)
	if perr != parsed18OK {
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: bs, Offset: 0, Len: len(bs), Rule: rule18Parse,
			Msg: "the page's address is no URL Wget 1.8 retrieves: " + parseError18Text[perr]}
	}
	base := clientcore.View(w.base)
	rec.Step(rule18Base, "the page's address as the queue holds it: url_parse's u->url", base)

	v := cString(rs)
	if strings.IndexByte(v, '\n') >= 0 && strings.IndexByte(v, '>') >= 0 {
		return dialect.Reference{}, noLink(rs, rule18Tag,
			"a new line inside the quoted value, and a \">\" in it: the scan backs out to the \">\" and drops the tag, no link")
	}
	if t := trimSpace(v); len(t) < len(v) {
		v = t
		rec.Step(rule18Blanks, "white space around the quoted value skipped", v)
	}

	constr := v
	if hasScheme18(v) {
		rec.Step(rule18Scheme, "a scheme: the link is taken as it is", v)
	} else {
		w.constr = uriMerge(w.constr[:0], base, v)
		constr = clientcore.View(w.constr)
		rec.Step(rule18Merge, "no scheme: merged with the page's address", constr)
	}
	w.out, perr = urlParse18(w.out[:0], constr, w, d.opts.port == PortDefaultOmitted, rec)
	if perr != parsed18OK {
		return dialect.Reference{}, noLink(rs, rule18Parse, "the merged link does not parse, dropped: "+parseError18Text[perr])
	}
	s := string(w.out)
	rec.Step(rule18URLText, "the URL Wget enqueues: u->url", s)
	return clientcore.Split(s, grammar), nil
}
