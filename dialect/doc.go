// Package dialect is the contract every URI dialect of uridialect fulfils:
// the [Dialect] interface, the zero-copy [Reference], the [Rule] a step or
// violation cites, the trace [Step], and the positioned [ParseError].
//
// A dialect models one revision of the URI specification (RFC 1630, the
// 1994 relative-URL draft, RFC 1808, RFC 2396, RFC 3986). Its core is three
// methods, Name, Parse and Resolve; further capabilities are optional
// interfaces detected by type assertion, as database/sql/driver does:
//
//   - [Validator]: check a string against the full grammar and report every
//     violation at once;
//   - [Tracer]: resolve and report each step of the algorithm, citing its
//     section; the plain Resolve records nothing and pays nothing;
//   - [ContextParser]: parse a reference in the context of a base, for the
//     draft, whose parsing of a relative URL depends on the base's scheme;
//   - [Configurable]: options by name, for the command line;
//   - [Describer]: the document, title, date, status and component names.
//
// Every dialect package also exports a Dialect type with a New(...Option)
// constructor and a Default value, and implements fmt.Stringer to describe
// its configuration ("rfc2396(dotdot=drop)").
//
// # Undefined and empty
//
// A component is undefined when its separator is absent and empty when the
// separator is present with nothing after it (RFC 2396, Section 5.2: "we
// must be careful to preserve the distinction between a component that is
// undefined ... and a component that is empty"). [Reference.Get] reports
// both, so "http://x/#" and "http://x/" stay different through parsing,
// resolution and recomposition.
package dialect
