// Package rfc1808 implements URI reference parsing and resolution as
// specified by RFC 1808, "Relative Uniform Resource Locators" (R.
// Fielding, June 1995): the parsing rules of its Section 2.4, the
// resolution algorithm of Section 4, steps 1 to 7, the grammar of Section
// 2.2, and the two ways of embedding a base URL that Sections 3.1 and 10
// describe. It reproduces every example of Sections 5.1 and 5.2 (testdata
// rfc1808/resolve.txt).
//
// [Default] is RFC 1808 as written. [New] takes options; With
// sets them by name, as the command line's -o KEY=VALUE does.
//
// # Components
//
// [Dialect.Parse] splits a URL into the six components of Section 2.1,
// "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>", in the
// order of Section 2.4: the fragment at the first (left-most) "#", the
// scheme, the net_loc, the query at the first "?", the params at the
// first ";" of what is left, and the path. The net_loc is the
// [dialect.Authority] part (its name is "net_loc" in Info); RFC
// 1808 does not split it further, so UserInfo, Host and Port are never
// set. Parse fails only on a string over the limit (see "Limits") and
// allocates nothing; [Dialect.Validate] is the strict check.
//
// Section 2.4.6 says of the path: "Even though the initial slash is not
// part of the URL path, the parser must remember whether or not it was
// present ... Often this is done by simply storing the preceding slash
// along with the path." So does this package: the [dialect.Path] part
// holds the preceding slash, and a path is preceded by a slash exactly
// when Path[0] == '/'. The params are not part of the path: "g;x=1/../y"
// has the path "g" and the params "x=1/../y", and step 6 never sees them.
//
// Two consequences of the order of Section 2.4 surprise modern readers.
// The net_loc runs "up to, but not including, the next slash "/""
// (2.4.3) before the query and params are split off, so in "http://a?q"
// the net_loc is "a?q" and there is no query (the grammar agrees:
// net_loc = *( pchar | ";" | "?" )). And the params are taken from the
// whole of what precedes the query, so "a/b;c/d" has the path "a/b" and
// the params "c/d".
//
// Every component distinguishes undefined (its separator absent) from
// empty, so that recomposition gives back the parsed text byte for byte.
// RFC 1808 itself does not: "If the crosshatch is the last character, or
// no crosshatch is present, then the fragment identifier is empty"
// (2.4.1, and likewise 2.4.4 and 2.4.5). Resolution therefore follows
// the text's own tests, which ask whether a component "is non-empty".
//
// # Resolution
//
// [Dialect.Resolve] follows Section 4 step by step and
// [Dialect.ResolveTrace] reports each step, citing it as "RFC 1808,
// Section 4, step 5a". Both take their arguments as text and parse them
// again, as step 2 says ("Both the base and embedded URLs are parsed into
// their component parts as described in Section 2.4"). In particular:
//
//   - Step 2a: "If the embedded URL is entirely empty, it inherits the
//     entire base URL (i.e., is set equal to the base URL)", fragment
//     included: "<> = <URL:http://a/b/c/d;p?q#f>". This is the only way a
//     fragment is inherited: "Fragment identifiers are only inherited from
//     the base URL when the entire embedded URL is empty" (Section 4, last
//     paragraph). "#" alone is not entirely empty: it gives the base
//     without its fragment and with an empty one.
//   - Steps 3 and 5 inherit when the embedded component is empty, defined
//     or not: "///g" gives "http://a/g", and "?" gives "http://a/b/c/d;p?q".
//     Where the base has no such component there is nothing to inherit
//     ("inherits the <net_loc> (if any)") and the embedded URL keeps its
//     own: "?" against "http://a/b/c/d" gives "http://a/b/c/d?".
//   - Step 5 is a chain: the params are inherited unless the embedded
//     URL's are non-empty, and only then the query, unless non-empty. So
//     ";x" gives "http://a/b/c/d;x", with no query.
//   - Step 6 works on the path only: "Parameters, regardless of their
//     purpose, do not form a part of the URL path and thus do not affect
//     the resolving of relative paths." Its segments start after the
//     preceding slash (2.4.6: "the initial slash is not part of the URL
//     path"), which is why "../../../g" gives "http://a/../g": no segment
//     is left for the third ".." to remove. Empty segments are segments
//     (segment = *pchar), so "g//../h" removes the empty one. In 6c and 6d
//     "<segment> is a complete path segment not equal to ".."". The
//     package runs steps 6a to 6d in two linear passes over the result
//     buffer; its tests hold a literal transcription of the text (string
//     rewriting, "removing the leftmost matching pattern on each
//     iteration") and check that both agree. When the base directory is
//     absolute without dot segments and the embedded path's only dot
//     segments lead it, 6a to 6d come to removing one directory per
//     "../", which Resolve does directly without a trace (a "../" left at
//     the root keeps its "..", by the passes); the literal transcription
//     checks that too.
//   - Step 7 writes every defined component with its separator, in the
//     order of Section 2.1, and the slash a path needs after a net_loc
//     (below).
//
// # Choices where the text is silent
//
// A base URL that is neither empty nor absolute (has no scheme) is an
// error. Step 1 establishes the base "according to the rules of Section
// 3", which speak of "some absolute "base URL"", and Section 2 says
// "relative URLs cannot be used within documents that have unsuitable
// base URLs". An empty base is step 1's: the embedded URL is returned as
// it is, "interpreted as an absolute URL".
//
// After a net_loc, a path needs its slash. The grammar puts a path, params or a query
// after a net_loc only inside an abs_path ("net_path = "//" net_loc [
// abs_path ]", "abs_path = "/" rel_path"; Section 2.1 writes
// "<scheme>://<net_loc>/<path>"), and without that slash the text reads
// back otherwise, since the net_loc runs to the next "/" (2.4.3). The text
// never says how to supply it, because its examples never need it. So:
//
//   - A base with a net_loc and an empty path ("http://a"): step 6
//     removes "the entire path if no slash is present" and appends the
//     embedded path, which would leave it without its slash. The empty
//     base path is merged as "/": "g" gives "http://a/g", "." gives
//     "http://a/", ".." gives "http://a/..".
//   - Everywhere else, step 7 writes the slash before whatever follows a
//     net_loc without one: "?y" against "http://a" gives "http://a/?y"
//     (step 5 inherits the empty path; "http://a?y" would be the net_loc
//     "a?y"), and "//" against "http:g" gives "http:///g" (step 5
//     inherits the path "g" under the embedded URL's own empty net_loc;
//     "http://g" would be the net_loc "g").
//
// A relative path against a base without a net_loc ("http:g",
// "file:a/b", "http:/b/c"): step 6 is applied to the base path as it
// stands, with or without a preceding slash, and no net_loc is written
// (the grammar allows it: "generic-RL = scheme ":" relativeURL", and a
// relativeURL may be a rel_path). So "h" against "http:g" gives "http:h",
// "../../g" against "http:b/c/d" gives "http:g", and "g" against
// "http:" gives "http:g". If step 6 leaves such a path starting with "//"
// ("../..//g" against "http:/b/c/d" gives the path "//g"), the result is
// a URL that no text can carry: its recomposition "http://g" reads back
// with the net_loc "g". It is returned as step 7 recombines it.
//
// A base outside the generic syntax ("mailto:joe@example.com",
// "news:comp.infosystems.www") is parsed and resolved by the generic
// syntax all the same: "since relative URLs will only be used within
// contexts in which they are useful, these scheme-specific differences
// can be ignored by the resolution process" (Section 2.3), and "there is
// enough uniformity in the use of URLs to allow a parser to resolve
// relative URLs based upon a single, generic-RL syntax" (Section 2.1). So
// "g" against "mailto:joe@example.com" gives "mailto:g", although Section
// 2.3 lists mailto, news and telnet as "never used with relative URLs".
//
// # Options
//
// One, because Section 5.2 names one alternative: "some older parsers
// allow the scheme name to be present in a relative URL if it is the same
// as the base URL scheme. This is considered to be a loophole in prior
// specifications of partial URLs [1] and should be avoided by future
// parsers." [WithSameScheme]([dialect.SameSchemeAsRelative]), key "samescheme",
// value "relative", allows it: "http:g" gives "http://a/b/c/g" instead of
// the published "http:g". The default, [dialect.SameSchemeAbsolute] ("absolute"),
// is step 2b. Under the loophole the scheme is ignored and resolution
// goes on at step 2c with the base's scheme; scheme names are compared
// without regard to case (RFC 1738, Section 2.1: "programs interpreting
// URLs should treat upper case letters as equivalent to lower case in
// scheme names"). "http:" is not "entirely empty", so step 2a does not
// apply and it gives "http://a/b/c/d;p?q", without the fragment.
//
// The option maxlength=N ([WithMaxLength]) is no reading of the text but
// a bound on the input; see "Limits" below.
//
// # Relativize
//
// Relativize, the inverse of Resolve ([dialect.Relativizer]), writes the
// shortest reference that Resolve takes from a base to a target, among the
// candidates of internal/kernel/relgen, each checked by resolving it, so
// that the rules above decide. RFC 1808 inherits params and query (Section
// 4, step 5): ";x" keeps the base's path and drops its params, "?y" keeps
// its path and params; the empty reference is the whole base, fragment
// included (Section 4, step 2a).
//
// # Validation
//
// [Dialect.Validate] checks a string against the URL production of
// Section 2.2, "URL = ( absoluteURL | relativeURL ) [ "#" fragment ]",
// and reports every violation with its byte offset, length and the
// production it breaks. A character is reported against the production
// of the component Section 2.4 puts it in ("net_loc", "path", "params",
// "query", "fragment"), a malformed "%" against "escape". The grammar is
// strict: it has no place for its "national" characters ("{" | "}" | "|"
// | "\" | "^" | "~" | "[" | "]" | "`") or "punctuation" ("<" | ">" | "#"
// | "%" | <">) outside an escape and the one "#", nor for a space or any
// byte above 127 (one violation per UTF-8 character).
//
// Every character that a component allows is in "uchar | reserved", so a
// URL with a scheme whose characters pass is valid by absoluteURL's
// second alternative, "scheme ":" *( uchar | reserved )", even where the
// structure of generic-RL fails ("http://a//b"). That structure binds
// relative URLs alone, and the one way they can break it is an abs_path
// after a net_loc that starts with a second "/" ("//a//b"), reported
// against "fsegment" (path = fsegment *( "/" segment ), fsegment =
// 1*pchar).
//
// # Establishing a base URL
//
// Section 3 orders four sources of a base URL; [Dialect.EstablishBase]
// (the [dialect.BaseEstablisher] every dialect implements) follows that
// order and its documentation states exactly which fields it reads: the
// BASE element of the HTML appendix (Section 10), the header field of
// Section 3.1, "base-header = "Base" ":" "<URL:" absoluteURL ">"", and
// HTTP's later name for it, "Content-Base" (RFC 2068, Section 14.11).
//
// Section 3.1's grammar says absoluteURL, which has no fragment, but
// Section 5's own base, "Base: <URL:http://a/b/c/d;p?q#f>", has one, and
// step 2a inherits it. EstablishBase accepts a "#" fragment after the
// absolute URL, as RFC 1738's recommendation for URLs in context also
// does ("the identifier would be placed within the brackets as well").
//
// # Limits
//
// RFC 1808 sets no limit on the length of a URL. This package does, so that
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
// None in resolution. Parse distinguishes undefined from empty where the
// text does not (above), which changes no result.
package rfc1808
