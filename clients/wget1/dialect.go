package wget1

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/clientcore"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// name is the dialect's registry key; client names the crawler in every
// rule the dialect cites.
const (
	name   = "wget1"
	client = "GNU Wget 1.5.3"
)

// A Dialect resolves the links of a page as a recursive retrieval of GNU
// Wget 1.5.3 did, or, with option version=1.8, as Wget 1.8 did. It is
// immutable and safe for concurrent use.
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("wget1"), String ("wget1(port=shown)" with the options that
// differ from the defaults), Info, Options and With (the keys "version",
// with values "1.5.3" and "1.8", "port", with values "omit-default" and
// "shown", and "maxlength", a number of bytes).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// New returns the dialect with opts applied in order.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default is Wget 1.5.3 as its source has it, the default port left out
// of the result.
var Default = New()

var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](versionOption, portOption),
	Info: dialect.Info{
		Name:     name,
		Document: "GNU Wget 1.5.3",
		Title:    "GNU Wget 1.5.3, a crawler: src/url.c (get_urls_html, construct, parseurl, str_url), src/html.c, src/utils.c",
		Date:     "September 1998 (Wget 1.8, December 2001, as an option)",
		Status:   "client: a crawler, modelled from its source (the 1.5.3 release, commit 31d6616c of the mirror/wget history)",
		Kind:     dialect.Client,
		Parts:    clientcore.Parts,
	},
}

var _ dialect.TextResolver = (*Dialect)(nil)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	optiontable.Limits
	version Version
	port    Port
}

// Version selects the release of Wget whose rules the dialect follows.
type Version uint8

const (
	// Version153 is GNU Wget 1.5.3 (September 1998; commit 31d6616c of
	// the mirror/wget history): get_urls_html, construct, parseurl and
	// str_url of src/url.c. It is the default.
	Version153 Version = iota
	// Version18 is GNU Wget 1.8 (December 2001; commit fdd51b8d): the
	// link merged by uri_merge_1 (src/url.c:1409) and parsed by url_parse
	// (:641), escapes made conformant by reencode_string (:338), the path
	// simplified by path_simplify (src/utils.c:511), u->url rebuilt by
	// url_string (:1601) where a part changed. See "Version 1.8" in the
	// package doc.
	Version18
)

// versionOption is the option "version".
var versionOption = optiontable.NewEnum("version", []string{Version153: "1.5.3", Version18: "1.8"},
	`the release of Wget: "1.5.3" (get_urls_html, construct, parseurl and str_url of src/url.c), or "1.8" `+
		`(uri_merge_1, url_parse, reencode_string and url_string of src/url.c, path_simplify of src/utils.c, at commit fdd51b8d)`,
	func(o *options) *Version { return &o.version })

// String returns the option value that selects v: "1.5.3" or "1.8".
func (v Version) String() string { return versionOption.Name(v) }

// WithVersion selects the release of Wget (key "version"); the default
// is [Version153].
func WithVersion(v Version) Option { return versionOption.With(v) }

// Port selects how the result shows the port. str_url of Wget 1.5.3's
// src/url.c always writes one ("http://a:80/b/c/g"), the form Wget
// printed in its log and compared in its list of URLs seen; the archives
// and every other dialect write the default port not at all. Wget 1.8's
// u->url writes a port as it was written, or, where url_string rebuilt
// it, only one that is not the scheme's default.
type Port uint8

const (
	// PortDefaultOmitted leaves out the scheme's default port (80 for
	// http, 21 for ftp) and writes any other: "http://a/b/c/g",
	// "http://a:8080/g". Under [Version18] it leaves out a default port
	// written in a URL that url_string did not rebuild ("http://a:080/g"
	// is "http://a/g"). It is the default, so that a result compares
	// with the other dialects' and with the URLs archives hold.
	PortDefaultOmitted Port = iota
	// PortShown writes the port always, as str_url did: the result is
	// Wget's u->url byte for byte. Under [Version18] it is u->url byte
	// for byte too: a port as written, or none where it is the default
	// and url_string rebuilt the URL.
	PortShown
)

// portOption is the option "port".
var portOption = optiontable.NewEnum("port", []string{PortDefaultOmitted: "omit-default", PortShown: "shown"},
	`how the result shows the port: "omit-default" leaves out 80 for http and 21 for ftp; "shown" writes it always, `+
		`as str_url of src/url.c did ("http://a:80/b/c/g", Wget's u->url); under version 1.8, "shown" is 1.8's u->url, `+
		`which writes a default port only as written in a URL url_string did not rebuild`,
	func(o *options) *Port { return &o.port })

// String returns the option value that selects p.
func (p Port) String() string { return portOption.Name(p) }

// WithPort selects how the result shows the port (key "port"); the
// default is [PortDefaultOmitted].
func WithPort(p Port) Option { return portOption.With(p) }

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Wget set none: it allocated what
// each string needed.
func WithMaxLength(n int) Option { return func(o *options) { o.MaxLength = dialect.MaxLength(n) } }
