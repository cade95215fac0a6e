package netscape4

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: client, Sec: "lib/layout", Function: "BASE"},
	dialect.Rule{Doc: client, Sec: "lib/libnet/mkgeturl.c", Function: "URL_s->address"},
)

// EstablishBase establishes the base as Navigator did: the HREF of the
// page's BASE element, a relative one resolved against the page's
// address, else the page's own address. Header fields are not consulted
// (see [clientcore.BasePolicy]).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
