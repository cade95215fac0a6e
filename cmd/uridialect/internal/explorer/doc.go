// Package explorer is the local web explorer that `uridialect serve` runs:
// pages to compare one reference across every dialect, explain the steps of
// one dialect's resolution beside the specification text they cite,
// validate and parse a string with every violation underlined, list the
// links of an uploaded HTML page under every dialect, migrate an uploaded
// page or small archive as `uridialect migrate` does (its accounting, link
// table, report and conversion WARC), rank every configuration against
// observations of an old system (fit), and read the specification texts
// themselves, with an anchor per section.
//
// Every page is rendered by html/template from files embedded in the binary,
// with a little JavaScript that no page needs: Compare, Explain and
// Validate are forms that work with JavaScript off, and so are the upload
// forms. Nothing is fetched from the network at view time and nothing is
// read from the file system but what the server wrote itself: a migration
// is written by migrate's own writer into a private temporary folder, read
// back into memory and removed before the answer.
//
// The handler is meant for one person on one machine, and defends itself as
// a page in anyone's browser may reach it:
//   - it answers only requests whose Host is a loopback name, unless
//     [Config.AnyHost] is set (a page elsewhere cannot rebind its own name
//     to 127.0.0.1 and read the answers);
//   - a request body is at most [Config.MaxBody] bytes, an uploaded page,
//     archive or observations file at most [Config.MaxUpload] (read in
//     memory, never to a temporary file), and an archive at most 32 times
//     that once decompressed; a form at most [Config.MaxRefs] references;
//     longer inputs get a 413 or a 400 page;
//   - a form that another site's page posts (a plain form POST needs no
//     permission, and would run the work it asks for on this machine) is
//     refused, on every page: the browser says where the form came from in
//     Sec-Fetch-Site, or else in Origin;
//   - an uploaded file's name is shown cut to 100 bytes around an ellipsis;
//   - every answer carries a Content-Security-Policy that allows scripts,
//     styles and images from the server itself only (so no inline script,
//     and none from elsewhere), and forbids framing; migrate's report,
//     which has its own inline style sheet, is served sandboxed under a
//     policy that allows that style sheet alone (by its hash) and no
//     script, and the other outputs of a migration only as downloads;
//   - every input, however hostile (markup, "javascript:" references, a
//     megabyte, invalid UTF-8), is shown escaped: html/template escapes it,
//     bytes that are not printable UTF-8 are shown as \xNN, and long values
//     are shown clipped, with their length.
//
// [NewServer] adds the read, write and idle timeouts.
package explorer
