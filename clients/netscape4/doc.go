// Package netscape4 is a client profile: it resolves URLs as Netscape
// Navigator 2 to 4 did, so that a page of 1995-1999 can be read as the
// readers of the most used browser of its time read it.
//
// # Sources
//
// The algorithm is NET_MakeAbsoluteURL of lib/libnet/mkparse.c and
// NET_URL_Type of lib/libnet/mkutils.c, in the Mozilla Classic source that
// Netscape released in 1998 under the Netscape Public License, the libnet
// of Communicator 4 (the copy read here is in the history of
// github.com/Floorp-Projects/Floorp, lib/libnet/, commit 3b56a9af), and the
// same two functions of Navigator 3's source, Communicator 3.0.2
// (github.com/m1t0s1s/netscape-communicator-3-0-2-source, commit ec144cc8),
// for version=3. Navigator 2's source is not public: the profile follows 3
// and 4, and claims nothing of 2 beyond its name.
//
// This package implements that algorithm in its own code; none of
// Netscape's C is copied. Roy Fielding's observations of Mozilla/4.03 in
// 1997 check it (clients/testdata/fielding1997.txt; TestFielding1997): the
// dialect gives all 103.
//
// # The algorithm, step by step
//
// NET_MakeAbsoluteURL(base, rel):
//
//  1. NET_URL_Type(rel): the scheme is one Navigator knows when rel
//     starts with one of a fixed list of prefixes, matched without regard
//     to case: about:, data:, file:, ftp:, gopher:, http:, https:, IMAP:,
//     javascript:, ldap:, ldaps:, mailbox:, mailto:, news:, snews:,
//     rlogin:, telnet:, tn3270:, wais:, view-source: and a few of
//     Navigator's own (internal-security-, internal-certldap, ...; not
//     sockstub:, which later sources added).
//     Any other scheme is unknown, and rel is relative: "g:h" gives
//     "http://a/b/c/g:h" (Fielding's report: Mozilla/4.03 does not
//     "handle unknown schemes correctly"). Navigator's icons
//     ("internal-icon-...", "/ns-icons/menu.gif", ...) are absolute.
//  2. A known scheme: a document may not link to about:cache,
//     about:global, about:image-cache, about:memory-cache (the result is
//     the empty string: Resolve fails). When the ":" is followed by "//",
//     or the scheme is not gopher, ftp, http, https, rlogin, telnet,
//     tn3270 or wais, rel is absolute and copied as it is, without the
//     reduction of step 8. Otherwise it is "a screwed up relative url of
//     the form http:[relative url]": the scheme and ":" are dropped
//     ("http:g" gives "http://a/b/c/g", "http:" the base's directory).
//  3. A mailbox:, IMAP: or news: base (Navigator 4; only mailbox: in
//     Navigator 3) makes no URL of a relative one but "#..." and "?...":
//     the empty string, and Resolve fails.
//  4. rel starts with "//": it is appended after the base's first ":".
//  5. rel starts with "/": it is appended at the first "/" after the
//     base's "//" (the base's end if none), or after its ":" when it has
//     no "//".
//  6. rel starts with "#": it replaces the base's anchor, or is appended
//     to the whole base. "This is a hack": where the base has a "#" and a
//     "?", the result is the base up to its "#", rel, then the base's "?"
//     part, which the cut "#" ends ("#s" against "http://a/b/c/d;p?q#f"
//     gives "http://a/b/c/d;p?q#s?q").
//  7. Otherwise, "a completely relative URL": it is appended after the
//     base's last "/" before any "?" or "#", or after its first ":" when
//     it has none. So "?y" and ";x" replace the base's last segment, and
//     the empty reference is the base's directory.
//  8. net_ReduceURL, for http, https, file and ftp URLs: from the first
//     "/" after the host to the end of the URL, query and anchor
//     included, "/./" becomes "/", and "/.." before a "/" or the end
//     removes the segment before it; at the root there is none, and the
//     ".." goes ("../../../g" gives "http://a/g", "/../g" too). A ".."
//     at the end takes its "/" with it (".." gives "http://a/b"), and a
//     "." at the end stays ("." gives "http://a/b/c/.").
//
// # Options
//
// version selects the Navigator: "4" (the default), or "3", whose
// NET_URL_Type knows fewer schemes (no data:, ldap:, ldaps:, IMAP:, nfs:,
// internal-certldap) and whose
// step 3 refuses only against a mailbox: base.
//
// # What the user saw, where the resolver does not say
//
// Navigator resolved "#s" and the empty reference like any other (steps 6
// and 7), and Fielding's observations show it: "#s" gives the base with
// "#s", and the empty reference the base's directory, "http://a/b/c/",
// not the page. Where step 2 or 3 gives the empty string Navigator made
// no link: Resolve fails, citing the step.
//
// # What is not modelled
//
// Navigator for Windows skips a drive letter after the ":" at step 5
// (XP_WIN); this profile is Navigator for X11, as Fielding tested it.
// NET_AddExternalURLType lets plug-ins add schemes to step 1 at run time;
// none are added. A C string ends at a NUL byte, which this package keeps
// as any other byte. What the HTML parser did to an attribute before
// NET_MakeAbsoluteURL saw it (white space, entities) is not modelled: " x"
// is relative to it. The base is established from the BASE element or the
// page's address ([Dialect.EstablishBase]); header fields are not read.
//
// # Parse, Validate, Relativize
//
// Parse splits a string for display only (internal/kernel/clientcore.Split):
// NET_MakeAbsoluteURL parses nothing but what the steps above look at.
// Validate reports only a string over the length limit: Navigator checked
// no grammar.
//
// There is no Relativize: the search for a shortest reference
// (internal/kernel/relgen) assumes what the specifications share, which this
// client does not keep; migrate takes the other dialects' rewrites.
package netscape4
