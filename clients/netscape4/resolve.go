package netscape4

import (
	"bytes"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
)

// The places of Navigator's source that the trace cites.
var (
	ruleType     = dialect.Rule{Doc: client, Sec: "lib/libnet/mkutils.c", Function: "NET_URL_Type"}
	ruleAbsolute = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "absolute"}
	ruleBase     = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "mailbox"}
	ruleHost     = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "host absolute"}
	rulePath     = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "path absolute"}
	ruleHash     = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "positioning"}
	ruleRelative = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "NET_MakeAbsoluteURL", Step: "completely relative"}
	ruleReduce   = dialect.Rule{Doc: client, Sec: "lib/libnet/mkparse.c", Function: "net_ReduceURL"}
)

// Resolve resolves ref against base as NET_MakeAbsoluteURL(base, ref)
// did (see the package documentation). Both are read as their text. It
// fails where Navigator made no URL (an empty string): a relative URL
// against a mailbox:, IMAP: or news: base, and about:cache and its kin in
// a document; and for a string longer than the limit.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.ResolveTrace(base, ref, nil)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Navigator's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	bs, rs, pe := clientcore.Texts(name, d.opts.MaxLength, base, ref)
	if pe != nil {
		return dialect.Reference{}, pe
	}
	rec := clientcore.NewRecorder(step)
	res, refused := makeAbsolute(bs, rs, d.opts.version, &rec)
	if refused != "" {
		return dialect.Reference{}, &dialect.ParseError{
			Dialect: name, Input: rs, Offset: 0, Len: len(rs), Rule: refusedRule(refused),
			Msg: refused,
		}
	}
	return clientcore.Split(res, grammar), nil
}

func refusedRule(msg string) dialect.Rule {
	if strings.HasPrefix(msg, "about:") {
		return ruleType
	}
	return ruleBase
}

// The URL types of NET_URL_Type that NET_MakeAbsoluteURL and
// net_ReduceURL tell apart; every other known scheme is typeOther.
type urlType uint8

const (
	typeNone urlType = iota // unknown: NET_URL_Type returns 0
	typeOther
	typeAbout
	typeFile
	typeFTP
	typeGopher
	typeHTTP
	typeHTTPS
	typeIMAP
	typeMailbox
	typeNews
	typeRlogin
	typeTelnet
	typeTN3270
	typeWAIS
	typeWysiwyg
)

// A prefix NET_URL_Type matches, case-insensitively, at the start of a
// URL, and the type it gives.
type prefix struct {
	text string
	t    urlType
}

// prefixes4 are those of Mozilla Classic's NET_URL_Type (1998), in its
// order: the first that matches decides ("about:" before the rest, and
// "castanet:" is unknown on purpose). At the commit read (Floorp
// 3b56a9af, lib/libnet/mkutils.c) it knows "internal-security-",
// "internal-certldap" (case 'i') and "ldaps:" (case 'l'), and not
// "sockstub:", which later sources added to case 's'. https: stands in the source behind
// a macro that the released source hides; Navigator 3 knew it already.
var prefixes4 = []prefix{
	{"about:", typeAbout}, {"addbook:", typeOther}, {"addbook-ldap", typeOther},
	{"data:", typeOther}, {"castanet:", typeNone},
	{"ftp:", typeFTP}, {"file:", typeFile}, {"gopher:", typeGopher},
	{"http:", typeHTTP}, {"https:", typeHTTPS},
	{"internal-gopher-", typeOther}, {"internal-news-", typeOther}, {"internal-edit-", typeOther},
	{"internal-attachment-", typeOther}, {"internal-sa-", typeOther}, {"internal-smime-", typeOther},
	{"internal-dialog-handler", typeOther}, {"internal-panel-handler", typeOther},
	{"internal-security-", typeOther}, {"internal-certldap", typeOther}, {"imap:", typeIMAP},
	{"javascript:", typeOther}, {"livescript:", typeOther}, {"ldap:", typeOther}, {"ldaps:", typeOther},
	{"mailto:", typeOther}, {"mailbox:", typeMailbox}, {"mocha:", typeOther},
	{"news:", typeNews}, {"nfs:", typeOther}, {"nethelp:", typeOther},
	{"pop3:", typeOther}, {"rlogin:", typeRlogin},
	{"snews:", typeNews}, {"search-libmsg:", typeOther},
	{"telnet:", typeTelnet}, {"tn3270:", typeTN3270},
	{"urn:", typeOther}, {"view-source:", typeOther},
	{"wais:", typeWAIS}, {"wysiwyg:", typeWysiwyg},
}

// prefixes3 are those of Navigator 3's NET_URL_Type (Communicator 3.0.2).
var prefixes3 = []prefix{
	{"about:", typeAbout},
	{"ftp:", typeFTP}, {"file:", typeFile}, {"gopher:", typeGopher},
	{"http:", typeHTTP}, {"https:", typeHTTPS},
	{"internal-gopher-", typeOther}, {"internal-news-", typeOther}, {"internal-edit-", typeOther},
	{"internal-sa-", typeOther}, {"internal-smime-", typeOther},
	{"internal-dialog-handler", typeOther}, {"internal-panel-handler", typeOther}, {"internal-security-", typeOther},
	{"javascript:", typeOther}, {"livescript:", typeOther},
	{"mailto:", typeOther}, {"mailbox:", typeMailbox}, {"mocha:", typeOther},
	{"news:", typeNews}, {"pop3:", typeOther}, {"rlogin:", typeRlogin},
	{"snews:", typeNews}, {"telnet:", typeTelnet}, {"tn3270:", typeTN3270},
	{"urn:", typeOther}, {"view-source:", typeOther},
	{"wais:", typeWAIS}, {"wysiwyg:", typeWysiwyg},
}

// typeOf is NET_URL_Type: the type of the first prefix s starts with,
// letters compared without case.
func typeOf(s string, v Version) urlType {
	list := prefixes4
	if v == Version3 {
		list = prefixes3
	}
	for _, p := range list {
		if len(s) >= len(p.text) && strings.EqualFold(s[:len(p.text)], p.text) {
			return p.t
		}
	}
	return typeNone
}

// internalIcons are the relative URLs NET_MakeAbsoluteURL takes as
// absolute although NET_URL_Type does not know them: Navigator's own
// icons.
func internalIcon(s string) bool {
	if strings.HasPrefix(s, "internal-icon-") || strings.HasPrefix(s, "internal-external-reconnect:") || s == "internal-external-plugin" {
		return true
	}
	if len(s) >= 10 && (strings.EqualFold(s[:10], "/mc-icons/") || strings.EqualFold(s[:10], "/ns-icons/")) {
		switch s[10:] {
		case "menu.gif", "unknown.gif", "text.gif", "image.gif", "sound.gif", "binary.gif", "movie.gif":
			return true
		}
	}
	return false
}

// forbiddenAbout are the about: pages a document may not link to: the
// URL becomes the empty string.
var forbiddenAbout = []string{"about:cache", "about:global", "about:image-cache", "about:memory-cache"}

// makeAbsolute is NET_MakeAbsoluteURL(base, rel). refused is not empty
// when Navigator returned the empty string, and says why.
func makeAbsolute(base, rel string, v Version, rec *clientcore.Recorder) (res, refused string) {
	t := typeOf(rel, v)
	switch {
	case t == typeNone && internalIcon(rel):
		rec.Step(ruleAbsolute, "one of Navigator's own icons: absolute", rel)
		return rel, ""
	case t == typeAbout:
		for _, f := range forbiddenAbout {
			if len(rel) >= len(f) && strings.EqualFold(rel[:len(f)], f) {
				rec.Step(ruleAbsolute, "a document may not link to "+f+": no URL", "")
				return "", f + " in a document: Navigator made no URL"
			}
		}
	}
	if t != typeNone {
		colon := strings.IndexByte(rel, ':')
		rec.Step(ruleType, "a known scheme", rel[:colon+1])
		if strings.HasPrefix(rel[colon+1:], "//") || !hierarchical(t) {
			rec.Step(ruleAbsolute, "\"it appears to have all it's parts\": absolute, copied as it is", rel)
			return rel, ""
		}
		// "a screwed up relative url of the form http:[relative url]"
		rel = rel[colon+1:]
		rec.Step(ruleAbsolute, "a known scheme without \"//\": drop it and resolve what follows", rel)
	} else {
		rec.Step(ruleType, "no known scheme: relative", rel)
	}

	bt := typeOf(base, v)
	if (bt == typeMailbox || (v == Version4 && (bt == typeIMAP || bt == typeNews))) && !strings.HasPrefix(rel, "#") && !strings.HasPrefix(rel, "?") {
		rec.Step(ruleBase, "no relative expansion against this base", "")
		return "", "a relative URL against a " + base[:strings.IndexByte(base, ':')+1] + " base: Navigator made no URL"
	}

	cat := -1 // where rel is appended to base; -1: nowhere
	firstColon := func() int {
		c := strings.IndexByte(base, ':')
		if c >= 0 && bt == typeWysiwyg {
			if c2 := strings.IndexByte(base[c+1:], ':'); c2 >= 0 {
				return c + 1 + c2
			}
			return -1
		}
		return c
	}
	switch {
	case strings.HasPrefix(rel, "//"):
		if c := firstColon(); c >= 0 {
			cat = c + 1
		}
		rec.Step(ruleHost, "a host absolute URL: append it after the base's scheme", base[:max(cat, 0)])
	case strings.HasPrefix(rel, "/"):
		if c := firstColon(); c >= 0 {
			if strings.HasPrefix(base[c+1:], "//") {
				cat = len(base)
				if k := strings.IndexByte(base[c+3:], '/'); k >= 0 {
					cat = c + 3 + k
				}
			} else {
				cat = c + 1
			}
		}
		rec.Step(rulePath, "a path absolute URL: append it at the slash after the base's host", base[:max(cat, 0)])
	case strings.HasPrefix(rel, "#"):
		hash := strings.IndexByte(base, '#')
		if hash < 0 {
			cat = len(base)
			rec.Step(ruleHash, "a position in the same document: append it to the whole base", base)
			break
		}
		if ques := strings.IndexByte(base, '?'); ques >= 0 {
			// "this is a hack": the base up to its "#", the reference,
			// then the base's "?" part as the C string at it reads with
			// the "#" cut: up to the "#" when the "?" comes before it.
			q := base[ques:]
			if ques < hash {
				q = base[ques:hash]
			}
			b := append(append(append(make([]byte, 0, hash+len(rel)+len(q)), base[:hash]...), rel...), q...)
			rec.StepBytes(ruleHash, "the base has a \"#\" and a \"?\": its text before the \"#\", the reference, then its \"?\" part", b)
			return clientcore.View(reduce(b, v, rec)), ""
		}
		cat = hash
		rec.Step(ruleHash, "replace the base's anchor", base[:cat])
	default:
		cut := len(base)
		if q := strings.IndexByte(base, '?'); q >= 0 {
			cut = q
		}
		if h := strings.IndexByte(base[:cut], '#'); h >= 0 {
			cut = h
		}
		if s := strings.LastIndexByte(base[:cut], '/'); s >= 0 {
			cat = s + 1
		} else if c := strings.IndexByte(base[:cut], ':'); c >= 0 {
			cat = c + 1
		}
		rec.Step(ruleRelative, "a completely relative URL: append it after the last slash (before any \"?\" or \"#\") or the scheme", base[:max(cat, 0)])
	}
	if cat < 0 {
		rec.Step(ruleAbsolute, "\"something went wrong\": the relative URL as it is", rel)
		cat = 0
	}
	b := append(append(make([]byte, 0, cat+len(rel)), base[:cat]...), rel...)
	return clientcore.View(reduce(b, v, rec)), ""
}

// hierarchical reports whether NET_MakeAbsoluteURL reads a URL of type t
// without "//" after its colon as relative: gopher, ftp, http, https,
// rlogin, telnet, tn3270 and wais.
func hierarchical(t urlType) bool {
	switch t {
	case typeGopher, typeFTP, typeHTTP, typeHTTPS, typeRlogin, typeTelnet, typeTN3270, typeWAIS:
		return true
	}
	return false
}

// reduce is net_ReduceURL, for http, https, file and ftp URLs only: from
// the first "/" after the host to the end of the URL (its query and
// fragment too), "/./" becomes "/", and "/.." before a "/" or the end
// removes the segment before it and itself; at the root there is nothing
// to remove and the ".." goes. A ".." at the end leaves no "/" after it
// ("http://a/b/c/.." is "http://a/b"), and "." at the end stays.
func reduce(url []byte, v Version, rec *clientcore.Recorder) []byte {
	switch typeOf(clientcore.View(url), v) {
	case typeHTTP, typeHTTPS, typeFile, typeFTP:
	default:
		rec.StepBytes(ruleReduce, "not http, https, file or ftp: left as it is", url)
		return url
	}
	path := bytes.IndexByte(url, '/')
	if path < 0 {
		rec.StepBytes(ruleReduce, "no path", url)
		return url
	}
	if path+1 < len(url) && url[path+1] == '/' {
		k := bytes.IndexByte(url[path+2:], '/')
		if k < 0 {
			rec.StepBytes(ruleReduce, "no path after the host", url)
			return url
		}
		path += 2 + k
	}
	// out is written in place, as the C does: it never grows past what
	// has been read.
	out := url[:path]
	state := func(i int) func() string {
		return func() string { return string(out) + string(url[i:]) }
	}
	for i := path; i < len(url); i++ {
		c := url[i]
		switch {
		case c == '/' && i+2 < len(url) && url[i+1] == '.' && url[i+2] == '/':
			i++ // "remove ./": the next "/" is looked at again
			if rec.On() {
				rec.Repeat(ruleReduce, "remove \"/.\"", state(i+1))
			}
		case c == '/' && i+2 < len(url) && url[i+1] == '.' && url[i+2] == '.' && (i+3 == len(url) || url[i+3] == '/'):
			// Back to the previous "/", which the next byte copied
			// overwrites, or to the start of the path.
			w := len(out)
			if w != path {
				w--
			}
			for w != path && out[w] != '/' {
				w--
			}
			out = out[:w]
			i += 2
			if rec.On() {
				rec.Repeat(ruleReduce, "remove \"/..\" and the segment before it", state(i+1))
			}
		default:
			out = append(out, c)
		}
	}
	if rec.On() {
		rec.Flush("reduce dot segments", string(out))
	}
	rec.StepBytes(ruleReduce, "the URL", out)
	return out
}
