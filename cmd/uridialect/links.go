package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
	"github.com/uridialect/uridialect/migrate"
)

const linksAbout = `Prints every link of an HTML document: its byte offset in the file, element,
attribute and raw value, and the URI it resolves to under each dialect (-d,
repeatable; default every dialect), a * marking a result that differs from
rfc3986's (or, without rfc3986, the first dialect's). Each dialect establishes
the document's base by its own rules from the document's BASE element, the
--header fields (Content-Base, Content-Location, Base, Base-URL: which count
depends on the dialect) and --url, the URI the document was retrieved with.
A Content-Type header's charset declares the encoding, which is reported with
how it was decided. - reads standard input.

The text output starts with the encoding and each dialect's base; --tsv
prints one line per link and dialect: document, offset, length, element,
attribute, raw value, dialect, base, result, error, and * when the result
differs (fields escaped as resolve's batch escapes them); --json one object
per link (docs/links.md). A page without links prints nothing.

FILE may also be a web archive or a link table (WARC, ARC, WAT, TSV, JSONL,
CSV, gzip or not, detected from content), a directory or a glob: each HTML
response in it is a document named FILE@OFFSET, with the record's URI as
--url and its HTTP header fields before the --header ones; offsets are then
in the record's decoded payload. WAT and link-table links arrive extracted
(offset -1) and resolve against the base each dialect establishes from the
base they recorded, the response's header fields and the document's URI.
Other records are skipped, by type. For such inputs standard error ends with
the accounting lines (docs/archives.md):
  records: N read = N done + N skipped (request N, ...) + N failed
  links: N
The exit status is 1 if a file or a record could not be read.`

// headerList collects repeated --header 'Name: value' flags.
type headerList header.Fields

func (h *headerList) String() string { return fmt.Sprint(*h) }
func (h *headerList) Set(v string) error {
	name, value, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("want 'Name: value', got %q", v)
	}
	*h = append(*h, header.Field{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
	return nil
}

// nameList collects repeated -d NAME flags.
type nameList []string

func (n *nameList) String() string     { return strings.Join(*n, ",") }
func (n *nameList) Set(v string) error { *n = append(*n, v); return nil }

func runLinks(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlagSet("links", "[-d NAME]... [--url URL] [--header 'Name: value']... [--json|--tsv] FILE...|-", linksAbout, stderr)
	var names nameList
	var extra headerList
	fs.Var(&names, "d", "dialect `CONFIG` (a NAME or a configuration as fit prints it), repeatable (default: every dialect)")
	fs.Var(&names, "dialect", "same as -d")
	url := fs.String("url", "", "the `URL` the document was retrieved with")
	fs.Var(&extra, "header", "a header field the document came with, `'Name: value'`, repeatable")
	asJSON := fs.Bool("json", false, "print one JSON object per link")
	asTSV := fs.Bool("tsv", false, "print one TAB-separated line per link and dialect")
	archiveOpts := addArchiveFlags(fs)
	if stop, status := parseFlags(fs, args, stdout); stop {
		return status
	}
	if err := archiveOpts.check(); err != nil {
		return usageError(fs, "%v", err)
	}
	if fs.NArg() == 0 {
		return usageError(fs, "want a FILE, or - for standard input")
	}
	if *asJSON && *asTSV {
		return usageError(fs, "--json and --tsv exclude each other")
	}
	ds := engine.All()
	if len(names) > 0 {
		ds = ds[:0]
		for _, n := range names {
			d, err := configDialect(n, nil)
			if err != nil {
				return usageError(fs, "%v", err)
			}
			ds = append(ds, d)
		}
	}
	r, err := doclinks.NewResolver(ds...)
	if err != nil {
		return usageError(fs, "%v", err)
	}
	w := bufio.NewWriterSize(stdout, 64<<10) // a write per 64 KiB of links, not per 4
	defer w.Flush()
	p := linkPrinter{w: w, json: *asJSON, tsv: *asTSV, ref: referenceDialect(ds), originals: migrate.NewOriginals(), stderr: stderr}
	return p.inputs(r, fs.Args(), stdin, stderr, *url, header.Fields(extra), archiveOpts)
}

// referenceDialect returns the index of the dialect results are compared
// with: rfc3986, the current standard, else the first.
func referenceDialect(ds []dialect.Dialect) int {
	for i, d := range ds {
		if d.Name() == engine.DefaultName {
			return i
		}
	}
	return 0
}

// A linkPrinter writes the links of documents in one of three forms.
type linkPrinter struct {
	w         *bufio.Writer
	json, tsv bool
	ref       int
	line      []byte
	// originals finds a revisit's original, as migrate does.
	originals *migrate.Originals
	// stderr takes the warnings of a document read past a limit.
	stderr io.Writer
}

func (p *linkPrinter) document(r *doclinks.Resolver, file string, doc []byte, src dialect.BaseSource) (int, error) {
	return p.print(r, file, func(fn func(*document.Link, []doclinks.Target) error) (doclinks.Summary, error) {
		return r.ResolveDocument(doc, src, fn)
	})
}

// print writes the links that resolve finds, in the chosen form, and
// returns their number.
func (p *linkPrinter) print(r *doclinks.Resolver, file string, resolve func(func(*document.Link, []doclinks.Target) error) (doclinks.Summary, error)) (int, error) {
	ds := r.Dialects()
	width := 0
	for _, d := range ds {
		width = max(width, len(d.Name()))
	}
	first := true
	sum, err := resolve(func(l *document.Link, ts []doclinks.Target) error {
		bases := r.Summary().Bases
		switch {
		case p.json:
			p.jsonLink(file, r.Summary().Charset.Name, l, ds, bases, ts)
		case p.tsv:
			p.tsvLink(file, l, ds, bases, ts)
		default:
			if first {
				p.header(file, ds, width, r.Summary())
			}
			p.textLink(l, ds, width, ts)
		}
		first = false
		return nil
	})
	if err != nil {
		return sum.Links, err
	}
	if len(sum.Warnings) > 0 && p.stderr != nil {
		p.w.Flush()
		for _, w := range sum.Warnings {
			fmt.Fprintf(p.stderr, "uridialect links: %s: %s\n", file, w)
		}
	}
	if !p.json && !p.tsv && sum.Links > 0 {
		fmt.Fprintf(p.w, "# %d links\n", sum.Links)
	}
	return sum.Links, nil
}

// differs reports whether target i differs from the reference dialect's.
func (p *linkPrinter) differs(ts []doclinks.Target, i int) bool {
	a, b := ts[i], ts[p.ref]
	return a.URI != b.URI || (a.Err == nil) != (b.Err == nil)
}

// header prints the document's encoding and each dialect's base.
func (p *linkPrinter) header(file string, ds []dialect.Dialect, width int, sum *doclinks.Summary) {
	if cs := sum.Charset; cs.Name != "" {
		fmt.Fprintf(p.w, "# %s: encoding %s (%s)\n", file, cs.Name, cs.DecidedBy)
	} else {
		fmt.Fprintf(p.w, "# %s: links that arrived extracted\n", file)
	}
	for i, d := range ds {
		b := sum.Bases[i]
		uri := b.URI
		if uri == "" {
			uri = "(empty)"
		}
		layer := b.Layer.String()
		if b.Field != "" {
			layer += " " + b.Field
		}
		warnings := ""
		if n := len(dialect.Violations(b.Warnings)); n > 0 {
			warnings = fmt.Sprintf(" (%d warnings)", n)
		}
		fmt.Fprintf(p.w, "# base %-*s %s (%s: %s)%s\n", width, d.Name(), uri, layer, b.Rule, warnings)
	}
}

// textLink prints a link and its targets, one line each.
// linkMarks says, after a link's raw value in the text output, which
// readers alone followed it.
func linkMarks(l *document.Link) string {
	if l.IEConditional {
		return " ie-conditional"
	}
	return ""
}

func (p *linkPrinter) textLink(l *document.Link, ds []dialect.Dialect, width int, ts []doclinks.Target) {
	attr := l.Attr
	if attr == "" {
		attr = "-"
	}
	element := l.Element
	if element == "" {
		element = "-"
	}
	fmt.Fprintf(p.w, "%d %s %s %s%s\n", l.Offset, element, attr, strconv.Quote(string(l.Raw)), linkMarks(l))
	for i, d := range ds {
		mark := " "
		if p.differs(ts, i) {
			mark = "*"
		}
		result := ts[i].URI
		if ts[i].Err != nil {
			result = "error: " + oneLine(ts[i].Err.Error())
		}
		fmt.Fprintf(p.w, "  %-*s %s %s\n", width, d.Name(), mark, result)
	}
}

// tsvLink prints one line per dialect.
func (p *linkPrinter) tsvLink(file string, l *document.Link, ds []dialect.Dialect, bases []dialect.Base, ts []doclinks.Target) {
	for i, d := range ds {
		b := p.line[:0]
		b = engine.AppendField(b, file)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(l.Offset), 10)
		b = append(b, '\t')
		b = strconv.AppendInt(b, int64(l.Len), 10)
		b = append(b, '\t')
		b = append(b, l.Element...)
		b = append(b, '\t')
		b = append(b, l.Attr...)
		b = append(b, '\t')
		b = engine.AppendField(b, l.Raw)
		b = append(b, '\t')
		b = append(b, d.Name()...)
		b = append(b, '\t')
		b = engine.AppendField(b, bases[i].URI)
		b = append(b, '\t')
		b = engine.AppendField(b, ts[i].URI)
		b = append(b, '\t')
		if ts[i].Err != nil {
			b = engine.AppendField(b, oneLine(ts[i].Err.Error()))
		}
		b = append(b, '\t')
		if p.differs(ts, i) {
			b = append(b, '*')
		}
		b = append(b, '\n')
		p.w.Write(b)
		p.line = b
	}
}

// jsonLink prints one object per link.
func (p *linkPrinter) jsonLink(file, encoding string, l *document.Link, ds []dialect.Dialect, bases []dialect.Base, ts []doclinks.Target) {
	var o jsonObject
	o.str("document", file)
	o.str("encoding", encoding)
	o.number("offset", l.Offset)
	o.number("length", l.Len)
	o.str("element", l.Element)
	o.str("attribute", l.Attr)
	o.str("raw", string(l.Raw))
	o.str("value", string(l.Value))
	if l.HTML5 != nil {
		o.str("html5", string(l.HTML5))
	}
	o.str("resolves_against", l.Base.String())
	if l.Codebase != nil {
		o.str("codebase", string(l.Codebase))
	}
	if l.Unclosed {
		o.boolean("unclosed", true)
	}
	if l.IEConditional {
		o.boolean("ie_conditional", true)
	}
	results := make([]string, len(ds))
	for i, d := range ds {
		var r jsonObject
		r.str("dialect", d.Name())
		b := bases[i]
		r.str("base", b.URI)
		r.str("base_layer", b.Layer.String())
		if b.Field != "" {
			r.str("base_field", b.Field)
		}
		r.str("base_rule", b.Rule.String())
		if vs := dialect.Violations(b.Warnings); len(vs) > 0 {
			ws := make([]string, len(vs))
			for k, v := range vs {
				ws[k] = string(jsonString(v.Error()))
			}
			r.raw("base_warnings", jsonArray(ws))
		}
		if ts[i].Err != nil {
			r.str("error", oneLine(ts[i].Err.Error()))
		} else {
			r.str("result", ts[i].URI)
		}
		r.boolean("differs", p.differs(ts, i))
		results[i] = r.String()
	}
	o.raw("results", jsonArray(results))
	p.w.WriteString(o.String())
	p.w.WriteByte('\n')
}
