package dialect

// A Dialect parses and resolves URI references by the rules of one
// specification. Implementations must be immutable and safe for concurrent
// use: options produce a new Dialect, never change one.
type Dialect interface {
	// Name is the registry key, e.g. "rfc2396".
	Name() string
	// Parse splits s into the components its specification defines,
	// without a base. Dialects whose parsing depends on the base (the 1994
	// draft parses a relative reference by its base's scheme) say in
	// their package doc what Parse assumes, and implement [ContextParser].
	Parse(s string) (Reference, error)
	// Resolve applies the specification's resolution algorithm. base and
	// ref are taken as their text, String(): a Reference parsed by another
	// dialect, or built part by part, is parsed again (and a dialect that
	// parses in the base's context parses ref against base). A Reference
	// marked with the dialect's own [Grammar] by its Parse is read as it
	// is, which gives the same result without the second parse.
	//
	// The result's text is the whole of its Source: its parts stand
	// there in order, with their separators, so String returns Source.
	Resolve(base, ref Reference) (Reference, error)
}

// A ContextParser parses a reference in the context of a base, for
// specifications in which the base decides how a relative reference is
// split (draft-ietf-uri-relative-url-01, Section 2.2: "relative URLs are
// parsed within the context of the base URL").
type ContextParser interface {
	ParseIn(base Reference, s string) (Reference, error)
}

// A TextResolver resolves the text of a reference against a base already
// parsed, into a Reference the caller owns. It is the batch's operation,
// as [net/url.URL.Parse] is net/url's: one call, no Reference copied in
// or out, and with t reused from call to call, no allocation but the
// result's string.
//
// ResolveText(t, base, ref) gives the same target and the same error as
// ParseIn(base, ref) (or Parse(ref)) followed by Resolve(base, r), and
// writes the target to *t; on error *t is left as it was. t may be base:
// a chain of resolutions can reuse one Reference. base is read, never
// changed. As for Resolve, the target's text is t.Source(), which a
// caller may take without the check String makes.
type TextResolver interface {
	ResolveText(t, base *Reference, ref string) error
}

// A Validator checks a string against the specification's grammar. It
// returns nil for a valid string, otherwise an error that lists every
// violation: a [*github.com/hashicorp/go-multierror.Error] of
// [*ParseError], sorted by offset ([Violations] unpacks it).
type Validator interface {
	Validate(s string) error
}

// A Tracer resolves as Resolve does and reports each step it takes, in
// order, to step. Resolve itself records nothing.
type Tracer interface {
	ResolveTrace(base, ref Reference, step func(Step)) (Reference, error)
}

// A Describer tells what specification a dialect models.
type Describer interface {
	Info() Info
}

// A Configurable dialect has options that can be set by name, as the
// command line's -o KEY=VALUE does. With returns a new Dialect and leaves
// the receiver unchanged; an unknown key or value is an error naming the
// known ones.
type Configurable interface {
	Options() []OptionInfo
	With(key, value string) (Dialect, error)
}

// Info describes the specification a dialect models.
type Info struct {
	Name     string // registry key: "rfc2396"
	Document string // "RFC 2396"
	Title    string // "Uniform Resource Identifiers (URI): Generic Syntax"
	Date     string // "August 1998"
	Status   string // "Draft Standard; obsoleted by RFC 3986"
	// Kind tells a specification from a client profile: a dialect
	// modelled on what a browser or library of its time did, from its
	// source code.
	Kind Kind
	// Parts lists, in order, the components the specification defines and
	// the name it gives each (RFC 1808 calls the authority "net_loc").
	Parts []PartName
}

// A PartName is a component and the name a specification gives it.
type PartName struct {
	Part Part
	Name string
}

// PartNames are the names a specification gives its components, by
// [Part]: the components it defines are those that have a name.
type PartNames [NumParts]string

// List returns the components named, in the order of Part, as
// [Info.Parts] lists them.
func (n PartNames) List() []PartName {
	var out []PartName
	for p, name := range n {
		if name != "" {
			out = append(out, PartName{Part(p), name})
		}
	}
	return out
}

// OptionInfo describes one option of a [Configurable] dialect.
type OptionInfo struct {
	Key     string   // "dotdot"
	Values  []string // "keep", "drop", "reject"
	Default string   // the value the specification's text implies
	Doc     string   // what it does, citing the clause that names it
	// Enumerated reports that Values lists every value the option
	// takes, so that a caller may try each in turn (the configuration
	// space of engine.Configurations does). When false, Values only
	// shows the form of a free value: a number, a scheme name, a set.
	Enumerated bool
}

// Kind tells what a dialect models: a specification's text, or a client,
// a browser or library whose resolver is modelled from its source code.
type Kind uint8

const (
	Specification Kind = iota // the zero value: every RFC and the URL Standard
	Client                    // a browser or library of its time: mosaic2, netscape4, ...
)

// String returns "specification" or "client".
func (k Kind) String() string {
	if k == Client {
		return "client"
	}
	return "specification"
}
