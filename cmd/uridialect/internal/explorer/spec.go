package explorer

import (
	"net/http"

	"github.com/uridialect/uridialect/cmd/uridialect/internal/spectext"
	"github.com/uridialect/uridialect/engine"
)

// The specification pages: /spec/ lists the embedded texts, /spec/rfc2396
// shows one, byte for byte, with an anchor per section (#sec-5.2).

type specView struct {
	Name, Slug string
	Preamble   string // the title block, before the first heading
	Sections   []specSection
}

type specSection struct {
	Anchor, ID, Title, Text string
}

func (s *server) specIndex(w http.ResponseWriter, r *http.Request) {
	type entry struct {
		Slug, Name string
		Sections   int
		Dialects   []string
	}
	var docs []entry
	for _, d := range spectext.Documents() {
		e := entry{Slug: d.Slug, Name: d.Name, Sections: len(d.Sections)}
		for _, dl := range engine.All() {
			if engine.Info(dl).Document == d.Name {
				e.Dialects = append(e.Dialects, dl.Name())
			}
		}
		docs = append(docs, e)
	}
	s.render(w, http.StatusOK, "specindex", "Specifications", "/spec/", docs)
}

func (s *server) spec(w http.ResponseWriter, r *http.Request) {
	d := spectext.Lookup(r.PathValue("doc"))
	if d == nil || d.Slug != r.PathValue("doc") {
		s.fail(w, http.StatusNotFound, "no specification text named "+r.PathValue("doc"))
		return
	}
	v := specView{Name: d.Name, Slug: d.Slug}
	if len(d.Sections) > 0 {
		v.Preamble = d.Text[:d.Sections[0].Start]
	} else {
		v.Preamble = d.Text
	}
	for i := range d.Sections {
		sec := &d.Sections[i]
		v.Sections = append(v.Sections, specSection{Anchor: sec.Anchor(), ID: sec.ID, Title: sec.Title, Text: d.SectionText(sec)})
	}
	s.render(w, http.StatusOK, "spec", d.Name, "/spec/", v)
}
