package lynx2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "BASE"},
	dialect.Rule{Doc: client, Sec: "src/HTML.c", Function: "HTML_start_element", Step: "node_anchor->address"},
)

// EstablishBase establishes the base as Lynx did: the HREF of the page's
// BASE element (src/HTML.c builds base_href from it, a relative one
// resolved against the page's address), else the page's own address.
// Header fields are not consulted (see [clientcore.BasePolicy]). Which of
// the two it was changes the answer: see the option base.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
