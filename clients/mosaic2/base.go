package mosaic2

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: client, Sec: "src/gui.c", Function: "url_base_override"},
	dialect.Rule{Doc: client, Sec: "src/gui.c", Function: "cached_url"},
)

// EstablishBase establishes the base as Mosaic did: the HREF of the
// page's BASE element (src/gui.c keeps it as url_base_override, and links
// are resolved against it), else the page's own address (cached_url). A
// relative BASE HREF is resolved against the page's address. Header
// fields are not consulted (see [clientcore.BasePolicy]).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
