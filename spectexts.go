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

// SpecTexts holds testdata/specs/*.txt, byte for byte with their page
// breaks: the five specifications the dialects model (RFC 1630, the 1994
// relative-URL draft, RFC 1808, RFC 2396, RFC 3986), RFC 1738 and RFC 2732
// that they build on, and the texts base establishment cites (RFC 1866,
// RFC 2068, RFC 2110, RFC 2557 and the last MHTML draft).
//
//go:embed testdata/specs/*.txt
var SpecTexts embed.FS
