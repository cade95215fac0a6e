// Package msie3 models how Microsoft Internet Explorer 3.01 resolved a
// link: a client profile for the pages of 1996-1997 and the readers who
// followed their links in Internet Explorer.
//
// # Sources
//
// Internet Explorer's source was never published. The model is made from
// published observations: Roy Fielding's 1997 relative-URL test pages,
// on which "MSIE 3.01; Windows 95" (column [3]) was tested on all five
// pages, 103 answers (clients/testdata/fielding1997.txt, from the copy
// the URI Perl distribution keeps of the pages). They are the primary
// source, and every rule below names the observation that decides it;
// where none does, the rule says "choice". The dialect gives all 103
// (msie3's TestFielding1997). Internet Explorer 1.0 was built on
// Spyglass Mosaic, licensed from NCSA's; the observations fit the scan
// of libwww's HTSimplify that Mosaic runs (mosaic2), with one change at
// the top of a path. That is a likeness the observations show, not a
// source.
//
// The answers are what the status bar showed when the pointer was on the
// link ("point to the example anchor and compare it to the resolved URL
// in your browser"): what the user saw, and what a click requested.
//
// # The rules
//
//  1. The fragment is set aside first, after the first "#", and put back
//     at the end, never merged: "g#s/../x" gives "http://a/b/c/g#s/../x"
//     (Part 1).
//  2. A scheme other than the base's makes the reference absolute: "g:h"
//     gives "g:h" (Parts 1, 4, 5). The base's own scheme is dropped and
//     the rest is relative: "http:g" gives "http://a/b/c/g", "http:" the
//     base (Part 1). A scheme is a letter, then letters, digits, "+", "-"
//     or ".", before a ":" that comes before any "/" or "?" (choice); the
//     schemes are compared without case (choice).
//  3. Nothing left, "" or "#s", gives the base's URL, without its own
//     fragment, then the reference's fragment: "" gives
//     "http://a/b/c/d;p?q", "#s" gives "http://a/b/c/d;p?q#s" (Part 1).
//     The status bar showed the full URL, where Mosaic and Lynx showed the
//     current document. Dropping the base's fragment is a choice (the
//     pages' base has none).
//  4. "//" starts a network path: the base's scheme, then the reference
//     as it is: "//g" gives "http://g" (Parts 1, 2), "//g/x" gives
//     "fred://g/x" (Part 4).
//  5. "/" starts an absolute path, taken as it is, not simplified: "/./g"
//     gives "http://a/./g", "/../g" gives "http://a/../g" (Part 1), "/g"
//     against "fred:///s//a/b/c" gives "fred:///g" (Part 4).
//  6. Any other reference is merged: the base's path, its query left out
//     (Part 2: a "/" in "?q=1/2" is not a segment) and its params kept
//     (Part 3: "g" against "http://a/b/c/d;p=1/2?q" gives
//     "http://a/b/c/d;p=1/g"), up to its last "/", then the reference
//     with its query: "?y" gives "http://a/b/c/?y" (Parts 1, 2). A base
//     path without "/" gives "/" after a host (choice), "" without one.
//  7. The merged path, query included, is simplified left to right (Parts
//     1 to 5): at a "/" followed by ".." and then "/" or the end, the
//     segment before it is removed with it ("g/../h" gives
//     "http://a/b/c/h", ".." gives "http://a/b" with no "/" after it,
//     "../.." gives "http://a"; "g;x=1/../y" gives "http://a/b/c/y" and
//     "g?y/../x" gives "http://a/b/c/x", for the params and the query are
//     in the path); when there is no segment before it, or that segment
//     follows an empty one ("//"), or starts a path after an empty host
//     ("fred:///"), the "/.." is dropped: "../../../g" gives "http://a/g"
//     (Part 1), "../../" against "fred:///s//a/b/c" gives "fred:///s//a/"
//     and "../../../../g" gives "fred:///s//a/g" (Part 4); a ".." after a
//     segment ".." is kept (choice: unobserved). At a "/" followed by "."
//     and then "/" or the end, "/." is removed and the character after it
//     passed over unexamined: "./../g" gives "http://a/b/c/../g", "."
//     gives "http://a/b/c", "./g/." gives "http://a/b/c/g" (Part 1).
//
// The scan of rule 7 is linear: the offsets of the "/" written are kept
// on a stack in the result's own allocation, so the "/" before a ".."
// is found at once.
//
// # Parsing
//
// Parse reports the fragment, the scheme, the host (after "//", up to the
// next "/" or "?"), the path with its params (Part 3), and the query.
// Resolve resolves the texts; Parse is a description for the tools that
// show parts.
//
// # The base
//
// The HREF of the page's BASE element: every page of the observations
// sets its base so. A relative one is resolved against the page's address
// (choice), and without one the page's address is the base. A base
// without a scheme is an error: a browser's document always had an
// absolute URL.
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
// A browser took any string in an HREF: Validate reports only a string
// over the limit (option maxlength), as every dialect does.
package msie3
