package wget1

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: client, Sec: "src/html.c", Function: "html_base"},
	dialect.Rule{Doc: client, Sec: "src/recur.c", Function: "recursive_retrieve", Step: "canon_this_url"},
)

// EstablishBase establishes the base as get_urls_html did: the HREF of
// the page's BASE element (html_base), a relative one joined to the
// page's address, else the page's own address. Wget read no header field
// for a base. Wget took the BASE element's HREF only from where it stood
// in the page: the links before it were resolved against the page's
// address; the model, given one base for the page, cannot say so (see
// "The base" in the package doc).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
