// Package output writes what a migration found (package migrate) as the
// uridialect command writes it, for the command, serve's Migrate page and
// the Beam pipeline alike:
//
//   - the link table, a row per link ([Rows]: those that changed, or
//     all), as TSV, JSONL or Parquet ([Format], [LinkTable]), bytes that
//     are not UTF-8 kept in twins (package jsontwin's rule);
//   - the rewritten documents: an HTML file under documents/, a WARC
//     conversion record for an archived one ([Derivative],
//     [ConversionRecord]), each input's conversions after a warcinfo
//     record that names the run ([RunInfo], [ConversionWriter]);
//   - summary.json and report.html ([WriteReport]), a page that opens
//     offline.
//
// A [Folder] writes them into an output folder aside and puts them in
// place when the run is complete, with a manifest of what it wrote; a
// folder that is an input, holds one, or holds files of another's is
// refused ([Check], a [*FolderError]). [Run] is the command's run: the
// inputs migrated with migrate.Drive into a Folder.
package output
