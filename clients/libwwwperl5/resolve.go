package libwwwperl5

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/segstack"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// The places the trace cites, in libwww-perl 5.14.
const (
	release = "libwww-perl 5.14"
	generic = "lib/URI/URL/_generic.pm"
	srcAbs  = "abs"
	srcNew  = "new"
	srcStr  = "as_string"
)

// rule cites a function's step, labelled as abs's comments label them
// ("(2a)"): "libwww-perl 5.14, lib/URI/URL/_generic.pm, abs, (2a)".
func rule(function, step string) dialect.Rule {
	file := generic
	if function == srcNew {
		file = "lib/URI/URL.pm"
	}
	return dialect.Rule{Doc: release, Sec: file, Function: function, Step: step}
}

// Resolve resolves ref against base as url($ref)->abs($base) did, then
// as_string. Both are taken as their text. It never fails.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.resolveReference(base.String(), ref.String(), nil), nil
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	if pe := dialectcore.CheckLength(name, ref, d.opts.MaxLength); pe != nil {
		return pe
	}
	*t = d.resolveReference(base.String(), ref, nil)
	return nil
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing "libwww-perl 5.14, lib/URI/URL/_generic.pm, abs, step 2a" and so
// on. The states it reports are read in place from the result's buffer,
// which nothing writes over, so that a tracer may keep them.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return d.resolveReference(base.String(), ref.String(), step), nil
}

// resolveReference resolves rs against bs in a buffer of its own, made
// large enough for every string the resolution writes, and returns the
// result, split: one allocation, which the result keeps.
func (d *Dialect) resolveReference(bs, rs string, step func(dialect.Step)) dialect.Reference {
	var pg page
	buf := pg.make(make([]byte, 0, room(len(bs), len(rs))), bs)
	s, _ := d.resolve(buf, &pg, rs, step)
	return reference(s)
}

// room is the most that make and resolve write for a base of b bytes and
// a reference of r: the page's copy of the base, cleaned, and its news
// path unescaped or its netloc joined; the reference cleaned; and the
// result, each byte of which as_string may escape into three, with, for
// a class that is not _generic's, twice more for its unescaped texts.
func room(b, r int) int { return 3*b + r + 5*(b+r) + 32 }

// NewTextResolver returns a resolver for one goroutine that resolves many
// references in a row (see [dialect.BatchResolver]). Its ResolveText is
// [Dialect.ResolveText]. It is also a [dialect.StringResolver], whose
// ResolveToString keeps the base as abs reads it (see page) while the
// base stays the same, as HTML::LinkExtor gave every link of a page the
// same $base, and writes each result in a buffer of its own, which the
// next call writes over; its results are ResolveText's.
func (d *Dialect) NewTextResolver() dialect.TextResolver { return &batchResolver{d: d} }

type batchResolver struct {
	d       *Dialect
	page    page   // the last base
	pageBuf []byte // its strings
	buf     []byte // the last result, and the strings made on the way
}

func (r *batchResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.d.ResolveText(t, base, ref)
}

func (r *batchResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	if pe := dialectcore.CheckLength(name, ref, r.d.opts.MaxLength); pe != nil {
		return "", pe
	}
	if bs := base.String(); !r.page.made || r.page.text != bs {
		r.pageBuf = r.page.make(r.pageBuf[:0], bs)
	}
	var s string
	s, r.buf = r.d.resolve(r.buf[:0], &r.page, ref, nil)
	return s, nil
}

var _ dialect.BatchResolver = (*Dialect)(nil)

// isSpace is Perl 5.004's \s.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// clean is what URI::URL->new does to a string first: "$init =~
// s/\s+//g" ("RFC 1738 appendix suggest that we just ignore extra
// whitespace"), then "s/^<(?:URL:)?(.*)>$/$1/". Without white space, it
// returns a substring of s; with some, it writes s without it to buf and
// returns a string over buf's bytes.
func clean(buf []byte, s string) ([]byte, string) {
	c := s
	i := 0
	for i < len(s) && !isSpace(s[i]) {
		i++
	}
	if i < len(s) {
		start := len(buf)
		buf = append(buf, s[:i]...)
		for ; i < len(s); i++ {
			if !isSpace(s[i]) {
				buf = append(buf, s[i])
			}
		}
		c = clientcore.View(buf[start:])
	}
	if len(c) >= 2 && c[0] == '<' && c[len(c)-1] == '>' {
		c = strings.TrimPrefix(c[1:len(c)-1], "URL:")
	}
	return buf, c
}

// url is a URI::URL object: its fields as texts, each with whether it is
// defined, and its class. news, mailto and data keep the text after the
// scheme in path (data its frag in frag), as it is given: their new()
// unescapes it, and as_string is written from it (see asString).
type url struct {
	cls                               *class
	scheme, path, params, query, frag string
	hasScheme, hasNetloc, hasPath     bool
	hasParams, hasQuery, hasFrag      bool
	netloc                            netloc
	// nntp's _parse reads the group and the article number from the
	// path, once, as path_components splits it; as_string writes them.
	group, digits       string
	hasGroup, hasDigits bool
}

// parseURL is $class->new($s), s cleaned: the parse of class c (see
// Parse), the netloc given to the netloc method, and nntp's group and
// article number.
func parseURL(s string, c *class) url {
	p := split(s, c)
	u := url{cls: c, hasPath: p.Path.OK()}
	if p.Scheme.OK() {
		u.scheme, u.hasScheme = p.Scheme.In(s), true
	}
	if p.NetLoc.OK() {
		u.hasNetloc, u.netloc = true, canonNetloc(p.NetLoc.In(s), c)
	}
	u.path = p.Path.In(s)
	u.params, u.hasParams = p.Params.In(s), p.Params.OK()
	u.query, u.hasQuery = p.Query.In(s), p.Query.OK()
	u.frag, u.hasFrag = p.Fragment.In(s), p.Fragment.OK()
	if c.kind == kindNNTP {
		u.nntpParts()
	}
	return u
}

// nntpParts is the end of URI::URL::nntp::_parse:
//
//	my @parts = $self->path_components;
//	shift @parts if @parts && $parts[0] eq '';
//	$self->{'group'} = uri_unescape($parts[0]);
//	$self->{'digits'}= uri_unescape($parts[1]);
//
// path_components puts "/" before a path without one when there is a
// netloc and splits it on "/" ("split("/", $old, -1)": an empty path
// gives no field). The fields are kept escaped; asString undoes
// path_components' unescaping and _parse's.
func (u *url) nntpParts() {
	if u.path == "" && !u.hasNetloc {
		return
	}
	f := strings.TrimPrefix(u.path, "/")
	g, rest, more := strings.Cut(f, "/")
	u.group, u.hasGroup = g, true
	if more {
		u.digits, _, _ = strings.Cut(rest, "/")
		u.hasDigits = true
	}
}

// perlTrue2 is perlTrue of a + b.
func perlTrue2(a, b string) bool {
	return len(a)+len(b) > 1 || len(a)+len(b) == 1 && (a + b)[0] != '0'
}

// perlTrue is Perl's truth of a defined string: neither "" nor "0".
func perlTrue(s string) bool { return s != "" && s != "0" }

// A page is the base as abs reads it, made once for every reference
// resolved against it, as HTML::LinkExtor gave every link of a page the
// same $base. Its strings are in the buffer make wrote them to.
type page struct {
	made bool
	text string // the base as it was given, a copy
	// isBase: the base is true in Perl, and abs has one ("return $embed
	// unless $base").
	isBase bool
	// refClass is the class new() gives a reference without a scheme of
	// its own: that of the base's scheme, read on the base as it was
	// given (lib/URI/URL.pm:100, "$scheme = $1 if $base =~
	// m/^([.+\-\w]+):/", before any white space is removed), else http's.
	refClass *class
	url      url // new URI::URL $base: cleaned, of its own scheme's class
	// path is the path abs reads of url. A base of a class that is not
	// _generic's has none of the fields abs reads but the scheme, and
	// news's path: its group or article, unescaped (mailto keeps an
	// address, data its data).
	path    string
	hasPath bool
	netloc  string // url's netloc as the netloc method kept it, a + b
}

// make makes the page of the base bs, writing its strings to buf, and
// returns buf.
func (pg *page) make(buf []byte, bs string) []byte {
	from := len(buf)
	buf = append(buf, bs...)
	text := clientcore.View(buf[from:])
	*pg = page{made: true, text: text, isBase: perlTrue(text), refClass: httpClass}
	if pg.isBase {
		pg.refClass = schemeClass(text, httpClass)
	}
	buf, cleaned := clean(buf, text)
	b := parseURL(cleaned, schemeClass(cleaned, httpClass))
	pg.url, pg.path, pg.hasPath = b, b.path, b.hasPath
	switch b.cls.kind {
	case kindNews:
		from := len(buf)
		buf = appendUnescaped(buf, b.path)
		p := buf[from:]
		lo, hi, _ := messageID(p)
		pg.path = clientcore.View(p[lo:hi])
	case kindMailto, kindData:
		pg.path, pg.hasPath = "", false
	}
	pg.netloc = b.netloc.a
	if b.netloc.b != "" {
		from := len(buf)
		buf = append(append(buf, b.netloc.a...), b.netloc.b...)
		pg.netloc = clientcore.View(buf[from:])
	}
	return buf
}

// resolve is new URI::URL($ref, $base)->abs, then as_string: the call of
// HTML::LinkExtor ("url($attr->{$a}, $base)->abs"), with the base pg; see
// the package doc for its steps. It writes what it makes to buf, and
// returns the result, a string over buf's bytes, and buf.
func (d *Dialect) resolve(buf []byte, pg *page, rs string, step func(dialect.Step)) (string, []byte) {
	say := func(r dialect.Rule, action, state string) {
		if step != nil {
			step(dialect.Step{Rule: r, Action: action, State: state})
		}
	}
	buf, rs = clean(buf, rs)
	say(rule(srcNew, ""), "remove white space and a <URL:...> wrapper from the reference", rs)
	c := schemeClass(rs, pg.refClass)
	say(rule(srcNew, "implementor"), "the class of the reference's scheme, else of the base as given, else http's", c.file)
	r := parseURL(rs, c)

	// "return $embed unless $base; # we have no base (step1)"
	if !pg.isBase {
		return d.asString(buf, r, r.path, "", step, rule(srcAbs, "(1)"), "no base: the reference")
	}
	if c.kind >= kindNews {
		return d.asString(buf, r, r.path, "", step, dialect.Rule{Doc: release, Sec: "lib/URI/URL.pm", Function: srcAbs},
			"the class's abs is URI::URL's, \"shift->clone\": the reference")
	}
	b := &pg.url
	// "just use base if we are empty (2a)": no scheme, host, path,
	// params, query or frag that is defined and not "".
	if r.scheme == "" && !(r.hasNetloc && r.netloc.host && !r.netloc.emptyHost) &&
		r.path == "" && r.params == "" && r.query == "" && r.frag == "" {
		return d.asString(buf, *b, b.path, "", step, rule(srcAbs, "(2a)"), "empty reference (no scheme, host, path, params, query or frag): the base")
	}
	// "if we have a scheme we must already be absolute (2b)"
	if perlTrue(r.scheme) && (d.opts.sameScheme == dialect.SameSchemeAbsolute || !strings.EqualFold(r.scheme, b.scheme)) {
		return d.asString(buf, r, r.path, "", step, rule(srcAbs, "(2b)"), "the reference has a scheme: it is absolute")
	}
	e := r // $embed
	e.scheme, e.hasScheme = b.scheme, b.hasScheme
	say(rule(srcAbs, "(2c)"), "take the base's scheme", b.scheme)
	if e.hasNetloc && perlTrue2(e.netloc.a, e.netloc.b) {
		return d.asString(buf, e, e.path, "", step, rule(srcAbs, "(3)"), "the reference has a netloc")
	}
	// "$embed->netloc($base->{'netloc'})": the netloc method of the
	// reference's class runs again on the base's netloc (it is not always
	// the same: "u:1@a:80" became "u@a:80", which becomes "u@a").
	e.hasNetloc, e.netloc = b.hasNetloc, b.netloc
	if b.hasNetloc {
		e.netloc = canonNetloc(pg.netloc, e.cls)
	}
	if step != nil {
		say(rule(srcAbs, "(3)"), "take the base's netloc", e.netloc.a+e.netloc.b)
	}
	if strings.HasPrefix(e.path, "/") {
		return d.asString(buf, e, e.path, "", step, rule(srcAbs, "(4)"), "the path starts with \"/\"")
	}
	if e.path == "" {
		e.path, e.hasPath = pg.path, pg.hasPath
		if e.hasParams {
			return d.asString(buf, e, e.path, "", step, rule(srcAbs, "(5)"), "empty path: the base's; the reference has params")
		}
		e.params, e.hasParams = b.params, b.hasParams
		if e.hasQuery {
			return d.asString(buf, e, e.path, "", step, rule(srcAbs, "(5a)"), "empty path: the base's path and params; the reference has a query")
		}
		e.query, e.hasQuery = b.query, b.hasQuery
		return d.asString(buf, e, e.path, "", step, rule(srcAbs, "(5b)"), "empty path: the base's path, params and query")
	}
	return d.asString(buf, e, pg.path, e.path, step, rule(srcAbs, "(6)"), "")
}

// asString is as_string of u, by its class: _generic's (see finish),
// nntp's, news's, mailto's or data's. It appends the result to buf and
// returns it, a string over buf's bytes, and buf.
func (d *Dialect) asString(buf []byte, u url, path, rel string, step func(dialect.Step), r dialect.Rule, why string) (string, []byte) {
	if u.cls.kind == kindGeneric {
		return d.finish(buf, u, path, rel, step, r, why)
	}
	start := len(buf)
	switch u.cls.kind {
	case kindNNTP:
		buf = appendNNTP(buf, u)
	case kindNews:
		buf = appendNews(buf, u)
	case kindMailto:
		buf = appendClassScheme(buf, u, "mailto")
		buf = appendUnescapedDefault(buf, u.path, 1)
	case kindData:
		buf = appendData(buf, u)
	}
	out := buf[start:]
	s := clientcore.View(out)
	if step != nil {
		step(dialect.Step{Rule: r, Action: why, State: s})
		step(dialect.Step{Rule: dialect.Rule{Doc: release, Sec: u.cls.file, Function: srcStr}, Action: "the class writes its fields", State: s})
	}
	return s, buf
}

// appendClassScheme appends "($self->{'scheme'} || "mailto") . ":"", as
// news, mailto and data write the scheme, with the class's name for def.
func appendClassScheme(buf []byte, u url, def string) []byte {
	if perlTrue(u.scheme) {
		buf = appendLower(buf, u.scheme)
	} else {
		buf = append(buf, def...)
	}
	return append(buf, ':')
}

func appendLower(buf []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf = append(buf, c)
	}
	return buf
}

// appendNNTP is URI::URL::nntp::as_string:
//
//	my $str = "$self->{'scheme'}:";
//	$str .= "//$self->{'netloc'}" if defined $self->{'netloc'};
//	$str .= "/" . uri_escape($self->{'group'}) . "/" .
//	              uri_escape($self->{'digits'});
//
// The group and article number are those _parse read; abs changed the
// path, not them. The netloc is written as it is, unescaped; the frag,
// params and query not at all.
func appendNNTP(buf []byte, u url) []byte {
	buf = appendLower(buf, u.scheme)
	buf = append(buf, ':')
	if u.hasNetloc {
		buf = append(buf, "//"...)
		buf = append(buf, u.netloc.a...)
		buf = append(buf, u.netloc.b...)
	}
	buf = append(buf, '/')
	if u.hasGroup {
		buf = appendUnescapedDefault(buf, u.group, 2)
	}
	buf = append(buf, '/')
	if u.hasDigits {
		buf = appendUnescapedDefault(buf, u.digits, 2)
	}
	return buf
}

// appendNews is URI::URL::news's new and as_string: the text after the
// scheme, unescaped ("$self->groupart(uri_unescape($init))"), without the
// "<" and ">" around a message id ("s/^<(.*)>$/$1/" when it has an "@"),
// written "$scheme:" . uri_escape($self->{'path'}).
func appendNews(buf []byte, u url) []byte {
	buf = appendClassScheme(buf, u, "news")
	// Unescape into the buffer, then escape what is kept after it.
	from := len(buf)
	buf = appendUnescaped(buf, u.path)
	p := buf[from:]
	if lo, hi, ok := messageID(p); ok {
		p = p[lo:hi]
	}
	to := len(buf)
	for _, c := range p {
		buf = appendEscapedByte(buf, c, defaultUnsafe)
	}
	return append(buf[:from], buf[to:]...)
}

// messageID is groupart's "s/^<(.*)>$/$1/" on p, when p has an "@": the
// span of what is kept. Perl's "." is not "\n", and "$" matches before a
// final "\n", which is kept.
func messageID(p []byte) (lo, hi int, ok bool) {
	if bytes.IndexByte(p, '@') < 0 {
		return 0, len(p), false
	}
	core := p
	if len(core) > 0 && core[len(core)-1] == '\n' {
		core = core[:len(core)-1]
	}
	if len(core) < 2 || core[0] != '<' || core[len(core)-1] != '>' || bytes.IndexByte(core, '\n') >= 0 {
		return 0, len(p), false
	}
	// The greedy "(.*)" ends at the last ">" before the end: it is core's.
	return 1, len(core) - 1, true
}

// appendUnescaped appends s with each %XX of two hex digits replaced by
// the byte it names: URI::Escape::uri_unescape.
func appendUnescaped(buf []byte, s string) []byte { return appendUnescapedAs(buf, s, nil) }

// appendUnescapedAs appends s unescaped, then each byte of escape (with
// escape not nil) written %XX.
func appendUnescapedAs(buf []byte, s string, escape *uritext.Set) []byte {
	for i := 0; i < len(s); {
		var c byte
		c, i = unescapeAt(s, i)
		if escape != nil {
			buf = appendEscapedByte(buf, c, escape)
		} else {
			buf = append(buf, c)
		}
	}
	return buf
}

// unescapeAt returns the byte that starts at s[i], unescaped
// ("s/%([\dA-Fa-f]{2})/chr(hex($1))/eg"), and where the next one starts.
func unescapeAt(s string, i int) (byte, int) {
	if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
		return unhex(s[i+1])<<4 | unhex(s[i+2]), i + 3
	}
	return s[i], i + 1
}

// appendUnescapedDefault appends s unescaped times times, then escaped as
// uri_escape escapes with no pattern (see defaultUnsafe).
func appendUnescapedDefault(buf []byte, s string, times int) []byte {
	from := len(buf)
	buf = appendUnescaped(buf, s)
	for k := 1; k < times; k++ {
		mid := len(buf)
		buf = appendUnescaped(buf, clientcore.View(buf[from:mid]))
		buf = append(buf[:from], buf[mid:]...)
	}
	to := len(buf)
	for i := from; i < to; i++ {
		buf = appendEscapedByte(buf, buf[i], defaultUnsafe)
	}
	return append(buf[:from], buf[to:]...)
}

// defaultUnsafe is the set uri_escape escapes when given no pattern,
// "Default unsafe characters. (RFC1738 section 2.2)":
// [\x00-\x20"#%;<>?{}|\\^~`\[\]\x7F-\xFF].
var defaultUnsafe = uritext.NewSet("\"#%;<>?{}|\\^~`[]", "\x00\x20", "\x7f\xff")

// finish is as_string of u: scheme ":", "//" netloc, then full_path (the
// path, with a "/" before it when there is a netloc and it has none, ";"
// params, "?" query), then "#" and the frag, which _parse unescaped and
// as_string escapes again; every unsafe character of the whole is escaped
// ("$u =~ s/([$URI::URL::unsafe])/$escapes{$1}/go"). With rel not empty,
// the path is step 6's merge of the base path (path) and rel.
func (d *Dialect) finish(buf []byte, u url, path, rel string, step func(dialect.Step), r dialect.Rule, why string) (string, []byte) {
	start := len(buf)
	if perlTrue(u.scheme) {
		for i := 0; i < len(u.scheme); i++ {
			c := u.scheme[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf = append(buf, c)
		}
		buf = append(buf, ':')
	}
	if u.hasNetloc {
		buf = append(buf, "//"...)
		buf = appendEscaped(buf, u.netloc.a)
		buf = appendEscaped(buf, u.netloc.b)
	}
	pathStart := len(buf)
	var summary string
	if rel != "" {
		var popped, kept int
		buf, popped, kept = d.merge(buf, path, rel)
		if step != nil {
			summary = "merge the base path's segments but its last with the reference's, left to right: \".\" skipped, " +
				strconv.Itoa(popped) + " \"..\" that removed the segment before, " + strconv.Itoa(kept) + " \"..\" kept"
		}
	} else {
		if u.hasNetloc && !strings.HasPrefix(path, "/") {
			buf = append(buf, '/') // full_path: "$p = "/$p" if defined($self->{netloc}) && $p !~ m:^/:"
		}
		buf = appendEscaped(buf, path)
	}
	pathEnd := len(buf)
	if u.hasParams {
		buf = append(buf, ';')
		buf = appendEscaped(buf, u.params)
	}
	if u.hasQuery {
		buf = append(buf, '?')
		buf = appendEscaped(buf, u.query)
	}
	if u.hasFrag {
		buf = append(buf, '#')
		// _parse stored the frag unescaped ("uri_unescape($1)"), and
		// as_string escapes it with uri_escape($frag, $URI::URL::unsafe):
		// "%23" comes back as "#" and "%e9" as "%E9".
		buf = appendUnescapedAs(buf, u.frag, unsafeChars)
	}
	out := buf[start:]
	s := clientcore.View(out)
	if step != nil {
		if rel != "" {
			step(dialect.Step{Rule: r, Action: summary, State: string(buf[pathStart:pathEnd])})
		} else {
			step(dialect.Step{Rule: r, Action: why, State: s})
		}
		step(dialect.Step{Rule: rule(srcStr, ""), Action: "join the fields; escape the unsafe characters", State: s})
	}
	return s, buf
}

// merge is step 6 of abs, writing the path to buf as it goes:
//
//	$basepath =~ s!^/!!; $basepath =~ s!/$!/.!;
//	@path = split('/', $basepath); pop(@path);
//	$relpath =~ s!/$!/.!; push(@path, split('/', $relpath));
//
// then, left to right, "." sets $isdir; ".." sets it and pops the last
// segment kept, unless there is none or it is "..", when ".." is kept;
// any other segment clears $isdir and is kept. The path is "/" and the
// segments kept joined by "/", and a "/" after them when $isdir and any
// were kept. (Perl's split drops trailing empty fields; the "/." the two
// substitutions append leaves none to drop, but for an empty base path,
// which gives no segment.) It returns how many ".." removed a segment and
// how many were kept.
func (d *Dialect) merge(buf []byte, basePath, rel string) ([]byte, int, int) {
	buf = append(buf, '/')
	st := segstack.Start(buf)
	isDir := false
	popped, kept := 0, 0
	seg := func(s string) {
		switch s {
		case ".":
			isDir = true
		case "..":
			isDir = true
			if st.Len() == 0 || st.TopIs("..") {
				st.Push("..")
				kept++
			} else {
				st.Pop()
				popped++
			}
		default:
			isDir = false
			st.Open()
			st.Buf = appendEscaped(st.Buf, s)
		}
	}
	bp := strings.TrimPrefix(basePath, "/")
	if i := strings.LastIndexByte(bp, '/'); i >= 0 {
		for s := bp[:i]; ; {
			f, rest, more := strings.Cut(s, "/")
			seg(f)
			if !more {
				break
			}
			s = rest
		}
	}
	for s := rel; ; {
		f, rest, more := strings.Cut(s, "/")
		if !more && f == "" {
			f = "." // "$relpath =~ s!/$!/.!"
		}
		seg(f)
		if !more {
			break
		}
		s = rest
	}
	if d.opts.leadingDots == LeadingDotsDrop {
		// "shift @newpath while @newpath && $newpath[0] =~ /^\.\.?$/":
		// only ".." can lead, for "." is never kept.
		st.DropLeading(kept)
	}
	buf = st.Buf
	if isDir && st.Len() > 0 {
		buf = append(buf, '/')
	}
	return buf, popped, kept
}

// unsafeChars is $URI::URL::unsafe: "\x00-\x20{}|\\^[]`<>\"\x7F-\xFF".
var unsafeChars = uritext.NewSet("{}|\\^[]`<>\"", "\x00\x20", "\x7f\xff")

const hexUpper = "0123456789ABCDEF"

// appendEscaped appends s with every unsafe character as %XX
// (URI::Escape's %escapes: "%%%02X"), and the runs between them as they
// are.
func appendEscaped(buf []byte, s string) []byte {
	for {
		i := 0
		for i < len(s) && !unsafeChars[s[i]] {
			i++
		}
		buf = append(buf, s[:i]...)
		if i == len(s) {
			return buf
		}
		c := s[i]
		buf = append(buf, '%', hexUpper[c>>4], hexUpper[c&15])
		s = s[i+1:]
	}
}

// appendEscapedByte appends c, as %XX when it is in set.
func appendEscapedByte(buf []byte, c byte, set *uritext.Set) []byte {
	if set[c] {
		return append(buf, '%', hexUpper[c>>4], hexUpper[c&15])
	}
	return append(buf, c)
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}
