package rfc3986

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Section 5.1's layers, and the MHTML rule (RFC 2557, Section 5; the text
// kept in cmd/uridialect/internal/spectext/specs is its last draft, draft-ietf-mhtml-rev-07) that
// Section 5.1.2 names.
var (
	ruleBaseContent   = dialect.Rule{Doc: doc, Sec: "5.1.1"}
	ruleBaseEnclosing = dialect.Rule{Doc: doc, Sec: "5.1.2"}
	ruleContentLoc    = dialect.Rule{Doc: "RFC 2557", Sec: "5"}
	ruleBaseRetrieval = dialect.Rule{Doc: doc, Sec: "5.1.3"}
	ruleBaseDefault   = dialect.Rule{Doc: doc, Sec: "5.1.4"}
)

var basePolicy = dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: ruleBaseContent},
		{Layer: dialect.HeaderBase, Field: "Content-Location", Rule: ruleContentLoc},
		{Layer: dialect.EncapsulatingBase, Rule: ruleBaseEnclosing},
		{Layer: dialect.RetrievalBase, Rule: ruleBaseRetrieval},
		{Layer: dialect.DefaultBase, Rule: ruleBaseDefault},
	},
	Empty:           ruleBaseDefault,
	ResolveRelative: true,
	StripFragment:   true,
}

// EstablishBase establishes the base URI of a document by Section 5.1,
// "in one of four ways, discussed below in order of precedence": the base
// embedded in the content (5.1.1; for HTML, the first BASE element's
// HREF), the base of the encapsulating entity (5.1.2, which names MHTML's
// mechanism, RFC 2557, Section 5: "(b) There is a Content-Location header
// in the immediately surrounding heading of the body part and it contains
// an absolute URI. This URI can serve as a base in the same way as a
// requested URI can serve as a base"), the retrieval URI (5.1.3), and the
// application's default (5.1.4); without any, the empty base.
// "Content-Base" is not read: MHTML dropped it ("This header was specified
// in RFC 2110, but has been removed in this new version of the MHTML
// standard", Section 2.2), and so did HTTP/1.1 as revised (RFC 2616).
//
// Section 5.1: "If the base URI is obtained from a URI reference, then
// that reference must be converted to absolute form and stripped of any
// fragment component prior to its use as a base URI." So a relative
// candidate is resolved against the base the outer layers establish (a
// relative BASE HREF against Content-Location or the retrieval URI), and
// any fragment is removed.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, &basePolicy, &src)
}
