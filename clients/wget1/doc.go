// Package wget1 is a client profile of a crawler: it resolves the links of
// a page as a recursive retrieval of GNU Wget 1.5.3 (September 1998) did,
// or, with option version=1.8, of Wget 1.8 (December 2001), and gives the
// URL Wget fetched for each, so that a mirror made by Wget in 1996-2001
// (the personal and ArchiveTeam-style copies that web archives hold) can
// be read link by link as Wget read it.
//
// # Sources
//
// The source of the 1.5.3 release, as it was imported into Wget's CVS:
// the history of github.com/mirror/wget, commit 31d6616c ("Initial
// revision", 1999-12-01; src/version.c says "1.5.3", and the next commit
// bumps it to "1.5.3+dev"). Read there: src/html.c, htmlfindurl (the HTML
// scanner); src/url.c, get_urls_html (what becomes of an attribute's
// value), construct (the join), parseurl, parse_dir, parse_uname,
// decode_string, encode_string, skip_url, has_proto, skip_uname,
// process_ftp_type and str_url; src/utils.c, path_simplify; and
// src/recur.c, recursive_retrieve (the base it hands to get_urls_html,
// and what it does with each link). This package implements what they do
// in its own code; none of Wget's C is copied. The cases of
// testdata/resolve.txt name the lines (file:line at 31d6616c) each
// answer follows from.
//
// No observation of Wget was published in the way Roy Fielding's 1997
// pages observed the browsers; the profile rests on the source alone, and
// was checked against it run (below).
//
// # What a recursive retrieval did with an HREF, step by step
//
//  1. The base. recursive_retrieve parses the page's address with
//     parseurl and hands its canonical form (str_url, with the port:
//     "http://a:80/b/c/d;p?q") to get_urls_html (src/recur.c:140-150,
//     182-183). A page's address that parseurl refuses gives no base:
//     Resolve fails.
//  2. htmlfindurl (src/html.c) returns an attribute's value up to its
//     LAST "#" ("x#s#t" is "x#s"); an empty one ("", "#s") is no URL. A
//     quoted value broken by a new line is dropped. Entities are not
//     decoded: "&amp;" stays in the URL. (Which tags and attributes it
//     reads, html_allow, is the extractor's business, not this
//     package's.)
//  3. get_urls_html (src/url.c) ignores white space (isspace: space, TAB,
//     LF, VT, FF, CR) around the value; a value of white space alone ends
//     the scan of the whole page ("break"): no link, and no later link of
//     the page either. Resolve fails for it, as for every reference Wget
//     made no link of; the later links are the extractor's to drop.
//  4. A scheme: the value starts with one of protostrings, 30 names from
//     "cid:" to "whois++:", compared without regard to case FOR THE
//     SHORTER OF THE TWO: a value that is the start of a scheme name has
//     that scheme. "g" is the start of "gopher:" and "h" of "http:".
//     "http:" not followed by "//" is "http:RELATIVE_URI": the "http:"
//     is stripped and the rest is relative ("http:g" is "g"; "http:"
//     alone stays, relative). A scheme that is not http:// or ftp:// (so
//     compared, the shorter of the two) is not followed: "g", "mailto:x",
//     "https://x", "news:x" and "javascript:..." make no link; "h", "ft"
//     and "http" are taken as absolute URLs as they are. Any other value,
//     "g:h" among them, is relative.
//  5. construct (src/url.c) joins a relative value to the base: a value
//     that does not start with "/" after the base's last "/", wherever it
//     is (in its query: "z" against "http://a/b?x/y" is
//     "http://a/b?x/z"); a value that starts with "/" (so "//g" too)
//     after the base's first "/" that is not part of a "//": "//g" is a
//     path on the page's own host.
//  6. recursive_retrieve parses the joined string with parseurl (a bad
//     URL is dropped: "Yuck! A bad URL") and retrieves u->url, which str_url
//     writes. parseurl:
//     - skips a leading "URL:" and the white space after it (skip_url);
//     - takes "http://" and "ftp://" (any case) as the scheme; a string
//     that starts with another of protostrings is URLUNKNOWN; any other
//     is a host name: "hostname:dir/file" is FTP, "hostname:port/..." and
//     "hostname/..." HTTP (so "h" is "http://h/");
//     - skips "user:password@" when an "@" comes before the first "/"
//     (parse_uname finds them the same way);
//     - takes the host up to the first ":" or "/" (it may hold "?", ";",
//     "#"); an empty one is URLBADHOST;
//     - reads a port, digits up to the next "/", into an unsigned short
//     (65617 is 81); anything else, or 0, is URLBADPORT ("http://h:/x",
//     "http://h:8x/", "http://h:80?q");
//     - drops the "/" after the host, and for HTTP every "/" after it;
//     - for FTP, cuts a final ";type=X" (process_ftp_type);
//     - decodes every "%XX" of host and path (decode_string; "%2F" is a
//     "/" before the path is split, a decoded "%00" ends the string);
//     - splits the path at its LAST "/" into directory and file, the
//     query included (parse_dir: "b/c/g?y/../x" is the directory
//     "b/c/g?y/.." and the file "x"; a last segment "." or ".." is a
//     directory);
//     - simplifies the directory (path_simplify, src/utils.c: runs of "/"
//     are one, "./" and a final "." go, ".." removes the segment before
//     it, and a ".." with none before it goes: "../../../g" is
//     "http://a/g"), then drops its leading "/" (HTTP) and a trailing
//     "/";
//     - writes the URL (str_url): "http://" or "ftp://", user and password,
//     host, ":" and port, "/", the directory and "/" if it is not empty
//     (an FTP directory from the root as "%2F..."), the file; each part
//     with every byte of URL_UNSAFE (space, <>"#%{}|\^~[]`@: and ESC)
//     escaped as "%XX": "~" is "%7E", a "%" is "%25", and any other byte
//     (a TAB, a byte over 127) stays as it is.
//
// The result is always an http:// or ftp:// URL; Resolve fails where
// Wget made no link, citing the function that decides (htmlfindurl,
// get_urls_html, or parseurl for a link it dropped as a bad URL).
//
// # Options
//
// version selects the release whose rules are followed: "1.5.3", the
// default, or "1.8" (below). port selects how the result shows the port:
// str_url always wrote it ("http://a:80/b/c/x", the form Wget logged and
// compared); the default, "omit-default", leaves out 80 for http and 21
// for ftp so that a result compares with the other dialects and with the
// URLs archives hold; "shown" gives u->url byte for byte. maxlength is
// the limit every dialect has.
//
// # Version 1.8
//
// Wget 1.8 (December 2001; commit fdd51b8d of the same history, "Bump
// version to 1.8") rewrote the path a link takes, after RFC 2396. Option
// version=1.8 follows it; the cases of testdata/resolve.txt under
// "@options version=1.8" name their lines (file:line at fdd51b8d), and
// show the 1.5.3 answer beside each that differs.
//
//  1. The base. retrieve_tree hands get_urls_html the page's URL as the
//     queue holds it (src/recur.c:301, 324): u->url of url_parse (step 5).
//     A page's address url_parse refuses gives no base: Resolve fails.
//  2. The value (src/html-parse.c): entities decoded (the extractor's
//     business, as for every dialect); white space around a quoted value
//     skipped (convert_and_copy, :211, AP_SKIP_BLANKS), so that white
//     space alone is the empty link; a quoted value holding a new line
//     and a ">" is dropped with its tag (map_html_tags, :696: the scan
//     backs out to the value's start and ends the tag at the ">"). A new
//     line alone stays in the value, and is escaped (step 4).
//  3. handle_link (src/html-url.c:298) calls uri_merge (src/url.c:1576):
//     a value with a scheme (url_has_scheme, :462: letters, digits, "-"
//     and "+", maybe none, then ":") is taken as it is, so that "g:h",
//     ":x" and "http:g" make no link (step 5 refuses them) and "g" and "h"
//     are relative; otherwise uri_merge_1 (:1409) works on the base's
//     text, which for it ends at its first "?", ";" or "#" (urlpath_length,
//     :1376):
//     - "" is the base itself, query and all (:1417-1421);
//     - "?y" follows the base up to that end, so that the base's params go
//     too ("?y" against "http://a/b/c/d;p?q" is "http://a/b/c/d?y",
//     :1422-1435);
//     - "#s" replaces the base's fragment (:1436-1451);
//     - "/g" replaces the base from its first "/" after the "//"
//     (:1452-1508); "//g" too: "http://a//g", a path "//g" on the page's
//     host;
//     - anything else replaces what follows the base's last "/" before
//     that end (find_last_char, :1387), so that a base's query or params
//     hold no "/" that counts ("z" against "http://a/b?x/y" is
//     "http://a/z"); where that "/" is the second of "//", "/" and the
//     link follow the whole base up to the end ("g" against "http://a//x"
//     is "http://a//x/g", :1526-1533).
//  4. url_parse (:641) refuses a string that does not start with "http://"
//     or "ftp://" (url_scheme, :419, any case; "https://" only in a build
//     configured --with-ssl, which the model is not), then runs the whole
//     string through reencode_string (:338, decide_copy_method :232):
//     "%XX" naming a byte neither reserved (";/?:@=&+#") nor unsafe is
//     decoded ("%41" is "A", "%2e" "."), another stays as written ("%7e",
//     "%2F"); a "%" without two hexadecimal digits is "%25"; every unsafe
//     byte that is not reserved (controls, space, "\"<>[\]^`{|}~", DEL,
//     bytes over 127) is "%XX" in upper case.
//  5. url_parse then splits the re-encoded string: the user and password
//     up to an "@" before the first "/" or "?" (url_skip_uname, :488; a
//     "#" does not stop it), an empty user name refused (parse_uname,
//     :501); the host up to the first of ":/;?#", refused empty, and
//     lower-cased (lowercase_str, :605); a port of digits up to "/;?#",
//     refused empty or not all digits, read into a C int (it wraps; 0 is a
//     port); the path after "/" up to ";?#", params after ";", query after
//     "?", fragment after "#". The path is simplified by path_simplify
//     (src/utils.c:511): a first "/" stays; "." or ".." alone is ""; runs
//     of "/" are one; a final "/." goes with its "/"; "/./" is "/"; "/.."
//     removes the segment before it, whatever it is, and keeps the "/"
//     before it ("a/b/.." is "a/"), or with no "/" before that segment
//     removes it, the ".." and the "/" after ("a/../b" is "b"); the first
//     segment is never looked at, and only leading "./" and "../" are
//     removed at the end, so that "/a/../.." keeps ".." ("http://a/..").
//     The query and params are not simplified ("g?y/../x" stays).
//  6. u->url (:801-818) is the re-encoded string itself, unless the path
//     was simplified, a fragment was cut, the host lower-cased or the path
//     is empty: then url_string (:1601) writes it again: "http://" or
//     "ftp://", the user and password escaped again (encode_string_maybe,
//     :164: "%" is unsafe, so "a%20b" is "a%2520b"), the host, ":" and the
//     port when it is not the scheme's default, "/", the path, ";" params,
//     "?" query, and no fragment. The scheme's case and a port written
//     "80" or "080" thus stay where it is not rebuilt ("HTTP://a/b").
//
// Option port under version=1.8: "shown" gives u->url byte for byte;
// "omit-default" also leaves out a default port written in a URL that
// url_string did not rebuild. An FTP URL keeps its ";type=X" (ftp.c cut
// it later, when retrieving). What Wget 1.8 did with a BASE element (it
// merged its HREF with the page's URL without url_parse, src/html-url.c:
// 437-452) is modelled as for 1.5.3 (see "The base"): the base is made
// u->url as the page's address is.
//
// Wget 1.8's own url_parse, uri_merge, reencode_string, url_string and
// path_simplify (src/url.c, src/utils.c at fdd51b8d), compiled with a
// forward strcpy and run on the page's address and one link, gave the
// same u->url, or the same refusal, as this package (version=1.8,
// port=shown) on all 60,000 generated pairs of two seeds and on the 74
// cases of the table; html-parse.c's skipping of white space and its
// dropped tag were not compiled but read. The program that did it links
// Wget's code and is not part of this project.
//
// # The base
//
// EstablishBase takes the HREF of the page's BASE element (html_base),
// joined to the page's address when relative, else the page's address.
// Wget read no header field for a base. Three differences, where the
// model cannot follow the source: Wget used the BASE value from where it
// stands in the page on (the links before it were resolved against the
// page's address); it joined links to the BASE value as written, where
// the model makes every base canonical as it does the page's address
// (they differ only where parseurl moves the base's last "/": a "%2F",
// a "#" or a "." at its end); and a base from a BASE element is never
// refused, where the model refuses one that parseurl refuses.
//
// # Where the source does what it did not mean
//
// parseurl tests a recognised scheme that is not http:// or ftp:// by
// reading sup_protos one element past its end
// (`if (recognizable && !sup_protos[i].name)`, src/url.c:399). Its
// comment says what it means: "If protocol is recognizable, but
// unsupported, bail out". The model bails out (URLUNKNOWN). What a build
// did depends on the word past the array: where it is not zero, parseurl
// goes on as if there were no scheme ("ftp:" becomes "ftp://ftp:21/",
// "mailto:x@y" "http://x@y:80/"). This reaches only two shapes: a link
// "ftp:" or "ftp:/" (the start of "ftp://", taken as absolute at step
// 4), and a page's address with another known scheme.
//
// path_simplify and parseurl move strings down with strcpy on
// overlapping memory, which the C libraries of 1998 did byte by byte,
// forward; the model does what that did. (A C library of today may copy
// otherwise: built as it stands against a current glibc, the source gives
// "ft::/" for a directory "ftp:/".)
//
// # Checked against the source
//
// Wget 1.5.3's own url.c, html.c and utils.c, compiled with a forward
// strcpy and run on a page holding one link, gave the same URL, or the
// same absence of a link, as this package (option port=shown) on 38,484
// of 38,581 generated pairs of a base and a reference (white space,
// schemes and their starts, ";type=", "?", "#", "%XX", "%00", "..",
// backslashes, "//host", user, password and ports); the 97 others are
// all the out-of-bounds read above, where that build went on parsing.
// The program that did it links Wget's code and is not part of this
// project.
//
// # What is not modelled
//
// What decides whether a link is fetched at all, not which URL it is:
// the same-host rule (by default Wget followed no link to another host),
// --no-parent, --relative, the accept and reject lists, robots.txt, FTP
// links ignored unless --follow-ftp. opt_url's realhost: Wget replaced
// a host by the name it first saw for the same address, from DNS; the
// model keeps the host as written (what -nh did, but for its lower
// case). A redirection's Location. Wget for Windows, whose URL_UNSAFE
// left "~", "@", ":" and "#" unescaped. --base (-B), a base for the
// links of a file read with -i.
//
// # Parse, Validate
//
// Parse splits a string for display only (internal/kernel/clientcore.Split).
// Validate reports only a string over the length limit: Wget checked no
// grammar.
package wget1
