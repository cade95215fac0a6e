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
	"github.com/uridialect/uridialect/migrate"
)

// inputs prints the links of every input: HTML files as documents with
// the --url and --header given, archives and link tables record by
// record, every record and link accounted for.
func (p *linkPrinter) inputs(r *doclinks.Resolver, args []string, stdin io.Reader, stderr io.Writer, url string, header []dialect.HeaderField, opts *archiveOptions) int {
	var (
		links    int
		archived bool // an input held more than plain documents
	)
	fail := func(e *archive.RecordError) {
		p.w.Flush()
		fmt.Fprintf(stderr, "uridialect links: %v\n", e)
	}
	tally, err := readRecords(args, stdin, opts, func(rec *archive.Record) (string, error) {
		n, skipped, err := p.record(r, rec, url, header)
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
func (p *linkPrinter) record(r *doclinks.Resolver, rec *archive.Record, url string, header []dialect.HeaderField) (links int, skipped string, err error) {
	switch {
	case len(rec.Links) > 0:
		return p.extracted(r, rec, header)
	case rec.Format == archive.FormatWAT:
		return 0, archive.SkipKind(rec), nil
	case rec.Format == archive.FormatDocument && migrate.IsDocument(rec):
		doc, err := payloadBytes(rec)
		if err != nil {
			return 0, "", err
		}
		links, err = p.document(r, rec.File, doclinks.Input{Doc: doc, URL: url, Header: header})
		return links, "", err
	case rec.Format != archive.FormatDocument:
		// As migrate reads it: every record is seen by the index of
		// originals (a revisit's original may be a record that is no
		// document), and a revisit has its original's payload.
		in, err := p.originals.Read(rec)
		if err != nil {
			return 0, "", err
		}
		if !in.HTML {
			if in.Skip != "" {
				return 0, in.Skip, nil
			}
			return 0, archive.SkipKind(rec), nil
		}
		links, err = p.document(r, recordName(rec), doclinks.Input{Doc: in.Body, URL: in.URI, Header: slices.Concat(in.Fields(), header)})
		return links, "", err
	}
	return 0, archive.SkipKind(rec), nil
}

// extracted prints the links a WAT record or a link table row carries,
// grouped by the context they share.
func (p *linkPrinter) extracted(r *doclinks.Resolver, rec *archive.Record, header []dialect.HeaderField) (int, string, error) {
	total := 0
	for start := 0; start < len(rec.Links); {
		first := rec.Links[start]
		end := start + 1
		for end < len(rec.Links) && rec.Links[end].Document == first.Document && rec.Links[end].Base == first.Base {
			end++
		}
		src := dialect.BaseSource{Header: recordHeader(rec, header), Retrieval: first.Document}
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

// recordHeader is the record's HTTP header fields, in order, then the
// --header ones; a record without HTTP header contributes its payload's
// Content-Type.
func recordHeader(rec *archive.Record, extra []dialect.HeaderField) []dialect.HeaderField {
	var fields []dialect.HeaderField
	if rec.HTTP != nil {
		for _, f := range rec.HTTP.Fields {
			fields = append(fields, dialect.HeaderField{Name: f[0], Value: f[1]})
		}
	} else if ct := rec.PayloadContentType(); ct != "" {
		fields = append(fields, dialect.HeaderField{Name: "Content-Type", Value: ct})
	}
	return append(fields, extra...)
}

// payloadBytes reads a record's decoded payload: the extractor needs the
// whole document, since a BASE element applies to the links before it.
func payloadBytes(rec *archive.Record) ([]byte, error) {
	p, err := rec.Payload()
	if err != nil {
		return nil, err
	}
	return io.ReadAll(p)
}
