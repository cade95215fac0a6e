package whatwg

import (
	"fmt"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A Dialect parses, resolves and validates URLs by the URL Standard. It
// is immutable and safe for concurrent use; make one with [New], or use
// [Default].
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("whatwg"), String (the name and the options that differ from the
// defaults: "whatwg(encoding=shift_jis)"), Info, Options and With (the
// options encoding and maxlength).
type Dialect struct {
	core
	opts options
}

type core = dialectcore.Core[options, *Dialect]

// name is the registry key of the dialect.
const name = "whatwg"

// Version is the snapshot of the Standard this package follows: the
// whatwg/url commit of its url.bs and the date of that commit.
const Version = "2 July 2026 (whatwg/url 6ae8486)"

// kind describes the URL Standard and names the components of a URL
// record as it does (Section 4.1: "scheme", "username" and "password",
// "host", "port", "path", "query", "fragment"); the authority and the
// userinfo are the stretches of the serialization that hold them.
var kind = &dialectcore.Kind[options, *Dialect]{
	Build:   func(o options) *Dialect { return &Dialect{opts: o} },
	Options: optiontable.New[options](encodingOption),
	Info: dialect.Info{
		Name:     name,
		Document: "URL Standard",
		Title:    "URL Living Standard (WHATWG)",
		Date:     Version,
		Status:   "Living Standard; what browsers, Node and replay tools implement",
		Parts: dialect.PartNames{
			dialect.Scheme:    "scheme",
			dialect.Authority: "authority",
			dialect.UserInfo:  "username:password",
			dialect.Host:      "host",
			dialect.Port:      "port",
			dialect.Path:      "path",
			dialect.Query:     "query",
			dialect.Fragment:  "fragment",
		}.List(),
	},
}

// New returns a Dialect with the given options applied in order over the
// Standard's defaults, as every dialect's New does. An option that cannot
// apply is a mistake in the program, and New panics with its error: only
// [WithEncoding] can fail, on a label the Encoding Standard does not know.
// For a label that comes from input (a document's charset), use [TryNew],
// or [Dialect.With]("encoding", label), which return the error.
func New(opts ...Option) *Dialect {
	d, err := TryNew(opts...)
	if err != nil {
		panic(err)
	}
	return d
}

// TryNew is [New] for options that may fail: it returns the first error
// instead of panicking ("whatwg: "klingon" is not an encoding label of
// the Encoding Standard").
func TryNew(opts ...Option) (*Dialect, error) {
	o, err := dialectcore.TryApply(opts)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return kind.New(o), nil
}

// Default is the URL Standard's basic URL parser with its defaults: the
// document's encoding is UTF-8.
var Default = kind.New(options{})

// The interfaces the Dialect implements besides those of the kit's
// core (dialect.Describer, dialect.Configurable, fmt.Stringer).
var (
	_ dialect.TextResolver       = (*Dialect)(nil)
	_ dialect.BatchResolver      = (*Dialect)(nil)
	_ dialect.HTMLStandardReader = (*Dialect)(nil)
	_ dialect.BaseEstablisher    = (*Dialect)(nil)
)

// ReadsHTMLStandard reports true: the URL Standard is read beside the HTML
// Standard, whose tokenizer gives the attribute values browsers resolve
// ([dialect.HTMLStandardReader]).
func (d *Dialect) ReadsHTMLStandard() bool { return true }
