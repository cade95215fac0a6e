// Package doclinks joins the document layer and the dialects: it finds
// the links of an HTML document (package document), establishes the
// document's base under each dialect ([dialect.BaseEstablisher]) from
// what the document offers (its BASE elements, the headers it came with,
// its retrieval URI), and resolves every link under each dialect. It is
// the core of the links command, written as a function over (document
// bytes, retrieval URI, headers) so that any reader of documents, files
// or archive records, can feed it.
package doclinks

import (
	"errors"
	"io"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
)

// An Input is one document and its context.
type Input struct {
	Doc []byte
	// URL is the URI the document was retrieved with ("" if unknown).
	URL string
	// Header holds the fields of the message that carried it (HTTP
	// response headers), in order. Content-Type's charset is read for the
	// encoding; Content-Base, Content-Location and Base for the base, by
	// the dialects that honour them.
	Header []dialect.HeaderField
	// Encapsulating is the base of an enclosing entity, "" if none.
	Encapsulating string
}

// A Target is one link resolved under one dialect.
type Target struct {
	URI string
	Err error
}

// A Summary accounts for one document.
type Summary struct {
	Links   int
	Charset document.Charset
	// Bases holds the base each dialect established, in the order of the
	// Resolver's dialects.
	Bases []dialect.Base
}

// A Resolver resolves the links of documents under a list of dialects.
// It keeps its buffers from document to document; it is not safe for
// concurrent use.
type Resolver struct {
	dialects []dialect.Dialect
	x        *document.Extractor
	links    []document.Link
	bases    []dialect.Reference
	hasBase  []bool
	targets  []Target
	t, cb    dialect.Reference
	sum      Summary
}

// Summary returns the summary of the document being resolved: during the
// calls of Resolve's fn, its links count, encoding and bases are already
// known.
func (r *Resolver) Summary() *Summary { return &r.sum }

// ErrNoBaseEstablisher reports a dialect that cannot establish a base.
var ErrNoBaseEstablisher = errors.New("the dialect does not implement dialect.BaseEstablisher")

// NewResolver returns a Resolver for the dialects ds, each of which must
// implement [dialect.BaseEstablisher].
func NewResolver(ds ...dialect.Dialect) (*Resolver, error) {
	for _, d := range ds {
		if _, ok := d.(dialect.BaseEstablisher); !ok {
			return nil, errors.Join(ErrNoBaseEstablisher, errors.New(d.Name()))
		}
	}
	return &Resolver{
		dialects: ds,
		x:        document.NewExtractor(nil),
		bases:    make([]dialect.Reference, len(ds)),
		hasBase:  make([]bool, len(ds)),
		targets:  make([]Target, len(ds)),
	}, nil
}

// Dialects returns the Resolver's dialects.
func (r *Resolver) Dialects() []dialect.Dialect { return r.dialects }

// ReadsHTML5 reports whether d reads attribute values as the HTML
// Standard does (the whatwg dialect): it resolves Link.HTML5 where the
// two readings differ, the others resolve Link.Value.
func ReadsHTML5(d dialect.Dialect) bool { return d.Name() == "whatwg" }

// Resolve finds every link of in.Doc, establishes the base under each
// dialect, and calls fn with each link, in document order, and its
// targets, one per dialect in order. The link and the targets are
// overwritten by the next call. It stops at the first error fn returns.
// The whole document is read before fn is first called, since a BASE
// element applies to the links before it as well as after.
func (r *Resolver) Resolve(in Input, fn func(l *document.Link, targets []Target) error) (Summary, error) {
	ct := ""
	for _, f := range in.Header {
		if strings.EqualFold(f.Name, "Content-Type") {
			ct = f.Value
			break
		}
	}
	r.sum = Summary{Charset: document.DetectCharset(in.Doc, ct)}
	sum := &r.sum
	r.x.Reset(in.Doc)
	r.links = r.links[:0]
	var embedded []string
	for {
		l, err := r.x.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return *sum, err
		}
		if l.Base == document.EmbedsBase {
			embedded = append(embedded, string(l.Value))
		}
		r.links = append(r.links, *l)
	}
	sum.Links = len(r.links)
	src := dialect.BaseSource{Embedded: embedded, Header: in.Header, Encapsulating: in.Encapsulating, Retrieval: in.URL}
	sum.Bases = make([]dialect.Base, len(r.dialects))
	for i, d := range r.dialects {
		sum.Bases[i] = d.(dialect.BaseEstablisher).EstablishBase(src)
		r.hasBase[i] = false
		if u := sum.Bases[i].URI; u != "" {
			if b, err := d.Parse(u); err == nil {
				r.bases[i], r.hasBase[i] = b, true
			}
		}
	}
	// A link whose value is a slice of the document is resolved from a
	// substring of one copy of it: one allocation per document, not one
	// per link.
	text := string(in.Doc)
	for k := range r.links {
		l := &r.links[k]
		for i, d := range r.dialects {
			v := l.Value
			if l.HTML5 != nil && ReadsHTML5(d) {
				v = l.HTML5
			}
			ref := refText(text, in.Doc, l, v)
			r.targets[i] = r.resolve(i, d, l, ref)
		}
		if err := fn(l, r.targets); err != nil {
			return *sum, err
		}
	}
	return *sum, nil
}

// refText returns v as a string, a substring of text when v is the raw
// bytes of l.
func refText(text string, doc []byte, l *document.Link, v []byte) string {
	if len(v) == l.Len && (len(v) == 0 || &v[0] == &doc[l.Offset]) {
		return text[l.Offset : l.Offset+l.Len]
	}
	return string(v)
}

// ErrNoBase reports a relative reference in a document whose base is
// empty: RFC 1808, Section 3.4 and the draft's Section 3.4 take every
// reference as absolute then.
var ErrNoBase = errors.New("no base URI: a relative reference cannot be resolved")

// resolve resolves ref under dialect i, against the element's CODEBASE
// for a CodebaseBase link.
func (r *Resolver) resolve(i int, d dialect.Dialect, l *document.Link, ref string) Target {
	base, ok := &r.bases[i], r.hasBase[i]
	if l.Base == document.CodebaseBase && l.Codebase != nil {
		cb := string(l.Codebase)
		var err error
		if ok {
			err = dialect.ResolveText(d, &r.cb, base, cb)
		} else {
			err = r.ownBase(d, &r.cb, cb)
		}
		if err != nil {
			return Target{Err: err}
		}
		base, ok = &r.cb, true
	}
	if !ok {
		if err := r.ownBase(d, &r.t, ref); err != nil {
			return Target{Err: err}
		}
		return Target{URI: r.t.Source()}
	}
	if err := dialect.ResolveText(d, &r.t, base, ref); err != nil {
		return Target{Err: err}
	}
	return Target{URI: r.t.Source()}
}

// ownBase resolves ref without a base: an absolute reference is resolved
// against itself, which applies the dialect's own rules to it (RFC 3986
// removes its dot segments) and nothing else; a relative one fails.
func (r *Resolver) ownBase(d dialect.Dialect, t *dialect.Reference, ref string) error {
	p, err := d.Parse(ref)
	if err != nil {
		return err
	}
	if !p.Has(dialect.Scheme) {
		return ErrNoBase
	}
	return dialect.ResolveText(d, t, &p, ref)
}
