package lynx2

import (
	"bytes"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/htparse"
)

// The places of Lynx's source that the trace cites.
const htparseC = "WWW/Library/Implementation/HTParse.c"

var (
	ruleHTML       = dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "A"}
	ruleLegitimize = dialect.Rule{Doc: client, Sec: "src/LYCharUtils.c", Function: "LYLegitimizeHREF"}
	ruleBase       = dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "BASE"}
	ruleLink       = dialect.Rule{Doc: client, Sec: "WWW/Library/Implementation/HTAnchor.c", Function: "HTAnchor_findChildAndLink"}
)

// libwwwFM is HTParse as libwww-FM has it: CERN's, with a CLEAN_URLS of
// its own (cleanURLs), nntp, snews and news paths taken as absolute, no
// "/" for Lynx's own lynxcgi:, lynxexec: and lynxprog: URLs, an empty
// anchor not written, and an HTSimplify that removes every "./".
var libwwwFM = &htparse.Fork{
	Rules:         htparse.RulesOf(client, htparseC),
	AccessSteps:   [2]string{"the access", "the access"},
	Related:       "related",
	CleanURLs:     cleanURLs,
	CleanURLsStep: "drop a default port and a trailing \".\" of the host name",
	AbsolutePath: func(b []byte, access string) bool {
		is := func(name string) bool { return strings.EqualFold(access, name) }
		return is("nntp") || is("snews") || (is("news") && len(b) >= 7 && bytes.EqualFold(b[:7], []byte("news://")))
	},
	AbsolutePathStep: "a relative path of nntp, snews or news with a host is taken as absolute",
	NoPath:           noPath,
	Simplify:         htparse.Simplify{DotAgain: true, NoRoot: true},
}

// Resolve resolves ref against base as Lynx made the link of an A
// element (see the package documentation). Both are read as their text.
// It fails where Lynx made no link, an HREF of white space alone, and for
// a string longer than the limit.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.ResolveTrace(base, ref, nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	bs := base.String()
	if pe := dialectcore.CheckLength(name, bs, d.opts.MaxLength); pe != nil {
		return pe
	}
	r, err := d.resolveReference(bs, ref, nil)
	return clientcore.Store(t, r, err)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Lynx's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	bs, rs, pe := clientcore.Texts(name, d.opts.MaxLength, base, ref)
	if pe != nil {
		return dialect.Reference{}, pe
	}
	return d.resolveReference(bs, rs, step)
}

// resolveReference resolves in a buffer of the link's own, made for it,
// and returns the link split: resolving allocates once.
func (d *Dialect) resolveReference(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	var buf []byte
	link, err := d.resolveIn(&buf, bs, rs, step)
	if err != nil {
		return dialect.Reference{}, err
	}
	return clientcore.Split(link, grammar), nil
}

// NewTextResolver returns a resolver for one goroutine that resolves many
// links in a row (see [dialect.BatchResolver]). Its ResolveText is
// [Dialect.ResolveText]. It is also a [dialect.StringResolver], whose
// ResolveToString writes each link in a buffer of its own, which the next
// call writes over; its results and errors are ResolveText's.
func (d *Dialect) NewTextResolver() dialect.TextResolver { return &batchResolver{d: d} }

type batchResolver struct {
	d   *Dialect
	buf []byte // the last link, and the strings made on the way
}

func (r *batchResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.d.ResolveText(t, base, ref)
}

func (r *batchResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	if pe := dialectcore.CheckLength(name, ref, r.d.opts.MaxLength); pe != nil {
		return "", pe
	}
	bs := base.String()
	if pe := dialectcore.CheckLength(name, bs, r.d.opts.MaxLength); pe != nil {
		return "", pe
	}
	return r.d.resolveIn(&r.buf, bs, ref, nil)
}

// resolveIn resolves href against base, whose lengths were checked, in
// *buf, which it grows as it needs: the link is a view of it.
func (d *Dialect) resolveIn(buf *[]byte, base, href string, step func(dialect.Step)) (string, error) {
	rec := clientcore.NewRecorder(step)
	link, ok := resolve(buf, base, href, d.opts.base, &rec)
	if !ok {
		return "", &dialect.ParseError{Dialect: name, Input: href, Offset: 0, Len: len(href), Rule: ruleLink,
			Msg: "no link: the HREF is white space alone, which LYLegitimizeHREF removes, and HTAnchor_findChildAndLink links no empty address"}
	}
	return link, nil
}

// resolve follows an HREF through src/HTML.c, LYLegitimizeHREF and
// HTAnchor_findChildAndLink. The buffer *buf holds every string made on
// the way, each in a region of its own that the next never writes over:
// the link at the start, then base_href, the HREF as HTML.c hands it on,
// and the first HTParse's result; the link and those strings are views of
// it, valid until the buffer is written again.
// It reports false where Lynx made no link: an HREF of white space alone
// (src/HTML.c:2059 puts the page's address only for an empty one;
// LYLegitimizeHREF, src/LYCharUtils.c:2021-2037, leaves it empty;
// HTAnchor.c:228 links only a non-empty address).
func resolve(buf *[]byte, base, href string, from Base, rec *clientcore.Recorder) (string, bool) {
	// The current document's address: a page's address has no anchor.
	if h := strings.IndexByte(base, '#'); h >= 0 {
		base = base[:h]
	}
	l := len(base) + len(href) + 32
	if cap(*buf) < 10*l {
		*buf = make([]byte, 10*l)
	}
	// The regions are sliced with their capacity: the bytes they held
	// before are never read.
	all := (*buf)[:10*l]
	res, rest := all[:0:3*l], all[3*l:]
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
		b := parse(region(l), scan(elem), htparse.Parts{}, elem, false, nil)
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
		if b := parse(region(2*l), scan(href), scan(doc), href, true, rec); len(b) > 0 {
			href = clientcore.View(b)
		}
	}
	rec.Step(ruleLink, "HTParse(href, the document's address, PARSE_ALL) makes the link", href)
	link := clientcore.View(parse(res, scan(href), scan(base), href, true, rec))
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
	start := 0
	for i := 0; i < len(href); i++ {
		switch href[i] {
		case ' ', '\t', '\n', '\v', '\f', '\r':
			dst = append(dst, href[start:i]...)
			start = i + 1
		}
	}
	dst = append(dst, href[start:]...)
	// A name of is_url, which ends in the only ":" it holds, starts dst
	// in any case when it is the text before dst's first ":". The names
	// are ASCII, and a byte of a non-ASCII letter never matches one.
	colon := bytes.IndexByte(dst, ':')
	if colon < 0 || colon > maxSchemeName {
		return dst
	}
	var lower [maxSchemeName]byte
	for i, c := range dst[:colon] {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		lower[i] = c
	}
	group := isURL[string(lower[:colon])]
	if group == 0 || group == withSlashes && !(len(dst) > 3 && bytes.Contains(dst[3:], []byte("://"))) {
		return dst
	}
	for i, c := range dst[:colon] {
		if group == internal && 'a' <= c && c <= 'z' {
			dst[i] = c - 'a' + 'A'
		} else if group != internal && 'A' <= c && c <= 'Z' {
			dst[i] = c + 'a' - 'A'
		}
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

// A schemeGroup is the group of is_url a scheme name is in: always known,
// Lynx's internal ones, known when "://" follows.
type schemeGroup uint8

const (
	always schemeGroup = iota + 1
	internal
	withSlashes
)

// isURL gives the group of each name of is_url, in lower case without its
// ":"; maxSchemeName is the longest ("lynxdownload").
var isURL = func() map[string]schemeGroup {
	m := map[string]schemeGroup{}
	for g, names := range map[schemeGroup][]string{always: isURLAlways, internal: isURLInternal, withSlashes: isURLWithSlashes} {
		for _, n := range names {
			n = strings.ToLower(strings.TrimSuffix(n, ":"))
			if len(n) > maxSchemeName {
				panic("lynx2: maxSchemeName is shorter than " + n)
			}
			m[n] = g
		}
	}
	return m
}()

const maxSchemeName = len("lynxdownload")

// scan is libwww-FM's scan(): the access name ends at the first ":"
// before any "/", "#", ";" or "?"; every "#" after it ends a string, the
// anchor being what follows the last one; "//" starts a host, up to the
// next "/"; a path after "/" is absolute, else relative. The anchor of a
// URL with an access is put back (its last "#" restored) when the URL has
// no host and is not lynxcgi, or its access is nntp, snews, news or data.
func scan(s string) (p htparse.Parts) {
	afterAccess := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			p.Access, p.HasAccess = s[:i], true
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
		p.Anchor, p.HasAnchor = s[last+1:], true
	}
	rest := s[afterAccess:end]
	hostEnds := false // the host's text ran to the first "#"
	switch {
	case strings.HasPrefix(rest, "//"):
		h := rest[2:]
		p.HasHost = true
		if k := strings.IndexByte(h, '/'); k >= 0 {
			p.Host, p.Path, p.HasPath, p.Absolute = h[:k], h[k+1:], true, true
		} else {
			p.Host, hostEnds = h, true
		}
	case strings.HasPrefix(rest, "/"):
		p.Path, p.HasPath, p.Absolute = rest[1:], true, true
	case rest != "":
		p.Path, p.HasPath = rest, true
	}
	if p.HasAccess && p.HasAnchor {
		is := func(name string) bool { return strings.EqualFold(p.Access, name) }
		if (!p.HasHost && !is("lynxcgi")) || is("nntp") || is("snews") || is("news") || is("data") {
			// The last "#" is restored: the string that ended at it runs
			// on through the anchor, when it was also the first "#".
			if last == end {
				// The string ran to the "#": it now runs on to the end of
				// s, through the anchor.
				switch {
				case p.HasPath:
					p.Path = s[end-len(p.Path):]
				case hostEnds:
					p.Host = s[end-len(p.Host):]
				}
			}
			p.Anchor, p.HasAnchor = "", false
		}
	}
	return p
}

// parse is HTParse(aName, related, PARSE_ALL) of libwww-FM, without
// PARSE_ANCHOR unless withAnchor, given being aName scanned: a name with
// an http, https or ftp access, a host and no path gets an empty absolute
// path ("Assume root"), then the fork's HTParse goes on.
func parse(b []byte, given, related htparse.Parts, aName string, withAnchor bool, rec *clientcore.Recorder) []byte {
	if rec.On() {
		rec.Step(libwwwFM.Rules.Scan, "scan the name to parse: "+given.Describe(), aName)
	}
	if given.HasAccess && given.HasHost && !given.HasPath {
		switch given.Access {
		case "http", "https", "ftp":
			// "Assume root."
			given.Path, given.HasPath, given.Absolute = "", true, true
		}
	}
	return libwwwFM.Parse(b, given, related, aName, withAnchor, rec)
}

// noPath writes what goes where neither name has a path: "/", but not
// for Lynx's lynxcgi:, lynxexec: and lynxprog: URLs; "news:/" becomes
// "news:*".
func noPath(b []byte, aName string) []byte {
	if !hasPrefixFold(aName, "lynxcgi:") && !hasPrefixFold(aName, "lynxexec:") && !hasPrefixFold(aName, "lynxprog:") {
		b = append(b, '/')
	}
	if string(b) == "news:/" {
		b[5] = '*'
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

// cleanURLs does what CLEAN_URLS asks in libwww-FM of b, which holds
// "//" and the host from index tail on: the text after the first "@" of
// the whole result (or from the "//") is the host; a ":" in it not
// followed by a digit ends it; a default port of the access is dropped; a
// "." that ends the host name is removed. Lynx does not lower-case the
// host.
func cleanURLs(b []byte, tail int, access string, hasAccess bool) ([]byte, bool) {
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
	return b, len(b) != n
}
