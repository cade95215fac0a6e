package whatwg

import (
	"strconv"
	"strings"
)

// A state is one state of the basic URL parser (Section 4.4).
type state uint8

const (
	stSchemeStart state = iota
	stScheme
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
	numStates
)

// stateNames are the Standard's names of the states.
var stateNames = [numStates]string{
	"scheme start state", "scheme state", "no scheme state", "special relative or authority state",
	"path or authority state", "relative state", "relative slash state", "special authority slashes state",
	"special authority ignore slashes state", "authority state", "host state", "port state", "file state",
	"file slash state", "file host state", "path start state", "path state", "opaque path state",
	"query state", "fragment state",
}

func (s state) String() string { return stateNames[s] }

const eof = -1

// A parser runs the basic URL parser (Section 4.4) on one input, without
// the url and state override arguments (those serve the API's setters,
// which this package does not model). It writes the URL's serialization
// as it goes, as the URL serializer (Section 4.5) would write the record:
// the state machine only ever changes the end of the record it builds
// (the path it shortens, the query it drops), so the serialization can be
// its only store, and the result costs one string.
type parser struct {
	record
	in      string   // the input, trimmed and without tab or newline
	base    *baseURL // nil for none
	baseVal baseURL  // where base points, so that it need not escape
	// recordSrc is the source of the base marked as a record whose
	// record baseVal holds, or "".
	recordSrc string
	enc       *queryEncoding
	out       []byte

	// report, when not nil, receives each validation error with the
	// offsets in in of the code points concerned.
	report func(e verr, lo, hi int)
	// trace, when not nil, receives each change of state and the
	// offset in in where it happens.
	trace func(s state, at int, p *parser)

	fail       verr // the validation error of a failure
	failLo     int
	failHi     int
	segStart   int // the '/' that opens the path segment being written
	scratch    []byte
	passColon  int
	queryIn    int            // where the query's code points start in in
	queryEnc   *queryEncoding // the query's encoding; nil for UTF-8
	lastTraced state
}

func (p *parser) err(e verr, lo, hi int) {
	if p.report != nil {
		p.report(e, lo, hi)
	}
}

// failure records that the parser returns failure, with the validation
// error that says why, and returns false.
func (p *parser) failure(e verr, lo, hi int) bool {
	p.err(e, lo, hi)
	p.fail, p.failLo, p.failHi = e, lo, hi
	return false
}

func isAlpha(c int) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isDigit(c int) bool { return '0' <= c && c <= '9' }

// hasPrefixAt reports whether s[i:] starts with prefix.
func hasPrefixAt(s string, i int, prefix string) bool {
	return i >= 0 && i <= len(s) && len(s)-i >= len(prefix) && s[i:i+len(prefix)] == prefix
}

// isWindowsDriveLetter reports whether s is a Windows drive letter: "two
// code points, of which the first is an ASCII alpha and the second is
// either U+003A (:) or U+007C (|)" (Section 4.2).
func isWindowsDriveLetter(s string) bool {
	return len(s) == 2 && isAlpha(int(s[0])) && (s[1] == ':' || s[1] == '|')
}

// startsWithWindowsDriveLetter is the Standard's "starts with a Windows
// drive letter" (Section 4.2).
func startsWithWindowsDriveLetter(s string) bool {
	if len(s) < 2 || !isWindowsDriveLetter(s[:2]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	switch s[2] {
	case '/', '\\', '?', '#':
		return true
	}
	return false
}

// isSingleDot and isDoubleDot are the Standard's single-dot and double-dot
// URL path segments (Section 4.2): "." or "%2e", and "..", ".%2e", "%2e."
// or "%2e%2e", ASCII case-insensitively.
func isSingleDot(s []byte) bool {
	return len(s) == 1 && s[0] == '.' || len(s) == 3 && s[0] == '%' && s[1] == '2' && s[2]|0x20 == 'e'
}

func isDoubleDot(s []byte) bool {
	switch len(s) {
	case 2:
		return s[0] == '.' && s[1] == '.'
	case 4:
		return s[0] == '.' && isSingleDot(s[1:]) || s[3] == '.' && isSingleDot(s[:3])
	case 6:
		return isSingleDot(s[:3]) && isSingleDot(s[3:])
	}
	return false
}

// isURLCodePoint reports whether r is a URL code point (Section 4.3)
// other than the ASCII ones: U+00A0 to U+10FFFD, without surrogates and
// noncharacters.
func isURLCodePoint(r rune) bool {
	if r < 0xa0 || r > 0x10fffd || 0xd800 <= r && r <= 0xdfff {
		return false
	}
	if 0xfdd0 <= r && r <= 0xfdef || r&0xfffe == 0xfffe {
		return false
	}
	return true
}

// asciiURLCodePoint holds the ASCII URL code points (Section 4.3): "ASCII
// alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('), U+0028
// LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+),
// U+002C (,), U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;),
// U+003D (=), U+003F (?), U+0040 (@), U+005F (_), U+007E (~)".
var asciiURLCodePoint = func() (t [128]bool) {
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-32] = true, true
	}
	for _, c := range "!$&'()*+,-./:;=?@_~" {
		t[c] = true
	}
	return t
}()

// checkUnit reports the invalid-URL-unit validation errors of the code
// point at in[i] (which is not EOF): "If c is not a URL code point and not
// U+0025 (%)", or "If c is U+0025 (%) and remaining does not start with
// two ASCII hex digits". It returns the code point's length in bytes. A
// byte that is not UTF-8 is read as U+FFFD, as UTF-8 decoding does; it is
// reported as an invalid URL unit, since the Standard's input, a scalar
// value string, cannot hold it.
func (p *parser) checkUnit(i int) int {
	c := p.in[i]
	if c < 0x80 {
		if p.report != nil {
			if c == '%' {
				if !percentEncoded(p.in, i) {
					p.report(errInvalidURLUnit, i, i+1)
				}
			} else if !asciiURLCodePoint[c] {
				p.report(errInvalidURLUnit, i, i+1)
			}
		}
		return 1
	}
	r, size, ok := decodeRune(p.in[i:])
	if p.report != nil && (!ok || !isURLCodePoint(r)) {
		p.report(errInvalidURLUnit, i, i+size)
	}
	return size
}

// encode appends the code point at in[i], of size bytes, UTF-8
// percent-encoded with set. A byte that is not UTF-8 stands for U+FFFD.
func (p *parser) encode(i, size int, set *percentSet) {
	c := p.in[i]
	if c < 0x80 {
		if set[c] {
			p.out = appendEscaped(p.out, c)
		} else {
			p.out = append(p.out, c)
		}
		return
	}
	if _, _, ok := decodeRune(p.in[i:]); !ok { // not UTF-8: U+FFFD
		p.out = append(p.out, "%EF%BF%BD"...)
		return
	}
	for k := i; k < i+size; k++ {
		p.out = appendEscaped(p.out, p.in[k])
	}
}

// pathHere starts the path at the end of the output, if no path has
// started.
func (p *parser) pathHere() {
	if p.pathStart < 0 {
		p.pathStart = len(p.out)
	}
}

// beginQuery starts the query after the '?' at in[i]. "If encoding is
// not UTF-8 and one of the following is true: url is not special; url's
// scheme is "ws" or "wss", then set encoding to UTF-8."
func (p *parser) beginQuery(i int) {
	p.pathHere()
	p.queryIn = i + 1
	p.queryEnc = p.enc
	if !p.special() || p.kind == schemeWS || p.kind == schemeWSS {
		p.queryEnc = nil
	}
	p.queryStart = len(p.out)
	p.out = append(p.out, '?')
}

func (p *parser) beginFragment() {
	p.pathHere()
	p.fragStart = len(p.out)
	p.out = append(p.out, '#')
}

// beginAuthority writes the "//" before a host that is not null.
func (p *parser) beginAuthority() {
	p.out = append(p.out, '/', '/')
	p.authStart = len(p.out)
	p.hostStart, p.hostEnd = p.authStart, p.authStart
}

// copyScheme sets the URL's scheme to the base's.
func (p *parser) copyScheme() {
	b := p.base
	p.out = append(p.out, b.src[:b.schemeEnd+1]...)
	p.schemeEnd, p.kind = b.schemeEnd, b.kind
}

// copyAuthority sets the URL's username, password, host and port to the
// base's.
func (p *parser) copyAuthority() {
	b := p.base
	if b.authStart < 0 {
		return
	}
	p.beginAuthority()
	delta := p.authStart - b.authStart
	p.out = append(p.out, b.src[b.authStart:b.authEnd()]...)
	if b.credEnd >= 0 {
		p.credEnd = b.credEnd + delta
	}
	p.hostStart, p.hostEnd = b.hostStart+delta, b.hostEnd+delta
	if b.portStart >= 0 {
		p.portStart = b.portStart + delta
	}
}

// copyHost sets the URL's host to the base's (both file: URLs, which
// have neither credentials nor port).
func (p *parser) copyHost() {
	b := p.base
	if b.authStart < 0 {
		return
	}
	p.out = append(p.out, b.src[b.hostStart:b.hostEnd]...)
	p.hostEnd = len(p.out)
}

// copyPathAndQuery sets the URL's path to a clone of the base's, and its
// query to the base's.
func (p *parser) copyPathAndQuery() {
	b := p.base
	p.pathStart = len(p.out)
	p.out = append(p.out, b.src[b.pathStart:b.pathEnd(len(b.src))]...)
	p.opaque = b.opaque
	if b.queryStart >= 0 {
		p.queryStart = len(p.out)
		end := len(b.src)
		if b.fragStart >= 0 {
			end = b.fragStart
		}
		p.out = append(p.out, b.src[b.queryStart:end]...)
	}
}

// copyDirectory is what the relative state does with a reference that
// starts a path, in one copy: it sets the URL's credentials, host, port
// and path to the base's, its query to null, and shortens its path (the
// base is not a file: URL). The URL's scheme, the base's, is written; in
// the base's serialization what follows it up to the last '/' of its path
// is the result, unless the serializer put "/." before the path.
func (p *parser) copyDirectory() {
	b := p.base
	end := b.pathStart + strings.LastIndexByte(b.src[b.pathStart:b.pathEnd(len(b.src))], '/')
	if end < b.pathStart {
		end = b.pathStart
	}
	p.out = append(p.out, b.src[b.schemeEnd+1:end]...)
	p.authStart, p.credEnd, p.hostStart, p.hostEnd, p.portStart = b.authStart, b.credEnd, b.hostStart, b.hostEnd, b.portStart
	p.pathStart, p.opaque = b.pathStart, b.opaque
}

// dropQuery sets the URL's query to null.
func (p *parser) dropQuery() {
	if p.queryStart >= 0 {
		p.out = p.out[:p.queryStart]
		p.queryStart = -1
	}
}

// shorten is "shorten a url's path" (Section 4.2): it removes the last
// segment, unless the URL is a file: URL whose path is one normalized
// Windows drive letter.
func (p *parser) shorten() {
	path := p.out[p.pathStart:]
	if p.kind == schemeFile && len(path) == 3 && isAlpha(int(path[1])) && path[2] == ':' {
		return
	}
	for k := len(path) - 1; k >= 0; k-- {
		if path[k] == '/' {
			p.out = p.out[:p.pathStart+k]
			return
		}
	}
}

// finishCredentials writes the '@' after the credentials the authority
// state wrote, or removes them when the URL does not include credentials
// ("its username or password is not the empty string", Section 4.2): the
// serializer writes the username, ":" and the password only if the
// password is not empty, and "@".
func (p *parser) finishCredentials(passwordTokenSeen bool) {
	if passwordTokenSeen && len(p.out) == p.passColon+1 {
		p.out = p.out[:p.passColon]
	}
	if len(p.out) > p.authStart {
		p.credEnd = len(p.out)
		p.out = append(p.out, '@')
	}
	p.hostStart, p.hostEnd = len(p.out), len(p.out)
}

// run runs the state machine over p.in and reports whether it returned a
// URL; on failure p.fail says why.
func (p *parser) run() bool {
	in := p.in
	p.record.reset()
	p.lastTraced = numStates
	st := stSchemeStart
	i, bufStart := 0, 0
	atSignSeen, insideBrackets, passwordTokenSeen, segOpen := false, false, false, false
	for {
		c := eof
		if i < len(in) {
			c = int(in[i])
		}
		if p.trace != nil && st != p.lastTraced {
			p.lastTraced = st
			p.trace(st, i, p)
		}
		switch st {
		case stSchemeStart:
			if isAlpha(c) {
				p.out = append(p.out, byte(c|0x20))
				st = stScheme
			} else {
				st = stNoScheme
				i--
			}

		case stScheme:
			switch {
			case isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.':
				// The state only appends scheme code points,
				// lower-cased: it takes their whole run at once.
				j := i + 1
				for j < len(in) && schemeLower[in[j]] != 0 {
					j++
				}
				for k := i; k < j; k++ {
					p.out = append(p.out, schemeLower[in[k]])
				}
				i = j - 1
			case c == ':':
				p.schemeEnd = len(p.out)
				p.kind = kindOf(p.out)
				p.out = append(p.out, ':')
				switch {
				case p.kind == schemeFile:
					if !hasPrefixAt(in, i+1, "//") {
						p.err(errSpecialSchemeMissingFollowingSolidus, i+1, i+1)
					}
					st = stFile
				case p.special() && p.base != nil && p.base.kind == p.kind:
					st = stSpecialRelativeOrAuthority
				case p.special():
					st = stSpecialAuthoritySlashes
				case hasPrefixAt(in, i+1, "/"):
					st = stPathOrAuthority
					i++
				default:
					p.pathStart, p.opaque = len(p.out), true
					st = stOpaquePath
				}
			default:
				p.out = p.out[:0]
				st = stNoScheme
				i = -1
			}

		case stNoScheme:
			b := p.base
			switch {
			case b == nil || b.opaque && c != '#':
				return p.failure(errMissingSchemeNonRelativeURL, 0, 0)
			case b.opaque && c == '#':
				p.copyScheme()
				p.copyPathAndQuery()
				p.beginFragment()
				st = stFragment
			case b.kind != schemeFile:
				st = stRelative
				i--
			default:
				st = stFile
				i--
			}

		case stSpecialRelativeOrAuthority:
			if c == '/' && hasPrefixAt(in, i+1, "/") {
				st = stSpecialAuthorityIgnoreSlashes
				i++
			} else {
				p.err(errSpecialSchemeMissingFollowingSolidus, i, i)
				st = stRelative
				i--
			}

		case stPathOrAuthority:
			if c == '/' {
				p.beginAuthority()
				st, bufStart = stAuthority, i+1
			} else {
				st = stPath
				i--
			}

		case stRelative:
			if p.schemeEnd == 0 {
				p.copyScheme()
			}
			switch {
			case c == '/':
				st = stRelativeSlash
			case p.special() && c == '\\':
				p.err(errInvalidReverseSolidus, i, i+1)
				st = stRelativeSlash
			case c != eof && c != '?' && c != '#' && !p.base.dotPrefix:
				p.copyDirectory()
				st = stPath
				i--
			default:
				p.copyAuthority()
				p.copyPathAndQuery()
				if next, ok := p.queryOrFragment(c, i); ok {
					st = next
				} else if c != eof {
					p.dropQuery()
					p.shorten()
					st = stPath
					i--
				}
			}

		case stRelativeSlash:
			switch {
			case p.special() && (c == '/' || c == '\\'):
				if c == '\\' {
					p.err(errInvalidReverseSolidus, i, i+1)
				}
				st = stSpecialAuthorityIgnoreSlashes
			case c == '/':
				p.beginAuthority()
				st, bufStart = stAuthority, i+1
			default:
				p.copyAuthority()
				st = stPath
				i--
			}

		case stSpecialAuthoritySlashes:
			if c == '/' && hasPrefixAt(in, i+1, "/") {
				st = stSpecialAuthorityIgnoreSlashes
				i++
			} else {
				p.err(errSpecialSchemeMissingFollowingSolidus, i, i)
				st = stSpecialAuthorityIgnoreSlashes
				i--
			}

		case stSpecialAuthorityIgnoreSlashes:
			if c != '/' && c != '\\' {
				p.beginAuthority()
				st, bufStart = stAuthority, i
				i--
			} else {
				p.err(errSpecialSchemeMissingFollowingSolidus, i, i+1)
			}

		case stAuthority:
			if c != eof && authorityPass[c] {
				i, c = skipTo(in, i, &authorityPass)
			}
			switch {
			case c == '@':
				p.err(errInvalidCredentials, bufStart, i+1)
				if atSignSeen {
					p.out = append(p.out, "%40"...)
				}
				atSignSeen = true
				for j := bufStart; j < i; {
					if in[j] == ':' && !passwordTokenSeen {
						passwordTokenSeen = true
						p.passColon = len(p.out)
						p.out = append(p.out, ':')
						j++
						continue
					}
					size := 1
					if in[j] >= 0x80 {
						_, size, _ = decodeRune(in[j:])
					}
					p.encode(j, size, &userinfoSet)
					j += size
				}
				bufStart = i + 1
			case c == eof || c == '/' || c == '?' || c == '#' || p.special() && c == '\\':
				if atSignSeen && bufStart == i {
					return p.failure(errHostMissing, i, i)
				}
				if atSignSeen {
					p.finishCredentials(passwordTokenSeen)
				}
				i = bufStart - 1
				st = stHost
			}

		case stHost:
			if c != eof && hostPass[c] {
				i, c = skipTo(in, i, &hostPass)
			}
			switch {
			case c == ':' && !insideBrackets:
				if bufStart == i {
					return p.failure(errHostMissing, i, i)
				}
				if !p.parseHost(bufStart, i, !p.special()) {
					return false
				}
				st, bufStart = stPort, i+1
			case c == eof || c == '/' || c == '?' || c == '#' || p.special() && c == '\\':
				if p.special() && bufStart == i {
					return p.failure(errHostMissing, i, i)
				}
				if !p.parseHost(bufStart, i, !p.special()) {
					return false
				}
				st = stPathStart
				i--
			case c == '[':
				insideBrackets = true
			case c == ']':
				insideBrackets = false
			}

		case stPort:
			switch {
			case isDigit(c):
			case c == eof || c == '/' || c == '?' || c == '#' || p.special() && c == '\\':
				if bufStart < i {
					port := 0
					for _, d := range in[bufStart:i] {
						port = port*10 + int(d-'0')
						if port > 65535 {
							return p.failure(errPortOutOfRange, bufStart, i)
						}
					}
					if port != defaultPort[p.kind] {
						p.out = append(p.out, ':')
						p.portStart = len(p.out)
						p.out = strconv.AppendInt(p.out, int64(port), 10)
					}
				}
				st = stPathStart
				i--
			default:
				return p.failure(errPortInvalid, i, i+1)
			}

		case stFile:
			if p.schemeEnd == 0 {
				p.out = append(p.out, "file:"...)
				p.schemeEnd, p.kind = 4, schemeFile
			}
			p.beginAuthority()
			b := p.base
			switch {
			case c == '/' || c == '\\':
				if c == '\\' {
					p.err(errInvalidReverseSolidus, i, i+1)
				}
				st = stFileSlash
			case b != nil && b.kind == schemeFile:
				p.copyHost()
				p.copyPathAndQuery()
				if next, ok := p.queryOrFragment(c, i); ok {
					st = next
				} else if c != eof {
					p.dropQuery()
					if !startsWithWindowsDriveLetter(in[i:]) {
						p.shorten()
					} else {
						p.err(errFileInvalidWindowsDriveLetter, i, i+2)
						p.out = p.out[:p.pathStart]
					}
					st = stPath
					i--
				}
			default:
				st = stPath
				i--
			}

		case stFileSlash:
			if c == '/' || c == '\\' {
				if c == '\\' {
					p.err(errInvalidReverseSolidus, i, i+1)
				}
				st, bufStart = stFileHost, i+1
			} else {
				if b := p.base; b != nil && b.kind == schemeFile {
					p.copyHost()
					if first, ok := b.firstSegment(); ok && !startsWithWindowsDriveLetter(in[i:]) &&
						len(first) == 2 && isAlpha(int(first[0])) && first[1] == ':' {
						p.pathStart = len(p.out)
						p.out = append(p.out, '/')
						p.out = append(p.out, first...)
					}
				}
				st = stPath
				i--
			}

		case stFileHost:
			switch c {
			case eof, '/', '\\', '?', '#':
				i--
				switch buf := in[bufStart : i+1]; {
				case isWindowsDriveLetter(buf):
					// "buffer is not reset here and instead used in
					// the path state": the segment begins with it.
					p.err(errFileInvalidWindowsDriveLetterHost, bufStart, i+1)
					p.pathHere()
					p.segStart = len(p.out)
					p.out = append(p.out, '/')
					p.out = append(p.out, buf...)
					segOpen = true
					st = stPath
				case buf == "":
					st = stPathStart
				default:
					if !p.parseHost(bufStart, i+1, false) {
						return false
					}
					if string(p.out[p.hostStart:p.hostEnd]) == "localhost" {
						p.out = p.out[:p.hostStart]
						p.hostEnd = p.hostStart
					}
					st = stPathStart
				}
			}

		case stPathStart:
			switch {
			case p.special():
				if c == '\\' {
					p.err(errInvalidReverseSolidus, i, i+1)
				}
				st = stPath
				if c != '/' && c != '\\' {
					i--
				}
			case c == '?':
				p.beginQuery(i)
				st = stQuery
			case c == '#':
				p.beginFragment()
				st = stFragment
			case c != eof:
				st = stPath
				if c != '/' {
					i--
				}
			}

		case stPath:
			if !segOpen {
				p.pathHere()
				p.segStart = len(p.out)
				p.out = append(p.out, '/')
				segOpen = true
			}
			slash := c == '/' || p.special() && c == '\\'
			if c == eof || slash || c == '?' || c == '#' {
				if c == '\\' && p.special() {
					p.err(errInvalidReverseSolidus, i, i+1)
				}
				seg := p.out[p.segStart+1:]
				switch {
				case isDoubleDot(seg):
					p.out = p.out[:p.segStart]
					p.shorten()
					if !slash {
						p.out = append(p.out, '/')
					}
				case isSingleDot(seg):
					p.out = p.out[:p.segStart]
					if !slash {
						p.out = append(p.out, '/')
					}
				case p.kind == schemeFile && p.segStart == p.pathStart && len(seg) == 2 && isAlpha(int(seg[0])) && seg[1] == '|':
					seg[1] = ':'
				}
				segOpen = false
				if slash {
					// The state opens the next segment on the next
					// code point, whatever it is: open it now and take
					// its plain run with it.
					p.segStart = len(p.out)
					p.out = append(p.out, '/')
					segOpen = true
					if j := p.plainSegments(in, i+1); j > i+1 {
						i = j - 1
					}
				} else if c == '?' {
					p.beginQuery(i)
					st = stQuery
				} else if c == '#' {
					p.beginFragment()
					st = stFragment
				}
			} else if j := p.plainSegments(in, i); j > i {
				i = j - 1
			} else {
				size := p.checkUnit(i)
				p.encode(i, size, &pathSet)
				i += size - 1
			}

		case stOpaquePath:
			switch c {
			case '?':
				p.beginQuery(i)
				st = stQuery
			case '#':
				p.beginFragment()
				st = stFragment
			case ' ':
				p.err(errInvalidURLUnit, i, i+1)
				if hasPrefixAt(in, i+1, "?") || hasPrefixAt(in, i+1, "#") {
					p.out = append(p.out, "%20"...)
				} else {
					p.out = append(p.out, ' ')
				}
			case eof:
			default:
				size := p.checkUnit(i)
				p.encode(i, size, &c0Set)
				i += size - 1
			}

		case stQuery:
			switch {
			case c == '#' || c == eof:
				if p.queryEnc != nil {
					p.encodeLegacyQuery(p.queryEnc, in[p.queryIn:i])
				}
				if c == '#' {
					p.beginFragment()
					st = stFragment
				}
			default:
				if p.queryEnc == nil {
					plain := &queryPlain
					if p.special() {
						plain = &specialQueryPlain
					}
					if j := plainRun(in, i, plain); j > i {
						p.out = append(p.out, in[i:j]...)
						i = j - 1
						break
					}
				}
				size := p.checkUnit(i)
				if p.queryEnc == nil {
					set := &querySet
					if p.special() {
						set = &specialQuerySet
					}
					p.encode(i, size, set)
				}
				i += size - 1
			}

		case stFragment:
			if j := plainRun(in, i, &fragmentPlain); j > i {
				p.out = append(p.out, in[i:j]...)
				i = j - 1
			} else if c != eof {
				size := p.checkUnit(i)
				p.encode(i, size, &fragmentSet)
				i += size - 1
			}
		}
		if i >= len(in) {
			break
		}
		i++
	}
	p.finish()
	return true
}

// finish ends the serialization: "If url's host is null, url does not
// have an opaque path, url's path's size is greater than 1, and url's
// path[0] is the empty string, then append U+002F (/) followed by U+002E
// (.) to output" (Section 4.5), before the path.
func (p *parser) finish() {
	p.pathHere()
	if p.authStart >= 0 || p.opaque || len(p.out)-p.pathStart < 2 || p.out[p.pathStart] != '/' || p.out[p.pathStart+1] != '/' {
		return
	}
	p.out = append(p.out, 0, 0)
	copy(p.out[p.pathStart+2:], p.out[p.pathStart:])
	p.out[p.pathStart], p.out[p.pathStart+1] = '/', '.'
	p.pathStart += 2
	p.dotPrefix = true
	if p.queryStart >= 0 {
		p.queryStart += 2
	}
	if p.fragStart >= 0 {
		p.fragStart += 2
	}
}

// queryOrFragment is what the relative state and the file state do after
// copying the base, at "?" or "#": "If c is U+003F (?), then set url's
// query to the empty string, and state to query state. Otherwise, if c is
// U+0023 (#), set url's fragment to the empty string and state to
// fragment state." It reports false for any other c.
func (p *parser) queryOrFragment(c, i int) (state, bool) {
	switch c {
	case '?':
		p.dropQuery()
		p.beginQuery(i)
		return stQuery, true
	case '#':
		p.beginFragment()
		return stFragment, true
	}
	return 0, false
}

// skipTo returns the offset of the first byte at or after in[i] that pass
// does not hold, or the end, and that byte (eof at the end): a state that
// only appends the bytes pass holds to its buffer skips them at once.
func skipTo(in string, i int, pass *[256]bool) (int, int) {
	if i = plainRun(in, i, pass); i < len(in) {
		return i, int(in[i])
	}
	return i, eof
}

// plainRun returns the end of the run of bytes from in[i] that plain
// holds: code points a state copies as they are, without a validation
// error, so that it can copy them at once. It returns i when in[i] is not
// one (or i is the end).
func plainRun(in string, i int, plain *[256]bool) int {
	j := i
	// Four bytes a round: runs are long, and one bound check serves
	// the four.
	for ; j+4 <= len(in); j += 4 {
		s := in[j : j+4]
		switch {
		case !plain[s[0]]:
			return j
		case !plain[s[1]]:
			return j + 1
		case !plain[s[2]]:
			return j + 2
		case !plain[s[3]]:
			return j + 3
		}
	}
	for j < len(in) && plain[in[j]] {
		j++
	}
	return j
}

// plainSegments appends the path's plain text from in[k], in the segment
// that p.segStart opens, and returns where it stopped. When that segment
// is empty, it takes whole segments at once, with the slashes between
// them, and moves p.segStart to the last slash it took: the path state
// would only copy them, since a segment of plain bytes is a dot segment
// only when it starts with '.' ("%2e" is not plain), and it stops at the
// slash before any segment that does. Otherwise it takes the rest of the
// segment, for the state to check the whole segment at its end.
func (p *parser) plainSegments(in string, k int) int {
	j := plainRun(in, k, &pathPlain)
	if len(p.out) == p.segStart+1 && (k == len(in) || in[k] != '.') {
		last := -1
		for j < len(in) && in[j] == '/' && (j+1 == len(in) || in[j+1] != '.') {
			last = j
			j = plainRun(in, j+1, &pathPlain)
		}
		if last >= 0 {
			p.segStart = len(p.out) + last - k
		}
	}
	p.out = append(p.out, in[k:j]...)
	return j
}

// allBut returns a table of every byte but those of stops.
func allBut(stops string) (t [256]bool) {
	for c := range t {
		t[c] = true
	}
	for i := 0; i < len(stops); i++ {
		t[stops[i]] = false
	}
	return t
}

// plainFor returns the bytes a state copies as they are: ASCII URL code
// points not in set and not among stops.
func plainFor(set *percentSet, stops string) (t [256]bool) {
	for c := 0; c < 0x80; c++ {
		t[c] = asciiURLCodePoint[c] && !set[c]
	}
	for i := 0; i < len(stops); i++ {
		t[stops[i]] = false
	}
	return t
}

var (
	// schemeLower maps each byte the scheme state appends (ASCII
	// alphanumerics, "+", "-" and ".") to what it appends, lower-cased,
	// and every other byte to 0.
	schemeLower = func() (t [256]byte) {
		for c := byte(0); c < 0x80; c++ {
			if isAlpha(int(c)) || isDigit(int(c)) || c == '+' || c == '-' || c == '.' {
				t[c] = c
				if 'A' <= c && c <= 'Z' {
					t[c] = c | 0x20
				}
			}
		}
		return t
	}()
	pathPlain = plainFor(&pathSet, "/\\?#%")
	// segmentsPlain holds the path's plain bytes and '/', which
	// separates its segments.
	segmentsPlain     = plainFor(&pathSet, "\\?#%")
	queryPlain        = plainFor(&querySet, "#%")
	specialQueryPlain = plainFor(&specialQuerySet, "#%")
	fragmentPlain     = plainFor(&fragmentSet, "%")
	// hostPass holds the bytes the host state only appends to its
	// buffer: all but those it acts on.
	hostPass = allBut(":[]/?#\\")
	// authorityPass holds the bytes the authority state only appends
	// to its buffer: all but those it acts on.
	authorityPass = allBut("@/?#\\")
)
