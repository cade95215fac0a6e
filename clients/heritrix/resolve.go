package heritrix

import (
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
	return d.resolve(base.String(), ref.String(), nil)
}

// ResolveText implements [dialect.TextResolver]: the length check of
// Parse, then Resolve.
func (d *Dialect) ResolveText(t, base *dialect.Reference, ref string) error {
	r, err := d.resolve(base.String(), ref, nil)
	return clientcore.Store(t, r, err)
}

// ResolveTrace resolves as Resolve does and reports each step to step,
// citing the class and method of the source that takes it.
func (d *Dialect) ResolveTrace(base, ref dialect.Reference, step func(dialect.Step)) (dialect.Reference, error) {
	return d.resolve(base.String(), ref.String(), step)
}

func (d *Dialect) resolve(bs, rs string, step func(dialect.Step)) (dialect.Reference, error) {
	for _, s := range []string{bs, rs} {
		if pe := dialectcore.CheckLength(name, s, d.opts.MaxLength); pe != nil {
			return dialect.Reference{}, pe
		}
	}
	v1 := d.opts.version == Version1
	fix := ruleFixup
	if v1 {
		fix = ruleFixup1
	}
	if len(rs) > maxURLLength {
		// fixup's first test; the base, a UURI already, was made before.
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: rs, Offset: maxURLLength, Len: len(rs) - maxURLLength,
			Rule: fix, Msg: msgTooLong}
	}
	rec := clientcore.NewRecorder(step)
	fail := func(input string, rule dialect.Rule, msg fixError) (dialect.Reference, error) {
		return dialect.Reference{}, &dialect.ParseError{Dialect: name, Input: input, Offset: 0, Len: len(input), Rule: rule,
			Msg: "URIException: " + string(msg)}
	}

	// The base: the page's UURI, made by getInstance(String) as every
	// URI Heritrix crawls is.
	fb, err := fixup(bs, "", v1)
	if err == "" && fb != "" && !hasSchemeText(fb) {
		err = "Relative URI but no base: " + fixError(fb)
	}
	if err != "" {
		return fail(bs, fix, "the page's URI: "+err)
	}
	b, err := parse(fb)
	if err != "" {
		return fail(bs, ruleParse, "the page's URI: "+err)
	}
	b.normalize()
	if !b.hasScheme {
		return fail(bs, ruleParse, "the page's URI: base URI required")
	}
	rec.Step(fix, "the page's URI, as UURIFactory made it", b.String())

	// The link: fixed up, parsed (UsableURI normalizes it), resolved
	// against the base, normalized again.
	fr, err := fixup(rs, b.scheme, v1)
	if err != "" {
		return fail(rs, fix, err)
	}
	rec.Step(fix, "fixed up: trimmed, backslashes, TAB CR LF, case, port, \"/../\" at the root, escapes; the fragment dropped", fr)
	r, err := parse(fr)
	if err != "" {
		return fail(rs, ruleParse, err)
	}
	r.normalize()
	t, err := resolve(&b, &r)
	if err != "" {
		return fail(rs, ruleResolve, err)
	}
	rec.Step(ruleResolve, "resolved against the base (RFC 2396's algorithm as httpclient has it)", t.String())
	t.normalize()
	s := t.String()
	rec.Step(ruleNormalize, "the path normalized: the URI Heritrix queues", s)
	if len(s) > maxURLLength {
		return fail(rs, ruleLength, "Created (escaped) uuri > 2083")
	}
	return clientcore.Split(s, grammar), nil
}

// msgTooLong is the URIException of a link over UsableURI.MAX_URL_LENGTH.
const msgTooLong = "URIException: URI length > 2083"

// hasSchemeText reports whether fixup's output starts with a scheme.
func hasSchemeText(s string) bool {
	p, _ := split(s)
	return p.scheme != ""
}
