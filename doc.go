// Package uridialect is the front page of a library that models every
// revision of the URI specification as a dialect chosen at run time: the
// same reference, parsed and resolved by the rules of RFC 1630 (June 1994),
// draft-ietf-uri-relative-url-01 (October 1994), RFC 1808 (June 1995), RFC
// 2396 (August 1998), RFC 3986 (January 2005) or the WHATWG URL Standard.
//
// This package holds no code. Its packages, by floor:
//
//   - [github.com/uridialect/uridialect/dialect]: the contract every dialect
//     implements (Dialect and its optional interfaces), the Reference that
//     keeps undefined apart from empty, rules, trace steps and errors.
//   - rfc1630, draft01, rfc1808, rfc2396, rfc3986, whatwg: one package per
//     specification, each importable alone, each step citing its section.
//   - engine: the registry by name, configurations as values, compare,
//     batch resolution and safe relativization.
//   - document and archive: links out of HTML with byte offsets and
//     charsets; WARC, ARC, WAT, WACZ and link tables as one stream of records.
//     They read bytes and never resolve.
//   - doclinks: documents joined to dialects, each link's base and target.
//   - migrate and fit: a corpus resolved then and now, with verdicts,
//     causes and rewrites; configurations ranked against observations.
//   - cmd/uridialect: the command line, and its local explorer (serve).
//
// The specification texts the dialects cite are carried, byte for byte, by
// the command's explorer; their provenance is in
// cmd/uridialect/internal/spectext/specs/SOURCES.md.
package uridialect
