// Package dialect is the contract every URI dialect of uridialect fulfils:
// the [Dialect] interface, the zero-copy [Reference], the [Rule] a step or
// violation cites, the trace [Step], and the positioned [ParseError].
//
// A dialect models one revision of the URI specification as a value a
// program selects at run time: RFC 1630 (package rfc1630), the 1994
// relative-URL draft draft-ietf-uri-relative-url-01 (draft01), RFC 1808
// (rfc1808), RFC 2396 (rfc2396), RFC 3986 (rfc3986) and the WHATWG URL
// Standard (whatwg), the living standard browsers implement. A dialect may
// also model what one client did, a browser or a library of a given
// release, when its reading of the text is the one that matters; such a
// client profile implements the same contract and is registered by name
// beside the specifications (package engine keeps the registry). A
// dialect's core is three methods, Name, Parse and Resolve; further
// capabilities are optional interfaces detected by type assertion, as
// database/sql/driver does:
//
//   - [Validator]: check a string against the full grammar and report every
//     violation at once;
//   - [Tracer]: resolve and report each step of the algorithm, citing its
//     section; the plain Resolve records nothing and pays nothing;
//   - [TextResolver]: resolve the text of a reference against a parsed base
//     into a Reference the caller owns, the batch's one call per line (the
//     helper [ResolveText] falls back to ParseIn and Resolve);
//   - [BatchResolver]: a TextResolver for one goroutine, which keeps its
//     state from one reference to the next, for a batch's workers;
//   - [StringResolver]: the target's text alone, which such a resolver may
//     give without building its Reference (the helper [NewStringResolver]
//     makes one for any dialect), for a batch's lines and a page's links;
//   - [ContextParser]: parse a reference in the context of a base, for the
//     draft, whose parsing of a relative URL depends on the base's scheme;
//   - [Configurable]: options by name, for the command line;
//   - [Describer]: the document, title, date, status and component names;
//   - [Relativizer]: the inverse of Resolve, the shortest reference that
//     resolves against a base to a target ([RelativizeString]);
//   - [Normalizer]: normal forms at the levels of equivalence the
//     specification defines ([Equivalent]);
//   - [BaseEstablisher]: the base URI of a document, from the layers its
//     specification lists (an embedded base, a header field, the retrieval
//     URI...);
//   - [HTMLStandardReader]: attribute values read as the HTML Standard's
//     tokenizer reads them, for the dialect of today's browsers.
//
// A user needs the interfaces, [ResolveString] and the other helpers, and
// the types they return. What only a dialect's author needs lives in the
// module's internal kernel (internal/kernel/dialectcore: the shared methods, the
// length check, the base-establishment algorithm) beside the dialect
// packages; [Grammar], [NewGrammar] and [Reference.Mark] stay here, since
// a mark is part of every Reference.
//
// Every dialect package also exports a Dialect type with a New(...Option)
// constructor, whose options are named With and the option's key
// (rfc2396.WithDotDot sets dotdot), and a Default value, and implements
// fmt.Stringer to describe its configuration ("rfc2396(dotdot=drop)").
//
// # Undefined and empty
//
// A component is undefined when its separator is absent and empty when the
// separator is present with nothing after it (RFC 2396, Section 5.2: "we
// must be careful to preserve the distinction between a component that is
// undefined ... and a component that is empty"). [Reference.Get] reports
// both, so "http://x/#" and "http://x/" stay different through parsing,
// resolution and recomposition.
//
// # Limits
//
// No specification limits the length of a reference, but every dialect of
// uridialect does, so that hostile input costs bounded work: its Parse,
// ParseIn and Validate accept at most [DefaultMaxLength] bytes (1 MiB), and
// its option maxlength=N sets another limit, up to [MaxMaxLength]. A longer
// string is a [*ParseError]: Offset is the limit (where it is passed),
// Len the number of bytes beyond it, Rule [RuleMaxLength] ("uridialect,
// Limits"), and the message names both lengths and the option. Validate reports that one violation and examines nothing more.
// [ResolveString] and [ResolveText] (and so the command line and the
// batch) parse the reference through them and fail the same way; Resolve
// takes references already parsed and does not check them again, and its
// result, made of a base and a reference, may be longer than the limit.
// Within the limit, every dialect parses, resolves and validates in time
// linear in the input.
package dialect
