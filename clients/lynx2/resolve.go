package lynx2

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The places of Lynx's source that the trace cites.
const htparseC = "WWW/Library/Implementation/HTParse.c"

var (
	ruleHTML       = dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "A"}
	ruleLegitimize = dialect.Rule{Doc: client, Sec: "src/LYCharUtils.c", Function: "LYLegitimizeHREF"}
	ruleBase       = dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "BASE"}
	ruleLink       = dialect.Rule{Doc: client, Sec: "WWW/Library/Implementation/HTAnchor.c", Function: "HTAnchor_findChildAndLink"}
	ruleScan       = dialect.Rule{Doc: client, Sec: htparseC, Function: "scan"}
	ruleAccess     = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse", Step: "access"}
	ruleHost       = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse", Step: "host"}
	ruleCleanURLs  = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse", Step: "CLEAN_URLS"}
	rulePath       = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse", Step: "path"}
	ruleSimplify   = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTSimplify"}
	ruleAnchor     = dialect.Rule{Doc: client, Sec: htparseC, Function: "HTParse", Step: "anchor"}
)

// Resolve resolves ref against base as Lynx made the link of an A
// element (see the package documentation). Both are read as their text.
// It fails where Lynx made no link, an HREF of white space alone, and for
// a string longer than the limit.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.ResolveTrace(base, ref, nil)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Lynx's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	bs, rs := base.String(), ref.String()
	for _, s := range []string{bs, rs} {
		if pe := dialectcore.CheckLength(name, s, d.opts.maxLength); pe != nil {
			return dialect.Reference{}, pe
		}
	}
	rec := clientcore.NewRecorder(step)
	res, ok := resolve(bs, rs, d.opts.base, &rec)
	if !ok {
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: rs, Offset: 0, Len: len(rs), Rule: ruleLink,
			Msg: "no link: the HREF is white space alone, which LYLegitimizeHREF removes, and HTAnchor_findChildAndLink links no empty address"}
	}
	return clientcore.Split(res, grammar), nil
}

// resolve follows an HREF through src/HTML.c, LYLegitimizeHREF and
// HTAnchor_findChildAndLink. One buffer holds every string made on the
// way, each in a region of its own that the next never writes over: the
// link at the start, then base_href, the HREF as HTML.c hands it on, and
// the first HTParse's result; so resolving allocates once.
// It reports false where Lynx made no link: an HREF of white space alone
// (src/HTML.c:2059 puts the page's address only for an empty one;
// LYLegitimizeHREF, src/LYCharUtils.c:2021-2037, leaves it empty;
// HTAnchor.c:228 links only a non-empty address).
func resolve(base, href string, from Base, rec *clientcore.Recorder) (string, bool) {
	// The current document's address: a page's address has no anchor.
	if h := strings.IndexByte(base, '#'); h >= 0 {
		base = base[:h]
	}
	l := len(base) + len(href) + 32
	buf := make([]byte, 10*l)
	res, rest := buf[:0:3*l], buf[3*l:]
	region := func(n int) []byte {
		r := rest[:0:n]
		rest = rest[n:]
		return r
	}
	doc := base
	if from == BaseElement {
		// The BASE element: its HREF goes through LYLegitimizeHREF, then
		// base_href is its access, host and path, each parsed alone; an
		// empty path is "/".
		elem := clientcore.View(legitimize(region(l), base))
		b := htparse(region(l), scan(elem), parts{}, elem, false, nil)
		doc = clientcore.View(b)
		rec.Step(ruleBase, "base_href: the access, host and path of the BASE element", doc)
	}
	switch {
	case href == "":
		href = doc
		rec.Step(ruleHTML, "an empty HREF is the current document's address", href)
	case href[0] == '#':
		if len(href) > 1 {
			b := append(append(region(l), doc...), href...)
			href = clientcore.View(b)
		} else {
			href = doc
		}
		rec.Step(ruleHTML, "an HREF that starts with \"#\" is added to the current document's address", href)
	}
	if b := legitimize(region(l), href); string(b) != href {
		href = clientcore.View(b)
		rec.Step(ruleLegitimize, "white space removed; the name of a scheme Lynx knows in its own case (is_url)", href)
		if href == "" {
			return "", false
		}
	}
	if (href == "." || href == "..") && !strings.HasPrefix(doc, "file:") {
		// "The Fielding RFC/ID for resolving partial HREFs says that a
		// slash should be on the end".
		b := append(append(region(l), href...), '/')
		href = clientcore.View(b)
		rec.Step(ruleLegitimize, "add \"/\" to \".\" or \"..\" (the base is not a file: URL)", href)
	}
	if from == BaseElement && href != "" && href[0] != '#' {
		if b := htparse(region(2*l), scan(href), scan(doc), href, true, rec); len(b) > 0 {
			href = clientcore.View(b)
		}
	}
	rec.Step(ruleLink, "HTParse(href, the document's address, PARSE_ALL) makes the link", href)
	link := clientcore.View(htparse(res, scan(href), scan(base), href, true, rec))
	rec.Step(ruleLink, "the link's address", link)
	return link, true
}

// legitimize writes to dst what LYLegitimizeHREF (src/LYCharUtils.c)
// makes of a non-empty href before its "." and ".." rule: every white
// space byte removed (LYTrimHead, then collapse_spaces; a lynxexec: or
// lynxprog: URL is left as it is), then the scheme name put in the case
// is_url (src/LYUtils.c) writes it: lower case for the schemes it knows,
// upper case for Lynx's internal LYNX...: ones; http, https, gopher, ftp,
// wais, telnet, tn3270, rlogin, cso, finger, afs and prospero only when
// "://" follows the fourth byte.
func legitimize(dst []byte, href string) []byte {
	if href == "" {
		return dst
	}
	if hasPrefixFold(href, "lynxexec:") || hasPrefixFold(href, "lynxprog:") {
		return append(dst, href...)
	}
	for i := 0; i < len(href); i++ {
		switch c := href[i]; c {
		case ' ', '\t', '\n', '\v', '\f', '\r':
		default:
			dst = append(dst, c)
		}
	}
	if bytes.IndexByte(dst, ':') < 0 {
		return dst
	}
	fold := func(names []string, upper bool) bool {
		for _, n := range names {
			if len(dst) >= len(n) && bytes.EqualFold(dst[:len(n)], []byte(n)) {
				for i := 0; i < len(n)-1; i++ {
					if c := dst[i]; upper && 'a' <= c && c <= 'z' {
						dst[i] = c - 'a' + 'A'
					} else if !upper && 'A' <= c && c <= 'Z' {
						dst[i] = c + 'a' - 'A'
					}
				}
				return true
			}
		}
		return false
	}
	if fold(isURLAlways, false) || fold(isURLInternal, true) {
		return dst
	}
	if len(dst) > 3 && bytes.Contains(dst[3:], []byte("://")) {
		fold(isURLWithSlashes, false)
	}
	return dst
}

// The schemes of is_url, in the groups its order makes.
var (
	isURLAlways = []string{"news:", "nntp:", "snews:", "newspost:", "newsreply:", "snewspost:", "snewsreply:",
		"mailto:", "file:", "data:", "lynxexec:", "lynxprog:", "lynxcgi:"}
	isURLInternal    = []string{"LYNXPRINT:", "LYNXDOWNLOAD:", "LYNXDIRED:", "LYNXHIST:", "LYNXKEYMAP:", "LYNXIMGMAP:", "LYNXCOOKIE:"}
	isURLWithSlashes = []string{"http:", "https:", "gopher:", "ftp:", "wais:", "telnet:", "tn3270:", "rlogin:",
		"cso:", "finger:", "afs:", "prospero:"}
)

// parts is what scan() finds: each field is defined or not, as the C
// pointers were NULL or not.
type parts struct {
	access, host, path, anchor             string
	hasAccess, hasHost, hasPath, hasAnchor bool
	absolute                               bool // path is absolute: it followed a "/", which path does not hold
}

func (p parts) describe() string {
	var out []string
	add := func(has bool, k, v string) {
		if has {
			out = append(out, k+"="+strconv.Quote(v))
		}
	}
	add(p.hasAccess, "access", p.access)
	add(p.hasHost, "host", p.host)
	add(p.hasPath && p.absolute, "absolute", p.path)
	add(p.hasPath && !p.absolute, "relative", p.path)
	add(p.hasAnchor, "anchor", p.anchor)
	if len(out) == 0 {
		return "nothing"
	}
	return strings.Join(out, " ")
}

// scan is libwww-FM's scan(): the access name ends at the first ":"
// before any "/", "#", ";" or "?"; every "#" after it ends a string, the
// anchor being what follows the last one; "//" starts a host, up to the
// next "/"; a path after "/" is absolute, else relative. The anchor of a
// URL with an access is put back (its last "#" restored) when the URL has
// no host and is not lynxcgi, or its access is nntp, snews, news or data.
func scan(s string) (p parts) {
	afterAccess := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			p.access, p.hasAccess = s[:i], true
			afterAccess = i + 1
			break
		}
		if c == '/' || c == '#' || c == ';' || c == '?' {
			break
		}
	}
	end, last := len(s), -1
	if h := strings.IndexByte(s[afterAccess:], '#'); h >= 0 {
		end = afterAccess + h
		last = strings.LastIndexByte(s, '#')
		p.anchor, p.hasAnchor = s[last+1:], true
	}
	rest := s[afterAccess:end]
	hostEnds := false // the host's text ran to the first "#"
	switch {
	case strings.HasPrefix(rest, "//"):
		h := rest[2:]
		p.hasHost = true
		if k := strings.IndexByte(h, '/'); k >= 0 {
			p.host, p.path, p.hasPath, p.absolute = h[:k], h[k+1:], true, true
		} else {
			p.host, hostEnds = h, true
		}
	case strings.HasPrefix(rest, "/"):
		p.path, p.hasPath, p.absolute = rest[1:], true, true
	case rest != "":
		p.path, p.hasPath = rest, true
	}
	if p.hasAccess && p.hasAnchor {
		is := func(name string) bool { return strings.EqualFold(p.access, name) }
		if (!p.hasHost && !is("lynxcgi")) || is("nntp") || is("snews") || is("news") || is("data") {
			// The last "#" is restored: the string that ended at it runs
			// on through the anchor, when it was also the first "#".
			if last == end {
				// The string ran to the "#": it now runs on to the end of
				// s, through the anchor.
				switch {
				case p.hasPath:
					p.path = s[end-len(p.path):]
				case hostEnds:
					p.host = s[end-len(p.host):]
				}
			}
			p.anchor, p.hasAnchor = "", false
		}
	}
	return p
}

// htparse is HTParse(given, related, PARSE_ALL) when withAnchor, else
// without PARSE_ANCHOR. aName is given's text, whose scheme the path
// step looks at.
func htparse(b []byte, given, related parts, aName string, withAnchor bool, rec *clientcore.Recorder) []byte {
	if rec.On() {
		rec.Step(ruleScan, "scan the name to parse: "+given.describe(), aName)
	}
	if given.hasAccess && given.hasHost && !given.hasPath {
		switch given.access {
		case "http", "https", "ftp":
			// "Assume root."
			given.path, given.hasPath, given.absolute = "", true, true
		}
	}
	access, hasAccess := related.access, related.hasAccess
	if given.hasAccess {
		access, hasAccess = given.access, true
	}
	if hasAccess {
		b = append(b, access...)
		b = append(b, ':')
		rec.StepBytes(ruleAccess, "the access", b)
	}
	if given.hasAccess && related.hasAccess && given.access != related.access {
		// "If different schemes, inherit nothing."
		related.hasHost, related.hasPath, related.hasAnchor = false, false, false
		rec.StepBytes(ruleAccess, "the accesses differ: inherit nothing", b)
	}
	if given.hasHost || related.hasHost {
		host := related.host
		if given.hasHost {
			host = given.host
		}
		b = cleanHost(b, host, access, hasAccess, rec)
	}
	if given.hasHost && related.hasHost && given.host != related.host {
		related.hasPath, related.hasAnchor = false, false
		rec.StepBytes(ruleHost, "the hosts differ: inherit no path", b)
	}
	if hasAccess && !(given.hasPath && given.absolute) && given.hasPath {
		is := func(name string) bool { return strings.EqualFold(access, name) }
		if is("nntp") || is("snews") || (is("news") && len(b) >= 7 && bytes.EqualFold(b[:7], []byte("news://"))) {
			given.absolute = true
			rec.StepBytes(rulePath, "a relative path of nntp, snews or news with a host is taken as absolute", b)
		}
	}
	switch {
	case given.hasPath && given.absolute:
		b = append(b, '/')
		b = append(b, given.path...)
		rec.StepBytes(rulePath, "the absolute path is given", b)
	case related.hasPath && related.absolute:
		b = append(b, '/')
		b = append(b, related.path...)
		if !given.hasPath {
			rec.StepBytes(rulePath, "adopt the related path", b)
			break
		}
		from := len(b) - 1
		if q := bytes.IndexByte(b, '?'); q >= 0 {
			from = q
		}
		for from >= 0 && b[from] != '/' {
			from--
		}
		b = append(b[:from+1], given.path...)
		rec.StepBytes(rulePath, "remove the file name after the last \"/\" (before any \"?\") and add the relative path", b)
		b = simplify(b, rec)
	case given.hasPath:
		b = append(b, given.path...)
		rec.StepBytes(rulePath, "no absolute path to inherit: the relative path as given", b)
	case related.hasPath:
		b = append(b, related.path...)
		rec.StepBytes(rulePath, "inherit the related relative path", b)
	default:
		if !hasPrefixFold(aName, "lynxcgi:") && !hasPrefixFold(aName, "lynxexec:") && !hasPrefixFold(aName, "lynxprog:") {
			b = append(b, '/')
		}
		if string(b) == "news:/" {
			b[5] = '*'
		}
		rec.StepBytes(rulePath, "no path at all: \"/\"", b)
	}
	if withAnchor && ((given.hasAnchor && given.anchor != "") || (!given.hasAnchor && related.hasAnchor)) {
		a := related.anchor
		if given.hasAnchor {
			a = given.anchor
		}
		b = append(b, '#')
		b = append(b, a...)
		rec.StepBytes(ruleAnchor, "add the anchor", b)
	}
	return b
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// defaultPorts are the ports CLEAN_URLS drops, by access.
var defaultPorts = map[string]string{
	"http": ":80", "https": ":443", "gopher": ":70", "ftp": ":21", "wais": ":210",
	"nntp": ":119", "news": ":119", "newspost": ":119", "newsreply": ":119",
	"snews": ":563", "snewspost": ":563", "snewsreply": ":563",
	"finger": ":79", "telnet": ":23", "tn3270": ":23", "rlogin": ":513", "cso": ":105",
}

// cleanHost appends "//" and host to b, then does what CLEAN_URLS asks
// in libwww-FM: the text after the first "@" of the whole result (or
// from the "//") is the host; a ":" in it not followed by a digit ends
// it; a default port of the access is dropped; a "." that ends the host
// name is removed. Lynx does not lower-case the host.
func cleanHost(b []byte, host, access string, hasAccess bool, rec *clientcore.Recorder) []byte {
	tail := len(b)
	b = append(b, "//"...)
	b = append(b, host...)
	rec.StepBytes(ruleHost, "the host", b)
	n := len(b)
	if at := bytes.IndexByte(b, '@'); at >= 0 {
		tail = at + 1
	}
	colon := -1
	if c := bytes.IndexByte(b[tail:], ':'); c >= 0 {
		colon = tail + c
		if colon+1 >= len(b) || b[colon+1] < '0' || b[colon+1] > '9' {
			b = b[:colon] // "Colon not followed by a port number."
		}
		if hasAccess && defaultPorts[access] == string(b[colon:]) {
			b = b[:colon]
		}
	}
	if colon < 0 {
		if len(b) > tail && b[len(b)-1] == '.' {
			b = b[:len(b)-1]
		}
	} else if h := colon - 1; h >= 0 && b[h] == '.' {
		b = append(b[:h], b[colon:]...)
	}
	if len(b) != n {
		rec.StepBytes(ruleCleanURLs, "drop a default port and a trailing \".\" of the host name", b)
	}
	return b
}

// simplify is libwww-FM's HTSimplify, a scan from the third byte of the
// whole result:
//
//   - "/.." followed by "/" or the end removes the segment before it with
//     it, unless there is no "/" before that segment, the segment is
//     "..", or the "/" before it follows another "/" (the host); the scan
//     goes on from where the segment started;
//   - "/./" loses its "/." and the scan looks again at the "/" after it;
//   - a "." at the end after a "/" is removed, the "/" kept.
//
// The C shifts the rest of the string left at each removal; this builds
// the result once, which gives the same bytes in linear time.
func simplify(s []byte, rec *clientcore.Recorder) []byte {
	if len(s) < 2 || bytes.IndexByte(s, '/') < 0 {
		return s
	}
	// out is written in place: it never grows past what has been read.
	out := s[:2]
	state := func(i int) func() string {
		return func() string { return string(out) + string(s[i:]) }
	}
	i := 2
	for i < len(s) {
		if s[i] != '/' {
			out = append(out, s[i])
			i++
			continue
		}
		switch {
		case i+2 < len(s) && s[i+1] == '.' && s[i+2] == '.' && (i+3 == len(s) || s[i+3] == '/'):
			q := len(out) - 1
			for q >= 0 && out[q] != '/' {
				q--
			}
			if q >= 0 && string(out[q:]) != "/.." && !(q-1 > 0 && out[q-1] == '/') {
				if rec.On() {
					rec.Repeat(ruleSimplify, "remove \""+string(out[q:])+"/..\"", func() string { return string(out[:q]) + string(s[i+3:]) })
				}
				out = out[:q]
				i += 3
				continue
			}
			out = append(out, '/')
			i++
		case i+2 < len(s) && s[i+1] == '.' && s[i+2] == '/':
			i += 2
			if rec.On() {
				rec.Repeat(ruleSimplify, "remove \"./\"", state(i))
			}
		case i+2 == len(s) && s[i+1] == '.':
			out = append(out, '/')
			i = len(s)
			if rec.On() {
				rec.Repeat(ruleSimplify, "remove the \".\" at the end", state(i))
			}
		default:
			out = append(out, '/')
			i++
		}
	}
	if rec.On() {
		rec.Flush("remove dot segments", string(out))
	}
	return out
}
