// Package heritrix is a client profile of a crawler: it resolves the links
// of a page as Heritrix 3, the Internet Archive's and national libraries'
// crawler, does, and gives the URI Heritrix queues for each, so that the
// captures of a web archive made by Heritrix (2004 on) can be read link by
// link as the crawler read them.
//
// # Sources
//
// Heritrix 3's UURIFactory (github.com/internetarchive/heritrix3, commit
// 5ada2a78, commons/src/main/java/org/archive/net/UURIFactory.java) wraps
// webarchive-commons' UsableURIFactory (github.com/iipc/webarchive-commons,
// commit 3921259, src/main/java/org/archive/url/: UsableURIFactory.java,
// UsableURI.java, LaxURI.java, LaxURLCodec.java), which stands on
// commons-httpclient 3.1's org.apache.commons.httpclient.URI:
// webarchive-commons carries that class as org/archive/url/URI.java since
// it dropped the library (commit 21c81e5, May 2025, whose header names the
// HTTPCLIENT_3_1 tag), and Heritrix 3 releases before used the 3.1 jar.
// Read there: UsableURIFactory.getInstance(base, relative), create, fixup,
// checkHttpSchemeSpecificPartSlashPrefix, fixupAuthority,
// fixupDomainlabel, checkPort, ensureMinimalEscaping, validityCheck;
// LaxURI.parseUriReference and its lax character sets; URI(URI, URI),
// parseAuthority, setRawPath, resolvePath, normalize and setURI. IDNA is
// GNU libidn's gnu.inet.encoding.IDNA.toASCII. This package implements
// them in its own code; none of their Java is copied. The cases of
// testdata/resolve.txt name the lines each answer follows from.
//
// Heritrix 1.14 (2009) is option version=1: org/archive/net/UURIFactory.java
// of its source as WebCuratorTool keeps it
// (github.com/WebCuratorTool/heritrix-1-14-adjust, commit 630012b9).
//
// # UURIFactory.getInstance(base, link), step by step
//
// The base is the page's UURI, made by the same factory from the page's
// address (getInstance(String): the fix-ups below without a base, so a
// relative address is an error). For the link:
//
//  1. fixup (UsableURIFactory.java:343-499): a link over 2083 characters
//     is refused (MAX_URL_LENGTH, "too long for IE"); a no-break space is a
//     space; String.trim removes every character up to U+0020 at both
//     ends; a backslash before the first "?" is "/" ("IE converts
//     backslashes preceding the query string to slashes"); TAB, CR and LF
//     are removed anywhere; "http://" or "https://" (lower case only)
//     followed by more slashes keeps two ("as mozilla does").
//  2. RFC 2396's Appendix B regular expression splits scheme, authority,
//     path, query and fragment; the fragment is dropped for good. The
//     scheme is lower-cased. "http:" or "https:" not followed by "//" is
//     an error unless it is the base's scheme (so "https:g" against an
//     http page fails), and "http://" with nothing after it is one.
//  3. The authority (fixupAuthority): trailing "%20"s go; the domain,
//     between the user information (up to the first "@") and the first
//     ":" after it, goes through IDNA.toASCII and is lower-cased; a domain
//     IDNA refuses (the STD3 rules: anything but letters, digits and "-",
//     a "-" at either end, an empty label or one over 63) is kept when it
//     is letters, digits, "_" and "-" in labels with single dots, and is
//     an error otherwise ("a..b", "a!b", "[::1]"). Heritrix 3 escapes the
//     user information minimally.
//  4. A path from the root loses its leading "/../"s ("IE does this");
//     an empty one is "/" ("browsers always send "/"").
//  5. For http and https only, the port loses its leading zeros, must be 1
//     to 65535, and the default one (80, 443) goes; a dot at either end of
//     the authority goes. A network-path reference ("//g:0080/x") has no
//     scheme here: its port is neither checked nor dropped, and the parse
//     writes it back as a number ("http://g:80/x"). Without an authority,
//     the base's own scheme is dropped ("http:g" is "g", HTTPCLIENT-587).
//  6. The path is escaped minimally (LaxURLCodec.EXPANDED_URI_SAFE: every
//     byte of the UTF-8 form but letters, digits and -~_.*/=&+,:;@$!)(%|'
//     as "%XX", upper case; "%" is never escaped, so "%zz" stays), the
//     query likewise with { } [ ] ^ ? besides.
//  7. The pieces are written back: scheme ":", "//" authority, path, "?"
//     query, each left out when empty. A path that fixup made start with
//     "//" ("/..//b") is read next as a network path.
//
// The parse (LaxURI.parseUriReference, escaped): trim again; a string
// that starts and ends with one of < > # % " loses both; the scheme, when
// what precedes the first ":" is one; "//" and an authority
// (parseAuthority: the user information, a host of letters, digits, ".",
// "-" and "_" and a port read by Integer.parseInt, written back; a host of
// other characters makes the whole authority a registry name, refused
// when it holds a character reg_name does not allow); the path; a
// query only when something follows the "?" ("g?" is "g"). UsableURI then
// normalizes an absolute path.
//
// URI(base, relative) is RFC 2396's algorithm as httpclient has it: a
// scheme other than the base's, or an authority, takes the reference as
// it is; no path and no query is the base itself (the current document:
// "" and "#s" give the page); otherwise resolvePath joins the base's path
// up to its last "/" (or "/" when it has none: "g" against "mailto:x@y"
// gives "mailto:/g") and the reference's path; the reference's query, if
// any. What it built is parsed again, and normalized:
//
//   - a "." segment followed by "/" goes; a last "." leaves its "/";
//   - a ".." segment removes the segment before it, whatever it is, and a
//     last ".." leaves a "/"; those with nothing before them, left at the
//     start, go ("../../../g" gives "http://a/g"); "/.." is "/";
//   - the query is never touched ("g?y/../x" stays).
//
// The result is the URI written without its fragment (setURI); one over
// 2083 characters once escaped is refused (validityCheck). Every refusal
// is a URIException, which drops the link: Resolve fails, citing the
// method.
//
// # Options
//
// version selects the Heritrix: "3" (the default) or "1", Heritrix 1.14's
// fixup: every backslash is "/", not only those before the query; white
// space left inside (Character.isWhitespace) is escaped as "%" and its
// code in lower-case hexadecimal ("%20", "%0b"), its authority included;
// the user information is not escaped. (Heritrix 3 had escapeWhitespace
// too until webarchive-commons dropped it in October 2015, commit
// c1545bc.) maxlength is the limit every dialect has; Heritrix's own, 2083
// characters, is the resolution's error above.
//
// # Checked against the source
//
// commons-httpclient 3.1 as Debian packages it (libcommons-httpclient-java),
// run on generated bases and references already fixed up, agrees with
// this package's parse, URI(base, relative) and normalize on every one
// but the network paths with a port ("//h:81/"), which httpclient 3.1
// reads as a path (HTTPCLIENT-588) and LaxURI, which Heritrix uses,
// fixes (TestAgainstHttpclient, which skips, saying why, where Java or
// the jar is missing). webarchive-commons and libidn are in no registry
// this project reaches: fixup and IDNA are checked by the table alone.
//
// # What is not modelled
//
// Java strings are UTF-16 and the model's are bytes: the 2083 limit is
// counted in bytes, and a string that is no UTF-8 is escaped byte by
// byte where Java would have read U+FFFD. IDNA's nameprep is only its
// case mapping (lower case): its normalization (NFKC), its mapping of
// characters to nothing and its prohibited characters are not modelled,
// so a host that nameprep changes otherwise differs. What Heritrix's
// extractors do before the factory sees a link (ExtractorHTML decodes
// entities; its speculative JavaScript links) and what decides whether a
// link is crawled (scope, robots.txt) are not modelled; nor the
// canonicalization of URIs for the already-seen test (UriUniqFilter), nor
// the SURT keys of its indexes (package captures has those).
//
// # Parse, Validate
//
// Parse splits a string for display only (internal/kernel/clientcore.Split).
// Validate reports only a string over the length limit.
package heritrix
