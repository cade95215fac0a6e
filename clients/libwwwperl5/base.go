package libwwwperl5

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
)

// basePolicy is HTTP::Response::base of libwww-perl 5.14
// (lib/HTTP/Response.pm), with the BASE element that HTML::HeadParser
// turns into a Content-Base header first:
//
//	my $base = $self->header('Content-Base')     ||  # HTTP/1.1
//	           $self->header('Content-Location') ||  # HTTP/1.1
//	           $self->header('Base')             ||  # backwards compatability HTTP/1.0
//	           $self->request->url;
var basePolicy = &dialectcore.BasePolicy{
	Steps: []dialectcore.BaseStep{
		{Layer: dialect.EmbeddedBase, Rule: dialect.Rule{Doc: release, Sec: "lib/HTML/HeadParser.pm", Function: "start",
			Step: "<base href> sets the Content-Base header"}},
		{Layer: dialect.HeaderBase, Field: "Content-Base", Rule: dialect.Rule{Doc: release, Sec: "lib/HTTP/Response.pm", Function: "base", Step: "Content-Base"}},
		{Layer: dialect.HeaderBase, Field: "Content-Location", Rule: dialect.Rule{Doc: release, Sec: "lib/HTTP/Response.pm", Function: "base", Step: "Content-Location"}},
		{Layer: dialect.HeaderBase, Field: "Base", Rule: dialect.Rule{Doc: release, Sec: "lib/HTTP/Response.pm", Function: "base", Step: "Base"}},
		{Layer: dialect.RetrievalBase, Rule: dialect.Rule{Doc: release, Sec: "lib/HTTP/Response.pm", Function: "base", Step: "$self->request->url"}},
	},
	Empty:           dialect.Rule{Doc: release, Sec: "lib/URI/URL/_generic.pm", Function: "abs", Step: "(1)"},
	ResolveRelative: false,
}

// EstablishBase establishes the base as HTTP::Response::base did, with a
// page's BASE element first (HTML::HeadParser, which LWP::UserAgent runs
// on every HTML response, sets Content-Base from it, over a header of that
// name): then the Content-Base, Content-Location and Base header fields,
// then the request's URL. base returned a relative value as it was, which
// abs then resolved against; here a relative candidate is passed over
// with a warning (see "Deviations" in the package doc).
func (d *Dialect) EstablishBase(src dialect.BaseSource) dialect.Base {
	return dialectcore.EstablishBase(d, basePolicy, &src)
}

var _ dialect.BaseEstablisher = (*Dialect)(nil)
