// Package rfc1630 implements URI reference parsing and resolution as
// specified by RFC 1630, "Universal Resource Identifiers in WWW" (T.
// Berners-Lee, June 1994): its partial (relative) form, its fragment-id, and
// its "BNF of Generic URI Syntax".
//
// RFC 1630 numbers none of its sections, so rules cite them by title
// ("RFC 1630, Partial (relative) form, step 3"). Its rules for partial forms
// are four paragraphs, numbered here as steps:
//
//  1. "A partial form can be distinguished from an absolute form in that the
//     latter must have a colon and that colon must occur before any slash
//     characters." and "If the scheme parts are different, the whole
//     absolute URI must be given. Otherwise, the scheme is omitted, and:"
//  2. "If the partial URI starts with a non-zero number of consecutive
//     slashes, then everything from the context URI up to (but not
//     including) the first occurrence of exactly the same number of
//     consecutive slashes which has no greater number of consecutive slashes
//     anywhere to the right of it is taken to be the same and so prepended
//     to the partial URL to form the full URL. Otherwise:"
//  3. "The last part of the path of the context URI (anything following the
//     rightmost slash) is removed, and the given partial URI appended in its
//     place, and then:"
//  4. "Within the result, all occurrences of "xxx/../" or "/." are
//     recursively removed, where xxx, ".." and "." are complete path
//     elements."
//
// [Default] gives all ten published answers of "Examples": in the contexts
// "magic://a/b/c//d/e/f" and "magic://a/b/c//d/e/" ("the results would be
// exactly the same"), g = magic://a/b/c//d/e/g, /g = magic://a/g, //g =
// magic://g, ../g = magic://a/b/c//d/g and g:h = g:h.
//
// # Parts
//
// [Dialect.Parse] fails only on a string over the limit (see "Limits");
// [Dialect.Validate] is the strict check. The parts, with the names
// Info gives them:
//
//   - fragmentid ([dialect.Fragment]): after the first "#". "The
//     fragment-id follows the URL of the whole object from which it is
//     separated by a hash sign (#)", and "#" is reserved "as a delimiter to
//     separate the URI of an object from a fragment identifier". It is split
//     off first, so "#a:b" is a bare fragment-id, not a scheme.
//   - scheme ([dialect.Scheme]): the text before a colon that comes before
//     any slash, as step 1 words it. Only "/" stops the search, so "?y:z" is
//     absolute with the scheme "?y", which Validate rejects.
//   - host part ([dialect.Authority]): after "//" at the start of what
//     follows the scheme (or of a partial form), up to the next "/" or "?".
//     The RFC calls it "the IP address part" ("URI syntax"), "the host part"
//     (Prospero, file) and "the host details" (HTTP); its URL BNF writes
//     "h t t p : / / hostport [ / path ]" and "login [ user [ : password ] @
//     ] hostport". It is not split further: the generic syntax has no such
//     parts. "///g" has a void host part and the path "/g".
//   - path ([dialect.Path]): up to the first "?". It includes its leading
//     "/" as written and is always defined, possibly void.
//   - search ([dialect.Query]): after that "?" ("The question mark ... is
//     used to delimit the boundary between the URI of a queryable object,
//     and a set of words used to express a query on that object").
//
// The generic BNF itself has only "uri scheme : path [ ? search ]", and
// "URI syntax" names two components, SCHEME and PATH, saying of PATH "The
// rest of the URI follows the colon in a format depending on the scheme":
// the host part is, in the generic syntax, the start of the path. Parse separates it
// as the URL BNF does; see below for what resolution makes of it.
//
// # Options
//
// Each option is set by name with With (the command line's -o
// KEY=VALUE) or by its Option function; the first value is the default.
//
//   - samescheme=relative|absolute ([WithSameScheme]). The text: "If the
//     scheme parts are different, the whole absolute URI must be given.
//     Otherwise, the scheme is omitted". So "magic:g" in a "magic" context
//     is the partial "g" (samescheme=relative, the default). RFC 1808,
//     Section 5.2 ("considered to be a loophole in prior specifications of
//     partial URLs [1]") and RFC 2396, Section 5.2, step 3 ("Due to a
//     loophole in prior specifications [RFC1630]") name this behaviour;
//     samescheme=absolute keeps such a reference as written, as they
//     recommend.
//   - slashes=examples|literal ([WithSlashes]). Step 2, read literally,
//     cannot give the published "/g" = magic://a/g: the single slashes of
//     "magic://a/b/c//d/e/f" with no "//" anywhere to their right are those
//     after "d" and "e", so the literal reading gives magic://a/b/c//d/g.
//     slashes=examples (the default) takes the first run of exactly n
//     slashes (a run neither preceded nor followed by another slash) and
//     ignores "which has no greater number of consecutive slashes anywhere
//     to the right of it"; it is the only reading that reproduces every
//     published example. slashes=literal takes the first such run after the
//     last longer one. Both give the published "//g" = magic://g.
//   - xxx=notdotdot|any ([WithXXX]). "where xxx, ".." and "." are complete
//     path elements" does not exclude ".." from xxx. Read so (xxx=any),
//     "../../" is itself removed and surplus ".." elements cancel in pairs:
//     "/../../g" becomes "/g" but "/../g" stays. xxx=notdotdot (the default)
//     never removes "../../", as RFC 1808, Section 4, step 6 later wrote it
//     ("<segment> not equal to ..") and as HTParse.c did. Under xxx=any the
//     removal runs leftmost first, for the patterns overlap ("a/../../" is
//     "a/" or "../" by the order chosen).
//   - enddotdot=keep|remove ([WithEndDotDot]). The pattern is "xxx/../",
//     with a slash after "..", so a path ending in "xxx/.." keeps it: ".." in
//     "magic://a/b/c//d/e/f" gives magic://a/b/c//d/e/.. (enddotdot=keep,
//     the default). enddotdot=remove removes it as if the slash were there,
//     giving magic://a/b/c//d/, as RFC 1808, Section 4, step 6d later did.
//   - empty=context|merge ([WithEmpty]): see "Empty partials" below.
//   - maxlength=N ([WithMaxLength]): see "Limits" below.
//
// [Literal] sets every option whose default departs from the letter of the
// text (slashes=literal, xxx=any, empty=merge).
//
// # Decisions where the text is silent
//
// Each decision below is the package's own; "HTParse.c" is CERN libwww's
// Library/src/HTParse.c in the w3c/libwww repository, the implementation of
// this era, as of July 1993 (commit 52d07546, 1993-07-08) and as of June
// 1994 (commit bbeae6f1, 1994-06-15, current when RFC 1630 was published).
// What is said of it was observed by running those two versions.
//
// The context. "Within a object whose URI is well defined, the URI of
// another object may be given in abbreviated form": the context must have a
// scheme, and Resolve fails otherwise. Its fragment-id is never carried
// over, for "The fragment-id follows the URL of the whole object" and is no
// part of it. HTParse.c carries the context's fragment-id onto every
// reference that has none ("g" in magic://a/b/c#f gives magic://a/b/g#f).
//
// Scheme comparison. "If the scheme parts are different" names no case
// rule, so schemes are compared byte for byte: "MAGIC:g" is absolute in a
// "magic" context. HTParse.c compares them with strcmp too, and treats a
// same-scheme reference as partial (the loophole).
//
// The search part of the context. Step 3 removes "The last part of the path
// of the context URI (anything following the rightmost slash)" and appends
// the partial "in its place"; the search part ("uri scheme : path [ ? search
// ]") belongs to that last part and goes with it: "g" in magic://a/b/c?q
// gives magic://a/b/g, and "?y" gives magic://a/b/?y (not the context with a
// new search part, as RFC 1808 would have it). Step 2 looks for runs of
// slashes only up to the end of the context's path. HTParse.c also cuts the
// context at its first "?" before looking for the last slash.
//
// The search part of the partial. Step 4 removes only "complete path
// elements", so it works on the path of the result and leaves the search
// part alone: "g?y/../z" gives magic://a/b/c//d/e/g?y/../z. HTParse.c of
// July 1993 ran its removal over the search part too (magic://a/b/c//d/e/z).
//
// Empty partials. RFC 1630 has no rule for "" or "#s" ("fragment-only"),
// and step 3 read literally makes "" the context's "directory"
// (magic://a/b/c//d/e/). empty=context (the default) makes an empty partial
// the context URI itself, without its fragment-id, and attaches the
// reference's fragment-id if it has one: the partial form is for "where
// parts of the two URIs are the same", which here is every part, and "A
// void fragment-id with or without the hash sign means that the URL refers
// to the whole object". So "" gives magic://a/b/c//d/e/f and "#s" gives
// magic://a/b/c//d/e/f#s; a same-scheme "magic:" is empty too. empty=merge
// applies step 3 instead. HTParse.c gives the context for "" (with the
// context's own fragment-id) and the context plus "#s" for "#s".
//
// Where xxx and "." may stand. A complete path element is the text between
// two slashes or between a slash and an end of the path, and the void
// element between two slashes ("c//d") counts, as "The trailing slash
// indicates a void segment of the path" implies. The empty text before a
// leading slash is no element, so "/../g" stays (as RFC 1808, Section 5.2
// later kept "../../../g" = <URL:http://a/../g>). xxx may be "." where "/."
// cannot remove it, at the start of a relative path: "./../g" in magic:f
// gives magic:g. "recursively removed" is read as removing the leftmost
// occurrence until none is left, the order RFC 1808, Section 4, step 6c
// later prescribed ("removing the leftmost matching pattern on each
// iteration"); the one-pass implementation gives the same result. "/." at
// the end removes its slash too: "." gives magic://a/b/c//d/e.
//
// The host part in steps 3 and 4. Steps 3 and 4 work on the path after the
// host part, so ".." never removes the host part: "../g" in magic://a/b
// gives magic://a/../g. A void path after a host part is read as the root
// "/" in steps 2 and 3, so magic://a is magic://a/: "g" gives magic://a/g
// and "/g" magic://a/g. Read with the generic BNF's path (everything after
// the colon), "g" would replace the host ("magic://g"); HTParse.c gives
// magic://ag, writing the partial straight after the host. HTParse.c of July
// 1993 never lets ".." remove a host or an element after "//" ("../../g"
// gives magic://a/b/c//d/../g where this package gives magic://a/b/c//g);
// HTParse.c of June 1994 does remove the host ("../g" in magic://a/b gives
// magic://g). A context path without a leading slash is merged like any
// other ("g" in magic:a/b gives magic:a/g; HTParse.c replaces the whole path,
// magic:g).
//
// No dot removal after step 2. Step 2 ends with "to form the full URL"; the
// removal of step 4 is chained to step 3 ("and then:"), so "/./g" gives
// magic://a/./g and "//g/../h" magic://g/../h. HTParse.c does the same.
//
// A merged path that comes to start with "//". In a context without a host
// part, step 4 can leave the path starting with two slashes: ".//h" in
// magic:/g gives "magic:/.//h", and removing "/." gives magic://h, which
// reads back with the host part "h". The text does not address this; the
// result is returned as the rules make it, and is valid or not as that host
// part is.
//
// n slashes with no matching run. When the context has no run of exactly n
// slashes (or, under slashes=literal, none after its last longer run),
// nothing of it but its scheme is taken, since "the scheme is omitted":
// "///g" in magic://a/b/c//d/e/f gives magic:///g, as in HTParse.c.
// HTParse.c has no rule for runs of slashes; it reads "//g" as a host part
// and writes magic://g/ (so of the ten published answers, HTParse.c of July
// 1993 gives eight, all but the two "//g"). HTParse.c of June 1994 also
// merges every run of slashes in a merged path into one (since December
// 1993, "Remove multiple slashes"), so it gives magic://a/b/c/d/e/g for "g"
// and magic://a/b/c/d/g for "../g": four of the ten.
//
// # Relativize
//
// Relativize, the inverse of Resolve ([dialect.Relativizer]), writes the
// shortest reference that Resolve takes from a base to a target, among the
// candidates of internal/kernel/relgen, each checked by resolving it, so
// that the rules above decide. RFC 1630 reads a same-scheme absolute URI as
// partial (its "Partial (relative) form"), so a target with the base's
// scheme and a path the base's host cannot reach has no reference at all,
// the absolute one included; and its slashes rule decides which "/" forms
// climb where.
//
// # Validation
//
// [Dialect.Validate] checks a string against "BNF of Generic URI Syntax"
// and reports every violation with its offset, length and production.
// Absolute URIs are "fragmentaddress uri [ # fragmentid ]"; a partial form is
// checked as what follows "scheme :" in "uri scheme : path [ ? search ]".
//
//   - "path void | xpalphas [ / path ]" is read as "( void | xpalphas ) [ /
//     path ]": otherwise no path could start with a slash and the published
//     context magic://a/b/c//d/e/f would be invalid. Void elements are
//     allowed; "+" is an xpalpha.
//   - "The "national" and "punctuation" characters do not appear in any
//     productions and therefore may not appear in URIs": each is reported
//     as a violation of the production "national" or "punctuation". "%" not
//     followed by two hex digits violates "escape" ("Sequences which start
//     with a percent sign but are not followed by two hexadecimal characters
//     are reserved for future extension"); the RFC's own example
//     http://info.cern.ch/RDB/EMP?*%20where%20name%%3Ddobbins breaks it.
//     Every other byte is reported against the production of its part
//     (scheme, path, search, fragmentid), the reserved characters "= ; : "
//     and space included.
//   - "safe" is the generic BNF's "$ | - | _ | @ | . | &", without the "+"
//     that the URL BNF's "safe" adds, so "+" is allowed only in paths and as
//     the word separator of "search xalphas [ + search ]" (a void search
//     part, a leading, trailing or doubled "+" are violations).
//   - The fragment-id may be void after "#": "If the fragment-id is void,
//     the hash sign may be omitted", though "fragmentid xalphas" needs one
//     character.
//   - The generic BNF has no host part, and its path cannot hold the ":" of
//     a port, which would reject the RFC's own
//     http://info.cern.ch:8000/imaginary/test. The host part is therefore
//     checked against "BNF for specific URL schemes": "login [ user [ :
//     password ] @ ] hostport", "hostport host [ : port ]", "host hostname |
//     hostnumber", "hostname ialpha [ . hostname ]", "hostnumber digits .
//     digits . digits . digits", "port digits" and "user alphanum2 [ user
//     ]". A void host part is allowed: "A void host field is equivalent to
//     "localhost"" (file).
//
// # Limits
//
// RFC 1630 sets no limit on the length of a URI. This package does, so that
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
// # Cost
//
// Parse allocates nothing. Resolve allocates the result string only,
// removing "xxx/../" and "/." in place in one pass over the path; Validate
// allocates only to report violations. Parse, Resolve and the scan of
// Validate run in linear time.
// ResolveTrace reports each step, citing its section, and costs nothing
// more than Resolve when its hook is nil.
package rfc1630
