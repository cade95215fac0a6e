// Package uridialect carries, embedded, the texts of the specifications
// that the dialects model: the files of testdata/specs, byte for byte (see
// testdata/specs/SOURCES.md for their provenance).
//
// The parsers and resolvers are in the dialect packages (rfc1630, draft01,
// rfc1808, rfc2396, rfc3986) and the registry in engine. This package
// exists because a Go embed pattern cannot reach outside its package's
// directory: the local explorer (uridialect serve) shows these texts beside
// the steps that cite them, and only a package at the module root can
// embed testdata/specs without a second copy of the texts.
package uridialect

import "embed"

// SpecTexts holds testdata/specs/*.txt: RFC 1630, the 1994 relative-URL
// draft, RFC 1738, RFC 1808, RFC 2396, RFC 2732 and RFC 3986, as plain ASCII
// with their page breaks.
//
//go:embed testdata/specs/*.txt
var SpecTexts embed.FS
