package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/migrate"
)

// inputs prints the links of every input: HTML files as documents with
// the --url and --header given, archives and link tables record by
// record, every record and link accounted for.
func (p *linkPrinter) inputs(r *doclinks.Resolver, args []string, stdin io.Reader, stderr io.Writer, url string, extra header.Fields, opts *archiveOptions) int {
	var (
		links    int
		archived bool // an input held more than plain documents
	)
	fail := func(e *archive.RecordError) {
		p.w.Flush()
		fmt.Fprintf(stderr, "uridialect links: %v\n", flagged(e))
	}
	tally, err := readRecords(args, stdin, opts, func(rec *archive.Record) (string, error) {
		n, skipped, err := p.record(r, rec, url, extra)
		links += n
		if rec.Format != archive.FormatDocument || skipped != "" {
			archived = true // the accounting says what was read and skipped
		}
		return skipped, err
	}, fail)
	p.w.Flush()
	if err != nil {
		fmt.Fprintf(stderr, "uridialect links: %v\n", err)
		return exitInvalid
	}
	if archived || len(tally.Failures) > 0 || len(tally.Empty) > 0 {
		fmt.Fprintf(stderr, "%s\nlinks: %d\n", tally, links)
	}
	if len(tally.Failures) > 0 {
		return exitInvalid
	}
	return exitOK
}

// record prints the links of one record and returns their number, or the
// kind under which the record is skipped.
func (p *linkPrinter) record(r *doclinks.Resolver, rec *archive.Record, url string, extra header.Fields) (links int, skipped string, err error) {
	switch {
	case len(rec.Links) > 0:
		return p.extracted(r, rec, extra)
	case rec.Format == archive.FormatWAT:
		return 0, archive.SkipKind(rec), nil
	case rec.Format == archive.FormatDocument && migrate.IsDocument(rec):
		doc, err := rec.ReadPayload()
		if err != nil {
			return 0, "", err
		}
		links, err = p.document(r, rec.File, doc, dialect.BaseSource{Retrieval: url, Header: extra})
		return links, "", err
	case rec.Format != archive.FormatDocument:
		// As migrate reads it: every record is seen by the index of
		// originals (a revisit's original may be a record that is no
		// document), and a revisit has its original's payload.
		skip, err := p.originals.Read(rec)
		if err != nil || skip != "" {
			return 0, skip, err
		}
		doc, err := rec.ReadPayload() // read already, and kept
		if err != nil {
			return 0, "", err
		}
		links, err = p.document(r, recordName(rec), doc, dialect.BaseSource{Retrieval: rec.URI, Header: slices.Concat(rec.DocumentHeader(), extra)})
		return links, "", err
	}
	return 0, archive.SkipKind(rec), nil
}

// extracted prints the links a WAT record or a link table row carries,
// grouped by the context they share.
func (p *linkPrinter) extracted(r *doclinks.Resolver, rec *archive.Record, extra header.Fields) (int, string, error) {
	total := 0
	for start := 0; start < len(rec.Links); {
		first := rec.Links[start]
		end := start + 1
		for end < len(rec.Links) && rec.Links[end].Document == first.Document && rec.Links[end].Base == first.Base {
			end++
		}
		src := dialect.BaseSource{Header: slices.Concat(rec.DocumentHeader(), extra), Retrieval: first.Document}
		if first.Base != "" {
			src.Embedded = []string{first.Base}
		}
		links := make([]document.Link, 0, end-start)
		for _, l := range rec.Links[start:end] {
			ref := []byte(l.Reference)
			links = append(links, document.Link{Offset: -1, Len: len(ref), Raw: ref, Value: ref,
				Element: strings.ToLower(l.Element), Attr: strings.ToLower(l.Attribute)})
		}
		n, err := p.print(r, recordName(rec), func(fn func(*document.Link, []doclinks.Target) error) (doclinks.Summary, error) {
			return r.ResolveExtracted(src, links, fn)
		})
		total += n
		if err != nil {
			return total, "", err
		}
		start = end
	}
	return total, "", nil
}

// recordName names a record in the output: FILE@OFFSET, and the offset
// inside a whole-file gzip member after a plus.
func recordName(rec *archive.Record) string {
	if rec.Inner != nil {
		return fmt.Sprintf("%s@%d+%d", rec.File, rec.Offset, rec.Inner.Offset)
	}
	return fmt.Sprintf("%s@%d", rec.File, rec.Offset)
}
