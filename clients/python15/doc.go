// Package python15 models how Python 1.5's urlparse.urljoin resolved a
// URL against a base: a client profile, modelled from the library's
// source, for the Python programs of 1998 and 1999 (web robots, link
// checkers, the Grail browser's successors) whose links a historian or a
// migration must read as they read them.
//
// # Sources
//
// Lib/urlparse.py of Python 1.5.2 (April 1999), functions urlparse,
// urlunparse and urljoin, and the scheme classes at the head of the file;
// and the earlier text of Python 1.5 (January 1998), option
// version=1.5; and Python 2.7's rewrite, option version=2.7 (below). CPython's history is public (github.com/python/cpython);
// its repository was too large to fetch whole here, so the two texts were
// read from stored copies of Lib/urlparse.py and told apart by their
// content, not by a commit: the 1.5.2 text is the one with urlparse's
// fast path for "http:" ("# optimize the common case"), "gopher" in
// uses_query and urljoin's case for [”, '..']; the 1.5 text has the
// argument misspelled allow_framents and none of the three. Which release
// first shipped each is the one fact here not read from a dated commit.
// The module's own self-test (test_input, at the end of the file) is
// transcribed in testdata/resolve.txt, with the answers it
// expected.
//
// Python 1.5 was not one of the clients of Roy Fielding's 1997 tests;
// no published observation of it is known but the module's self-test.
//
// # urlparse(url, scheme='', allow_fragments=1)
//
// Step by step (Parse follows it with no default scheme; ParseIn and
// Resolve split a reference with the base's scheme as the default, as
// urljoin does):
//
//  1. i = find(url, ':'); if i > 0 and every character before it is a
//     letter, a digit, "+", "-" or "." (scheme_chars), url[:i],
//     lowercased, is the scheme, and url the rest: "1:x" has a scheme;
//  2. if the scheme is in uses_netloc and url starts with "//", the
//     netloc is what follows up to the next "/" (a netloc may hold "?",
//     ";" and "#");
//  3. if the scheme is in uses_fragment, the fragment is what follows the
//     LAST "#" (rfind);
//  4. if the scheme is in uses_query, the query is what follows the first
//     "?";
//  5. if the scheme is in uses_params, the params are what follow the
//     first ";" of what is left: "g;x=1/../y" has the path "g";
//  6. the rest is the path.
//
// The classes: uses_relative ftp, http, gopher, nntp, wais, file, https,
// shttp, prospero and ” (no scheme); uses_netloc ftp, http, gopher,
// nntp, telnet, wais, https, shttp, snews, prospero, ” ("file" is not
// one); uses_params ftp, hdl, prospero, http, https, shttp, ”; uses_query
// http, wais, https, shttp, ” and, in 1.5.2, gopher; uses_fragment ftp,
// hdl, http, gopher, news, nntp, wais, https, shttp, snews, file,
// prospero, ”. A scheme in none of them ("fred", "mailto") has nothing
// split off: all of it after "scheme:" is the path.
//
// # urlunparse((scheme, netloc, url, params, query, fragment))
//
// If the netloc is not empty, "//" netloc and the path, with a "/" put
// before a path that lacks one; if the scheme is not empty, scheme ":"
// before; then ";" params, "?" query and "#" fragment, each only when
// not empty. An empty netloc, query, params or fragment is dropped:
// "g?" gives "http://a/b/c/g", "http:///x" gives "http:/x".
//
// # urljoin(base, url)
//
//  1. "if not base: return url";
//  2. the base is split with no default scheme, the reference with the
//     base's;
//  3. "XXX Unofficial hack": when the schemes differ, the reference has
//     no netloc and both schemes are in uses_relative and uses_netloc,
//     the reference takes the base's netloc without its port ("ftp:g"
//     against "http://a:80/b" gives "ftp://a/g");
//  4. when the schemes differ, or the scheme is not in uses_relative, the
//     reference's parts are joined again (urlunparse) and returned;
//  5. if the scheme is in uses_netloc: a reference with a netloc is
//     returned (joined again), else it takes the base's netloc ("///g"
//     has an empty netloc, which counts as none);
//  6. a path starting with "/" is returned with the netloc; an empty path
//     takes the base's path, the reference's params (not the base's:
//     "?y" against "http://a/b/c/d;p?q" gives "http://a/b/c/d?y") and
//     "query or bquery" ("#s" gives "http://a/b/c/d?q#s"; "" too, without
//     the "#s");
//  7. otherwise the path is the base's path up to and including its last
//     "/" (all of it is dropped when it has none), then the reference's;
//  8. splitfields(path, '/'), then: a last "." becomes ""; every other
//     "." is removed; then, again and again, the first pair
//     segments[i-1:i+1] with segments[i] == '..' and segments[i-1] not
//     empty, for 1 <= i < len-1, is deleted. A ".." is not empty, so
//     "../.." is a pair: "../../../../g" against "http://a/b/c/d" gives
//     "http://a/g" where "../../../g" gives "http://a/../g". The last
//     segment is never the ".." of a pair;
//  9. 1.5.2: "if len(segments) == 2 and segments[1] == '..' and
//     segments[0] == ”", segments[-1] = ”; then (1.5 too) "elif
//     len(segments) >= 2 and segments[-1] == '..'", the last two become
//     one ” ("../.." gives "/"). In 1.5 the segments [”, '..'] become
//     [”], the empty path, which urlunparse writes "/" after a netloc and
//     "" without one;
//  10. urlunparse.
//
// urljoin never fails, and neither does Resolve. The module's note under
// test_input, "XXX The result for //g is actually http://g/; is this a
// problem?", is what the code does, and what the dialect gives.
//
// # Python 2.7 (option version=2.7)
//
// Lib/urlparse.py of Python 2.7 (the text read from CPython's repository,
// with 2.7's Lib/test/test_urlparse.py, whose every urljoin case is
// transcribed in testdata/resolve.txt), where 2.x rewrote the
// module:
//
//  1. urlsplit: the scheme as before, but "http" is taken as it is and
//     another is not a scheme when all that follows its ":" is digits
//     ("path:80"); "//" starts a netloc whatever the scheme, up to the
//     first "/", "?" or "#", and a netloc with "[" and no "]" (or "]" and
//     no "[") raises ValueError("Invalid IPv6 URL"), which Resolve returns
//     as an error; the fragment follows the first "#" and the query the
//     first "?", for every scheme; urlparse splits the params off the last
//     segment only, for a scheme in uses_params;
//  2. urljoin: "if not base: return url"; "if not url: return base"; a
//     scheme other than the base's, or one not in uses_relative, returns
//     the reference as it was written; the "Unofficial hack" is gone; a
//     netloc returns the reference joined again; a path starting with "/"
//     too; a reference with neither path nor params takes the base's path
//     and params, and its query unless it has one ("?y" gives
//     "http://a/b/c/d;p?y"); otherwise the segments of the base path but
//     its last and those of the path are reduced as in 1.5.2, but that a
//     pair is deleted only when segments[i-1] is neither "" nor ".."
//     ("../../../../g" gives "http://a/../../g"), and the params are
//     the reference's (";x" gives "http://a/b/c/;x");
//  3. urlunsplit writes "//" and the netloc when the netloc is not empty,
//     or when the scheme is in uses_netloc and the path does not start
//     with "//", so that "x" against "http:/b" gives "http:///x"; and it
//     puts "/" before a path only when the path is not empty ("//g" gives
//     "http://g").
//
// The scheme lists of 2.7 are longer (imap, mms, rtsp, rtspu, sftp, svn,
// svn+ssh, and for the netloc also rsync, nfs, git, git+ssh; tel, sip and
// sips have params). 2.7's check of a unicode netloc under NFKC
// normalization does not apply to the byte strings modelled here.
//
// # What this package does differently
//
// Step 8 deletes the first pair and starts over, which takes time
// quadratic in the number of segments; the package makes one pass with a
// stack (a segment is pushed, or it is ".." and removes a non-empty top),
// which deletes the same pairs: the leftmost pair first, as urljoin does.
// urlparse's cache of 20 results changes no answer and is not modelled.
// Python strings are byte strings in 1.5: nothing is decoded or escaped.
//
// # The base
//
// urljoin takes whatever base its caller passes; EstablishBase takes the
// HREF of the page's BASE element, else the page's address, as the
// browsers of the time did (a program that passed another base resolved
// otherwise).
//
// # Relativize
//
// Relativize, the inverse of Resolve ([dialect.Relativizer]), writes the
// shortest reference that Resolve takes from a base to a target: it tries
// every candidate of internal/kernel/relgen in order, each checked by
// resolving it (the shortcuts of a specification's search do not hold for a
// client that rewrites), so that the client's quirks decide: a target the
// client could not reach (one it would have rewritten) is an error saying
// so.
//
// # Validation
//
// urlparse checked nothing: Validate reports only a string over the
// limit (option maxlength), as every dialect does.
package python15
