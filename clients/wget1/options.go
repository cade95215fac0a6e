package wget1

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// An Option configures a [Dialect].
type Option func(*options)

type options struct {
	port      Port
	maxLength int // 0 for dialect.DefaultMaxLength
}

// Port selects how the result shows the port. str_url of src/url.c
// always writes one ("http://a:80/b/c/g"), the form Wget printed in its
// log and compared in its list of URLs seen; the archives and every other
// dialect write the default port not at all.
type Port uint8

const (
	// PortDefaultOmitted leaves out the scheme's default port (80 for
	// http, 21 for ftp) and writes any other: "http://a/b/c/g",
	// "http://a:8080/g". It is the default, so that a result compares
	// with the other dialects' and with the URLs archives hold.
	PortDefaultOmitted Port = iota
	// PortShown writes the port always, as str_url did: the result is
	// Wget's u->url byte for byte.
	PortShown
)

var portNames = [...]string{PortDefaultOmitted: "omit-default", PortShown: "shown"}

// String returns the option value that selects p.
func (p Port) String() string { return optiontable.Name("Port", portNames[:], p) }

// WithPort selects how the result shows the port (key "port"); the
// default is [PortDefaultOmitted].
func WithPort(p Port) Option {
	return func(o *options) { o.port = p }
}

// WithMaxLength sets the longest string, in bytes, that Parse, Resolve and
// Validate accept (key "maxlength"): n as [dialect.MaxLength] reads it, 0
// or less for [dialect.DefaultMaxLength]. Wget set none: it allocated what
// each string needed.
func WithMaxLength(n int) Option {
	return func(o *options) { o.maxLength = dialect.MaxLength(n) }
}

// optionTable names the options: port and maxlength.
var optionTable = optiontable.Table[options]{
	Dialect: name,
	Specs: []optiontable.Spec[options]{
		optiontable.Enum("port", portNames[:],
			`how the result shows the port: "omit-default" leaves out 80 for http and 21 for ftp; "shown" writes it always, `+
				`as str_url of src/url.c did ("http://a:80/b/c/g", Wget's u->url)`,
			func(o *options) *Port { return &o.port }),
		optiontable.MaxLength(func(o *options) *int { return &o.maxLength }),
	},
}
