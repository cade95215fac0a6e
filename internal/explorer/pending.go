package explorer

import (
	"net/http"

	"github.com/uridialect/uridialect/engine"
)

// The pages of commands still being built: each says what it will do and
// which issue builds it. When a command lands, its entry here gives way to
// a handler of its own (an upload form, the size limit, the result), and
// nothing else changes: the route and the nav entry stay.

type pendingPage struct {
	Path, Title, Command string
	Issue                int
	What                 string
	Input                string
}

var pending = []pendingPage{
	{
		Path: "migrate", Title: "Migrate", Command: "uridialect migrate", Issue: 16,
		What:  "Drop a page or a small WARC and see the migration report: per link, the target then (under the spec of the document's era) and now (WHATWG, RFC 3986), the verdict, its cause, and the rewrite that keeps the link's meaning.",
		Input: "an HTML page or a small WARC, size-limited",
	},
}

func (s *server) pendingPage(p pendingPage) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		s.render(w, http.StatusOK, "pending", p.Title, "/"+p.Path, p)
	}
}

func (s *server) home(w http.ResponseWriter, r *http.Request) {
	type dialectRow struct{ Name, Document, Title, Date string }
	var rows []dialectRow
	for _, d := range engine.All() {
		i := engine.Info(d)
		rows = append(rows, dialectRow{d.Name(), i.Document, i.Title, i.Date})
	}
	s.render(w, http.StatusOK, "home", "uridialect explorer", "", struct {
		Dialects []dialectRow
		Pending  []pendingPage
	}{rows, pending})
}
