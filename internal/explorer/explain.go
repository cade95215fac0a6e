package explorer

import (
	"fmt"
	"net/http"
	"net/url"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/spectext"
)

// The Explain page: one dialect (d), its options (o, one KEY=VALUE a
// line), a base and a reference. It lists the numbered steps of the
// resolution, each citing its rule, and beside them the text of every
// section the steps cite, in order of first citation.

type explainView struct {
	Dialect, Base, Ref, Options string
	Dialects                    []string
	Described                   string // the configured dialect, "rfc2396(dotdot=drop)"
	Steps                       []explainStep
	Cited                       []citedSection
	Result                      []piece
	Failed                      []piece // the resolution's error
	Errs                        []violationView
	Err                         []piece // a form error
	Share                       string
	Ran                         bool
	NotEchoed                   bool
}

type explainStep struct {
	N      int
	Rule   string
	Action []piece
	State  []piece
	Cite   string // anchor of the cited section beside the steps, "" if not embedded
}

type citedSection struct {
	Anchor  string // "cite-rfc2396-sec-5.2"
	Rule    string // "RFC 2396, Section 5.2"
	Title   string
	SpecURL string // "/spec/rfc2396#sec-5.2"
	Text    string
	Steps   []int
}

func (s *server) explain(w http.ResponseWriter, in url.Values, share string) {
	base, ref, opts := in.Get("base"), in.Get("ref"), in.Get("o")
	v := explainView{Dialect: echo(dialectName(in)), Base: echo(base), Ref: echo(ref), Options: echo(opts), Dialects: dialectNames()}
	v.NotEchoed = v.Base == "" && base != "" || v.Ref == "" && ref != ""
	if !in.Has("base") && !in.Has("ref") {
		s.render(w, http.StatusOK, "explain", "Explain", "/explain", v)
		return
	}
	d, err := engine.Get(dialectName(in), nonEmptyLines(opts)...)
	if err != nil {
		v.Err = show(err.Error())
		s.render(w, http.StatusBadRequest, "explain", "Explain", "/explain", v)
		return
	}
	v.Dialect = d.Name()
	v.Described = fmt.Sprint(d)
	tr, ok := d.(dialect.Tracer)
	if !ok {
		v.Err = show(d.Name() + " does not report the steps of its resolution")
		s.render(w, http.StatusBadRequest, "explain", "Explain", "/explain", v)
		return
	}
	v.Ran, v.Share = true, share
	s.trace(&v, d, tr, base, ref)
	s.render(w, http.StatusOK, "explain", "Explain", "/explain", v)
}

// trace resolves and records the steps and the sections they cite.
func (s *server) trace(v *explainView, d dialect.Dialect, tr dialect.Tracer, baseText, refText string) {
	base, err := d.Parse(baseText)
	if err != nil {
		v.Failed = show("the base does not parse")
		v.Errs = violations(err, "base")
		return
	}
	ref, err := dialect.ParseIn(d, base, refText)
	if err != nil {
		v.Failed = show("the reference does not parse")
		v.Errs = violations(err, "reference")
		return
	}
	cited := map[string]int{} // rule's section -> index in v.Cited
	res, err := tr.ResolveTrace(base, ref, func(st dialect.Step) {
		n := len(v.Steps) + 1
		step := explainStep{N: n, Rule: st.Rule.String(), Action: show(st.Action), State: show(st.State)}
		key := st.Rule.Doc + "\x00" + st.Rule.Sec
		i, seen := cited[key]
		if !seen {
			if c, ok := citeSection(st.Rule); ok {
				i = len(v.Cited)
				v.Cited = append(v.Cited, c)
			} else {
				i = -1
			}
			cited[key] = i
		}
		if i >= 0 {
			v.Cited[i].Steps = append(v.Cited[i].Steps, n)
			step.Cite = v.Cited[i].Anchor
		}
		v.Steps = append(v.Steps, step)
	})
	if err != nil {
		v.Failed = show(err.Error())
		v.Errs = violations(err, "")
		return
	}
	v.Result = show(res.String())
}

// citeSection finds the section a rule cites in the embedded texts.
func citeSection(r dialect.Rule) (citedSection, bool) {
	doc := spectext.Lookup(r.Doc)
	if doc == nil {
		return citedSection{}, false
	}
	sec := doc.Section(r.Sec)
	if sec == nil {
		return citedSection{}, false
	}
	return citedSection{
		Anchor:  "cite-" + doc.Slug + "-" + sec.Anchor(),
		Rule:    dialect.Rule{Doc: r.Doc, Sec: r.Sec}.String(),
		Title:   sec.Title,
		SpecURL: "/spec/" + doc.Slug + "#" + sec.Anchor(),
		Text:    doc.Excerpt(sec),
	}, true
}

// A violationView is one violation as a page lists it.
type violationView struct {
	N           int
	Offset, Len int
	Rule        string
	Msg         []piece
	Window      []segment // the input around it, the violation underlined
}

// maxViolationsShown bounds the violations listed on a page; the rest are
// counted.
const maxViolationsShown = 100

// violations lists the violations in err (of the input they name) or, for
// an error that holds none, the error itself.
func violations(err error, what string) []violationView {
	vs := dialect.Violations(err)
	if len(vs) == 0 {
		return []violationView{{N: 1, Offset: -1, Msg: show(err.Error())}}
	}
	var out []violationView
	for i, pe := range vs[:min(len(vs), maxViolationsShown)] {
		msg := pe.Msg
		if what != "" {
			msg = what + ": " + msg
		}
		out = append(out, violationView{N: i + 1, Offset: pe.Offset, Len: pe.Len, Rule: pe.Rule.String(),
			Msg: show(msg), Window: window(pe.Input, pe, i+1)})
	}
	if len(vs) > maxViolationsShown {
		out = append(out, violationView{N: -1, Offset: -1,
			Msg: show(fmt.Sprintf("and %d more violations, not shown", len(vs)-maxViolationsShown))})
	}
	return out
}

// specDocs lists the embedded documents by slug and name, for the pages
// that link to them.
func specDocs() []struct{ Slug, Name string } {
	var out []struct{ Slug, Name string }
	for _, d := range spectext.Documents() {
		out = append(out, struct{ Slug, Name string }{d.Slug, d.Name})
	}
	return out
}
