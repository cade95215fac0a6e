// Package rfc2396 implements URI reference parsing and resolution as
// specified by RFC 2396, "Uniform Resource Identifiers (URI): Generic
// Syntax" (August 1998), with the amendment of RFC 2732 (bracketed IPv6
// hosts) as an option. Every example of its Appendix C is reproduced, from
// testdata/resolve.txt.
//
// # Parsing
//
// [Dialect.Parse] follows Appendix B's regular expression,
// "^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?", and never
// fails: any string splits into scheme, authority, path, query and
// fragment, each undefined when its separator is absent (Section 5.2: "A
// component is undefined if its preceding separator does not appear in the
// URI reference; the path component is never undefined"). The scheme is
// whatever the expression takes ("1a:b" has scheme "1a"); [Dialect.Validate]
// is the strict check. The path includes its leading "/" as written
// (Appendix G.2: "considering the slash to be part of the path (as
// corresponds to actual practice)"). There is no params component
// (Appendix G.4: "parameters have been removed as a separate component and
// may now appear in any path segment"): ";" stays in the path and
// dialect.Params is never defined.
//
// The authority is "server | reg_name" (Section 3.2). Parse defines
// UserInfo, Host and Port, as sub-spans of Authority, only when the whole
// authority matches
//
//	server   = [ [ userinfo "@" ] hostport ]
//	hostport = host [ ":" port ]
//	host     = hostname | IPv4address
//
// with the strict hostname of Section 3.2.2. Otherwise the authority is a
// <reg_name> ("The structure of a registry-based naming authority is
// specific to the URI scheme"), or is invalid, and only Authority is
// defined: "http://my_host:80/" has no host and no port. java.net.URI,
// which implements RFC 2396, draws the same line (its getHost is null for
// a registry-based authority). The empty authority, as in "http:///p", is
// the empty server, whose optional part is absent, so it has no host
// either; a reg_name is never empty ("reg_name = 1*( ... )"). A port may
// be empty (Appendix G.3: "The URL port is now *digit"), and so may the
// userinfo ("http://@host/" has an empty UserInfo). With [WithIPv6] the
// host may be "[" IPv6address "]", brackets included in Host, as RFC 2732's
// production "ipv6reference" includes them.
//
// # Resolution
//
// [Dialect.Resolve] performs Section 5.2, steps 1 to 7, as written. The
// base and the reference are taken as their text and parsed as above (a
// Reference that Parse made is read as it is, the same parts without a
// second parse; see [dialect.Grammar]). The choices where the text leaves
// room:
//
//   - Step 2, the current document. "If the path component is empty and
//     the scheme, authority, and query components are undefined, then it
//     is a reference to the current document and we are done." Appendix C
//     prints no URI for these references ("<> = (current document)", "#s =
//     (current document)#s"). A resolver's answer is a URI, and Section
//     4.2 names the current document's: "an empty URI reference represents
//     the base URI of the current document and should be replaced by that
//     URI when transformed into a request". By default Resolve returns
//     that URI, the base without its fragment, plus the reference's
//     fragment: "" resolves to "http://a/b/c/d;p?q" and "#s" to
//     "http://a/b/c/d;p?q#s", as in RFC 3986. Section 4.2 also says
//     "Traversal of such a reference should not result in an additional
//     retrieval action", and the current document need not be the resource
//     the base names (Section 5.1.1); option samedoc=keep takes that
//     reading and returns the reference itself ("" and "#s").
//   - Step 3, a reference with the base's scheme, is absolute by default
//     ("http:g" = "http:g", C.2 "for validating parsers"); option
//     samescheme=relative removes the scheme "for backwards compatibility"
//     when the base is written with <hier_part> (see [WithSameScheme]).
//     Step 3 says "Validating parsers should mark such a misformed relative
//     reference as an error"; [Dialect.Validate] sees no base, so it
//     accepts "http:g" as the absoluteURI it also is.
//   - The base must have a scheme (Section 5.2: "only the scheme component
//     is required to be present in the base URI"): resolving a relative
//     reference against a base without one is an error citing Section 5.2.
//     An absolute reference, or one to the current document, needs no base.
//   - The base's query is not used (Section 5.2: "The base URI's query
//     component is not used by the resolution algorithm"), so "?y" is
//     "http://a/b/c/?y"; nor is its fragment.
//   - Step 6a copies the base's path "up to" its last slash, so a base with
//     an authority and an empty path contributes nothing: "g" against
//     "http://a" is "http://ag". That is what the text says; RFC 3986
//     (Section 5.2.3) later added a "/" in this case. A base with an opaque
//     part is used as it is ("g" against "foo:bar" is "foo:g"), although
//     Section 5 says "relative URI cannot be used within a document that
//     has an unsuitable base URI".
//   - A "complete path segment" of the step 6 buffer is a maximal run
//     without "/" that follows a "/", or that starts a buffer not
//     beginning with "/": the buffer is read as Appendix A reads a path,
//     abs_path = "/" path_segments or rel_path = rel_segment [ abs_path ].
//     The empty text before a leading "/" is therefore no segment, which is
//     what C.2 requires ("../../../g = http://a/../g": "/../g" loses
//     nothing in step 6e), while an empty segment between two slashes is
//     one ("g//../h" = "http://a/b/c/g/h"). Each sub-step rewrites the
//     whole buffer as the text says; one that removes the first segment of
//     a relative buffer may leave it beginning with "/", and later
//     sub-steps then read it as an absolute path.
//   - Step 6g: ".." segments left at the front are kept by default (C.2:
//     "../../../g = http://a/../g"); option dotdot=drop removes them and
//     dotdot=reject makes Resolve fail with a *dialect.ParseError citing
//     step 6g (see [DotDot]). Steps 5 and 4 skip step 6, so "/../g" is
//     "http://a/../g" under every setting.
//
// Step 6 runs in the result's buffer, each sub-step in one linear pass; a
// literal transcription of the text as string rewriting, in the tests,
// gives the same output on every input tried (and under fuzzing). When the
// base directory is absolute without dot segments and the reference's
// only dot segments lead it, steps 6a to 6f come to removing one
// directory per "../", and Resolve does just that, without a trace
// (a "../" left at the root is step 6g's, and takes the steps). Resolve
// allocates once, for the result, or not at all when the result is the
// reference itself.
//
// [Dialect.ResolveTrace] reports one dialect.Step per step taken, citing
// "RFC 2396, Section 5.2, step N" (4.2 for samedoc=base), with the
// component or buffer it produced: step 1 (the reference), 2, 3, 4, 5, then
// each sub-step of step 6 that changes the buffer (6a to 6f, and 6g when
// it drops segments), 6g also when it keeps or rejects leading "..", and
// step 7 (the result). Step 6h, which changes nothing, is not reported.
//
// # Relativize
//
// Relativize, the inverse of Resolve ([dialect.Relativizer]), writes the
// shortest reference that Resolve takes from a base to a target, among the
// candidates of internal/kernel/relgen, each checked by resolving it, so
// that the rules above decide. RFC 2396 keeps neither the base's query for
// "?y" (Section 5.2, step 5: "http://a/b/c/?y") nor its path for an empty
// path, and by default keeps a ".." above the root (step 6g), which a
// target may then need.
//
// # Validation
//
// [Dialect.Validate] checks a string against Appendix A's URI-reference
// and reports every violation with its byte offset, length and rule. A
// character that no URI contains is reported under its class of Section
// 2.4.3 ("control", "space", "delims", "unwise"), a byte above 0x7F under
// "uric" (Section 2.1: such data must be escaped), a "%" not followed by
// two hex digits under "escaped", and any other misplaced character under
// the production of the component where it stands ("scheme", "pchar",
// "rel_segment", "uric_no_slash", "userinfo", "port", ...). Missing parts
// are reported with length 0 under "absoluteURI" ("http:" has neither
// hier_part nor opaque_part) or "relativeURI".
//
// The grammar is applied as written, including where the text's own
// examples disagree with it: C.1 resolves "?y", but relativeURI = (
// net_path | abs_path | rel_path ) [ "?" query ] has no empty path, so
// Validate("?y") reports relativeURI at offset 0.
//
// An authority is valid if it is a server or a reg_name. Since a reg_name
// may hold every character a server may ("http://host_name:8x/" is a valid
// reg_name though no valid server), an authority that is neither is
// reported as a reg_name, which flags exactly the characters no authority
// may contain. The exception is an authority holding "[" or "]" under
// [WithIPv6]: only a server may hold them, so it is reported as one,
// part by part (userinfo, "[" IPv6address "]", hostname labels, port).
//
// # RFC 2732
//
// [WithIPv6] applies RFC 2732's three changes to RFC 2396's grammar.
// RFC 2732 defines IPv6address "as in RFC2373", whose text is not among
// this project's specifications. RFC 2373's Appendix B grammar ("hexpart [
// ":" IPv4address ]") does not accept "::192.9.5.5", one of RFC 2732's own
// examples, nor bound the number of groups; Validate therefore checks the
// text forms of RFC 2373, Section 2.2: eight 16-bit groups of one to four
// hex digits, at most one "::" standing for one or more of them, and
// optionally a dotted IPv4address in place of the last two. All seven
// examples of RFC 2732, Section 2, are valid under the option.
//
// # Options
//
// Each option has a typed constructor and a name for With (the
// command line's -o KEY=VALUE):
//
//	samedoc=base|keep             step 2 and Section 4.2   [WithSameDocument]
//	samescheme=absolute|relative  step 3                   [WithSameScheme]
//	dotdot=keep|drop|reject       step 6g                  [WithDotDot]
//	ipv6=false|true               RFC 2732                 [WithIPv6]
//	maxlength=1048576|N           see "Limits" below       [WithMaxLength]
//
// The first value is the default, which follows the text. [Lenient] sets
// samescheme=relative and dotdot=drop, the two compensations of Appendix C.2.
//
// # Limits
//
// RFC 2396 sets no limit on the length of a URI reference. This package does, so that
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
package rfc2396
