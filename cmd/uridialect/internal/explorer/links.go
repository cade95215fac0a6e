package explorer

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/doclinks"
	"github.com/uridialect/uridialect/document"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/header"
)

// The Links page: what `uridialect links` prints, for an HTML page that is
// uploaded (field doc) or pasted (field html), with the URL it was
// retrieved with (url) and the header fields it came with (header, one
// "Name: value" a line). Every link, its offset, and its target under each
// dialect, marked where it differs from the chosen dialect's (against).
// The form posts multipart/form-data, so the page is answered directly: an
// upload has no address to share.

type linksView struct {
	URL, Header, HTML string
	Against           string
	Dialects          []dialectColumn
	MaxUpload         string
	Ran               bool
	Err               []piece
	Name              string // the file's name, or "pasted HTML"
	Size              int
	Charset           document.Charset
	Bases             []baseView
	Links             []linkRow
	Count             int // links found
	Hidden            int // links found but not listed
}

type baseView struct {
	Dialect string
	URI     []piece
	Empty   bool
	Layer   string
	Rule    string
	Warns   int
}

type linkRow struct {
	Offset, Len   int
	Element, Attr string
	Raw           []piece
	Cells         []compareCell
	Agree         bool
}

// Defaults of the Links page.
const (
	// DefaultMaxUpload bounds an uploaded or pasted document.
	DefaultMaxUpload = 2 << 20
	// maxLinksShown bounds the links listed on a page; the rest are
	// counted.
	maxLinksShown = 2000
	// maxHeaderFields bounds the header fields of a form.
	maxHeaderFields = 100
)

func (s *server) linksForm(w http.ResponseWriter, r *http.Request) {
	s.render(w, http.StatusOK, "links", "Links", "/links", s.newLinksView(engine.DefaultName))
}

func (s *server) newLinksView(against string) linksView {
	v := linksView{Against: against, MaxUpload: byteCount(s.cfg.MaxUpload)}
	for _, d := range engine.All() {
		info := engine.Info(d)
		v.Dialects = append(v.Dialects, dialectColumn{Name: d.Name(), Document: info.Document, Date: info.Date, Against: d.Name() == against})
	}
	return v
}

func (s *server) links(w http.ResponseWriter, r *http.Request) {
	get, ok := s.multipartForm(w, r)
	if !ok {
		return
	}
	against := get("against")
	if against == "" {
		against = engine.DefaultName
	}
	v := s.newLinksView(against)
	v.URL, v.Header, v.HTML = echo(get("url")), echo(get("header")), echo(get("html"))
	status, err := s.readLinks(&v, r, get)
	if err != nil {
		v.Err = show(err.Error())
	}
	s.render(w, status, "links", "Links", "/links", v)
}

// multipartForm reads a form that uploads a file, whole, into memory (never
// to a temporary file): it is at most MaxUpload and a little more. It
// returns the form's text fields, or answers with the error page.
func (s *server) multipartForm(w http.ResponseWriter, r *http.Request) (get func(string) string, ok bool) {
	limit := s.cfg.MaxUpload + 64<<10
	r.Body = http.MaxBytesReader(w, r.Body, limit)
	if err := r.ParseMultipartForm(limit); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.fail(w, http.StatusRequestEntityTooLarge, "the upload is larger than the limit of "+byteCount(s.cfg.MaxUpload))
			return nil, false
		}
		s.fail(w, http.StatusBadRequest, "the form could not be read: "+err.Error())
		return nil, false
	}
	values := r.MultipartForm.Value
	return func(k string) string {
		if vs := values[k]; len(vs) > 0 {
			return vs[0]
		}
		return ""
	}, true
}

// readLinks reads the document and its context from the form and lists
// its links.
func (s *server) readLinks(v *linksView, r *http.Request, get func(string) string) (int, error) {
	if _, err := engine.Lookup(v.Against); err != nil {
		return http.StatusBadRequest, err
	}
	doc, name, status, err := s.uploadOrPasted(r, "doc", get("html"), "pasted HTML")
	if err != nil {
		return status, err
	}
	fields, err := headerFields(get("header"))
	if err != nil {
		return http.StatusBadRequest, err
	}
	ds := engine.All()
	res, err := doclinks.NewResolver(ds...)
	if err != nil {
		return http.StatusInternalServerError, err
	}
	v.Ran, v.Name, v.Size = true, name, len(doc)
	sum, err := res.ResolveDocument(doc, dialect.BaseSource{Retrieval: get("url"), Header: fields}, func(l *document.Link, ts []doclinks.Target) error {
		v.Count++
		if len(v.Links) >= maxLinksShown {
			v.Hidden++
			return nil
		}
		v.Links = append(v.Links, newLinkRow(l, ds, ts, v.Against))
		return nil
	})
	if err != nil {
		return http.StatusOK, fmt.Errorf("%s: %v", name, err)
	}
	v.Charset = sum.Charset
	for i, b := range sum.Bases {
		v.Bases = append(v.Bases, baseView{Dialect: ds[i].Name(), URI: show(b.URI), Empty: b.URI == "",
			Layer: baseLayer(b), Rule: b.Rule.String(), Warns: len(dialect.Violations(b.Warnings))})
	}
	return http.StatusOK, nil
}

func baseLayer(b dialect.Base) string {
	if b.Field != "" {
		return b.Layer.String() + " " + b.Field
	}
	return b.Layer.String()
}

// newLinkRow returns one link and its targets, marked against a dialect.
func newLinkRow(l *document.Link, ds []dialect.Dialect, ts []doclinks.Target, against string) linkRow {
	row := linkRow{Offset: l.Offset, Len: l.Len, Element: l.Element, Attr: l.Attr, Raw: show(string(l.Raw)), Agree: true}
	ref := 0
	for i, d := range ds {
		if d.Name() == against {
			ref = i
		}
	}
	for i, d := range ds {
		t := ts[i]
		cell := compareCell{Dialect: d.Name(), Err: t.Err != nil, Against: i == ref}
		if t.Err != nil {
			cell.Answer = show(firstViolation(t.Err))
		} else {
			cell.Answer = show(t.URI)
		}
		cell.Differs = t.URI != ts[ref].URI || (t.Err == nil) != (ts[ref].Err == nil)
		row.Agree = row.Agree && !cell.Differs
		row.Cells = append(row.Cells, cell)
	}
	return row
}

var errTooLarge = errors.New("too large")

// uploadOrPasted returns the file uploaded in field, or else the text
// pasted (named pastedName), with the status to answer when it cannot be
// had or is over the limit.
func (s *server) uploadOrPasted(r *http.Request, field, pasted, pastedName string) (data []byte, name string, status int, err error) {
	data, name, err = upload(r, field, s.cfg.MaxUpload)
	if errors.Is(err, errTooLarge) {
		return nil, "", http.StatusRequestEntityTooLarge, err
	}
	if err != nil {
		return nil, "", http.StatusBadRequest, err
	}
	if data == nil {
		data, name = []byte(pasted), pastedName
	}
	if int64(len(data)) > s.cfg.MaxUpload {
		return nil, "", http.StatusRequestEntityTooLarge, fmt.Errorf("%w: %s is %d bytes; the limit is %s", errTooLarge, name, len(data), byteCount(s.cfg.MaxUpload))
	}
	return data, name, http.StatusOK, nil
}

// upload returns the file of a multipart form's field, nil if none was
// chosen, and its name as pages show it (shownName).
func upload(r *http.Request, field string, limit int64) ([]byte, string, error) {
	fhs := r.MultipartForm.File[field]
	if len(fhs) == 0 || fhs[0].Filename == "" && fhs[0].Size == 0 {
		return nil, "", nil
	}
	name := shownName(fhs[0].Filename)
	if fhs[0].Size > limit {
		return nil, "", fmt.Errorf("%w: %s is %d bytes; the limit is %s", errTooLarge, name, fhs[0].Size, byteCount(limit))
	}
	f, err := fhs[0].Open()
	if err != nil {
		return nil, "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	return data, name, err
}

// shownName returns an uploaded file's name as pages show it: a name
// longer than maxFileName bytes keeps its start and its end (where the
// extension is) around an ellipsis, cut between characters. The sender
// chooses the name; a page need not show all of it.
func shownName(name string) string {
	if len(name) <= maxFileName {
		return name
	}
	head := runeStart(name, maxFileName*2/3)
	start := len(name) - maxFileName/3
	for start < len(name) && !utf8.RuneStart(name[start]) {
		start++
	}
	return name[:head] + "…" + name[start:]
}

// headerFields reads "Name: value" lines.
func headerFields(s string) (header.Fields, error) {
	var out header.Fields
	for i, l := range nonEmptyLines(s) {
		if i == maxHeaderFields {
			return nil, fmt.Errorf("more than %d header fields", maxHeaderFields)
		}
		name, value, ok := strings.Cut(l, ":")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("header field %d: want 'Name: value', got %q", i+1, l)
		}
		out = append(out, header.Field{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)})
	}
	return out, nil
}
