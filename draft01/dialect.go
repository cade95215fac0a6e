package draft01

import (
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/internal/kernel/dialectcore"
	"github.com/uridialect/uridialect/internal/kernel/optiontable"
)

// A Dialect parses, resolves and validates relative URLs by the rules of
// draft-ietf-uri-relative-url-01. It is immutable and safe for concurrent
// use; make one with [New], or use [Default].
//
// Besides the methods below, a Dialect has those every dialect shares:
// Name ("draft01"), String (the name and the settings that differ from the
// defaults, as the option keys write them, declared schemes by name:
// "draft01(fragments=none,scheme.https=netloc+params+query+fragment)"),
// Info, Options and With.
//
// ResolveText and NewTextResolver ([dialect.BatchResolver]) parse a
// reference in the context of the base as [Dialect.ParseIn] does, with
// the same length check, and resolve it as Resolve does.
type Dialect struct {
	core
	opts options
}

type core = dialectcore.TextCore[options, *Dialect]

// New returns a Dialect with the given options applied in order over the
// defaults: the table of Section 2.3.6, a WWW system (Uses-Fragment as
// listed), undeclared schemes in no set.
func New(opts ...Option) *Dialect { return kind.New(dialectcore.Apply(opts)) }

// Default follows the draft's text: the categories of Section 2.3.6 in a
// system that uses fragment identifiers, as the World-Wide Web does.
var Default = New()

// name is the registry key of the dialect.
const name = "draft01"

// kind describes the draft and names its components as Section 2.1 does:
// "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>".
var kind = &dialectcore.Kind[options, *Dialect]{
	Build: func(o options) *Dialect { return &Dialect{opts: o} },
	// The options for With and the command line's -o. String writes
	// the settings that differ from the defaults as these keys write
	// them, declared schemes last and by name:
	// "draft01(fragments=none,scheme.https=netloc+params+query+fragment)".
	Options: optiontable.New[options](fragmentsOption, schemeOption, undeclaredOption, contextOption),
	Info: dialect.Info{
		Name:     name,
		Document: doc,
		Title:    "Relative Uniform Resource Locators",
		Date:     "28 October 1994",
		Status:   "Internet-Draft, expired 28 April 1995; revised into RFC 1808",
		Parts:    partNames,
	},
	Text: (*Dialect).resolveText,
}

// partNames are the draft's names of the components, in Info and in
// traces: those RFC 1808 kept.
var partNames = dialectcore.RelativeURLParts

var (
	_ dialect.ContextParser = (*Dialect)(nil)
)
