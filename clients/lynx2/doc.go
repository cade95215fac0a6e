// Package lynx2 is a client profile: it resolves URLs as Lynx 2.7 with
// libwww-FM did when it made the links of a page, so that a page of
// 1996-1998 can be read as its readers in Lynx read it.
//
// # Sources
//
// The algorithm is read from the source of Lynx 2.7.1 (libwww-FM 2.14),
// the snapshot labelled v2-7-1 (1997-04-04) of the Lynx history at
// github.com/ThomasDickey/lynx-snapshots (commit 36a66292):
//
//   - WWW/Library/Implementation/HTParse.c: scan, HTParse, HTSimplify;
//   - WWW/Library/Implementation/HTAnchor.c: HTAnchor_findChildAndLink;
//   - src/HTML.c: HTML_start_element, for BASE (base_href) and A (HREF);
//   - src/LYCharUtils.c: LYLegitimizeHREF.
//
// This package implements that algorithm in its own code; none of Lynx's
// C is copied. HTParse is CERN's (the WWW Library 2.11,
// Library/Implementation/HTParse.c), which libwww-FM changed in the
// places steps 5, 6, 8, 9 and 10 and its HTSimplify below say: the
// package shares the rest with mosaic2 (internal/kernel/htparse). Roy Fielding's observations of Lynx 2.7.1 in 1997 check it
// (clients/testdata/fielding1997.txt; TestFielding1997): the dialect gives
// 97 of the 103, and the six it does not are explained there and below.
//
// # The algorithm, step by step
//
// An A element with HREF href, on a page whose address is doc:
//
//  1. src/HTML.c: an empty HREF becomes doc; one that starts with "#"
//     becomes doc followed by it ("#" alone: doc). A page's address has no
//     anchor.
//  2. LYLegitimizeHREF (src/LYCharUtils.c): every white space byte of the
//     HREF goes (LYTrimHead, collapse_spaces; not for lynxexec: and
//     lynxprog:). An HREF of white space alone is left empty, and makes
//     no link: step 1 put the page's address only for an HREF empty as
//     written (src/HTML.c:2059), and HTAnchor_findChildAndLink links only
//     a non-empty address (HTAnchor.c:228); Resolve fails for it. is_url (src/LYUtils.c) writes the name of a scheme it
//     knows in its own case: news:, nntp:, snews:, mailto:, file:, data:,
//     lynxcgi: and their kin in lower case always, Lynx's internal
//     LYNX...: ones in upper case, and http:, https:, gopher:, ftp:,
//     wais:, telnet:, tn3270:, rlogin:, cso:, finger:, afs: and prospero:
//     in lower case only when "://" follows ("HTTP:g" stays as it is, an
//     access other than the base's "http"). An HREF of exactly "." or ".."
//     gets a "/" ("The Fielding RFC/ID for resolving partial HREFs says
//     that a slash should be on the end"), unless the base is a file: URL.
//     The BASE element's HREF goes through it too.
//  3. With a BASE element (option base=element): src/HTML.c has built
//     base_href from the BASE's access, host and path, each parsed alone
//     (no anchor; "/" for no path), and resolves the HREF against it with
//     HTParse(href, base_href, PARSE_ALL) (not the HREFs of step 1).
//  4. HTAnchor_findChildAndLink: the link is HTParse(href, doc,
//     PARSE_ALL). After step 3 this parses an absolute URL again, which
//     gives an http, https or ftp URL without a path its "/" ("../.."
//     gives "http://a/" with a BASE, "http://a" without).
//
// HTParse (WWW/Library/Implementation/HTParse.c) scans each name:
//
//  5. the access (scheme) ends at the first ":" before any "/", "#", ";"
//     or "?" ("a:b:c" has access "a"; "g?y:z" and "g;x:y" none). Every "#"
//     after it ends a string: the path ends at the first, the anchor is
//     what follows the last. "//" starts a host, up to the next "/"; "/"
//     an absolute path; else a relative one, or none when empty. The search
//     part ("?") is part of the path. Where a URL with an access has an
//     anchor, and has no host and is not lynxcgi, or is nntp, snews, news
//     or data, the last "#" is put back: the anchor was not one.
//
// Then builds the result:
//
//  6. a name with an http, https or ftp access, a host and no path gets
//     an empty absolute path ("Assume root").
//  7. access: the reference's, else the base's; where both have one and
//     they differ (strcmp), nothing else is inherited; where they are the
//     same, everything is ("http:g" is "g", "http:" the base).
//  8. host: the reference's, else the base's, after "//", cleaned
//     (CLEAN_URLS of libwww-FM): the host is what follows the first "@"
//     of the result; a ":" in it not followed by a digit ends it; the
//     default port of its access goes (http 80, https 443, gopher 70, ftp
//     21, wais 210, nntp, news and their post and reply forms 119, snews
//     563, finger 79, telnet and tn3270 23, rlogin 513, cso 105); a "."
//     ending the host name goes. Lynx does not lower-case the host.
//     Different hosts: no path is inherited.
//  9. path: a relative path of nntp, snews, or news with a host, is taken
//     as absolute. The reference's absolute path, as it is; else, where
//     the base has an absolute path, the base's path up to the last "/"
//     before the first "?" of the result (or its last "/"), then the
//     reference's relative path, and HTSimplify; else the reference's
//     relative path, else the base's; else "/" (not for lynxcgi:,
//     lynxexec:, lynxprog:; "news:/" becomes "news:*").
//  10. anchor: the reference's if not empty, else (when the reference has
//     none) the base's.
//
// HTSimplify of libwww-FM scans the whole result from its third byte:
//
//   - "/.." followed by "/" or the end removes the segment before it and
//     itself, unless no "/" precedes the segment, the segment is "..", or
//     the "/" before it follows another "/" (the host's "//"): ".." never
//     climbs above the host ("../../../g" gives "http://a/../g");
//   - "/./" loses its "/." and the "/" after it is looked at again, so
//     every "./" goes ("./../g" gives "http://a/b/g");
//   - a "." at the end after a "/" goes, the "/" stays ("./g/." gives
//     "http://a/b/c/g/").
//
// The C shifts the rest of the string at each removal; this package builds
// the same bytes in one pass.
//
// # Options
//
// base says where the base came from: "document" (the default), the page's
// own address, for a page without a BASE element; "element", a BASE
// element, which adds step 3 and makes step 4 a second parse. Fielding's
// test pages had a BASE element: TestFielding1997 runs with base=element.
// Lynx 2.6 scanned otherwise (its access stopped only at "/" and "#", its
// anchor followed the last "#" scanning from the end); it is not modelled.
//
// # What the user saw, where the resolver does not say
//
// "#s" and the empty HREF: step 1 gives the page's own address, which is
// this dialect's answer given the base; Fielding saw "(current document)#s"
// and "(current document)" on pages whose BASE was another URL. The
// answers agree for a page without a BASE element; with one, the page's
// address is what the user got, which no resolver given only the base can
// know.
//
// "//g" gives "http://g/": HTParse writes "/" where no path is given or
// inherited. Fielding's pages print "http://g" (and "fred://g") on that row
// for every client and RFC alike; the two name the same resource (RFC
// 2616, Section 3.2.3), and nothing in the source gives "http://g".
//
// # What is not modelled
//
// LYLegitimizeHREF also passes an HREF through LYUnEscapeToLatinOne, which
// hex-escapes the bytes of CJK escape sequences; the white space of a
// lynxexec: or lynxprog: URL, which it turns into spaces; src/HTML.c's "ftp gateway
// kludge" ("/foo/.."); LYFillLocalFileURL, which writes "localhost" into
// file: URLs. A C string ends at a NUL byte, which this package keeps as
// any other byte. The base is established from the BASE element or the
// page's address ([Dialect.EstablishBase]); header fields are not read.
//
// # Parse, Validate, Relativize
//
// Parse splits a string for display only (internal/kernel/clientcore.Split):
// Resolve scans the text itself as step 5 says. Validate reports only a
// string over the length limit: Lynx checked no grammar.
//
// There is no Relativize: the search for a shortest reference
// (internal/kernel/relgen) assumes what the specifications share, which this
// client does not keep; migrate takes the other dialects' rewrites.
package lynx2
