// Package doclinks joins the document layer and the dialects: it finds
// the links of an HTML document (package document), establishes the
// document's base under each dialect ([dialect.BaseEstablisher]) from
// what the document offers (its BASE elements, the headers it came with,
// its retrieval URI), and resolves every link under each dialect. It is
// the core of the links command and of migrate. [Resolver.Resolve] takes
// an archive record (package archive: a WARC or ARC record, a plain
// file); [Resolver.ResolveDocument] the document's bytes and its context,
// for a document that comes from nowhere else (a form, a test).
package doclinks

import (
	"encoding/binary"
	"errors"
	"io"
	"math/bits"
	"strings"
	"unsafe"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/internal/kernel/uritext"
)

// A Target is one link resolved under one dialect. Its URI may share a
// chunk of a few KiB with other targets of the same Resolver, never with
// the document: keeping one keeps its chunk.
type Target struct {
	URI string
	Err error
}

// A Summary accounts for one document. Its Bases slice belongs to the
// Resolver and is overwritten by the next document: copy it to keep it.
type Summary struct {
	Links   int
	Charset document.Charset
	// Bases holds the base each dialect established, in the order of the
	// Resolver's dialects.
	Bases []dialect.Base
	// Warnings say what the document held past the extractor's limits
	// (document.Limits: attributes of one tag, bytes of one value), left
	// unread; set when the document is read to its end.
	Warnings []string
}

// A Resolver resolves the links of documents under a list of dialects.
// It keeps its buffers from document to document; it is not safe for
// concurrent use.
type Resolver struct {
	dialects []dialect.Dialect
	x        *document.Extractor
	// scan reads a big document for its bases before x reads its links.
	scan    *document.Extractor
	bases   []dialect.Reference
	hasBase []bool
	targets []Target
	t       dialect.Reference
	// codebases holds, per dialect, the CODEBASE resolved last: the
	// links of one OBJECT or APPLET share it.
	codebases []codebase
	sum       Summary
	embedded  []string
	baseBuf   []dialect.Base
	// headerLinks are the links of the header fields (document.HeaderLinks);
	// retrieval is the URI they resolve against.
	headerLinks  []document.Link
	retrieval    string
	retrievalRef dialect.Reference
	// encoded holds each dialect configured with a document encoding,
	// by dialect and encoding name (see encodingAware).
	encoded map[string]*encodedDialect
	// recent holds, per dialect, the targets of the references resolved
	// last against the document's base: pages repeat references (icons,
	// navigation bars, the entries of an index), and a repeated one is
	// found here rather than resolved and allocated again. Its references
	// point into the document and its buffers: it is emptied with each
	// document, entry by entry, as used marks them (bit k of used[i] for
	// recent[i][k]), for a page fills few of them.
	recent [][recentSize]recentTarget
	used   []uint64
	// resolvers resolve under each dialect, each the dialect's
	// StringResolver for one goroutine (dialect.NewStringResolver: RFC
	// 3986's resolves the commonest references of a page without an
	// allocation each).
	resolvers []dialect.StringResolver
	// arena holds the copies of targets that would share a document's
	// memory.
	arena  uritext.Arena
	limits document.Limits
	// valueEncoding is the encoding of the links' values: the document's,
	// but UTF-8 for a UTF-16 document, which the extractor decodes (its
	// URLs are encoded in UTF-8 too: the Encoding Standard's "get an
	// output encoding").
	valueEncoding string
}

// recentSize is the number of targets recent holds per dialect, indexed
// by a hash of the reference.
const (
	recentBits = 6
	recentSize = 1 << recentBits // the bits of a uint64, for used
)

type recentTarget struct{ ref, uri string }

// recentIndex returns where v's target is held in recent: a hash of its
// length and of its last bytes, where the references of a page differ
// most (page12.html, page13.html). A collision only costs a resolution.
func recentIndex(v []byte) int {
	h := uint64(len(v))
	if len(v) >= 8 {
		h ^= binary.LittleEndian.Uint64(v[len(v)-8:])
	} else {
		for _, c := range v {
			h = h<<8 | uint64(c)
		}
	}
	h *= 0x9E3779B97F4A7C15 // Fibonacci hashing: the top bits mix them all
	return int(h >> (64 - recentBits))
}

// Summary returns the summary of the document being resolved: during the
// calls of Resolve's fn, its encoding and bases are known, and Links counts
// the links read so far (all of them, for a document read whole: see
// Resolve). Its Bases are overwritten by the next Resolve.
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
	resolvers := make([]dialect.StringResolver, len(ds))
	for i, d := range ds {
		resolvers[i] = dialect.NewStringResolver(d)
	}
	return &Resolver{
		resolvers: resolvers,
		dialects:  ds,
		x:         document.NewExtractor(nil),
		limits:    document.DefaultLimits,
		bases:     make([]dialect.Reference, len(ds)),
		hasBase:   make([]bool, len(ds)),
		targets:   make([]Target, len(ds)),
		recent:    make([][recentSize]recentTarget, len(ds)),
		codebases: make([]codebase, len(ds)),
		used:      make([]uint64, len(ds)),
	}, nil
}

// SetLimits sets the limits of the documents r reads next (see
// document.Limits; 0 is no limit).
func (r *Resolver) SetLimits(l document.Limits) {
	r.limits = l
	r.x.SetLimits(l)
	if r.scan != nil {
		r.scan.SetLimits(l)
	}
}

// Dialects returns the Resolver's dialects.
func (r *Resolver) Dialects() []dialect.Dialect { return r.dialects }

// ReadsHTML5 reports whether d reads attribute values as the HTML
// Standard does ([dialect.HTMLStandardReader]): it resolves Link.HTML5
// where the two readings differ, the others resolve Link.Value.
func ReadsHTML5(d dialect.Dialect) bool {
	r, ok := d.(dialect.HTMLStandardReader)
	return ok && r.ReadsHTMLStandard()
}

// Resolve resolves the links of the document rec holds, as
// ResolveDocument does: its payload (read with rec.ReadPayload, which
// keeps it), in the context of the header fields it came with
// (rec.DocumentHeader) and the URI it was retrieved with (rec.URI). The
// error is the payload's, when it cannot be read, or fn's.
func (r *Resolver) Resolve(rec *archive.Record, fn func(l *document.Link, targets []Target) error) (Summary, error) {
	doc, err := rec.ReadPayload()
	if err != nil {
		return Summary{}, err
	}
	return r.ResolveDocument(doc, dialect.BaseSource{Header: rec.DocumentHeader(), Retrieval: rec.URI}, fn)
}

// ResolveDocument finds every link of doc, establishes the base under
// each dialect from src and the document's own BASE elements (which take
// src.Embedded's place), and calls fn with each link, in document order,
// and its targets, one per dialect in order. src.Header's Content-Type
// is read for the document's encoding, and the links its fields carry
// (document.HeaderLinks) come first, resolved against src.Retrieval. The
// link and the targets are overwritten by the next call. It stops at the
// first error fn returns. doc must not change while ResolveDocument runs:
// the links point into it. A BASE element applies to the links before
// it as well as after, so the bases are found before fn is first called:
// a small document (up to readWhole bytes) is read whole, its links held;
// a bigger one that may hold a BASE element is read once for its bases,
// then again as fn is called; any other is read as fn is called. Memory
// does not grow with the number of links of a big document.
func (r *Resolver) ResolveDocument(doc []byte, src dialect.BaseSource, fn func(l *document.Link, targets []Target) error) (Summary, error) {
	r.sum = Summary{Charset: document.DetectCharset(doc, src.Header.Get("Content-Type"))}
	sum := &r.sum
	encoding := sum.Charset.Name
	r.valueEncoding = encoding
	if document.IsUTF16(encoding) {
		r.valueEncoding = "utf-8"
	}
	r.x.ResetEncoded(doc, encoding)
	r.forget()
	// A BASE element applies to the links before it as well as after, so
	// the bases a document embeds are known before its first link is
	// resolved. A small document is read whole, its links held as offsets;
	// a big one that may hold a BASE element is read twice, first for its
	// bases and the number of its links, then link by link, so that its
	// memory does not grow with the number of its links (a 100 MB page of
	// BASE and six million links held them all); a big one that holds
	// none is read once, link by link.
	embedded := r.embedded[:0]
	counted := true
	switch {
	case len(doc) <= readWhole:
		embedded = r.x.Bases(embedded)
		sum.Links = r.x.Pending()
	case document.MayHoldBase(doc) || document.IsUTF16(encoding):
		embedded, sum.Links = r.scanBases(doc, encoding, embedded)
	default:
		counted = false
	}
	r.embedded = embedded
	src.Embedded = embedded
	r.establish(src)
	// The header came before the document: its links come first.
	r.headerLinks, r.retrieval = r.headerLinks[:0], src.Retrieval
	for _, f := range src.Header {
		r.headerLinks = document.HeaderLinks(r.headerLinks, f.Name, f.Value)
	}
	sum.Links += len(r.headerLinks)
	for k := range r.headerLinks {
		if err := r.emit(&r.headerLinks[k], fn); err != nil {
			return *sum, err
		}
	}
	for {
		l, err := r.x.Next()
		if err == io.EOF {
			sum.Warnings = r.x.Limited().Warnings(r.limits)
			return *sum, nil
		}
		if !counted {
			sum.Links++
		}
		if err := r.emit(l, fn); err != nil {
			return *sum, err
		}
	}
}

// scanBases reads doc link by link with a second extractor, and
// appends to dst the value of each BASE HREF in it, in order; n is the
// number of its links.
func (r *Resolver) scanBases(doc []byte, encoding string, dst []string) (_ []string, n int) {
	if r.scan == nil {
		r.scan = document.NewExtractor(nil)
		r.scan.SetLimits(r.limits)
	}
	r.scan.ResetEncoded(doc, encoding)
	defer r.scan.Reset(nil) // the document is let go
	for {
		l, err := r.scan.Next()
		if err == io.EOF {
			return dst, n
		}
		n++
		if l.Base == document.EmbedsBase {
			dst = append(dst, string(l.Value))
		}
	}
}

// readWhole is the size up to which a document is read whole before its
// links are resolved, BASE or not: most pages are smaller, and their
// links, held as offsets, take less memory than their text.
const readWhole = 256 << 10

// establish establishes the base under each dialect.
func (r *Resolver) establish(src dialect.BaseSource) {
	if cap(r.baseBuf) < len(r.dialects) {
		r.baseBuf = make([]dialect.Base, len(r.dialects))
	}
	r.sum.Bases = r.baseBuf[:len(r.dialects)]
	for i, d := range r.dialects {
		r.sum.Bases[i] = d.(dialect.BaseEstablisher).EstablishBase(src)
		r.hasBase[i] = false
		if u := r.sum.Bases[i].URI; u != "" {
			if b, err := d.Parse(u); err == nil {
				r.bases[i], r.hasBase[i] = b, true
			}
		}
	}
}

// ResolveExtracted resolves links that arrive already extracted, without
// a document to read them from (a WAT record's links, the rows of a link
// table): src is their context (src.Embedded holds the base the source
// recorded, src.Header the fields of the response, src.Retrieval the
// document's URI), from which each dialect establishes its base. Each
// link's Value (or HTML5, for a dialect that reads HTML5) is resolved;
// fn is called as by Resolve. The summary's charset is left empty: the
// values were decoded before they came.
func (r *Resolver) ResolveExtracted(src dialect.BaseSource, links []document.Link, fn func(l *document.Link, targets []Target) error) (Summary, error) {
	r.sum = Summary{Links: len(links)}
	r.valueEncoding = ""
	r.forget()
	r.establish(src)
	for k := range links {
		if err := r.emit(&links[k], fn); err != nil {
			return r.sum, err
		}
	}
	return r.sum, nil
}

// emit resolves l under every dialect and hands it to fn.
func (r *Resolver) emit(l *document.Link, fn func(l *document.Link, targets []Target) error) error {
	// A value outside ASCII is read in the document's encoding by the
	// dialects that take one (encoding.go); most values are ASCII.
	high := r.valueEncoding != "utf-8" && r.valueEncoding != "" && (hasHighBit(l.Value) || hasHighBit(l.HTML5))
	for i, d := range r.dialects {
		v := l.Value
		if l.HTML5 != nil && ReadsHTML5(d) {
			v = l.HTML5
		}
		if high {
			if t, ok := r.readInEncoding(i, d, l, v); ok {
				setTarget(&r.targets[i], t)
				continue
			}
		}
		setTarget(&r.targets[i], r.resolveBytes(i, d, l, v))
	}
	return fn(l, r.targets)
}

// setTarget sets *dst to t, writing only what changes: a target written
// while the garbage collector marks costs a write barrier per pointer.
// The same string (a repeated reference's target, from recent) is told by
// its memory, without comparing its bytes.
func setTarget(dst *Target, t Target) {
	if len(dst.URI) != len(t.URI) || unsafe.StringData(dst.URI) != unsafe.StringData(t.URI) {
		dst.URI = t.URI
	}
	if dst.Err != nil || t.Err != nil {
		dst.Err = t.Err
	}
}

// forget empties recent and codebases, whose references may point into
// the previous document.
func (r *Resolver) forget() {
	for i := range r.codebases {
		if r.codebases[i].src != nil {
			r.codebases[i] = codebase{}
		}
	}
	for i, m := range r.used {
		for ; m != 0; m &= m - 1 {
			r.recent[i][bits.TrailingZeros64(m)] = recentTarget{}
		}
		r.used[i] = 0
	}
}

// resolveBytes resolves v without copying it: the reference is read
// through a string that shares v's memory, and a target or an error that
// would share it is made again from a copy, so that nothing returned
// points into the caller's document. A reference resolved against the
// document's base is looked for in recent first, then resolved by
// the dialect's resolver.
func (r *Resolver) resolveBytes(i int, d dialect.Dialect, l *document.Link, v []byte) Target {
	if len(v) == 0 {
		return r.resolve(i, d, r.resolvers[i], l, "")
	}
	ref := unsafe.String(&v[0], len(v))
	if l.Base == document.CodebaseBase || l.Base == document.RetrievalBase {
		return r.resolveCopy(i, d, l, ref, v)
	}
	k := recentIndex(v)
	slot := &r.recent[i][k]
	if slot.ref == ref && slot.uri != "" {
		return Target{URI: slot.uri}
	}
	t := r.resolveCopy(i, d, l, ref, v)
	if t.Err != nil {
		return t
	}
	// Field by field: a struct written whole while the collector marks
	// goes through a typed copy.
	slot.ref, slot.uri = ref, t.URI
	r.used[i] |= 1 << k
	return t
}

// resolveCopy resolves ref, a string that shares v's memory, by resolve,
// and makes again from a copy what would share it.
func (r *Resolver) resolveCopy(i int, d dialect.Dialect, l *document.Link, ref string, v []byte) Target {
	t := r.resolve(i, d, r.resolvers[i], l, ref)
	switch {
	case t.Err != nil:
		// An error may quote the reference: it is made again from a copy.
		return r.resolve(i, d, r.resolvers[i], l, string(v))
	case within(t.URI, v):
		// A target that is the reference itself (an absolute reference
		// with nothing to remove) is copied rather than resolved again.
		t.URI = r.arena.Join(t.URI, "", "")
	}
	return t
}

// within reports whether s shares memory with b.
func within(s string, b []byte) bool {
	if len(s) == 0 || len(b) == 0 {
		return false
	}
	p, lo := uintptr(unsafe.Pointer(unsafe.StringData(s))), uintptr(unsafe.Pointer(&b[0]))
	return p >= lo && p < lo+uintptr(len(b))
}

// ErrNoBase reports a relative reference in a document whose base is
// empty: RFC 1808, Section 3.4 and the draft's Section 3.4 take every
// reference as absolute then.
var ErrNoBase = errors.New("no base URI: a relative reference cannot be resolved")

// resolve resolves ref under dialect i, against the element's CODEBASE
// for a CodebaseBase link.
func (r *Resolver) resolve(i int, d dialect.Dialect, sr dialect.StringResolver, l *document.Link, ref string) Target {
	base, ok := &r.bases[i], r.hasBase[i]
	if l.Base == document.RetrievalBase {
		// A header field's link: against the request's URI.
		ok = false
		if r.retrieval != "" {
			if b, err := d.Parse(r.retrieval); err == nil && b.Has(dialect.Scheme) {
				r.retrievalRef, base, ok = b, &r.retrievalRef, true
			}
		}
	}
	if l.Base == document.CodebaseBase && l.Codebase != nil {
		c := &r.codebases[i]
		if !sameBytes(c.src, l.Codebase) {
			c.src = l.Codebase
			cb := string(l.Codebase)
			if l.CodebaseDirectory && !ReadsHTML5(d) && cb != "." && !strings.HasSuffix(cb, "/") {
				// The Java runtime's directory (document.Link.CodebaseDirectory);
				// the HTML Standard has no APPLET, and no CODEBASE rule.
				cb += "/"
			}
			if ok {
				c.err = dialect.ResolveText(d, &c.ref, base, cb)
			} else {
				c.err = r.ownBase(d, &c.ref, cb)
			}
		}
		if c.err != nil {
			return Target{Err: c.err}
		}
		base, ok = &c.ref, true
	}
	if !ok {
		if err := r.ownBase(d, &r.t, ref); err != nil {
			return Target{Err: err}
		}
		return Target{URI: r.t.Source()}
	}
	uri, err := sr.ResolveToString(base, ref)
	if err != nil {
		return Target{Err: err}
	}
	// The resolver's next call writes over its result.
	return Target{URI: r.arena.Join(uri, "", "")}
}

// A codebase is an element's CODEBASE, src, resolved under a dialect
// against the document's base: ref, or the error err.
type codebase struct {
	src []byte
	ref dialect.Reference
	err error
}

// sameBytes reports whether a and b are the same bytes in memory: the
// CODEBASE of the same element, read again.
func sameBytes(a, b []byte) bool {
	return len(a) == len(b) && len(a) > 0 && unsafe.SliceData(a) == unsafe.SliceData(b)
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
