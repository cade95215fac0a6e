package rfc2396

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Section 5.1's layers, and the header fields of MHTML (RFC 2110, Section
// 4) and HTTP/1.1 (RFC 2068, Sections 14.11 and 14.15) that Section
// 5.1.1 points to for "embedding the base URI within MIME container
// types".
var (
	ruleBaseContent   = dialect.Rule{Doc: "RFC 2396", Sec: "5.1.1"}
	ruleContentBase   = dialect.Rule{Doc: "RFC 2068", Sec: "14.11"}
	ruleContentLoc    = dialect.Rule{Doc: "RFC 2068", Sec: "14.15"}
	ruleBaseEnclosing = dialect.Rule{Doc: "RFC 2396", Sec: "5.1.2"}
	ruleBaseRetrieval = dialect.Rule{Doc: "RFC 2396", Sec: "5.1.3"}
	ruleBaseDefault   = dialect.Rule{Doc: "RFC 2396", Sec: "5.1.4"}
)

var basePolicy = dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: ruleBaseContent},
		{Layer: dialect.HeaderBase, Field: "Content-Base", Rule: ruleContentBase},
		{Layer: dialect.HeaderBase, Field: "Content-Location", Rule: ruleContentLoc},
		{Layer: dialect.EncapsulatingBase, Rule: ruleBaseEnclosing},
		{Layer: dialect.RetrievalBase, Rule: ruleBaseRetrieval},
		{Layer: dialect.DefaultBase, Rule: ruleBaseDefault},
	},
	Empty: ruleBaseDefault,
}

// EstablishBase establishes a document's base URI by Section 5.1, "in one
// of four ways, listed below in order of precedence":
//
//   - 5.1.1, the base embedded in the content: the first BASE element's
//     HREF (Appendix D: "HTML defines a special element "BASE" which, when
//     present in the "HEAD" portion of a document, signals that the
//     parser should use the BASE element's "HREF" attribute as the base
//     URI"); then the message header fields that Section 5.1.1 points to
//     for MIME ("A mechanism for embedding the base URI within MIME
//     container types ... is defined by MHTML [RFC2110]"), as HTTP/1.1 of
//     the time defined them: "Content-Base", then an absolute
//     "Content-Location" (RFC 2068, Section 14.11: "If no Content-Base
//     field is present, the base URI of an entity is defined either by
//     its Content-Location (if that Content-Location URI is an absolute
//     URI) or the URI used to initiate the request, in that order of
//     precedence");
//   - 5.1.2, the base of the encapsulating entity;
//   - 5.1.3, the retrieval URI, the last one after redirects;
//   - 5.1.4, the application's default; without one, the empty base.
//
// "The "HREF" attribute must be an absolute URI" (Appendix D), and
// Content-Base is an absoluteURI: a relative candidate is passed over with
// a warning. A fragment is kept: Section 5.1 does not strip it, and an
// empty reference, the one place it could matter, is "a reference to the
// current document" (Section 4.2), not resolved.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, &basePolicy, &src)
}
