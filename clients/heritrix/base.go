package heritrix

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

var basePolicy = clientcore.BasePolicy(
	dialect.Rule{Doc: client, Sec: "org/archive/modules/extractor/ExtractorHTML.java", Function: "processGeneralTag", Step: "BASE"},
	dialect.Rule{Doc: client, Sec: "org/archive/modules/CrawlURI.java", Function: "getBaseURI"},
)

// EstablishBase establishes the base as Heritrix's HTML extractor does:
// the HREF of the page's BASE element, resolved against the page's URI,
// else the page's URI (CrawlURI.getBaseURI). Header fields are not
// consulted (see [clientcore.BasePolicy]).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
