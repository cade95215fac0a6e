// Package draft01 implements URI reference parsing and resolution as
// specified by draft-ietf-uri-relative-url-01, "Relative Uniform Resource
// Locators" (R. Fielding, 28 October 1994): the step between RFC 1630 and
// RFC 1808 in which both parsing and resolution depend on the scheme.
//
// Every example of its Section 5 (base <URL:http://a/b/c/d>), normal and
// abnormal, and the example of its Section 10 come out of [Default] as
// printed; see testdata/resolve.txt.
//
// # Scheme categories
//
// Parsing and resolution are driven by five sets of schemes (Sections
// 2.3.1 to 2.3.5): Uses-Netloc, Non-Hierarchical, Uses-Params, Uses-Query
// and Uses-Fragment, with the table of Section 2.3.6 as the default
// membership of ftp, http, gopher, mailto, news, nntp, telnet, wais, file
// and prospero ([Table], [Categories], [Dialect.Categories]). Section 2.3
// asks new schemes to describe their membership ("It is recommended that
// new schemes include a description of their membership in the following
// categories when they are registered"): [WithScheme] declares it for one
// Dialect (key "scheme.NAME", e.g. -o scheme.https=netloc+params+query+fragment),
// without changing [Default] or any shared table. A declaration replaces
// the table's row for that scheme.
//
// A scheme that is neither in the table nor declared is in none of the
// sets. The sets are defined by enumeration ("Uses-Netloc = {ftp, http,
// gopher, nntp, telnet, wais, file, prospero}") and the algorithm tests
// membership ("If the scheme is not a member of the Uses-Netloc set, this
// section is skipped", Section 2.4.3); Section 2.3.2 then makes such a
// scheme hierarchical: "When resolving relative paths for schemes not in
// the Non-Hierarchical set, the complete path segments ".." and "." have
// a significance reserved for representing the path hierarchy". So
// "foo://h/a?q#f" is all path after "foo:", and "../g" against
// "foo:/a/b/c" is "foo:/a/g". [WithUndeclared] (key "undeclared") gives such
// schemes another membership.
//
// Scheme names match case-insensitively. The draft's <scheme> is the
// "access scheme name, as per Section 2.1 of [2]" (Section 2.1), and [2],
// published as RFC 1738, says there: "programs interpreting URLs should
// treat upper case letters as equivalent to lower case in scheme names".
//
// # Options
//
//   - [WithFragments] (key "fragments", values "www", "none"; default "www"):
//     Section 2.3.5, "the fragment identifier is only reserved within
//     systems which use it. Outside of those systems, Uses-Fragment is
//     equal to the empty set." With "none" no scheme, declared or not, is
//     in Uses-Fragment, and "#" is an ordinary character of the part it
//     falls in: "g" against "http://a/b#c/d" is "http://a/b#c/g" (by
//     default "http://a/g"), and "#s" against "http://a/b/c/d" is
//     "http://a/b/c/#s".
//   - [WithScheme] (key "scheme.NAME"): a scheme's membership, above.
//   - [WithUndeclared] (key "undeclared"; default "none"): the membership of
//     every other scheme, above.
//   - [WithContext] (key "context"; default none): the scheme whose categories
//     parse a URL without a scheme when there is no base with one, below.
//   - [WithMaxLength] (key "maxlength"; default 1048576): the longest
//     string parsed or validated; see "Limits" below.
//
// The category values of "scheme.NAME" and "undeclared" are "none" or
// names joined by "+": netloc, nonhierarchical, params, query, fragment
// (the set names "Uses-Netloc", "Non-Hierarchical", ... are accepted too).
//
// # Parsing
//
// [Dialect.Parse] and [Dialect.ParseIn] apply Sections 2.4.1 to 2.4.6 in
// that order: the scheme (a colon "after the first character and before
// any characters not allowed as part of a scheme name"); the fragment
// after the right-most "#", only for Uses-Fragment; the net_loc after
// "//" up to the next "/" (or the end), only for Uses-Netloc; the query
// after the left-most "?", only for Uses-Query; the params after the
// left-most ";", only for Uses-Params; the path. Each rule sees only what
// the earlier ones left, so in "http://a?b/c" the net_loc is "a?b". Parse
// fails only on a string over the limit (see "Limits"); [Dialect.Validate]
// is the strict check.
//
// A URL with a scheme is parsed by its own scheme's categories. A relative
// URL is parsed by the categories of the base's scheme: "relative URLs are
// parsed within the context of the base URL" (Section 2.2), and step 3 of
// Section 4 parses "both the base and embedded URLs". That is
// [Dialect.ParseIn], the [dialect.ContextParser] of this dialect, and
// [Dialect.Resolve] parses the reference's text again in that context
// whatever Reference it is given (unless ParseIn made it in a context of
// the same categories, when its parts are read as they are: the same
// parts, without the second parse).
//
// Choice: [Dialect.Parse], without a base, parses a URL that has no scheme
// by no scheme's categories, so all of it is path ("g?y#s" is one path).
// Section 3.4 is the case of a document with no base: "the base URL is
// considered to be the empty string and all embedded URLs within that
// document shall be interpreted as absolute", and an absolute URL without
// a scheme has no scheme, which is a member of no set, so Sections 2.4.2
// to 2.4.5 are all skipped ("If the scheme is not a member of the
// Uses-Fragment set, this section is skipped"). [WithContext] names a scheme
// to assume instead (-o context=http splits "g?y#s" as http would).
// ParseIn with a base that has no scheme does the same.
//
// Undefined and empty: the draft merges them ("If the crosshatch is the
// last character, or no crosshatch is present, then the fragment
// identifier is empty", and likewise for <query> and <params>). Parsing
// keeps the difference, so that every parse recomposes to its input; the
// resolution treats them alike wherever the draft tests for "empty".
//
// The preceding slash: [dialect.Reference] keeps the slash before a path
// in the path ("/b/c/d"), which is the option Section 2.4.6 names: "Often
// this is done by simply storing the preceding slash along with the
// path". The path of the draft proper starts after it, and the operations
// of step 7 apply to that path (below).
//
// The net_loc is not split into login, host and port; the draft refers
// those to [2] and never uses them.
//
// # Resolution
//
// [Dialect.Resolve] follows Section 4, steps 1 to 8, literally:
//
//   - Step 2: an empty base makes the reference absolute as it is.
//   - Step 3a: a reference with a scheme is absolute, even the base's own
//     scheme ("http:g" is "http:g", Section 5.2).
//   - Step 4 applies only to Uses-Netloc schemes. A reference's net_loc
//     that is present but empty is not "non-empty", so "//" and "///g"
//     inherit the base's net_loc (4b): "///g" against http://a/b/c/d is
//     http://a/g.
//   - Step 6 inherits the base's <params> and <query> each on its own
//     when the reference's is empty: ";x" against "http://a/b/c/d;p?q" is
//     "http://a/b/c/d;x?q" (RFC 1808 stops at the first non-empty part
//     and gives "http://a/b/c/d;x").
//   - Step 7 always replaces the last segment of the base path ("anything
//     following the rightmost slash "/", or the entire path if no slash
//     is present"), for every scheme; only "." and ".." depend on the
//     scheme, being special "for schemes not in the Non-Hierarchical set"
//     (Section 2.3.2). For a Non-Hierarchical scheme steps 7a to 7d do not
//     apply: "../g" against gopher://h/1/a/b is gopher://h/1/a/../g.
//   - Step 7c is applied as written: "All occurrences of
//     "<segment>/../", where <segment> and ".." are complete path
//     segments, are removed", leftmost first, with no "not equal to "..""
//     qualifier (RFC 1808, Section 4 added one). So ".." cancels a
//     preceding "..": "../../../../g" against http://a/b/c/d is
//     http://a/g (RFC 1808: http://a/../../g). <segment> may also be
//     empty: "g//../h" is http://a/b/c/g/h. Step 7d ("If the URL path
//     ends with "<segment>/..", that "<segment>/.." is removed") has no
//     qualifier either: "../../../.." is http://a/.
//   - Steps 7a to 7d work on the path after its preceding slash (Section
//     2.4.6: "the initial slash is not part of the URL path"). The
//     published "../../../g" = "http://a/../g" depends on it: the merged
//     path "b/c/../../../g" becomes "../g", whereas with the slash an empty
//     first <segment> would remove "/../" too.
//   - Fragments are never inherited ("Fragment identifiers are never
//     inherited from the base URL"): "" against "http://a/b/c/d#f" is
//     "http://a/b/c/d".
//
// Choices where the text is silent:
//
//   - Step 8 says only that the components "are recombined". They are
//     written as Section 2.1 lays them out,
//     "<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>", each with
//     its separator when present. When a net_loc is followed by a merged
//     path with no preceding slash (base "http://a", reference "g"), the
//     slash is written, since the grammar puts one there: location = "//"
//     net_loc [ "/" rel_path ] (Section 2.2). The result is
//     "http://a/g". Nothing else is added: a Uses-Netloc scheme whose
//     base has no net_loc can give a path starting with "//" ("..//g"
//     against "http:/b/c" is "http://g"), which reads back as a net_loc;
//     the draft does not guard against it.
//   - When a reference's part is empty and the base has none to give
//     (steps 4b, 6b, 6c), the reference's own separator is kept: "?"
//     against "http://a/b/c/d" is "http://a/b/c/d?".
//   - Step 3 parses "Both the base and embedded URLs": Resolve takes both
//     as their text and parses them again, so a Reference made by another
//     dialect resolves by this draft's rules.
//   - A base that is not empty but has no scheme (the draft requires an
//     absolute one) is used as it is: no scheme is inherited, and its
//     categories are those [WithContext] gives.
//   - Step 7a removes "All occurrences of "./"" in one pass; removing one
//     never forms another, so this equals removing them one at a time.
//     Steps 7a and 7c start at the first segment that begins with ".",
//     and when the base directory is absolute without dot segments and the
//     embedded path's only dot segments lead it, steps 7a to 7d come to
//     removing one directory per "../", which Resolve does directly
//     without a trace (a "../" left at the root takes the steps).
//   - Step 1 is the caller's: [Dialect.EstablishBase] implements Section 3
//     (the embedded base, the "Base-URL:" header of Section 3.2, the
//     retrieval context, the empty base) and documents its choices (first
//     field or element wins; a candidate without a scheme is passed over).
//
// [Dialect.ResolveTrace] reports each step, citing it as
// "draft-ietf-uri-relative-url-01, Section 4, step 6b"; the step that
// skips 7a to 7d cites Section 2.3.2.
//
// # Validation
//
// [Dialect.Validate] checks a string against the BNF of Section 2.2. That
// grammar "is not sufficient to completely specify the allowed syntax
// within any given context", and its <rel_path> takes any string of its
// characters, so the string is split as [Dialect.Parse] splits it and
// each part is checked against its own production: <net_loc>, <segment>
// (the path), <param>, <query>, <fragment>, and <escape> for every "%".
// Every violation is reported with its offset, length and production.
//
// # Limits
//
// The draft sets no limit on the length of a URL. This package does, so that
// hostile input costs bounded work: [Dialect.Parse], [Dialect.ParseIn] and [Dialect.Validate]
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
package draft01
