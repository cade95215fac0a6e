// Package libwwwperl5 models how libwww-perl 5's URI::URL resolved a URL
// against a base, $url->abs($base), and wrote the result, as_string: a
// client profile, modelled from the library's source, for the Perl robots,
// mirrors and link checkers of 1995-1998 (the W3C link checker among
// them) whose links a historian or a migration must read as they read
// them.
//
// # Sources
//
// libwww-perl 5.14 (October 1997; URI::URL 4.12), from the library's
// history (github.com/libwww-perl/libwww-perl, tag R5.14): lib/URI/URL.pm
// (new, and $unsafe), lib/URI/URL/_generic.pm (_parse, as_string,
// full_path, netloc, abs), the scheme classes lib/URI/URL/*.pm
// (default_port, and the _parse of ftp.pm and file.pm), lib/URI/Escape.pm,
// and, for the base, lib/HTTP/Response.pm (base) and lib/HTML/HeadParser.pm.
// The library's own test of abs, t/base/uri.t (absolute_test), is
// transcribed in testdata/resolve.txt. The two options follow
// libwww-perl 5.36 (August 1998), the last release before URI::URL moved
// to the URI distribution, where abs was written anew.
//
// Martijn Koster ran the library on Roy Fielding's 1997 test pages (Part
// 1 only, as "libwww-perl/5.14"); the dialect gives 42 of its 43 printed
// answers, and the one miss, "//g", is explained in TestFielding1997.
//
// # new and _parse
//
// URI::URL->new first removes every white-space character ("$init =~
// s/\s+//g", Perl 5.004's \s: space, TAB, LF, CR, FF; "RFC 1738 appendix
// suggest that we just ignore extra whitespace") and a "<URL:...>" or
// "<...>" wrapper. The class that parses is the scheme's, or the base's
// for a string without one, or http's. _parse then takes, in order:
//
//  1. the frag: what follows the first "#" ("s/#(.*)$//"), unescaped
//     ("uri_unescape");
//  2. the scheme: a run of [\w+.-] (letters, digits, "_", "+", "." and
//     "-") before ":" at the start, lowercased;
//  3. the netloc: after "//", up to the next "/" ("s!^//([^/]*)!!"), which
//     the netloc method reads (below);
//  4. the query: what follows the first "?" ("s/\?(.*)//"), except for
//     ftp and file, whose classes ask for no query;
//  5. the params: what follows the first ";" ("s/;(.*)//"): a ";" in any
//     segment ends the path, so "g;x=1/../y" has the path "g";
//  6. the path: the rest.
//
// Parse reports this split of the text as it is given: the white space
// new() removes is left in place (Resolve removes it), so that the parts
// recompose to the string.
//
// # netloc
//
// Given a netloc, the method cuts a user part up to the first "@" on a
// copy; if the rest is host[:port] (/^([^:]*):?(\d*)$/) it derives the
// host, and then, with a port equal to the class's default_port (80 for
// http, 443 https, 21 ftp, 70 gopher, 119 nntp, 1525 prospero, 210 wais,
// 79 finger, 513 rlogin, 23 telnet, 765 webster, 43 whois; undef, which
// compares as 0, for the others), it removes the first ":digits" of the
// netloc, which may be in the user part ("u:1@g:80" becomes "u@g:80");
// with an empty port it removes a ":" at the end. abs gives the base's
// netloc to the method again, so "u:1@a:80" ends as "u@a".
//
// # abs($base), step by step, as its comments label the steps
//
//  1. "return $embed unless $base": with no base (or the base "0", which
//     is false in Perl) the reference is returned;
//  2. (2a) "just use base if we are empty": when none of scheme, host,
//     path, params, query and frag is defined and not "", the base is
//     returned, its frag included. The host, not the netloc: "//" and
//     "//a:b" (a netloc that is not host[:port]) are empty; so are "#",
//     "?" and ";";
//  3. (2b) "if we have a scheme we must already be absolute": a scheme
//     that is true in Perl returns the reference, unless abs's third
//     argument allowed a scheme in a relative URL and it is the base's
//     (option samescheme=relative);
//  4. (2c) the scheme becomes the base's;
//  5. (3) a netloc that is true in Perl returns the reference ("" and "0"
//     are false: "///g" takes the base's netloc); otherwise the base's
//     netloc is taken;
//  6. (4) a path starting with "/" returns the reference;
//  7. (5) an empty path takes the base's path; then, unless the reference
//     has params, the base's params (5a); then, unless it has a query, the
//     base's query (5b): "?y" gives "http://a/b/c/d;p?y";
//  8. (6) the base path, its leading "/" removed and a "." put after a
//     trailing "/", is split on "/" and its last segment dropped; the
//     reference's path, a "." put after a trailing "/", is split and
//     appended. Left to right: "." is skipped and sets $isdir; ".." sets
//     $isdir and removes the last segment kept, unless there is none or it
//     is "..", when the ".." is kept ("x/y//../z" gives "x/y/z": an empty
//     segment is removed like any other); any other segment is kept and
//     clears $isdir. The path is "/", the kept segments joined by "/", and
//     a "/" after them when $isdir and any are kept. libwww-perl 5.36's
//     $URI::URL::ABS_REMOTE_LEADING_DOTS (option leadingdots=drop) then
//     removes leading ".." segments: "../../../g" gives "http://a/g".
//
// # as_string
//
// scheme ":" (when the scheme is true in Perl), "//" netloc when a netloc
// is defined, the path with a "/" before it when there is a netloc and the
// path lacks one ("//g" gives "http://g/"), ";" params, "?" query (each
// when defined, even empty), "#" and the frag escaped again; every
// character of $URI::URL::unsafe (controls, space, {}|\^[]`<>", DEL and
// bytes 0x80-0xFF) is written %XX, upper case. The frag was unescaped by
// _parse, so "#a%23b" comes back as "#a#b" and "%e9" as "%E9".
//
// # What this package does differently
//
// The classes with a _parse of their own that changes more than the
// query (gopher, news, mailto, nntp, prospero, wais, telnet, rlogin,
// tn3270, data) are parsed here as _generic parses; their own parse is
// not modelled. abs never fails, and neither does Resolve. A base with
// white space is cleaned as new() cleans it.
//
// # The base
//
// HTTP::Response::base: the Content-Base header, which HTML::HeadParser
// (run by LWP::UserAgent on every HTML response) sets from the page's
// BASE element, then Content-Location, then Base, then the request's URL.
// base returned a relative value as it was, and abs resolved against it;
// EstablishBase passes a relative candidate over with a warning instead.
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
// URI::URL checked nothing: Validate reports only a string over the limit
// (option maxlength), as every dialect does.
package libwwwperl5
