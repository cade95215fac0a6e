package heritrix

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The places of the source that the trace and the errors cite.
var (
	ruleFixup     = dialect.Rule{Doc: client, Sec: "webarchive-commons org/archive/url/UsableURIFactory.java", Function: "fixup"}
	ruleFixup1    = dialect.Rule{Doc: client, Sec: "version=1: Heritrix 1.14 org/archive/net/UURIFactory.java", Function: "fixup"}
	ruleParse     = dialect.Rule{Doc: client, Sec: "webarchive-commons org/archive/url/LaxURI.java", Function: "parseUriReference"}
	ruleResolve   = dialect.Rule{Doc: client, Sec: "commons-httpclient 3.1 org/apache/commons/httpclient/URI.java", Function: "URI(URI, URI)"}
	ruleNormalize = dialect.Rule{Doc: client, Sec: "commons-httpclient 3.1 org/apache/commons/httpclient/URI.java", Function: "normalize"}
	ruleLength    = dialect.Rule{Doc: client, Sec: "webarchive-commons org/archive/url/UsableURIFactory.java", Function: "validityCheck"}
)

// Resolve resolves ref, an HREF as the HTML extractor hands it on, against
// base, the page's URI, as UURIFactory.getInstance(base, ref) does (see
// the package doc): it returns the URI Heritrix queues, or the
// URIException it throws, which drops the link.
func (d *Dialect) Resolve(base, ref dialect.Reference) (dialect.Reference, error) {
	return d.resolveReference(base.String(), ref.String(), nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	r, err := d.resolveReference(base.String(), ref, nil)
	return clientcore.Store(t, r, err)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the class and method of the source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return d.resolveReference(base.String(), ref.String(), step)
}

// resolveReference resolves in a scratch buffer and returns a copy of the
// result, split.
func (d *Dialect) resolveReference(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	scratch := clientcore.Scratch()
	w := buffer{*scratch}
	pg := page{w: &w}
	s, err := d.resolve(&w, &pg, bs, rs, step)
	if err == nil {
		s = strings.Clone(s)
	}
	*scratch = w.b
	clientcore.PutScratch(scratch)
	if err != nil {
		return dialect.Reference{}, err
	}
	return clientcore.Split(s, grammar), nil
}

// NewTextResolver returns a resolver for one goroutine that resolves many
// links in a row (see [dialect.BatchResolver]). Its ResolveText is
// [Dialect.ResolveText]. It is also a [dialect.StringResolver], whose
// ResolveToString keeps the page's UURI while the base stays the same, as
// Heritrix makes a page's UURI once for all its links, and writes each
// URI in a buffer of its own, which the next call writes over; its
// results and errors are ResolveText's.
func (d *Dialect) NewTextResolver() dialect.TextResolver {
	r := &batchResolver{d: d}
	r.page.w = &r.pageBuffer
	return r
}

type batchResolver struct {
	d          *Dialect
	page       page   // the last base
	pageBuffer buffer // its strings
	w          buffer // the last result, and the strings made on the way
}

func (r *batchResolver) ResolveText(t, base *dialect.Reference, ref string) error {
	return r.d.ResolveText(t, base, ref)
}

func (r *batchResolver) ResolveToString(base *dialect.Reference, ref string) (string, error) {
	r.w.reset()
	return r.d.resolve(&r.w, &r.page, base.String(), ref, nil)
}

// A page is the base of a resolution as UURIFactory made it, the page's
// UURI (getInstance(String)), and the text it was made from; its strings
// are in w.
type page struct {
	w    *buffer
	text string // the base's text, a copy in w
	made bool   // uri is what UURIFactory made of text
	uri  uri
}

// make makes the page's UURI of bs, in w, which it empties first: the
// fix-ups without a base, the parse, normalize; it reports the rule and
// the message of a URIException.
func (pg *page) make(bs string, v1 bool, fix dialect.Rule) (dialect.Rule, fixError) {
	pg.w.reset()
	pg.made = false
	pg.text = pg.w.concat(bs)
	fb, err := pg.w.fixup(bs, "", v1)
	if err == "" && fb != "" && !hasSchemeText(fb) {
		err = "Relative URI but no base: " + fixError(fb)
	}
	if err != "" {
		return fix, err
	}
	b, err := pg.w.parse(fb)
	if err != "" {
		return ruleParse, err
	}
	pg.w.normalize(&b)
	if !b.hasScheme {
		return ruleParse, "base URI required"
	}
	pg.uri, pg.made = b, true
	return fix, ""
}

// resolve resolves rs against bs, writing the strings it makes in w. The
// page pg is made of bs unless it was already; in w, then, when pg.w is
// w, in its own buffer otherwise, where a caller may keep it while the
// base repeats.
func (d *Dialect) resolve(w *buffer, pg *page, bs, rs string, step func(dialect.Step)) (string, error) {
	for _, s := range []string{bs, rs} {
		if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
			return "", pe
		}
	}
	v1 := d.opts.version == Version1
	fix := ruleFixup
	if v1 {
		fix = ruleFixup1
	}
	if len(rs) > maxURLLength {
		// fixup's first test; the base, a UURI already, was made before.
		return "", &dialect.ParseError{Dialect: name, Input: rs, Offset: maxURLLength, Len: len(rs) - maxURLLength,
			Rule: fix, Msg: msgTooLong}
	}
	rec := clientcore.NewRecorder(step)
	fail := func(input string, rule dialect.Rule, msg fixError) (string, error) {
		return "", &dialect.ParseError{Dialect: name, Input: input, Offset: 0, Len: len(input), Rule: rule,
			Msg: "URIException: " + string(msg)}
	}

	// The base: the page's UURI, made by getInstance(String) as every
	// URI Heritrix crawls is.
	if !pg.made || pg.text != bs {
		if rule, err := pg.make(bs, v1, fix); err != "" {
			return fail(bs, rule, "the page's URI: "+err)
		}
	}
	b := &pg.uri
	// A step's state is a copy: a tracer keeps it, and w is written over.
	if rec.On() {
		rec.Step(fix, "the page's URI, as UURIFactory made it", strings.Clone(w.text(b)))
	}

	// The link: fixed up, parsed (UsableURI normalizes it), resolved
	// against the base, normalized again.
	fr, err := w.fixup(rs, b.scheme, v1)
	if err != "" {
		return fail(rs, fix, err)
	}
	if rec.On() {
		rec.Step(fix, "fixed up: trimmed, backslashes, TAB CR LF, case, port, \"/../\" at the root, escapes; the fragment dropped", strings.Clone(fr))
	}
	r, err := w.parse(fr)
	if err != "" {
		return fail(rs, ruleParse, err)
	}
	w.normalize(&r)
	t, err := w.resolve(b, &r)
	if err != "" {
		return fail(rs, ruleResolve, err)
	}
	if rec.On() {
		rec.Step(ruleResolve, "resolved against the base (RFC 2396's algorithm as httpclient has it)", strings.Clone(w.text(&t)))
	}
	w.normalize(&t)
	s := w.text(&t)
	if rec.On() {
		rec.Step(ruleNormalize, "the path normalized: the URI Heritrix queues", strings.Clone(s))
	}
	if len(s) > maxURLLength {
		return fail(rs, ruleLength, "Created (escaped) uuri > 2083")
	}
	return s, nil
}

// msgTooLong is the URIException of a link over UsableURI.MAX_URL_LENGTH.
const msgTooLong = "URIException: URI length > 2083"

// hasSchemeText reports whether fixup's output starts with a scheme.
func hasSchemeText(s string) bool {
	p, _ := split(s)
	return p.scheme != ""
}
