// Package replaypatch writes what mends the links that break in replay:
// a patch of synthetic redirects, its index, and a WACZ package of a
// collection with its patch, for a replay tool to load. The original
// files are never changed.
//
// A link breaks in replay (captures.Breaks) when the archive holds the
// page its author meant (the then-target) and a replay tool, which
// resolves the link as browsers do today (the URL Standard), looks up a
// URL that has no capture (the now-target). The patch gives that URL a
// capture: a response record of an HTTP 302 whose Location is the
// then-target, so that replay follows the author's link to the page the
// archive holds, as it follows any redirect it captured.
//
// This package lives under captures because everything it writes is in
// captures' terms (SURT keys, CDXJ lines, the captures of records), and
// it is the one writer of archives the capture index needs; migrate's
// outputs call it.
//
// # The patch: patch.warc.gz
//
// [Writer] writes a WARC 1.1 file, each record a gzip member of its own
// (so that a replay tool reads a record at its offset), with gowarc's
// record builder, which adds Content-Length, WARC-Block-Digest and
// WARC-Payload-Digest (SHA-1, base32, as crawlers write them):
//
//   - a warcinfo record naming the run ([Info]: the software, the run's
//     configuration and inputs, and what the file is);
//   - for each breaking now-target, a response record:
//     WARC-Target-URI the now-target, WARC-Date the date of the linking
//     capture (replay looks a link's target up nearest in time to the page
//     that links it, so the redirect is found first from that page), a
//     block "HTTP/1.1 302 Found", "Location: THEN", "Content-Length: 0",
//     and two extension fields: WARC-Uridialect-Synthetic: replay-patch,
//     which marks the record as made, not captured, and
//     WARC-Uridialect-Then-Date, the date of the then-target's capture the
//     lookup found (gowarc writes the names as "Warc-Uridialect-...":
//     field names are case-insensitive, WARC 1.1, Section 4). WARC 1.1,
//     Section 5.1: "new fields may be defined in
//     extensions to the core WARC format, WARC processing software shall
//     ignore fields with unrecognized names"; warcio, pywb and wabac.js
//     pass them by. A response record, not a resource or metadata record,
//     because replay tools serve the HTTP status and Location of a
//     response record, and serve nothing else as a redirect.
//
// Records are deduplicated by the now-target's SURT key (captures.Key,
// pywb's) and the linking capture's date to the second: the key because
// two URLs of one key are one page to an index, the date because the
// same now-target linked from pages captured at different times may need
// different redirects (each page's nearest is its own). A second break
// of the same key and date to the same Location is merged
// ([Writer].Merged); to another Location it is a [Conflict]: one URL at
// one instant redirects to one place, and the first break's record stays.
// Record ids are name-based UUIDs of the record's content, so that the
// same run writes the same bytes.
//
// The Location is the then-target as its capture records it, with
// nothing escaped: a replay tool looks it up by the same rules as the
// capture's own WARC-Target-URI. A then-target holding a control
// character (which would end the header line) is refused.
//
// # The index: patch.cdxj
//
// [Writer.WriteIndex] writes the patch's CDXJ lines
// (captures.Capture.AppendCDXJ: pywb's format, keys from captures.Key),
// sorted as "LC_ALL=C sort" sorts them, so that pywb and
// captures.OpenIndex search it where it lies. Its memory is the patch's
// records, one entry each: it grows with the breaking targets, never with
// the archive.
//
// # The package: collection.wacz
//
// [WriteWACZ] packs a collection's inputs and its patch as a WACZ 1.1.1
// package (webrecorder's format, which ReplayWeb.page loads and pywb's
// wb-manager adds): every WARC input under archive/ byte for byte,
// stored (a replay tool reads a record at its offset inside the ZIP);
// indexes/index.cdxj, the CDXJ line of every capture of every WARC packed
// (captures.CaptureOf, the same lines as the patch's), sorted in bounded
// memory (internal/tool/linesort spills past a budget); pages/pages.jsonl,
// its format line first; datapackage.json with each entry's size and
// SHA-256; datapackage-digest.json. The inputs are never changed.
//
// What a WACZ cannot hold is left out, each input saying why ([Packed]):
// an ARC file (the format's archive/ holds WARC files; pywb replays the
// ARC file itself with patch.cdxj beside it), a file compressed with
// zstd, an index or link table, and a plain HTML file without a URL. A
// plain file with its URL and capture date (the run's --map and --date)
// is captured into archive/documents.warc.gz as a resource record (WARC
// 1.1, Section 6.4: "a resource, without full protocol response
// information"), which pywb and warcio index as a capture of its URL
// (the replay test of this package replays response records): this package
// chose to capture such files rather than leave them out, so that a
// collection of HTML files read from disk replays as a whole. A record
// sharing a whole-file gzip member with others has no offset a replay
// tool can seek to: it is counted unindexed, not listed.
package replaypatch
