// Package migrate reads historical link data (HTML documents, WARC, ARC,
// WAT and WACZ archives, link tables) and tells, for every link, what it
// meant then and what it means now: the target under the dialect of its
// era (or of the client its readers used) beside the targets under modern
// dialects, a [Verdict] for each, the [Cause] of a difference, and a
// rewrite that keeps the link's meaning under both, where one exists and
// is safe. Nothing is lost: every record read is migrated, skipped under a
// named kind, or failed with its file, offset and reason, and the
// [Summary] counts them all (read = migrated + skipped + failed).
//
// It is the library: it takes records of package archive and gives rows,
// summaries and rewritten documents; it writes nothing. The outputs of
// the uridialect command (the link table, the conversion WARC, the
// rewritten files, summary.json and report.html, in an output folder put
// in place when complete) are package migrate/output, which the command,
// serve's Migrate page and the Beam pipeline share.
//
// The parts, from the top:
//
//   - [Drive] is the one read-migrate-merge loop behind the command,
//     serve's Migrate page and the Beam pipeline: it reads the input
//     files (a revisit given its original, [Originals]), migrates their
//     records with a number of workers, and hands each record and its
//     [Result] to a [Sink] in input order.
//   - A [Migrator] migrates one archive.Record at a time under a [Config]:
//     the [From] configuration (fixed, or by capture date: [ParseFrom]'s
//     "auto"), the modern dialects, the [Map] folders and the date of
//     plain files. Its [Result] holds the record's [Row]s in memory up to
//     a quarter of the size of the document (16 MiB at least), past it in
//     a temporary file ([Result.EachRows], [Result.Close]), so that the
//     memory of a record does not grow with its number of links.
//
// The rules by which a document is found ([IsDocument]), its base
// established, a revisit given its original's payload and a cause named
// are in docs/migrate.md and docs/links.md; each is cited in the code
// where it is applied.
package migrate
