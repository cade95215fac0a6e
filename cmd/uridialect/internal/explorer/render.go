package explorer

import (
	"bytes"
	"errors"
	"html/template"
	"log"
	"net/http"
	"net/url"
	"strings"

	"github.com/uridialect/uridialect/engine"
)

// pages holds one parsed template per page, each the layout with the
// page's own "content".
type pages struct {
	byName map[string]*template.Template
}

var pageNames = []string{"home", "compare", "explain", "validate", "links", "migrate", "fit", "spec", "specindex", "error"}

func loadPages() *pages {
	p := &pages{byName: map[string]*template.Template{}}
	for _, name := range pageNames {
		t := template.New("layout.html")
		template.Must(t.ParseFS(assets, "assets/templates/layout.html", "assets/templates/"+name+".html"))
		p.byName[name] = t
	}
	return p
}

// A frame is what the layout needs of every page.
type frame struct {
	Title  string
	Active string // the nav entry to mark
	Nav    []navEntry
	Page   any // the page's own data
}

type navEntry struct {
	Path, Label string
}

var nav = []navEntry{
	{"/compare", "Compare"},
	{"/explain", "Explain"},
	{"/validate", "Validate / parse"},
	{"/links", "Links"},
	{"/migrate", "Migrate"},
	{"/fit", "Fit"},
	{"/spec/", "Specifications"},
}

// render writes page name with status. The page is rendered into a buffer
// first, so that a template error is a 500, never half a page.
func (s *server) render(w http.ResponseWriter, status int, name, title, active string, data any) {
	var buf bytes.Buffer
	err := s.pages.byName[name].Execute(&buf, frame{Title: title, Active: active, Nav: nav, Page: data})
	if err != nil {
		log.Printf("explorer: page %s: %v", name, err)
		http.Error(w, "explorer: internal error rendering the page", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	w.Write(buf.Bytes())
}

// fail renders the error page.
func (s *server) fail(w http.ResponseWriter, status int, msg string) {
	s.render(w, status, "error", http.StatusText(status), "", struct {
		Status int
		Text   string
		Msg    []piece
	}{status, http.StatusText(status), show(msg)})
}

func (s *server) notFound(w http.ResponseWriter, r *http.Request) {
	s.fail(w, http.StatusNotFound, "no page at "+r.URL.Path)
}

// A formHandler renders a page from its inputs. share is the URL that
// reproduces the page, or "" if the inputs are too long for one.
type formHandler func(w http.ResponseWriter, in url.Values, share string)

// form adapts a page to both methods. A GET reads the query. A POST reads
// the form and, when its inputs fit in a URL, redirects there (303), so
// the page a form leads to has an address that can be shared and
// reloaded; longer inputs are answered directly.
func (s *server) form(page formHandler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			q := r.URL.Query()
			page(w, q, r.URL.Path+"?"+q.Encode())
			return
		}
		if err := r.ParseForm(); err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				s.fail(w, http.StatusRequestEntityTooLarge,
					"the form is larger than the server's limit of "+byteCount(tooBig.Limit))
				return
			}
			s.fail(w, http.StatusBadRequest, "the form could not be read: "+err.Error())
			return
		}
		in := r.PostForm
		// A browser sends a textarea's line breaks as CRLF whatever the
		// person typed; the pages take lines either way, and the address
		// to share reads better with LF. (An input field cannot hold a
		// line break, so no other value changes.)
		for _, vs := range in {
			for i, v := range vs {
				vs[i] = strings.ReplaceAll(v, "\r\n", "\n")
			}
		}
		if q := in.Encode(); len(q) <= maxShareQuery {
			http.Redirect(w, r, r.URL.Path+"?"+q, http.StatusSeeOther)
			return
		}
		page(w, in, "")
	}
}

// lines splits a textarea's value into lines, dropping the newlines at the
// end and the CR of each CRLF. An empty line in the middle is kept.
func lines(s string) []string {
	s = strings.TrimRight(s, "\r\n")
	if s == "" {
		return nil
	}
	out := strings.Split(s, "\n")
	for i, l := range out {
		out[i] = strings.TrimSuffix(l, "\r")
	}
	return out
}

// nonEmptyLines is lines without the blank ones, for option lists.
func nonEmptyLines(s string) []string {
	var out []string
	for _, l := range lines(s) {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// dialectNames lists the registered dialects in order of publication.
func dialectNames() []string {
	all := engine.All()
	names := make([]string, len(all))
	for i, d := range all {
		names[i] = d.Name()
	}
	return names
}

// linkTo returns path?query when the query is short enough to share, "" if
// not.
func linkTo(path string, q url.Values) string {
	e := q.Encode()
	if len(e) > maxShareQuery {
		return ""
	}
	return path + "?" + e
}

// dialectName returns the dialect a form names (field d), rfc3986 if none.
func dialectName(in url.Values) string {
	if name := in.Get("d"); name != "" {
		return name
	}
	return engine.DefaultName
}
