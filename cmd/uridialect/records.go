package main

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

const recordsAbout = `Lists the records of web archives (WARC, ARC, WAT) and link tables, one JSON
object a line, as 'warcio index' does: offset and length in the file's raw
bytes (for a record sharing a whole-file gzip member, its place inside the
decompressed member as "inner-offset"/"inner-length"), type, target URI,
date, record id, content type, HTTP status, payload media type, links
carried (WAT, tables) and warnings. A record that cannot be read prints
{"filename":...,"offset":...,"error":...} and the listing goes on.
FILE may be a directory, a glob or - (standard input); the format is read
from the content. Standard error ends with the accounting line:
  records: N read = N done + 0 skipped + N failed
A record whose stored WARC digest does not match is counted after the
line ("; N with a stored digest that does not match"), or failed with
--verify-digests=fail; an input holding no record is named there too.
The exit status is 1 when any record failed.`

// recordEntry is one line of the listing; field names follow warcio's
// index and cdxj-indexer's JSON.
type recordEntry struct {
	Offset      int64    `json:"offset"`
	Length      int64    `json:"length"`
	InnerOffset *int64   `json:"inner-offset,omitempty"`
	InnerLength *int64   `json:"inner-length,omitempty"`
	Filename    string   `json:"filename"`
	FilenameB64 string   `json:"filename_base64,omitempty"`
	Format      string   `json:"format,omitempty"`
	Type        string   `json:"warc-type,omitempty"`
	URI         string   `json:"warc-target-uri,omitempty"`
	URIB64      string   `json:"warc-target-uri_base64,omitempty"`
	Date        string   `json:"warc-date,omitempty"`
	ID          string   `json:"warc-record-id,omitempty"`
	ContentType string   `json:"content-type,omitempty"`
	Status      int      `json:"http:status,omitempty"`
	Mime        string   `json:"mime,omitempty"`
	Links       int      `json:"links,omitempty"`
	Warnings    []string `json:"warnings,omitempty"`
	Error       string   `json:"error,omitempty"`
}

func runRecords(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("records", "FILE...", recordsAbout, stderr)
	opts := addArchiveFlags(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if err := opts.check(); err != nil {
		return usageError(fs, "%v", err)
	}
	if fs.NArg() == 0 {
		return usageError(fs, "want at least one FILE (or - for standard input)")
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	tally, err := readRecords(fs.Args(), stdin, opts, func(rec *archive.Record) (string, error) {
		_ = enc.Encode(entryOf(rec))
		return "", nil
	}, func(e *archive.RecordError) {
		_ = enc.Encode(recordEntry{Filename: e.File, Offset: e.Offset, Error: flagged(e.Err).Error()})
		fmt.Fprintf(stderr, "uridialect records: %v\n", flagged(e))
	})
	if err != nil {
		fmt.Fprintf(stderr, "uridialect records: %v\n", err)
		return exitInvalid
	}
	fmt.Fprintln(stderr, tally)
	if len(tally.Failures) > 0 {
		return exitInvalid
	}
	return exitOK
}

func entryOf(rec *archive.Record) recordEntry {
	e := recordEntry{
		Offset: rec.Offset, Length: rec.Length, Filename: rec.File, Format: rec.Format.String(),
		Type: string(rec.Type), URI: rec.URI, ID: rec.ID, ContentType: rec.ContentType,
		Mime: rec.MediaType(), Links: len(rec.Links),
	}
	// JSON cannot carry bytes that are not UTF-8 (a 1996 target URI in
	// Latin-1): keep them beside the text, as every command's JSON does.
	e.FilenameB64, e.URIB64 = jsontwin.Value(e.Filename), jsontwin.Value(e.URI)
	if rec.Inner != nil {
		e.InnerOffset, e.InnerLength = &rec.Inner.Offset, &rec.Inner.Length
	}
	if !rec.Date.IsZero() {
		e.Date = rec.Date.UTC().Format(time.RFC3339)
	}
	if rec.HTTP != nil {
		e.Status = rec.HTTP.Status
	}
	rec.IsHTML() // sniffs the payload, which may add a warning
	for _, w := range rec.Warnings {
		e.Warnings = append(e.Warnings, w.Text)
	}
	return e
}
