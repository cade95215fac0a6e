package engine

import (
	"github.com/uridialect/uridialect/clients/heritrix"
	"github.com/uridialect/uridialect/clients/libwwwperl5"
	"github.com/uridialect/uridialect/clients/lynx2"
	"github.com/uridialect/uridialect/clients/mosaic2"
	"github.com/uridialect/uridialect/clients/msie3"
	"github.com/uridialect/uridialect/clients/netscape4"
	"github.com/uridialect/uridialect/clients/python15"
	"github.com/uridialect/uridialect/clients/wget1"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/rfc1630"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc2396"
	"github.com/uridialect/uridialect/rfc3986"
	"github.com/uridialect/uridialect/whatwg"
)

// registry holds the built-in dialects: the specifications in order of
// publication, the living WHATWG URL Standard last, then the client
// profiles.
var registry = append(append([]dialect.Dialect(nil), specifications...), clients...)

// specifications are the dialects that model a specification's text.
var specifications = []dialect.Dialect{
	rfc1630.Default,
	draft01.Default,
	rfc1808.Default,
	rfc2396.Default,
	rfc3986.Default,
	whatwg.Default,
}

// clients are the client profiles: browsers, libraries and crawlers of
// 1993-2010, each modelled from its source code (its Info().Kind is
// dialect.Client).
// A client is registered by one line here.
var clients = []dialect.Dialect{
	mosaic2.Default,
	lynx2.Default,
	netscape4.Default,
	msie3.Default,
	libwwwperl5.Default,
	python15.Default,
	wget1.Default,
	heritrix.Default,
}
