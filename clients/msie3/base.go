package msie3

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: "MSIE 3.01", Sec: `observed: every answer of Fielding 1997 is against the page's <BASE href>`},
	dialect.Rule{Doc: "MSIE 3.01", Sec: "model: the document's address"},
)

// EstablishBase establishes the base as the model of MSIE 3.01 does: the
// HREF of the page's BASE element (Roy Fielding's pages set their base so,
// and MSIE 3.01's every answer follows it), a relative one resolved
// against the page's address (a choice: unobserved), else the page's own
// address. Header fields are not consulted (unobserved; see
// [clientcore.BasePolicy]).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
