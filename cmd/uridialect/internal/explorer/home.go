package explorer

import (
	"net/http"

	"github.com/uridialect/uridialect/engine"
)

func (s *server) home(w http.ResponseWriter, r *http.Request) {
	type dialectRow struct{ Name, Document, Title, Date string }
	var rows []dialectRow
	for _, d := range engine.All() {
		i := engine.Info(d)
		rows = append(rows, dialectRow{d.Name(), i.Document, i.Title, i.Date})
	}
	s.render(w, http.StatusOK, "home", "uridialect explorer", "", struct{ Dialects []dialectRow }{rows})
}
