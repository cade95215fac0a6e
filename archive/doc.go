// Package archive reads web archives and link tables as one stream of
// records: WARC (ISO 28500, WARC/1.0 and 1.1, and the WARC/0.17-0.18
// drafts), the Internet Archive's ARC (version blocks 1 and 2), Common
// Crawl's WAT metadata, and link tables (TSV, JSONL, CSV). It is the
// archive layer: it reads bytes and never resolves a reference.
//
// Every record carries its target URI, capture date, record id, the HTTP
// status and header fields it holds (Content-Type with its charset,
// Content-Base, Content-Location: what base establishment and charset
// detection need), its payload as a reader (decoded: chunked transfer
// coding and gzip, deflate, br or zstd content coding undone; or as stored, for
// rewriting), and its position in its file (File, Offset, Length, in the
// raw bytes, compressed or not) so that every finding traces back to
// bytes.
//
// The format is detected from content (see [Detect]), never from a file
// name; gzip members and plain records may be mixed in one file. A zstd
// WARC (.warc.zst: a dictionary in a skippable frame, then a zstd frame a
// record) is read frame by frame as gzip is member by member; a file
// compressed twice (gzip around gzip or zstd) is read through both. A WACZ
// package (a zip) stands for the WARCs under its archive/ folder, each
// taken by its place in the package. [Collect] expands a command's
// arguments (folders, globs, standard input, packages) into its inputs,
// an input that cannot be read being a failed input, named; [Open] and
// [Collection.Open] open each.
//
// # Nothing lost
//
// A [Reader] never stops at the first bad record: a record it cannot read
// is returned as a [*RecordError] naming the file, the offset and the
// reason, and the Reader goes on with the next record it can find. A
// read error is never taken for the end of the input: the record it cuts
// fails with it, as a record cut by the end of a plain file does. Junk
// before the first record (a NUL, a byte-order mark, a stray byte before a
// gzip member, within 64 KiB) and between records is skipped with a
// warning on the record after it naming its offset and length; junk at
// the end of a file is a failure, white space there is nothing. A damaged
// gzip member costs that member only: the raw bytes since its start (up to
// 8 MiB) are searched again for the next member header that opens and
// decodes, since a corrupt deflate stream is decoded on into the members
// behind it. A [Tally] keeps the accounting line: read = done + skipped +
// failed, with the records whose stored digest does not match and the
// inputs without records; [SkipKind] is the one vocabulary of skipped
// records. [Limits] bound one record's work (decoded size, content
// codings); passing one fails that record.
//
// docs/archives.md lists every shape read and how each damaged one is
// reported.
//
// # WARC
//
// WARC records are parsed by github.com/nlnwa/gowarc/v3 with its default
// validation: spec and syntax problems and digest mismatches become
// warnings (with validation off, gowarc cuts payloads to 4 KiB). Header
// shapes written in the wild that gowarc rejects are rewritten in place,
// byte for byte, before it sees them: wget's angle-bracketed
// WARC-Target-URI, a version line and WARC-Date in lower case (valid), an
// unknown digest algorithm (read, not checked), folded field values
// (see fixWARCHeader). This package adds what gowarc leaves to its
// caller:
//
//   - gzip framing. gowarc reads one gzip member as one record, so a
//     whole-file gzip (one member, many records) would lose all records
//     but the first. Here each member's data is read as a stream of
//     records; records sharing a member have the member's offset and
//     their place inside the decompressed data in [Record.Inner].
//   - A too-long Content-Length. gowarc reads as many bytes as the field
//     says, swallowing the next record. When a record is not followed by
//     a record boundary or its digest fails, its block is searched for a
//     WARC version line at a line start followed by a WARC field (also
//     one the block ends inside); the record is cut there, with a
//     warning, and the rest is read again as records.
//   - An HTTP/0.9 response (RFC 1945, Section 6: "Simple-Response = [
//     Entity-Body ]"): a response block that does not start with "HTTP/"
//     has no header, and the whole block is its payload.
//
// A WARC metadata record holding Common Crawl WAT JSON is a [FormatWAT]
// record: its links (Payload-Metadata.HTTP-Response-Metadata.
// HTML-Metadata: Head.Link, Head.Scripts and Links, each with a "path"
// such as "A@/href") arrive already extracted, with Head.Base as their
// base and no offsets.
//
// # ARC
//
// ARC is read from the format's description ("Arc File Format", version
// 1.0, 1996, which describes versions 1 and 2): a version block
// ("filedesc://NAME IP-address Archive-date Content-type Archive-length"
// in version 1; in version 2 the ten fields of its URL records, "...
// text/plain 200 - - 0 NAME Archive-length"), then the version line and
// the line naming the fields of every later header: "URL IP-address
// Archive-date Content-type Archive-length" in version 1, ten fields in
// version 2 (Result-code Checksum Location Offset Filename before the
// length); then records, each a header line, Archive-length bytes of
// content and a newline ("doc == <nl><URL-record><nl><network_doc>").
// A field written "-" is unknown. No maintained Go reader exists. The
// description's two examples (testdata/archive/arc-format) are read
// whole. These readings are chosen where the description and the files
// written to it disagree:
//
//   - A header line is accepted right after a record's content, with or
//     without a newline between: Heritrix's ARC files of 2008 leave it
//     out (webarchive-commons' blackbook ARC), and the record then
//     starts at its URL's first byte. Only when the line is a header
//     line of a scheme archives hold after its first byte, and not
//     before ("Ahttp://..."), is that byte taken for the newline,
//     damaged.
//   - The description's examples have no blank line between the HTTP
//     header and the page ("Content-length: 30", then the page's 30
//     bytes). A block without one whose last Content-Length bytes start
//     on a line without a colon has them for its payload, with a
//     warning.
//   - A length that lies is found by checking that a header line follows
//     the content. When none does, the record is cut at the first header
//     line inside its content (the length was too long: the rest is read
//     again as records). When the record's newline follows the content
//     where the length says, the record is whole and what follows up to
//     the next header line is junk, reported with its offset and length
//     on the next record, as the WARC reader reports junk after a record;
//     else the length was too short and the content runs on to the next
//     header line. Each case has a warning. A length that runs past the
//     end of the file fails its record, unless a header line inside the
//     content shows it too long.
//   - A line that has a header line's shape (a URL, enough fields) but
//     cannot be read (a date that is not digits, a length that is not a
//     number) fails the record it starts, naming the line; the bytes to
//     the next header line are skipped with it. Other lines where a
//     header line should be are junk.
//     A URL holding spaces, as some crawlers wrote them, is read as
//     everything before the other fields.
//
// # Link tables
//
// A link table's first line names its columns: a document column
// (document, url, page, source, from, ...), a reference column
// (reference, ref, href, link, target, to, ...), and optionally base,
// date, element and attribute; other columns are kept in [Link.Extra].
// TSV fields use the batch format's escapes (\\, \t, \n, \r). JSONL lines
// are objects whose keys are the column names. Each row is a record of
// type "link" carrying one [Link].
//
// # Index files
//
// A CDX file (its legend line " CDX N b a m s k r M S V g") or a CDXJ file
// ("SURT timestamp {JSON}" lines) is one record of type "index", counted
// as skipped ("index file"): it points into archives and holds no
// document.
//
// # Documents
//
// An input in none of these formats is one record of type "document":
// an HTML page given as a file, or anything else, for the documents layer
// to read.
package archive
