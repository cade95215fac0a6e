package wget1

import (
	"strings"
	"sync"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The places of Wget's source that the trace and the errors cite.
var (
	ruleFindURL   = dialect.Rule{Doc: client, Sec: "src/html.c", Function: "htmlfindurl"}
	ruleSpaces    = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "get_urls_html", Step: "spaces"}
	ruleScheme    = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "get_urls_html", Step: "protostrings"}
	ruleHTTPColon = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "get_urls_html", Step: "http:RELATIVE_URI"}
	ruleConstruct = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "construct"}
	ruleBase      = dialect.Rule{Doc: client, Sec: "src/recur.c", Function: "recursive_retrieve", Step: "canon_this_url"}
	ruleParseURL  = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "parseurl"}
	ruleSimplify  = dialect.Rule{Doc: client, Sec: "src/utils.c", Function: "path_simplify"}
	ruleStrURL    = dialect.Rule{Doc: client, Sec: "src/url.c", Function: "str_url"}
)

// work is the scratch room of one resolution, kept in a pool so that
// resolving allocates only its result.
type work struct {
	base, constr, dec, out []byte
	enc, path, host        []byte // Wget 1.8's url_parse
	stack                  []int32
}

var workPool = sync.Pool{New: func() any { return new(work) }}

// Resolve resolves ref, an HREF as the page holds it, against base, the
// address of the page, as a recursive retrieval of Wget 1.5.3 (or 1.8,
// option version) did (see the package doc): it returns the URL Wget
// retrieved for the link, or an error where Wget made no link of it.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.resolve(base.String(), ref.String(), nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	r, err := d.resolve(base.String(), ref, nil)
	return clientcore.Store(t, r, err)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the function of Wget's source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return d.resolve(base.String(), ref.String(), step)
}

// noLink is the error of a reference Wget made no link of, or whose link
// it dropped: it names the place of the source that decides.
func noLink(rs string, rule dialect.Rule, msg string) error {
	return &dialect.ParseError{Dialect: name, Input: rs, Offset: 0, Len: len(rs), Rule: rule, Msg: msg}
}

func (d *Dialect) resolve(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	for _, s := range []string{bs, rs} {
		if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
			return dialect.Reference{}, pe
		}
	}
	rec := clientcore.NewRecorder(step)
	w := workPool.Get().(*work)
	defer workPool.Put(w)
	if d.opts.version == Version18 {
		return d.resolve18(bs, rs, w, &rec)
	}

	// The base: the page's address as recursive_retrieve hands it to
	// get_urls_html, canonical (parseurl, then str_url, with its port).
	u, perr := parseURL(bs, &w.dec, &w.stack, nil)
	if perr != parsedOK {
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: bs, Offset: 0, Len: len(bs), Rule: ruleParseURL,
			Msg: "the page's address is no URL Wget retrieves: " + parseErrorText[perr]}
	}
	w.base = appendURL(w.base[:0], &u, true)
	cb := clientcore.View(w.base)
	rec.StepBytes(ruleBase, "the page's address, canonical: parseurl, then str_url", w.base)

	// htmlfindurl: a value broken by a new line is dropped; the value ends
	// at its last "#"; an empty one is no URL.
	if strings.IndexByte(rs, '\n') >= 0 {
		return dialect.Reference{}, noLink(rs, ruleFindURL, "a new line inside the quoted value: the value is dropped, no link")
	}
	v := rs
	if k := strings.LastIndexByte(v, '#'); k >= 0 {
		v = v[:k]
		rec.Step(ruleFindURL, "the value ends at its last \"#\"", v)
	}
	if v == "" {
		return dialect.Reference{}, noLink(rs, ruleFindURL, "nothing before the last \"#\", or nothing: no URL, no link")
	}
	// get_urls_html: white space around the value is ignored; a value of
	// white space alone ends the scan of the page.
	if t := trimSpace(v); t == "" {
		return dialect.Reference{}, noLink(rs, ruleSpaces, "only white space: no link, and Wget reads no further link of the page (break)")
	} else if len(t) < len(v) {
		v = t
		rec.Step(ruleSpaces, "white space around the value ignored", v)
	}

	// A scheme: the value starts with one of protostrings, or is the
	// start of one (the comparison runs for the shorter of the two).
	noProto := !HasScheme(v)
	if !noProto && hasPrefixFold(cString(v), "http:") && !hasPrefixFold(cString(v), "http://") {
		noProto = true
		if len(v) > 5 {
			v = v[5:]
			rec.Step(ruleHTTPColon, "\"http:RELATIVE\": the \"http:\" is stripped, the rest is relative", v)
		}
	}
	var constr string
	if noProto {
		w.constr = construct(w.constr[:0], cb, v)
		constr = clientcore.View(w.constr)
		rec.StepBytes(ruleConstruct, "relative: joined to the page's address", w.constr)
	} else {
		ok := false
		for _, s := range supported {
			if prefixUpTo(v, s.prefix) {
				ok = true
				break
			}
		}
		if !ok {
			return dialect.Reference{}, noLink(rs, ruleScheme, "a scheme other than http:// and ftp://: not followed")
		}
		constr = cString(v)
		rec.Step(ruleScheme, "absolute (http:// or ftp://, or the start of one): taken as it is", constr)
	}

	// recursive_retrieve parses the link (a bad one is dropped) and
	// retrieves u->url.
	u, perr = parseURL(constr, &w.dec, &w.stack, &rec)
	if perr != parsedOK {
		return dialect.Reference{}, noLink(rs, ruleParseURL, "the link is a bad URL, dropped: "+parseErrorText[perr])
	}
	w.out = appendURL(w.out[:0], &u, d.opts.port == PortShown)
	s := string(w.out)
	rec.Step(ruleStrURL, "the URL Wget retrieves", s)
	return clientcore.Split(s, grammar), nil
}

// HasScheme reports whether get_urls_html took the value v of an
// attribute, white space trimmed, for one with a scheme: v starts with one
// of the 30 scheme names src/url.c knows (protostrings, "cid:" to
// "whois++:"), or is the start of one ("g" of "gopher:"), without regard
// to case. Of those, Wget followed only the values that start, or are the
// start of, "http://" and "ftp://", and read "http:" without "//" as
// relative.
func HasScheme(v string) bool {
	if v == "" {
		return false
	}
	for _, p := range protostrings {
		if prefixUpTo(v, p) {
			return true
		}
	}
	return false
}

// prefixUpTo reports whether v and p agree, without regard to case, for
// the shorter of the two: get_urls_html's strncasecmp(p, v, MINVAL
// (strlen (p), size)), v read as a C string.
func prefixUpTo(v, p string) bool {
	n := min(len(v), len(p))
	for i := 0; i < n; i++ {
		if v[i] == 0 || lower(v[i]) != lower(p[i]) {
			return false
		}
	}
	return true
}

// construct is construct(url, sub, size, 1) of src/url.c: sub, read as
// a C string, appended to dst after url's last "/" (after url itself and
// a "/" when that "/" is the second of "//"), or, when sub starts with
// "/", after url's first "/" that is not part of "//".
func construct(dst []byte, url, sub string) []byte {
	sub = cString(sub)
	if sub == "" || sub[0] != '/' {
		i := strings.LastIndexByte(url, '/')
		if i <= 0 || url[i-1] == '/' {
			dst = append(dst, url...)
			dst = append(dst, '/')
		} else {
			dst = append(dst, url[:i+1]...)
		}
		return append(dst, sub...)
	}
	i := 0
	for {
		for i < len(url) && url[i] != '/' {
			i++
		}
		if i == len(url) || i+1 >= len(url) || url[i+1] != '/' {
			break
		}
		i += 2
	}
	dst = append(dst, url[:i]...)
	return append(dst, sub...)
}
