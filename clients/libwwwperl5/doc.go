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
// (new, implementor, abs, and $unsafe), lib/URI/URL/_generic.pm (new,
// _parse, as_string, full_path, netloc, abs), the scheme classes
// lib/URI/URL/*.pm (each one's default_port, _parse, new and as_string;
// see "The classes"), lib/URI/Escape.pm, and, for the base,
// lib/HTTP/Response.pm (base) and lib/HTML/HeadParser.pm. What is modelled
// is the call of lib/HTML/LinkExtor.pm:90, "url($attr->{$a}, $base)->abs",
// with the base as a string, then as_string. The library's own test of
// abs, t/base/uri.t (absolute_test), is transcribed in
// testdata/resolve.txt. The two options follow libwww-perl 5.36 (August
// 1998), the last release before URI::URL moved to the URI distribution,
// where abs was written anew. The URI::URL of that distribution (5.x, the
// one a Perl installs today) is not this code, so no test runs it;
// testdata/resolve.txt is transcribed from the source, each section
// naming file, line and function.
//
// Martijn Koster ran the library on Roy Fielding's 1997 test pages (Part
// 1 only, as "libwww-perl/5.14"); the dialect gives 42 of its 43 printed
// answers, and the one miss, "//g", is explained in TestFielding1997. The
// pages are a check of the model, not its evidence, which is
// testdata/resolve.txt, traced to the source (see docs/dialects.md).
//
// # new and _parse
//
// URI::URL->new first removes every white-space character ("$init =~
// s/\s+//g", lib/URI/URL.pm:90, Perl 5.004's \s: space, TAB, LF, CR, FF;
// "RFC 1738 appendix suggest that we just ignore extra whitespace") and a
// "<URL:...>" or "<...>" wrapper. It then picks the class (:95-106): that
// of the string's scheme, m/^([.+\-\w]+):/, when the scheme is true in
// Perl ("0" is not); else that of the base's scheme, matched on the base
// as it was given, before any white space is removed (:100, "$scheme = $1
// if $base =~ m/^([.+\-\w]+):/": a base " ftp://a/" has none); else
// http's. URI::URL::implementor (lib/URI/URL.pm) finds the class in
// lib/URI/URL/<scheme>.pm, the scheme lowercased, or takes _generic. The
// base itself becomes an object of its own scheme's class when abs reads
// it ("new URI::URL $base", white space removed first).
//
// _generic's _parse (lib/URI/URL/_generic.pm:28) then takes, in order,
// those of these components its class asks for (scheme and path always):
//
//  1. the frag: what follows the first "#" ("s/#(.*)$//"), unescaped
//     ("uri_unescape");
//  2. the scheme: a run of [\w+.-] (letters, digits, "_", "+", "." and
//     "-") before ":" at the start, lowercased;
//  3. the netloc: after "//", up to the next "/" ("s!^//([^/]*)!!"), which
//     the netloc method reads (below);
//  4. the query: what follows the first "?" ("s/\?(.*)//");
//  5. the params: what follows the first ";" ("s/;(.*)//"): a ";" in any
//     segment ends the path, so "g;x=1/../y" has the path "g";
//  6. the path: the rest.
//
// Parse reports this split of the text as it is given: the white space
// new() removes is left in place (Resolve removes it), so that the parts
// recompose to the string.
//
// # The classes
//
// Each class of lib/URI/URL/ is modelled as libwww-perl 5.14 has it:
//
//   - http.pm, https.pm, finger.pm, webster.pm, whois.pm, and _generic.pm
//     for a scheme without a module: _generic's _parse, abs and
//     as_string, with the class's default_port;
//   - ftp.pm:10, file.pm:29 and prospero.pm:24: _parse($init, qw(netloc
//     path params frag)), no query ("The ftp URLs can't have any query
//     string"): "?" stays in the path;
//   - wais.pm:26: qw(netloc path query frag), no params;
//   - gopher.pm:11: qw(netloc path): "?", ";" and "#" stay in the path
//     (_parse_gopherpath reads the type and selector from a copy, which
//     as_string does not use);
//   - _login.pm:13, and telnet.pm, rlogin.pm and tn3270.pm, its
//     subclasses: the netloc only ("All we want from _generic is the
//     'netloc' handling");
//   - nntp.pm:11-17: qw(netloc path frag), then the group and article
//     number, the path's first two segments (path_components, the path
//     with "/" before it when there is a netloc, split on "/", a leading
//     empty field dropped), each unescaped twice; its as_string (:24-29)
//     writes "$scheme:", "//" and the netloc as it is when there is one,
//     "/", the group, "/" and the number (uri_escape of each, "" for
//     undef), and nothing else: "nntp:g" is "nntp:/g/". abs is _generic's,
//     but what it does to the path is not written: the group and number
//     are those the reference gave;
//   - news.pm:7-11 and mailto.pm:7-12, subclasses of URI::URL, not of
//     _generic: new takes the scheme, and the rest, unescaped, is the
//     group or article (a message id loses its "<" and ">", :23) or the
//     address; their abs is URI::URL's, "sub abs { shift->clone; }"
//     (URI/URL.pm:330), so nothing is resolved: news:comp.lang.x and g
//     give "news:g"; as_string writes ($self->{'scheme'} || "news") ":"
//     and uri_escape of the text with its default set (lib/URI/Escape.pm:
//     controls, space, DEL, bytes over 0x7F and "#%;<>?{}|\^~`[]);
//   - data.pm:31-62, also URI::URL's: new takes the scheme, then the frag
//     (not unescaped, and never written), the media type (a token "/" a
//     token, then ";token=value" pairs, tokens as rfc1522 has them),
//     ";base64" in any case, a ","; the rest, unescaped, is the data, or
//     its base64 text after ";base64". as_string (:128-145) writes
//     ($self->{'scheme'} || 'data') ":", the media type, and ";base64,"
//     and the stored base64 text as it is, or for data the shorter of
//     ";base64," and MIME::Base64::encode of it, whose lines of 76
//     characters each end in "\n" ("if (length($base64) + 7 <
//     length($urlenc))"), and "," and uri_escape of it.
//
// When the base is of one of these last three classes and the reference
// is http's (the base had white space before its scheme), _generic::abs
// reads no netloc, params or query from it, and as its path a news base's
// group, unescaped, or nothing: " mailto:a/b@c" and "g" give "mailto:/g".
//
// # netloc
//
// Given a netloc (_generic.pm:141), the method cuts a user part up to the
// first "@" on a copy of it (a copy of the empty string for the netloc
// "0", which is false in Perl: :147 reads "$self->{'netloc'} ||" the
// empty string); if the rest is host[:port] (/^([^:]*):?(\d*)$/) it
// derives the host, and then, with a port equal to the class's
// default_port (80 for http, 443 https, 21 ftp, 70 gopher, 119 nntp, 1525
// prospero, 210 wais, 79 finger, 513 rlogin, 23 telnet, 765 webster, 43
// whois; undef, which compares as 0, for the others, tn3270 and file
// among them), it removes the first ":digits" of the netloc, which may be
// in the user part ("u:1@g:80" becomes "u@g:80"); with an empty port it
// removes a ":" at the end. abs gives the base's netloc to the method of
// the reference's class again, so "u:1@a:80" ends as "u@a".
//
// # abs($base), step by step, as its comments label the steps
//
// _generic.pm:328, for every class but news, mailto and data:
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
// _generic's (_generic.pm:82), for its classes but nntp: scheme ":" (when the scheme is true in Perl), "//" netloc when a netloc
// is defined, the path with a "/" before it when there is a netloc and the
// path lacks one ("//g" gives "http://g/"), ";" params, "?" query (each
// when defined, even empty), "#" and the frag escaped again; every
// character of $URI::URL::unsafe (controls, space, {}|\^[]`<>", DEL and
// bytes 0x80-0xFF) is written %XX, upper case. The frag was unescaped by
// _parse, so "#a%23b" comes back as "#a#b" and "%e9" as "%E9".
//
// # What this package does differently
//
// abs never fails, and neither does Resolve. The base is taken as a
// string, as LinkExtor was given one; an object, as
// HTTP::Response::base could return, would give new() its scheme
// ("$base->scheme") without the white space of its text. Where
// lib/URI/URL.pm's implementor would load a module installed beside the
// library for a scheme of its own, the class here is _generic.
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
