package python15

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key.
const name = "python15"

// A Dialect resolves URLs as Python 1.5's urlparse.urljoin did. It is
// immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("python15"), String (the name and the options that differ from
// the defaults: "python15(version=1.5)"), Info, Options, With (the keys
// "version", with values "1.5.2", "1.5" and "2.7", and "maxlength", a
// number of bytes) and Relativize.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.RelativizingCore[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Python 1.5.2's urljoin.
var Default = New()

// kind describes the module and the six components urlparse returns.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](versionOption),
	Info: dialect.Info{
		Name:     name,
		Document: "Python 1.5 urlparse",
		Title:    "Python 1.5's urlparse module: urlparse, urlunparse and urljoin (Lib/urlparse.py)",
		Date:     "1998-1999 (Python 1.5, January 1998, to 1.5.2, April 1999); the option version=2.7 follows Python 2.7 (2010)",
		Status:   "client profile: a library's resolver, modelled from its source",
		Kind:     dialect.Client,
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "netloc",
			dialect.Path:      "path",
			dialect.Params:    "params",
			dialect.Query:     "query",
			dialect.Fragment:  "fragment",
		}.List(),
	},
	Search: dialectcore.SearchEvery,
}

var (
	_ dialect.ContextParser = (*Dialect)(nil)
	_ dialect.TextResolver  = (*Dialect)(nil)
)

// Version names the text of Lib/urlparse.py that the dialect follows.
type Version uint8

const (
	// Version152 is the text that Python 1.5.2 (April 1999) shipped: it
	// has the fast path for "http:" URLs, "gopher" among the schemes
	// whose query urlparse splits off, and, at the end of urljoin, the
	// case that turns the segments ['', '..'] into ['', ''] ("/"). It is
	// the default.
	Version152 Version = iota
	// Version15 is the earlier text of Python 1.5 (January 1998): no
	// "gopher" in uses_query, and no ['', '..'] case, so that a path
	// whose last ".." climbs to the root ends as [''], the empty path.
	// urlunparse writes "/" for it after a netloc, so the two texts part
	// only without one: "../../.." against "http:/b/c/d" gives "http:"
	// (1.5) or "http:/" (1.5.2).
	Version15
	// Version27 is the text of Python 2.7 (the last 2.x, 2010-2020), whose
	// urlsplit, urlunsplit and urljoin were written anew after 1.5: the
	// netloc ends at "/", "?" or "#"; the fragment follows the first "#";
	// the params are split off the last segment only; "" gives the base
	// itself; an unbalanced "[" or "]" in a netloc is an error; ";x" and
	// "?y" are merged as RFC 2396 merges them (the base's params are kept
	// only for a reference with neither path nor params); a ".." never
	// removes a ".." before it; urlunsplit writes "//" for a scheme that
	// uses a netloc even when the netloc is empty. See "Python 2.7" in the
	// package doc.
	Version27
)

// versionOption is the option "version".
var versionOption = optiontable.NewEnum("version", []string{Version152: "1.5.2", Version15: "1.5", Version27: "2.7"},
	`the text of Lib/urlparse.py: "1.5.2" (April 1999); "1.5" (January 1998), without "gopher" in uses_query `+
		`and without urljoin's case for the segments ['', '..'] ("../../.." against "http:/b/c/d" gives "http:", not "http:/"); `+
		`or "2.7" (2010), urlsplit and urljoin as 2.x rewrote them (";x" gives "http://a/b/c/;x", "" the base, "../../../../g" "http://a/../../g")`,
	func(o *options) *Version { return &o.version })

// String returns the option value that selects v: "1.5.2", "1.5" or "2.7".
func (v Version) String() string { return versionOption.Name(v) }

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	version Version
}

// WithVersion selects the text of Lib/urlparse.py (key "version"); the
// default is [Version152].
func WithVersion(v Version) Option { return versionOption.With(v) }

// WithMaxLength sets the longest string, in bytes, that Parse and Validate
// accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0 or less
// for [dialect.DefaultMaxLength]. Python set no limit.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }

// doc is the name a rule cites: the Python release whose text is followed.
func (o *options) doc() string {
	switch o.version {
	case Version15:
		return "Python 1.5"
	case Version27:
		return "Python 2.7"
	}
	return "Python 1.5.2"
}
