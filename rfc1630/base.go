package rfc1630

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// The rules base establishment cites. RFC 1630 names one source of a
// base, the "context URI", "that of the document or object containing a
// reference"; the BASE element that carries one inside an HTML document
// came with HTML 2.0 (RFC 1866, Section 5.2.2).
var (
	ruleContextURI = dialect.Rule{Doc: doc, Sec: secPartial}
	ruleHTMLBase   = dialect.Rule{Doc: "RFC 1866", Sec: "5.2.2"}
)

var basePolicy = dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: ruleHTMLBase},
		{Layer: dialect.EncapsulatingBase, Rule: ruleContextURI},
		{Layer: dialect.RetrievalBase, Rule: ruleContextURI},
		{Layer: dialect.DefaultBase, Rule: ruleContextURI},
	},
	Empty: ruleContextURI,
}

// EstablishBase establishes the context URI of a document. RFC 1630, in
// "Partial (relative) form": "In the World-Wide Web applications, the
// context URI is that of the document or object containing a reference."
// That is the retrieval URI, or the base of an enclosing object. The RFC
// predates any embedded base, but the browsers that read it (CERN libwww
// 2.x, NCSA Mosaic 2) honoured HTML's BASE element, so the first BASE
// HREF comes first, as HTML 2.0 (RFC 1866, Section 5.2.2) specifies; it
// must be absolute, as every text of the time says, or it is passed over
// with a warning. No header field is read: none existed. The
// application's default comes last; without any, the base is empty.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, &basePolicy, &src)
}
