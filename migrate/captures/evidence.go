package captures

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uridialect/uridialect/archive"
	"github.com/uridialect/uridialect/captures"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/fit"
	"github.com/uridialect/uridialect/migrate"
)

// Evidence is what a crawl's captures tell of the rules by which its
// crawler followed links: each link of each document of the archive is
// an observation, which a configuration explains when its target was
// captured as written (fit.Options.Explains), near the document's date.
// A crawler fetched the targets as it resolved them, so the
// configuration that explains the most links is the crawler's reading.
type Evidence struct {
	// Observations are the links some dialect's (or client profile's)
	// target of which is captured: base, reference, and, as what was
	// observed, the first such target. The links none of whose targets
	// is captured tell nothing of the crawler's rules (a link it did not
	// follow, a page it did not fetch) and are left out, counted in
	// Uncaptured.
	Observations []fit.Observation
	// Documents and Links count the HTML documents read and their links;
	// Uncaptured the links left out.
	Documents, Links, Uncaptured int
	// Records accounts for the records read: read = done + skipped +
	// failed, each failure with its file and offset.
	Records archive.Tally
	// Unread names the inputs not opened because the evidence reached
	// its limit before them (Capped).
	Unread []string

	dates   []time.Time
	colls   []*captures.Collection
	memo    sync.Map // lookupKey -> bool
	memoLen atomic.Int64
	err     error
	mu      sync.Mutex

	// docs names the document of each observation (choose.go's
	// examples); first is the date of the first dated document read;
	// limit, when above 0, is the most observations kept (Capped).
	docs   []string
	first  time.Time
	limit  int
	capped bool
}

type lookupKey struct {
	at     int64
	target string
}

// ReadEvidence reads the links of every HTML document of the inputs (a
// WARC, ARC or WACZ file, a folder or a glob), each resolved under every
// dialect and client profile in its default configuration, and keeps
// those of which some target was captured as written in coll, near the
// document's date: at most limit links (DefaultEvidenceLinks if 0 or
// less), after which the inputs are read no further (Capped, Unread).
// An input or record that cannot be read is counted failed, and the
// others are read.
func ReadEvidence(inputs []string, coll *captures.Collection, limit int) (*Evidence, error) {
	if limit <= 0 {
		limit = DefaultEvidenceLinks
	}
	e := &Evidence{colls: []*captures.Collection{coll}, limit: limit}
	res, err := doclinks.NewResolver(engine.All()...)
	if err != nil {
		return nil, err
	}
	names, err := archive.Inputs(inputs)
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		if e.capped {
			e.Unread = append(e.Unread, name)
			continue
		}
		rd, closer, err := archive.Open(name, nil)
		if err != nil {
			e.Records.Fail(&archive.RecordError{File: name, Err: err})
			continue
		}
		e.read(res, rd, name, nil)
		closer.Close()
	}
	return e, e.err
}

// Capped reports whether the evidence stopped at its limit: the input
// read last was read in part, and the ones after it (Unread) not at all.
func (e *Evidence) Capped() bool { return e.capped }

// read adds the links of the documents of one input, rd, each record
// given prepare first (when set), until its end or the evidence's limit.
func (e *Evidence) read(res *doclinks.Resolver, rd *archive.Reader, name string, prepare func(*archive.Record)) {
	read := 0
	for !e.capped {
		rec, err := rd.Next()
		if err == io.EOF {
			break
		}
		var re *archive.RecordError
		if errors.As(err, &re) {
			e.Records.Fail(re)
			continue
		}
		if err != nil {
			e.Records.Fail(&archive.RecordError{File: name, Err: err})
			break
		}
		read++
		if prepare != nil {
			prepare(rec)
		}
		if !migrate.IsDocument(rec) {
			e.Records.Skip(string(rec.Type))
			continue
		}
		if err := e.document(res, rec); err != nil {
			e.Records.Fail(&archive.RecordError{File: rec.File, Offset: rec.Offset, Err: err})
			continue
		}
		e.Records.Add()
	}
	e.Records.Input(name, read)
}

// document adds the links of one document.
func (e *Evidence) document(res *doclinks.Resolver, rec *archive.Record) error {
	e.Documents++
	if e.first.IsZero() {
		e.first = rec.Date
	}
	doc := rec.URI
	if doc == "" {
		doc = rec.File
	}
	_, err := res.Resolve(rec, func(l *document.Link, ts []doclinks.Target) error {
		if l.Base == document.EmbedsBase || e.capped {
			return nil
		}
		e.Links++
		bases := res.Summary().Bases
		for i, t := range ts {
			if t.Err != nil {
				continue
			}
			captured, err := e.captured(rec.Date, t.URI)
			if err != nil {
				return err
			}
			if captured {
				e.Observations = append(e.Observations, fit.Observation{
					Line: len(e.Observations) + 1, Base: bases[i].URI, Ref: string(l.Value), Observed: t.URI})
				e.dates = append(e.dates, rec.Date)
				e.docs = append(e.docs, doc)
				e.capped = e.limit > 0 && len(e.Observations) >= e.limit
				return nil
			}
		}
		e.Uncaptured++
		return nil
	})
	return err
}

// captured reports whether target was captured as written: a capture
// under its key, among the evidenceCaptures nearest to the date in any
// source, whose URL is the target as requested (see requested: without
// its fragment, an empty path "/"). A crawler records the
// URL it requested, so the string, not the key, is the evidence of how
// it resolved the link: "g/../h" and "h" are one page to replay, and two
// readings to the evidence. Whatever the capture's status (a redirect,
// an error): the crawler asked for it. Remembered by date and target.
func (e *Evidence) captured(at time.Time, target string) (bool, error) {
	k := lookupKey{at.Unix(), target}
	if v, ok := e.memo.Load(k); ok {
		return v.(bool), nil
	}
	c, err := capturedAsWritten(e.colls, at, target)
	if err != nil {
		return false, fmt.Errorf("%s: %w", target, err)
	}
	e.memo.Store(k, c)
	if e.memoLen.Add(1) >= maxMemo {
		// A cache, not a record: forgotten at its bound, so that links
		// whose targets were not captured (kept by no limit) cannot
		// grow it with the input.
		e.memo.Clear()
		e.memoLen.Store(0)
	}
	return c, nil
}

// maxMemo is the most lookups remembered (some 100 bytes each); a
// variable for the test that bounds it.
var maxMemo int64 = 1 << 16

// evidenceCaptures is how many captures of a key, nearest to the
// document's date first, are searched for the target as written.
const evidenceCaptures = 100

func capturedAsWritten(colls []*captures.Collection, at time.Time, target string) (bool, error) {
	var sources []captures.Source
	for _, coll := range colls {
		if coll.Records != nil {
			sources = append(sources, coll.Records)
		}
		for _, ix := range coll.Indexes {
			sources = append(sources, ix)
		}
	}
	for _, s := range sources {
		key, err := (captures.Options{Rules: s.Rules()}).Key(target)
		if err != nil {
			continue
		}
		cs, err := s.Near(key, at, evidenceCaptures)
		if err != nil {
			return false, fmt.Errorf("%s: %w", s.Name(), err)
		}
		want := requested(target)
		for _, c := range cs {
			if requested(c.URL) == want {
				return true, nil
			}
		}
	}
	return false, nil
}

// requested is the URL a client sends for u: without its fragment (RFC
// 3986, Section 3.5: "the fragment identifier is not used in the
// scheme-specific processing of a URI"; a client never sends it), and an
// http(s) URL with an empty path given "/" (RFC 2616, Section 5.1.2: "if
// none is present in the original URI, it MUST be given as "/""). Both
// are the request, not a reading of the link: "http://g" and "http://g/"
// are one request line.
func requested(u string) string {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	lower := strings.ToLower(u)
	for _, scheme := range []string{"http://", "https://"} {
		if !strings.HasPrefix(lower, scheme) {
			continue
		}
		rest := u[len(scheme):]
		end := strings.IndexAny(rest, "/?")
		if end < 0 {
			return u + "/"
		}
		if rest[end] == '?' {
			return u[:len(scheme)+end] + "/" + rest[end:]
		}
	}
	return u
}

// Explains reports whether target, a configuration's answer to
// observation i, was captured as written near the date of its document: fit's
// Options.Explains. A lookup that fails (an index that cannot be read)
// explains nothing, and Err returns it.
func (e *Evidence) Explains(i int, target string) bool {
	c, err := e.captured(e.dates[i], target)
	if err != nil {
		e.mu.Lock()
		if e.err == nil {
			e.err = err
		}
		e.mu.Unlock()
	}
	return c
}

// Err is the first lookup that failed in Explains, nil if none did.
func (e *Evidence) Err() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.err
}

// Fit ranks every configuration (client profiles included) by the links
// of the evidence it explains.
func (e *Evidence) Fit() *fit.Result {
	return fit.Fit(e.Observations, fit.Options{Explains: e.Explains})
}
