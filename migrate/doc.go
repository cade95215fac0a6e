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
// The parts, from the top:
//
//   - [Run] is the command's job: the inputs into an output folder (the
//     link table, the conversion WARC, the rewritten documents,
//     summary.json and report.html), written under temporary names and
//     renamed into place when complete, never over an input.
//   - [Drive] is the one read-migrate-merge loop behind Run, serve's
//     Migrate page and the Beam pipeline; it hands each [Result] to a
//     [Sink] in input order.
//   - A [Migrator] migrates one [Record] at a time under a [Config]: the
//     [From] configuration (fixed, or by capture date with --from auto), the
//     modern ones, the --map and --date of plain files. Its [Result] holds
//     the record's rows in memory up to a quarter of the size of the
//     document (16 MiB at least), past it in a temporary file
//     ([Result.EachRows], [Result.Close]), so that the memory of a record
//     does not grow with its number of links.
//   - [Output], [LinkTable] and [ConversionWriter] write what a run
//     found; [WriteReport] the HTML report.
//
// The rules by which a document is found, its base established, a
// revisit given its original's payload and a cause named are in
// docs/migrate.md and docs/links.md; each is cited in the code where it is
// applied.
package migrate
