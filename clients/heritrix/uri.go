package heritrix

// commons-httpclient 3.1's URI as webarchive-commons' LaxURI and
// UsableURI use it: parseUriReference (escaped), parseAuthority,
// URI(base, relative), resolvePath, normalize and setURI (see "The URI"
// in the package doc).

import (
	"bytes"
	"strconv"
	"strings"
)

// uri is the state of an org.apache.commons.httpclient.URI that the
// resolution reads: each component's text and whether it is defined.
type uri struct {
	scheme               string
	hasScheme            bool
	authority            string
	hasAuthority         bool
	netPath, absPath     bool
	path                 string
	hasPath              bool
	query                string
	hasQuery             bool
	userinfo, host       string
	hasUserinfo, regName bool
	port                 int
	fragment             bool // a "#" followed: never written (setURI)
}

// delims are the characters parseUriReference strips from both ends when
// the string starts and ends with one ("Remove the delimiters like angle
// brackets around an URI").
const delims = `<>#%"`

// parse is LaxURI.parseUriReference(original, escaped=true); the
// strings it makes are in w.
func (w *buffer) parse(original string) (uri, fixError) {
	u := uri{port: -1}
	tmp := javaTrim(original)
	if n := len(tmp); n >= 2 && strings.IndexByte(delims, tmp[0]) >= 0 && strings.IndexByte(delims, tmp[n-1]) >= 0 {
		tmp = tmp[1 : n-1]
	}
	length := len(tmp)
	from := 0
	atColon, atSlash := strings.IndexByte(tmp, ':'), strings.IndexByte(tmp, '/')
	startedFromPath := !strings.HasPrefix(tmp, "//") && (atColon <= 0 || atSlash >= 0 && atSlash < atColon)
	seps := &schemeEnd
	if startedFromPath {
		seps = &authorityEnd
	}
	at := indexAny(tmp, seps)
	if at == -1 {
		at = 0
	}
	if at > 0 && at < length && tmp[at] == ':' {
		if s := w.lower(tmp[:at]); isScheme(s) {
			u.scheme, u.hasScheme = s, true
			at++
			from = at
		}
		// IA CHANGE: else nothing; a later colon in another component
	}
	if 0 <= at && at < length && tmp[at] == '/' {
		if at+2 < length && tmp[at+1] == '/' && !startedFromPath {
			next := indexAny(tmp[at+2:], &authorityEnd)
			if next == -1 {
				next = length
			} else {
				next += at + 2
			}
			if err := w.parseAuthority(&u, tmp[at+2:next]); err != "" {
				return u, err
			}
			from, at = next, next
			u.netPath = true
		}
		if from == at {
			u.absPath = true
		}
	}
	if from < length {
		next := indexAny(tmp[from:], &pathEnd)
		if next == -1 {
			next = length
		} else {
			next += from
		}
		s := tmp[from:next]
		if err := u.setRawPath(s); err != "" {
			return u, err
		}
		at = next
	}
	if 0 <= at && at+1 < length && tmp[at] == '?' {
		next := strings.IndexByte(tmp[at+1:], '#')
		if next == -1 {
			next = length
		} else {
			next += at + 1
		}
		u.query, u.hasQuery = tmp[at+1:next], true
		at = next
	}
	if 0 <= at && at+1 <= length && at < length && tmp[at] == '#' {
		u.fragment = true
	}
	return u, ""
}

// The separators the parse looks for: what ends a scheme, an authority
// and a path.
var (
	schemeEnd    = setOf(":/?#")
	authorityEnd = setOf("/?#")
	pathEnd      = setOf("?#")
)

// isScheme is the scheme production: a letter, then letters, digits, "+",
// "-" and ".".
func isScheme(s string) bool {
	if s == "" || !isSchemeStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isSchemeChar(s[i]) {
			return false
		}
	}
	return true
}

// setRawPath is URI.setRawPath for an escaped path: a net or absolute path
// must start with "/".
func (u *uri) setRawPath(s string) fixError {
	if s == "" {
		u.path, u.hasPath = s, true
		return ""
	}
	if (u.netPath || u.absPath) && s[0] != '/' {
		return fixError("not absolute path")
	}
	if !u.netPath && !u.absPath && s[0] == '/' {
		return fixError("incorrect path")
	}
	u.path, u.hasPath = s, true
	return ""
}

// hostnameChars are alphanum, "-", "." and, in UsableURI, "_": a host of
// them is a server's hostname; any other is a registry name.
var hostnameChars = setOf(alnum + "-._")

// regNameChars are reg_name's: unreserved, escaped, and $ , ; : @ & = +.
var regNameChars = setOf(alnum + "-_.!~*'()%$,;:@&=+")

// parseAuthority is URI.parseAuthority(original, escaped=true) for u: the
// user information before the first "@", a host up to ":", and the port,
// the authority written back in w; a host that is no hostname makes the
// authority a registry name, which must be reg_name's characters.
func (w *buffer) parseAuthority(u *uri, original string) fixError {
	u.hasAuthority = true
	from := 0
	if i := strings.IndexByte(original, '@'); i != -1 {
		u.userinfo, u.hasUserinfo = original[:i], true
		from = i + 1
	}
	if strings.IndexByte(original[from:], '[') >= 0 {
		// IPv6reference: Heritrix's fixup has refused it by now.
		return fixError("IPv6reference")
	}
	next, hasPort := strings.IndexByte(original[from:], ':'), true
	if next == -1 {
		next, hasPort = len(original), false
	} else {
		next += from
	}
	u.host = original[from:next]
	server := true
	for i := 0; i < len(u.host); i++ {
		if !hostnameChars[u.host[i]] {
			server = false
			break
		}
	}
	if !server {
		u.regName = true
		for i := 0; i < len(original); i++ {
			if !regNameChars[original[i]] {
				return fixError("Invalid authority")
			}
		}
		u.authority = original
		return ""
	}
	if len(original)-1 > next && hasPort && original[next] == ':' {
		p, err := parseJavaInt(original[next+1:])
		if err {
			return fixError("invalid port number")
		}
		u.port = p
	}
	m := w.mark()
	if u.hasUserinfo {
		w.b = append(append(w.b, u.userinfo...), '@')
	}
	w.b = append(w.b, u.host...)
	if u.port != -1 {
		w.b = append(w.b, ':')
		w.appendInt(u.port)
	}
	u.authority = w.since(m)
	return ""
}

// parseJavaInt is Integer.parseInt: an optional sign, then decimal
// digits, within 32 bits.
func parseJavaInt(s string) (int, bool) {
	n, err := strconv.ParseInt(s, 10, 32)
	if err != nil || s == "" || s[0] == '+' && len(s) == 1 {
		return 0, true
	}
	return int(n), false
}

// text is setURI: scheme ":", "//" authority when a net path, the path,
// "?" query, written in w; the fragment is never written.
func (w *buffer) text(u *uri) string {
	m := w.mark()
	if u.hasScheme {
		w.b = append(append(w.b, u.scheme...), ':')
	}
	if u.netPath {
		w.b = append(append(w.b, "//"...), u.authority...)
	}
	w.b = append(w.b, u.path...)
	if u.hasQuery {
		w.b = append(append(w.b, '?'), u.query...)
	}
	return w.since(m)
}

// resolve is URI(base, relative), then the reparse of what it built.
func (w *buffer) resolve(base, rel *uri) (uri, fixError) {
	if !base.hasScheme {
		return uri{}, fixError("base URI required")
	}
	var t uri
	t.port = -1
	t.scheme, t.hasScheme = base.scheme, true
	t.authority, t.hasAuthority, t.netPath = base.authority, base.hasAuthority, base.netPath
	schemesEqual := rel.hasScheme && rel.scheme == base.scheme
	if rel.hasScheme && (!schemesEqual || rel.hasAuthority) {
		t.scheme = rel.scheme
		t.netPath = rel.netPath
		t.authority, t.hasAuthority = rel.authority, rel.hasAuthority
		t.absPath = rel.absPath
		t.path, t.hasPath = rel.path, rel.hasPath
	}
	if rel.hasAuthority {
		t.netPath = rel.netPath
		t.authority, t.hasAuthority = rel.authority, true
		t.absPath = rel.absPath
		t.path, t.hasPath = rel.path, rel.hasPath
	}
	if !rel.hasAuthority && (!rel.hasScheme || schemesEqual) {
		if rel.path == "" && !rel.hasQuery {
			// "a reference to the current document"
			t.path, t.hasPath = base.path, base.hasPath
			t.query, t.hasQuery = base.query, base.hasQuery
		} else {
			t.path, t.hasPath = w.resolvePath(base.path, rel.path), true
		}
	}
	if rel.hasQuery {
		t.query, t.hasQuery = rel.query, true
	}
	// "reparse the newly built URI, this will ensure that all flags are
	// set correctly": the text setURI wrote, parsed again.
	return w.parse(w.text(&t))
}

// resolvePath merges: an empty relative path is the base's, normalized;
// one that starts with "/" is itself, normalized; any other follows the
// base's path up to its last "/" (or "/" when it has none), normalized.
func (w *buffer) resolvePath(base, rel string) string {
	switch {
	case rel == "":
		return w.normalizePath(base)
	case rel[0] == '/':
		return w.normalizePath(rel)
	}
	if at := strings.LastIndexByte(base, '/'); at != -1 {
		return w.normalizePath(w.concat(base[:at+1], rel))
	}
	return w.normalizePath(w.concat("/", rel))
}

// normalize is URI.normalize(): only an absolute path is normalized.
func (w *buffer) normalize(u *uri) {
	if u.absPath {
		u.path = w.normalizePath(u.path)
	}
}

// normalizePath is URI.normalize(char[] path), "taken from URI reference
// parser at http://www.apache.org/~fielding/uri/rev-2002/issues.html", in
// one pass. For a path that starts with "/", as every path it reads does
// here, its string rewrites come to this, segment by segment:
//
//   - a "." segment followed by "/" goes; a last "." segment leaves the
//     "/" before it;
//   - a ".." segment followed by "/" removes the segment before it,
//     whatever it is (an empty one, a ".." kept), or, when there is
//     none, stays for now; a last ".." does the same, leaving a "/";
//   - the ".." segments left at the start go ("/../g" is "/g"), and a
//     path "/.." is "/".
//
// A path that does not start with "/" loses a first "./", "../" or ".."
// as the source's first rewrite does, and is then read the same way. A
// path with no "." or ".." segment is itself; any other is written in w.
func (w *buffer) normalizePath(p string) string {
	switch {
	case p == "":
		return p
	case strings.HasPrefix(p, "./"):
		p = p[1:]
	case strings.HasPrefix(p, ".."):
		p = p[2:]
	}
	// The segments after the first "/" (what comes before it is a
	// segment the rewrites never remove: they all look for "/").
	head, rest := "", p
	if i := strings.IndexByte(p, '/'); i > 0 {
		head, rest = p[:i], p[i:]
	} else if i < 0 {
		return p
	}
	if !strings.Contains(rest, "/.") {
		return p
	}
	m := w.mark()
	w.b = append(append(w.b, head...), '/')
	// The segments kept, separated by "/", are a stack from top on.
	top := w.mark()
	n := 0           // the segments on the stack
	leadingDots := 0 // ".." segments at its bottom, kept for now
	push := func(s string) {
		if n > 0 {
			w.b = append(w.b, '/')
		}
		w.b = append(w.b, s...)
		n++
	}
	pop := func() {
		if n == leadingDots {
			leadingDots--
		}
		n--
		w.b = w.b[:top+max(bytes.LastIndexByte(w.b[top:], '/'), 0)]
	}
	segs := rest[1:]
	for more := true; more; {
		var s string
		s, segs, more = strings.Cut(segs, "/")
		last := !more
		switch {
		case s == "." && !last:
		case s == "." && last:
			push("")
		case s == ".." && n > 0:
			pop()
			if last {
				push("")
			}
		case s == "..":
			push("..")
			leadingDots++
		default:
			push(s)
		}
	}
	if head == "" {
		// The ".." segments left at the bottom go, all but a last one.
		k := min(leadingDots, n-1)
		if k > 0 {
			w.b = append(w.b[:top], w.b[top+3*k:]...)
			n -= k
		}
		if n == 1 && string(w.b[top:]) == ".." {
			w.b = w.b[:m]
			return "/"
		}
	}
	return w.since(m)
}
