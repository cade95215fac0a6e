// Package rfc3986 implements URI reference parsing and resolution as
// specified by RFC 3986, "Uniform Resource Identifier (URI): Generic
// Syntax" (January 2005, STD 66), which obsoletes RFC 2732, RFC 2396 and
// RFC 1808. It is the modern target of uridialect and the command line's
// default dialect. Section numbers below are those of RFC 3986.
//
// [Default] is a strict parser, as the text prescribes; [NonStrict] (or
// New([WithSameScheme]([dialect.SameSchemeAsRelative])), or the option
// samescheme=relative) takes the backward-compatible reading of Section
// 5.2.2.
//
// # Parsing
//
// [Dialect.Parse] splits a reference as the regular expression of
// Appendix B does:
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// giving scheme ($2), authority ($4), path ($5), query ($7) and fragment
// ($9), each undefined when its group did not match and possibly empty
// when it did ("http://x/#" has an empty fragment, "http://x/" none). The
// path is always defined (Section 5.2.1, "the path component is never
// undefined, though it may be empty") and includes its leading "/" as
// written: "/g" has path "/g", "g" has path "g". A defined authority is
// split into userinfo, host and port by authority = [ userinfo "@" ] host
// [ ":" port ] (Section 3.2); an IP literal keeps its brackets in the host
// ("[::1]"), and the port is what follows the last ":" outside them. Parse
// never fails on the characters of its input: Appendix B's expression "will
// take any given string and extract the URI components" (Section 4.1).
// [Dialect.Validate] is the strict check.
//
// # Resolution
//
// [Dialect.Resolve] follows Section 5.2: the base is pre-parsed (5.2.1),
// the reference transformed by the pseudocode of 5.2.2, with merge (5.2.3)
// and remove_dot_segments (5.2.4), and the target recomposed (5.3) into
// one string, the result's only allocation. remove_dot_segments works in
// place in that string and in linear time; a literal transcription of the
// text in the tests checks it on every short path and under fuzzing.
//
// Without a trace, Resolve and [Dialect.ResolveText] take shortcuts where
// the algorithm comes to a known result, and the tests check each against
// the step-by-step path (ResolveTrace) and the literal transcription:
//
//   - an absolute reference without dot segments is its own target, the
//     reference itself, with no allocation;
//   - when T.path needs no dot segment removed (R.path has none, T.path is
//     Base.path, or R.path's only dot segments lead it and the base
//     directory has none, [uritext.MergeDots]), T is a prefix of the base's
//     text, up to where R's components take over, then the rest of R's
//     text: it is built with one allocation and two or three copies.
//
// The base must have a scheme. Section 5.1 says "A base URI must conform
// to the <absolute-URI> syntax rule (Section 4.3)", and Section 5.2.1 that
// "only the scheme component is required to be present in a base URI; the
// other components may be empty or undefined". A base without a scheme is
// an error (a [*dialect.ParseError] citing Section 5.2.1); nothing else of
// the base is checked. A base's fragment is never used: Section 5.1 wants
// it "stripped of any fragment component prior to its use as a base URI",
// and the pseudocode reads no Base.fragment ("T.fragment = R.fragment").
//
// # Relativize
//
// Relativize, the inverse of Resolve ([dialect.Relativizer]), writes the
// shortest reference that Resolve takes from a base to a target, among the
// candidates of internal/kernel/relgen, each checked by resolving it, so
// that the rules above decide. RFC 3986 removes dot segments from every
// target, absolute ones included (Section 5.2.2), so a target with dot
// segments has no reference; with samescheme=relative a reference with the
// base's scheme is relative, which changes nothing here, as the same text
// without the scheme is shorter.
//
// # Validation
//
// [Dialect.Validate] checks a string against URI-reference = URI /
// relative-ref with the productions of Appendix A, including IP-literal
// (IPv6address, IPvFuture), reg-name, userinfo, port, pct-encoded, the
// five path productions, query and fragment, and reports every violation
// at once with its byte offset, length and production.
//
// # Tracing
//
// [Dialect.ResolveTrace] reports each step: Section 5.2.1 (the base),
// each line of the pseudocode of Section 5.2.2 that runs (Action is the
// line, e.g. "T.path = merge(Base.path, R.path)", with " (undefined)"
// added when it assigns an undefined component), the bullet of Section
// 5.2.3 that merges, each rule of Section 5.2.4 as the step the text
// numbers it (Step "1", "2A" to "2E", "3", so that Rule renders as "RFC
// 3986, Section 5.2.4, step 2C"; State is the output buffer, and for step
// 1 the input buffer, as in the text's illustration), and Section 5.3.
//
// # Options
//
//   - samescheme (default absolute): Section 5.2.2, "if ((not strict) and
//     (R.scheme == Base.scheme)) then undefine(R.scheme)". With relative
//     (not strict), the example of Section 5.4.2 "http:g" resolves "for
//     backward compatibility" to "http://a/b/c/g" instead of "http:g". Set
//     it with [WithSameScheme]. The key samescheme is every dialect's name
//     for this switch; the pseudocode's word, strict=true|false, is
//     accepted too (strict=false is samescheme=relative).
//   - maxlength (default 1048576): the longest string parsed or validated,
//     set with [WithMaxLength]; see "Limits" below.
//
// # Choices where the text is silent
//
// Invalid scheme text. Section 4.1 says "If the URI-reference's prefix
// does not match the syntax of a scheme followed by its colon separator,
// then the URI-reference is a relative reference", while Appendix B's
// expression takes any "[^:/?#]+" before a ":" as the scheme. The two
// differ only on strings that are not URI references at all (such as
// "1a:b": not a URI, and not a relative-ref, whose first segment may not
// hold a ":"). Parse follows Appendix B, so "1a:b" has scheme "1a", and
// Validate reports the violation of <scheme>.
//
// Invalid authorities. A valid authority splits one way only; for an
// invalid one the userinfo ends at the last "@", a host that begins with
// "[" runs at least to the first "]" (to the end of the authority if
// there is none: Section 3.2.2, "This is the only place where square
// bracket characters are allowed"), and the port follows the last ":"
// after it. "//a@b@c" has userinfo "a@b"; "//[::1" has host "[::1" and no
// port.
//
// Comparing schemes. Under samescheme=relative (not strict) the pseudocode
// compares "R.scheme == Base.scheme"; Section 3.1 says "schemes are
// case-insensitive" and "An implementation should accept uppercase letters
// as equivalent to lowercase in scheme names", so the comparison ignores
// ASCII case: "HTTP:g" is relative to "http://a/b/c/d;p?q".
//
// Rule B of remove_dot_segments. The text names the prefixes "/./" or
// "/.", "where "." is a complete path segment". "/./x" begins with both;
// replacing "/." would leave "//x", which no reading intends, so "/./" is
// taken first and "/." only when it is the whole input buffer (where "."
// is complete). Likewise for "/../" and "/.." in rule C.
//
// Paths without a leading "/". remove_dot_segments applies to every path,
// "whether or not the path was relative", and rule C removes "the last
// segment and its preceding "/" (if any)" while rule E moves a segment
// "including the initial "/" character (if any)". So "a/../b" becomes "/b"
// ("g:a/../b" resolves to "g:/b", and "../g" against "foo:a/b" to
// "foo:/g"). The text is followed as written.
//
// A path that begins with "//" without an authority. Empty segments are
// kept, so "..//g" against "foo:/a" gives the path "//g" and, recomposed
// by Section 5.3, "foo://g", which parses back with an authority "g". The
// text does not address this; the result is kept as the algorithm gives
// it, and the returned Reference has the path "//g" and no authority.
//
// Violations. Validate splits the string as Parse does, then checks each
// component against its production; a run of adjacent bytes a production
// does not allow is one violation (so a non-ASCII character is one), a "%"
// not followed by two hex digits is a violation of <pct-encoded>, and an
// IP literal that is not an IPv6address is one violation spanning it, its
// message saying why. The path is checked against the production its
// context selects (Section 3.3, "only one of which will match the path
// substring"): path-abempty after an authority, path-absolute,
// path-rootless or path-empty after a scheme, path-absolute, path-noscheme
// or path-empty otherwise.
//
// References from other dialects. [dialect.Dialect] takes a reference as
// its text. A Reference that Parse made carries this package's
// [dialect.Grammar] and is read as it is; any other (parsed by another
// dialect, built part by part, or a result of Resolve) is parsed again
// from its text before resolution, for its parts may split the text
// otherwise: RFC 1808's net_loc may hold a "?", and its parts of
// "//a?b/../c" resolve, read as RFC 3986 reads the text, to
// "http://a?b/../c", not "http://a?b/c". The target's userinfo, host and
// port are those of the reference its authority comes from, moved into
// the target.
//
// # Limits
//
// RFC 3986 sets no limit on the length of a URI reference. This package does, so that
// hostile input costs bounded work: [Dialect.Parse] and [Dialect.Validate]
// accept at most 1 MiB ([dialect.DefaultMaxLength]), and the option
// maxlength=N ([WithMaxLength]) sets another limit, a positive number of
// bytes no larger than [dialect.MaxMaxLength] (4 GiB less one byte, the
// most a [dialect.Reference] can index). A longer string is a
// [*dialect.ParseError] at the offset where the limit is passed (Offset is
// the limit, Len the number of bytes beyond it), citing "uridialect,
// Limits" ([dialect.RuleMaxLength]); Validate reports it alone and does not
// examine the string further. [Dialect.Resolve] takes references that
// Parse made and does not check them again; a result, made of a base and a
// reference, may be longer than the limit, and then does not parse again
// under the same limit.
//
// # Deviations
//
// None from the algorithm. Resolution performs no normalization (Section
// 5.2.1: "Normalization of the base URI, as described in Sections 6.2.2
// and 6.2.3, is optional"), and Parse does not decode percent-encodings.
package rfc3986
