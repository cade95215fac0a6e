package explorer

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/uridialect/uridialect/cmd/uridialect/internal/spectext"
	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
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
	N       int
	Rule    string
	Action  []piece
	State   []piece
	Cite    string // anchor of the cited section beside the steps, "" if not embedded
	Passage string // anchor of the passage of that section the step names, "" if not found
	label   string // the rule's Step
}

type citedSection struct {
	Anchor  string // "cite-rfc2396-sec-5.2"
	Rule    string // "RFC 2396, Section 5.2"
	Title   string
	SpecURL string // "/spec/rfc2396#sec-5.2"
	Text    []passage
	Steps   []int
	Missing bool // the document's text is not embedded
	lines   []string
	doc     string // as the rule names it: "RFC 2396"
	sec     string // "5.2"
}

// A passage is a stretch of whole lines of a cited section's text (the
// page puts a line break after each); one that steps name has an anchor
// and their numbers.
type passage struct {
	Text   string
	Anchor string
	Steps  []int
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
	if _, ok := d.(dialect.Tracer); !ok {
		v.Err = show(d.Name() + " does not report the steps of its resolution")
		s.render(w, http.StatusBadRequest, "explain", "Explain", "/explain", v)
		return
	}
	v.Ran, v.Share = true, share
	s.trace(&v, d, base, ref)
	s.render(w, http.StatusOK, "explain", "Explain", "/explain", v)
}

// trace resolves and records the steps and the sections they cite.
func (s *server) trace(v *explainView, d dialect.Dialect, baseText, refText string) {
	t := dialect.ResolveTrace(d, baseText, refText)
	switch t.Stage {
	case dialect.BaseFailed:
		v.Failed = show("the base does not parse")
		v.Errs = violations(t.Err, "base")
		return
	case dialect.RefFailed:
		v.Failed = show("the reference does not parse")
		v.Errs = violations(t.Err, "reference")
		return
	}
	cited := map[string]int{} // rule's section -> index in v.Cited
	for _, st := range t.Steps {
		n := len(v.Steps) + 1
		step := explainStep{N: n, Rule: st.Rule.String(), Action: show(st.Action), State: show(st.State), label: st.Rule.Step}
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
	}
	markPassages(v)
	if t.Err != nil {
		v.Failed = show(t.Err.Error())
		v.Errs = violations(t.Err, "")
		return
	}
	v.Result = show(t.Result.String())
}

// markPassages cuts each cited section into passages: those the steps'
// labels name (step 6g, production hier_part), anchored, and the text
// between them.
func markPassages(v *explainView) {
	for i := range v.Cited {
		c := &v.Cited[i]
		type span struct {
			start, end int
			label      string
			steps      []int
		}
		var spans []span
		for j := range v.Steps {
			st := &v.Steps[j]
			if st.Cite != c.Anchor {
				continue
			}
			start, end, ok := spectext.Locate(c.doc, c.sec, c.lines, st.label)
			if !ok {
				continue
			}
			k := slices.IndexFunc(spans, func(s span) bool { return s.start == start })
			if k < 0 {
				spans = append(spans, span{start: start, end: end, label: st.label})
				k = len(spans) - 1
			}
			spans[k].steps = append(spans[k].steps, st.N)
			st.Passage = c.Anchor + "-step-" + anchorSafe(spans[k].label)
		}
		slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
		at := 0
		for _, sp := range spans {
			if sp.start < at {
				continue // overlaps the passage before: left unmarked
			}
			c.Text = appendLines(c.Text, c.lines[at:sp.start], "", nil)
			c.Text = appendLines(c.Text, c.lines[sp.start:sp.end], c.Anchor+"-step-"+anchorSafe(sp.label), sp.steps)
			at = sp.end
		}
		c.Text = appendLines(c.Text, c.lines[at:], "", nil)
	}
}

func appendLines(out []passage, lines []string, anchor string, steps []int) []passage {
	if len(lines) == 0 {
		return out
	}
	return append(out, passage{Text: strings.Join(lines, "\n"), Anchor: anchor, Steps: steps})
}

// anchorSafe keeps the letters, digits, '.' and '-' of s, for an id.
func anchorSafe(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' {
			return r
		}
		return '_'
	}, s)
}

// citeSection finds the section a rule cites in the embedded texts. A
// rule of a document that is not embedded (the living URL Standard, say)
// is cited with a note saying so.
func citeSection(r dialect.Rule) (citedSection, bool) {
	doc := spectext.Lookup(r.Doc)
	if doc == nil {
		if r.Doc == "" || r.Doc == dialect.RuleMaxLength.Doc {
			return citedSection{}, false
		}
		return citedSection{
			Anchor:  "cite-" + anchorSafe(r.Doc) + "-" + anchorSafe(r.Sec),
			Rule:    dialect.Rule{Doc: r.Doc, Sec: r.Sec}.String(),
			Missing: true,
		}, true
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
		lines:   strings.Split(doc.Excerpt(sec), "\n"),
		doc:     r.Doc,
		sec:     r.Sec,
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
