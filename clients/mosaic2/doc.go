// Package mosaic2 is a client profile: it resolves URLs as NCSA Mosaic 2.x
// for the X Window System did when its user clicked a link, so that a page
// of 1994-1996 can be read as its readers in Mosaic read it.
//
// # Sources
//
// The algorithm is read from the source of NCSA Mosaic 2.7b6 for X
// (MO_VERSION_STRING "2.7b6" in src/mosaic.h), as published at
// github.com/alandipert/ncsa-mosaic (commit b87e892):
//
//   - libwww2/HTParse.c: scan, HTParse, HTSimplify;
//   - src/mo-www.c: mo_url_canonicalize_keep_anchor, which a click calls
//     (src/gui.c, anchor_cb and pointer_motion_callback, the status line);
//   - src/gui.c: url_base_override and cached_url, the base of a page.
//
// This package implements that algorithm in its own code; none of
// Mosaic's C is copied. scan, HTParse and HTSimplify are CERN's (the
// WWW Library 2.11, Library/Implementation/HTParse.c), which libwww2
// kept but for CLEAN_URLS (step 5): the package shares them with lynx2
// (internal/kernel/htparse) and says here what Mosaic's copy does. Roy Fielding's observations of NCSA Mosaic 2.6
// (libwww 2.12) in 1997 check it (clients/testdata/fielding1997.txt; the
// results are in TestFielding1997): the dialect gives 69 of the 73, and
// the four it does not are explained there and below.
//
// # The algorithm, step by step
//
// A click on a link with HREF ref (src/gui.c, anchor_cb) first passes ref
// through mo_convert_newlines_to_spaces (src/mo-www.c): every newline
// becomes a space, and leading white space goes. Then mo_load_window_text
// (src/gui-documents.c) calls mo_url_canonicalize_keep_anchor(ref, base)
// (src/mo-www.c), base being the page's URL, or its BASE element's, under
// which Mosaic registers a page that has one (mo_do_window_text:
// url_base_override), which
//
//  1. parses base alone: HTParse(base, "", PARSE_ACCESS | PARSE_HOST |
//     PARSE_PATH | PARSE_PUNCTUATION), which drops its anchor, cleans its
//     host (step 4) and writes "/" for a URL with a host and no path;
//  2. returns HTParse(ref, that, the same | PARSE_ANCHOR).
//
// HTParse (libwww2/HTParse.c) first scans each name with scan:
//
//  3. the access (scheme) ends at the first ":" met before any "/" or
//     "#": every such ":" moves the start of the rest past it, but only
//     the first ends the access, so "a:b:c" is access "a" and relative
//     "c". Nothing else stops the scan: "g?y:z" has access "g?y". The
//     anchor is what follows the first "#", up to a second "#" (each "#"
//     ends a C string). What is left starts a host with "//" (up to the
//     next "/", after which comes an absolute path), an absolute path
//     with "/", or is a relative path; empty, it is no path. A URL with
//     an access and an anchor but no host gets its "#" back: the anchor
//     "was not really one" (news:j462#36487@foo.bar). The search part
//     ("?") is part of the path.
//
// Then HTParse builds the result:
//
//  4. access: the reference's, else the base's. Where both have one and
//     they differ (strcmp: case counts), nothing else of the base is
//     inherited. Where they are the same, everything is: "http:g" is the
//     relative path "g", the loophole RFC 1808 names.
//  5. host: the reference's, else the base's, after "//", cleaned
//     (CLEAN_URLS): ":80" of http and ":70" or ":70+" of gopher go, a "+"
//     ending another port goes; a "." ending the host name goes when the
//     host with its "//" is longer than three bytes; the host is
//     lower-cased from its "@" on (all of it when it has none). Where the
//     reference and the base both have a host and they differ, no path is
//     inherited.
//  6. path: the reference's absolute path, as it is (HTSimplify does not
//     run on it: "/./g" stays); else, where the base has an absolute path,
//     the base's path up to the last "/" before the first "?" of the
//     whole result so far (or the last "/" of it), then the reference's
//     relative path, and HTSimplify over the whole result; else the
//     reference's relative path, else the base's; else "/".
//  7. anchor: the reference's, after "#". The base's was dropped at step 1.
//
// HTSimplify scans the whole result from its third byte, query included:
//
//   - "/.." followed by "/" or the end removes the segment before it and
//     itself, unless no "/" precedes that segment, the segment is "..",
//     or the "/" before it follows another "/" (the host's "//"): so ".."
//     never climbs above the host ("../../../g" gives "http://a/../g"),
//     and a ".." at the end leaves no "/" (".." gives "http://a/b"). The
//     scan goes on where the segment began;
//   - "/." followed by "/" or the end is removed, and the byte that comes
//     after it is not looked at: "." gives "http://a/b/c", "./../g" keeps
//     its ".." ("http://a/b/c/../g"), and of "./././" every other one
//     stays.
//
// The C shifts the rest of the string at each removal, which is quadratic
// in the worst case; this package builds the same bytes in one pass.
//
// # What the user saw, where the resolver does not say
//
// An HREF "#s" and an empty HREF: mo_url_canonicalize_keep_anchor gives
// the base without its anchor, with "#s" or nothing after it, and that is
// this dialect's answer. For "#s", mo_load_window_text keeps the page's
// text and moves to the anchor (no reload); the page is registered under
// its BASE's URL when it has one. Roy Fielding wrote what he saw Mosaic
// 2.6 do as "(current document)#s" and "(current document)": this page,
// which is what the answer names in Mosaic's own terms; the test counts
// the two rows as misses all the same, for the pages' words name no URL.
//
// "//g" gives "http://g/": HTParse writes "/" where no path is given or
// inherited. Fielding's pages print "http://g" for Mosaic and for every
// other client and RFC on that row; the two name the same resource (RFC
// 2616, Section 3.2.3), and nothing in the source gives "http://g".
//
// # What is not modelled
//
// Mosaic 2.7b6 against 2.6: Fielding's observations of 2.6 agree with the
// 2.7b6 code on every row but those above, so there is no version option.
// A C string ends at a NUL byte, which this package keeps as any other
// byte. The base of a page is
// established from its BASE element or its own address
// ([Dialect.EstablishBase]); header fields are not read.
//
// # Parse, Validate, Relativize
//
// Parse splits a string for display only (internal/kernel/clientcore.Split):
// Resolve scans the text itself as step 3 says. Validate reports only a
// string over the length limit: Mosaic checked no grammar.
//
// There is no Relativize: the search for a shortest reference
// (internal/kernel/relgen) assumes what the specifications share, which this
// client does not keep; migrate takes the other dialects' rewrites.
package mosaic2
