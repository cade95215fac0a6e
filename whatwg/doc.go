// Package whatwg models the WHATWG URL Standard, the URL parser of
// browsers, Node (ada) and replay tools, as a dialect beside the
// historical URI specifications: what a reader's browser does today with
// a link written in 1996.
//
// # Version
//
// It follows the Living Standard as of whatwg/url commit 6ae8486 of 2
// July 2026 ([Version]), and is tested against web-platform-tests' URL
// data (testdata/README.md): every entry of urltestdata.json,
// toascii.json, IdnaTestV2.json and percent-encoding.json passes. Changes
// of the last two years that it models:
//
//   - 25 June 2026 (a8d5ca3, 3c83874): the "domain to ASCII" algorithm
//     became the "domain parser", and an ASCII domain is now simply
//     lower-cased when not parsed strictly, "regardless of Unicode
//     ToASCII's outcome, due to web compatibility": "xn--a" is a host
//     (a domain-to-ASCII validation error, no longer a failure);
//   - 30 June 2026 (12c0c5c): the ends in a number checker, simplified;
//   - 13 March 2025 (6c78200): opaque paths always round-trip: a space
//     in an opaque path before "?" or "#" is written "%20";
//   - 5 March 2025 (9bc33c3): U+005E (^) joined the path percent-encode
//     set;
//   - the validation error IPv6-piece-leading-zero ("https://[::01]").
//
// # What is modelled
//
// Resolve is the basic URL parser (Section 4.4) run on the reference
// with the base as its base URL ("parse input against base"), state by
// state: the special schemes and their default ports, the percent-encode
// sets of Section 1.3, the host parser of Section 3.5 (domains through
// UTS #46 on Unicode 17.0.0 data, the forbidden host and domain code
// points, IPv4 in all its forms, "0x7f.1", "127.1", "2130706433", IPv6
// with compression and embedded IPv4, opaque hosts), Windows drive
// letters in file: URLs, and the query in the document's encoding
// (option encoding). The result is the URL record serialized (Section
// 4.5) and split into its components. Its Path is the text the
// serializer writes, so a URL without a host whose path begins with an
// empty segment keeps the "/." the serializer puts before it
// ("web+demo:/.//not-a-host/"); the URL class's pathname leaves it out.
// Not modelled: the API's setters (the state override), blob URL
// entries and origins.
//
// Parse cannot run the parser without a base (a relative reference
// fails), and it must lose nothing: it splits the text as written, see
// [Dialect.Parse]. Validate reports every validation error the parser
// meets, under the Standard's names.
//
// # Choices
//
// The Standard parses a scalar value string; this package parses bytes.
// A byte that is not UTF-8 is read as U+FFFD, as "UTF-8 decode" does, and
// Validate reports it as invalid-URL-unit, since a scalar value string
// cannot hold it.
//
// A base whose text is empty is no base (the Standard's null), so that
// Resolve against it is the parser without a base: "http://a" resolves,
// "g" fails with missing-scheme-non-relative-URL.
//
// Validate reads a string without a scheme against a base with a special
// scheme other than file, https:, since whether a relative-URL string is
// valid depends on its base's scheme (Section 4.3) and Validate has none.
//
// # Hosts and UTS #46
//
// The domain parser's ToASCII is UTS #46 with the Standard's flags
// (CheckHyphens false, CheckBidi true, CheckJoiners true,
// UseSTD3ASCIIRules false, Transitional_Processing false, VerifyDnsLength
// false, IgnoreInvalidPunycode false; strictly, with beStrict true, only
// to decide the domain-to-ASCII validation error), implemented in
// internal/uts46 on tables generated from the Unicode 17.0.0 data files,
// whatever Go release builds it: the version of web-platform-tests'
// IdnaTestV2.json, every entry of which passes, as does every entry of
// toascii.json. golang.org/x/net/idna is not used: its tables follow the
// Unicode version of the Go release (15.0.0 before Go 1.27), and it maps
// U+1E9E ẞ to "ss" and leaves Georgian capitals, U+04C0 Ӏ and newer
// code points disallowed where the Standard maps them.
//
// The query of a special URL is encoded in the document's encoding by
// the Encoding Standard's encoders: golang.org/x/text's for most, this
// package's own (internal/webencoding, from the Encoding Standard's
// index files) for Shift_JIS, EUC-JP, ISO-2022-JP, gb18030 and GBK, where
// x/text's differ from the Standard's.
//
// # Limits
//
// The Standard sets no limit on the length of a URL. Parse, Validate and
// Resolve refuse a string longer than the option maxlength (1 MiB by
// default), as every dialect does, so that hostile input costs bounded
// work; every algorithm here is linear in its input.
package whatwg
