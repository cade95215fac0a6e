// Package captures models what a web archive holds and how replay finds
// it: the keys web archive indexes file URLs under (SURT keys), the
// indexes themselves (CDX and CDXJ files, and the records of archives),
// the capture of a URL nearest to a date, and the replay verdict of a
// link whose target changed.
//
// # SURT keys
//
// An index files each capture under a key made from its URL: the URL
// canonicalised, then its host written in reverse order ("Sort-friendly
// URI Reordering Transform", SURT): "http://www.Archive.org:80/Goo/?b&a"
// is "org,archive)/goo?a&b". Replay looks a URL up by the same key, so
// two URLs with one key are one page to it. [Key] computes the key of
// the Python surt package (internetarchive/surt 0.3.1, a port of
// webarchive-commons' WaybackURLKeyMaker) with its defaults: the key of
// pywb, of cdxj-indexer and of Internet Archive's CDX files. Its rules,
// each from the package's sources and checked on its test vectors
// (testdata/captures/surt):
//
//   - parsing (handyurl.parse): white space trimmed at both ends, TAB, CR
//     and LF removed everywhere; "http://" supplied when no scheme is
//     written; a run of "http://https://..." cut to its last; the
//     userinfo dropped; the host lower-cased; the port a number of at
//     most 65535 (or the URL has no key: [ErrNoKey]); an http URL without
//     a host takes its path's first segment ("http:////a.com");
//   - the Google canonicalizer: the fragment dropped; percent-escapes
//     undone until none is left ("%2525" is "%"), then the bytes outside
//     printable ASCII, " ", "#" and "%" escaped once, in upper case, in
//     the host, path and query alike; a non-ASCII host made ASCII by IDNA;
//     runs of dots in the host cut and dots at its ends dropped; a numeric
//     host written as a dotted quad (a decimal number: "3279880203" is
//     195.127.0.11; the dotted decimal and octal forms inet_aton reads:
//     "10.0.258" is 10.0.1.2, "017.0.0.1" 15.0.0.1; not hexadecimal ones);
//     "." and ".." segments
//     and empty segments removed from the path (a ".." above the root
//     kept), an empty path made "/";
//   - the Internet Archive canonicalizer: "www.", "www2." ... dropped from
//     the host (not for dns:); port 80 of http and 443 of https dropped;
//     the path and query lower-cased; one trailing slash dropped from the
//     path ("/goo/" is "/goo", "/" stays); the query's arguments sorted
//     ("b&a=2&a=1" is "a=1&a=2&b"), an empty query dropped; session ids
//     dropped (jsessionid, phpsessid and sid of 32 letters and digits,
//     ASPSESSIONID, CFID and CFTOKEN, ASP.NET's "/(S(...))/" before a .aspx
//     page);
//   - the key: the host's labels reversed and joined by commas (an IPv4
//     address too: "254,1,168,192"), ":" and a port that is not the
//     default, ")", the path, "?" and the query. A URL starting
//     "filedesc" is its own key, an empty one "-", and a URL without a
//     host keeps its scheme ("mailto:foo@example.com", "dns:archive.org").
//
// [Options] carries surt()'s own options (with_scheme, trailing_comma,
// host_massage, reverse_ipaddr, query_lowercase, no canonicalizer), the
// Java key maker's one difference (a dns: URL keyed by its host,
// [Options].DNSAsHost), and two other keyings of indexes in the wild:
// [RulesWarcioJS], the keys warcio.js's "cdx-index" writes and wabac.js
// (ReplayWeb.page) looks up, which keep a path's trailing slash, its dot
// segments' and escapes' URL Standard forms and its session ids; and
// [RulesUnSURT], pywb's non-SURT keys ("example.com/?a=1").
//
// Where this package departs from the programs it follows:
//
//   - A dotted-decimal or octal host that inet_aton does not read
//     ("1.2.3.256") is passed by the Python package to gethostbyname,
//     which asks DNS; here it is no address (as on a machine without DNS),
//     so that a key never depends on the network.
//   - Python makes a non-ASCII host ASCII with its IDNA 2003 codec
//     (nameprep); here UTS #46's transitional processing
//     (golang.org/x/net/idna) stands in for nameprep, label by label,
//     with the codec's label length checks. The two agree on every host of
//     the reference tables.
//   - unescapeRepeatedly decodes the whole string again while it changes
//     (quadratic time on "%2525...25"); here it is one pass (every order
//     of decoding gives one result, since escapes never overlap).
//   - The warcio.js keying parses with the whatwg package, which follows
//     the URL Standard of 2026; Node 20's parser (ada 2.9.2) predates two
//     of its changes, and ten URLs of the reference table are keyed
//     differently for that reason (see surt_test.go).
//
// # Indexes
//
// An [Index] is a CDXJ file ("KEY TIMESTAMP {JSON}", as pywb,
// cdxj-indexer and warcio.js write it; wabac.js's "!meta" first lines
// skipped) or a CDX file, whose fields its legend names (" CDX N b a m s
// k r M S V g", the letters of Internet Archive's format: N key, b time,
// a URL, m media type, s status, k digest, r redirect, S length, V
// offset, g file) or, without a legend, their number does (11, 10 or 9,
// as pywb reads them). A CDX field "-" is absent; a URL holding spaces
// (as some crawlers wrote them) takes the fields between those before
// and after it. The keying of an index is read from its first thousand
// lines: the rules that give most of their keys from their URLs.
//
// An index is searched where it lies, by binary search over the sorted
// file (as pywb's binsearch and ZipNum readers search): seek to the
// middle of a span, skip to the next line start, compare, halve, down to
// 16 KiB read at once; then the lines of the key are read both ways from
// the date looked up. The top twelve levels of the bisection are kept, a
// fixed few hundred kilobytes. Memory does not grow with the index. The
// order is "LC_ALL=C sort"'s: the bytes of "KEY TIMESTAMP".
//
// Opening an index reads it once (CheckAll), so that damage is known by
// line number: this package chose to pay one sequential read of the file
// (linear time, flat memory) for exact line numbers and for searches
// that pass every bad line by. A line that cannot be read (no key or
// timestamp, a timestamp that is no date, JSON that does not parse, the
// wrong number of fields, a status or offset that is no number, longer
// than Limits.MaxLine) fails with its line number, and searches skip it.
// A line that sorts before the lines before it is out of order: it is
// reported with its line number, kept aside in memory, and still found.
// One line of lookahead tells which of two lines that sort the wrong way
// round is out of place, so that one line with a key far from its place
// does not push the lines behind it out of order. An index with more bad
// lines than Limits.MaxBadLines is refused as not sorted. With
// CheckNone, nothing is read at opening but the head; a damaged line a
// lookup meets is reported by its byte offset (its number would take
// reading the file up to it), and a line out of order can hide others.
// A gzip-compressed index (and so a ZipNum index) is refused: it cannot
// be searched where it lies.
//
// A timestamp has 4 to 14 digits (more are cut); a short one stands for
// the end of the period it names, as warcio's timestamp_to_datetime
// reads it ("2014" is 2014-12-31 23:59:59).
//
// [Records] is the index of the captures archives hold in their own
// records (response, revisit and resource records), built in memory from
// archive's readers: key, date, status, digest, media type, the Location
// of a redirect, file, offset and length.
//
// # Lookups
//
// [Collection.Lookup] finds what replay shows for a URL at a date, as
// pywb finds it: the capture nearest in time under the URL's key in any
// of the collection's sources (each keyed by its own rules), of two as
// near the earlier; a redirect to its own key passed over for the next
// capture (pywb's self-redirect rule); a revisit given its original's
// status (the capture its record refers to, else the nearest capture of
// its URL before it with its digest); a redirect (3xx but 304) followed
// to its Location, resolved against the capture's URL by the URL
// Standard, at the same date, as the browser does in replay. The
// Location is the index's redirect field, the record's Location header,
// or read from the record the index points to (the archive found beside
// the index or in IndexOptions.Archives). A chain stops at a URL without
// a capture, at a redirect back to a URL of the chain, after
// Limits.MaxRedirects (20, as Chromium and Firefox), or at a redirect
// whose Location cannot be known; the Lookup says which ([Stop]).
//
// A URL is captured ([Lookup.Captured]) when its chain ends on a capture
// that is no error (status below 400, or none recorded), or on a
// redirect whose target cannot be known (the archive holds a capture,
// and replay serves it). [Judge] gives a link's [Verdict] from the
// lookups of its then-target and now-target: same (both captured, and
// their chains end under one key), found (only now), wrong (both, under
// different keys), breaks (only then), missing (neither).
package captures
