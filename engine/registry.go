package engine

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/draft01"
	"github.com/uridialect/uridialect/rfc1630"
	"github.com/uridialect/uridialect/rfc1808"
	"github.com/uridialect/uridialect/rfc2396"
	"github.com/uridialect/uridialect/rfc3986"
	"github.com/uridialect/uridialect/whatwg"
)

// registry holds the built-in dialects in order of publication, the
// living WHATWG URL Standard last.
var registry = []dialect.Dialect{
	rfc1630.Default,
	draft01.Default,
	rfc1808.Default,
	rfc2396.Default,
	rfc3986.Default,
	whatwg.Default,
}
