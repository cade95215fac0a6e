package whatwg

import (
	"strings"

	"github.com/uridialect/uridialect/dialect"
)

// The HTML Standard's rules for a document's base URL, which the URL
// Standard leaves to it (its parser takes the base as an argument).
var (
	ruleFrozenBase   = dialect.Rule{Doc: "HTML Standard", Sec: "4.2.3", Step: "frozen base URL"}
	ruleFallbackBase = dialect.Rule{Doc: "HTML Standard", Sec: "2.4.1", Step: "fallback base URL"}
	ruleDocumentBase = dialect.Rule{Doc: "HTML Standard", Sec: "2.4.1", Step: "document base URL"}
)

// EstablishBase establishes a document's base URL as browsers do, by the
// HTML Standard. "The document base URL of a Document object is the
// absolute URL obtained by running these steps: If there is no base
// element that has an href attribute in the Document, then return the
// Document's fallback base URL. Otherwise, return the frozen base URL of
// the first base element in the Document that has an href attribute"
// (Section 2.4.1). The frozen base URL is the href "parsed" against the
// fallback base URL, or the fallback base URL itself when that fails
// (Section 4.2.3, "set the frozen base URL"). The fallback base URL is,
// for an iframe srcdoc document, its container's document base URL (the
// encapsulating entity's base here), else the document's URL (the
// retrieval URI), with the application's default last.
//
// A header field such as Content-Location is not read: browsers do not
// take a base from it. The fragment of the base is kept, as the URL record
// keeps it; the parser never inherits it.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	var warn dialect.Errors
	b := d.fallbackBase(&src, &warn)
	if len(src.Embedded) > 0 {
		href := strings.Trim(src.Embedded[0], " \t\r\n\f")
		if res, err := dialect.ResolveString(d, b.URI, href); err == nil {
			b = dialect.Base{URI: res, Layer: dialect.EmbeddedBase, Rule: ruleFrozenBase}
		} else {
			warn.Add(&dialect.ParseError{Dialect: name, Input: href, Rule: ruleFrozenBase,
				Msg: "the base element's href does not parse, so the frozen base URL is the fallback base URL: " + err.Error()})
		}
	}
	if b.URI != "" {
		for _, pe := range dialect.Violations(d.Validate(b.URI)) {
			warn.Add(pe)
		}
	}
	b.Warnings = warn.Err()
	return b
}

// fallbackBase is the document's fallback base URL: the first layer that
// parses as a URL, serialized.
func (d *Dialect) fallbackBase(src *dialect.BaseSource, warn *dialect.Errors) dialect.Base {
	for _, c := range []struct {
		layer dialect.BaseLayer
		uri   string
	}{{dialect.EncapsulatingBase, src.Encapsulating}, {dialect.RetrievalBase, src.Retrieval}, {dialect.DefaultBase, src.Default}} {
		uri := strings.Trim(c.uri, " \t\r\n\f")
		if uri == "" {
			continue
		}
		res, err := dialect.ResolveString(d, "", uri)
		if err != nil {
			warn.Add(&dialect.ParseError{Dialect: name, Input: uri, Rule: ruleFallbackBase,
				Msg: "the " + c.layer.String() + " base is passed over: " + err.Error()})
			continue
		}
		return dialect.Base{URI: res, Layer: c.layer, Rule: ruleFallbackBase}
	}
	return dialect.Base{Layer: dialect.NoBase, Rule: ruleDocumentBase}
}
