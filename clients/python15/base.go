package python15

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: "Python 1.5.2", Sec: "Lib/urlparse.py", Function: "urljoin", Step: "base: the BASE element's HREF (the program's choice)"},
	dialect.Rule{Doc: "Python 1.5.2", Sec: "Lib/urlparse.py", Function: "urljoin", Step: "base: the document's address (the program's choice)"},
)

// EstablishBase establishes the base as a program of the time that called
// urljoin would: urlparse has no notion of a document, and urljoin takes
// whatever base its caller gives it. The profile takes the HREF of the
// page's BASE element, a relative one resolved against the page's
// address, else the page's own address, as the browsers of the time did
// (see [clientcore.BasePolicy]); a program that passed another base
// resolved differently, and the package doc says so.
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
