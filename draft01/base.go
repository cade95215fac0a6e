package draft01

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// Sections 3.1 to 3.4, in order of precedence.
var (
	ruleBaseContent   = dialect.Rule{Doc: doc, Sec: "3.1"}
	ruleBaseHeader    = dialect.Rule{Doc: doc, Sec: "3.2"}
	ruleBaseRetrieval = dialect.Rule{Doc: doc, Sec: "3.3"}
	ruleBaseDefault   = dialect.Rule{Doc: doc, Sec: "3.4"}
)

var basePolicy = dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: ruleBaseContent},
		{Layer: dialect.HeaderBase, Field: "Base-URL", Rule: ruleBaseHeader},
		{Layer: dialect.EncapsulatingBase, Rule: ruleBaseRetrieval},
		{Layer: dialect.RetrievalBase, Rule: ruleBaseRetrieval},
	},
	Empty: ruleBaseDefault,
}

// EstablishBase chooses the base URL of a document by Section 3 (step 1
// of Section 4), "listed here in order of precedence": the base embedded
// in the content, the first BASE element's HREF (Section 3.1, as Section
// 10 describes for HTML), else the "Base-URL" message header (Section
// 3.2: "It is recommended that the format of this header be: Base-URL:
// absoluteURL where "Base-URL" is case-insensitive"; the first such field
// counts), else the retrieval context (Section 3.3): the base of the
// entity that enclosed the document, if any, then the URL used to
// retrieve it, the last one after redirects; else the empty string
// (Section 3.4), under which "all embedded URLs within that document
// shall be interpreted as absolute". src.Default is not used: Section 3.4
// leaves no room for one.
//
// A candidate without a scheme (Section 2.4.1) is passed over with a
// warning: the base must be absolute ("the absolute "base URL" of that
// document must be known", Section 3; "Base-URL: absoluteURL", Section
// 3.2; "The "HREF" attribute must be an absolute URL", Section 10), and
// the draft does not say how a relative one would be resolved. A
// fragment is kept, as the draft never strips one. The draft predates
// HTTP's Content-Base and Content-Location: neither is read.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, &basePolicy, &src)
}
