package fit

import (
	"fmt"
	"io"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

// A Report is what fit prints, as data: the ranking grouped, the misses
// of the best, the options left undetermined and the observations no
// configuration reproduces. The command line writes it as text
// ([Report.WriteText]) or as JSON.
type Report struct {
	Observations   int          `json:"observations"`
	Configurations int          `json:"configurations"`
	Varied         []string     `json:"varied_schemes,omitempty"`
	Unvaried       []string     `json:"unvaried_schemes,omitempty"`
	Ranking        []GroupEntry `json:"ranking"`
	// MoreTied is the number of configurations left out of Ranking that
	// share the rank of its last line; More the number left out in all.
	MoreTied      int        `json:"more_tied"`
	More          int        `json:"more"`
	NotDetermined []string   `json:"not_determined"`
	Unreproduced  []ObsEntry `json:"unreproduced"`
	// Client names the client (Info().Document of a client profile,
	// "Netscape Navigator 4") when every configuration ranked first is of
	// that one client profile: the evidence is how that client resolved.
	Client string `json:"client,omitempty"`
}

// A GroupEntry is one line of the ranking: a [Group].
type GroupEntry struct {
	Rank          int         `json:"rank"`
	Reproduced    int         `json:"reproduced"`
	Configuration string      `json:"configuration"`
	NotDetermined []string    `json:"not_determined,omitempty"`
	Several       []string    `json:"several,omitempty"`
	Members       []string    `json:"members"`
	Misses        []MissEntry `json:"misses,omitempty"`
}

// An ObsEntry is an observation as a report shows it. JSON replaces the
// bytes of a string that are not UTF-8 (a 1995 page in Latin-1) with
// U+FFFD; so, as in the command line's other JSON, the JSON of an
// ObsEntry, a MissEntry and a StepEntry has each string field that holds
// them followed by its twin KEY_bytes, the exact bytes in standard base64
// (package jsontwin), and reads them back.
type ObsEntry struct {
	Line      int    `json:"line"`
	Base      string `json:"base"`
	Reference string `json:"reference"`
	Observed  string `json:"observed"` // "(error)" for a refusal
}

// A MissEntry is a [Miss] as a report shows it.
type MissEntry struct {
	ObsEntry
	Answer     string     `json:"answer"`          // "(error)" for a refusal
	Error      string     `json:"error,omitempty"` // quotes the reference
	Step       *StepEntry `json:"step,omitempty"`
	Reproducer string     `json:"reproducer,omitempty"`
	Other      *StepEntry `json:"reproducer_step,omitempty"`
	// Compared is true when Step comes from comparing the trace with a
	// reproducer's of the same dialect, false when it is a nearest guess.
	Compared bool `json:"compared"`
}

// A StepEntry is a trace step as a report shows it.
type StepEntry struct {
	Rule   string `json:"rule"`
	Action string `json:"action"`
	State  string `json:"state"` // the reference as the step leaves it
}

func (e ObsEntry) MarshalJSON() ([]byte, error)   { return jsontwin.Marshal(e) }
func (e *ObsEntry) UnmarshalJSON(b []byte) error  { return jsontwin.Unmarshal(b, e) }
func (e MissEntry) MarshalJSON() ([]byte, error)  { return jsontwin.Marshal(e) }
func (e *MissEntry) UnmarshalJSON(b []byte) error { return jsontwin.Unmarshal(b, e) }
func (e StepEntry) MarshalJSON() ([]byte, error)  { return jsontwin.Marshal(e) }
func (e *StepEntry) UnmarshalJSON(b []byte) error { return jsontwin.Unmarshal(b, e) }

// Report returns the first top lines of the ranking (top <= 0 for all),
// each a [Group], with the misses of those ranked first and the number of
// configurations left out.
func (r *Result) Report(top int) Report {
	rep := Report{
		Observations: len(r.Observations), Configurations: len(r.Configs),
		Varied: r.Varied, Unvaried: r.Unvaried,
		NotDetermined: r.NotDetermined(), Unreproduced: []ObsEntry{},
	}
	if rep.NotDetermined == nil {
		rep.NotDetermined = []string{}
	}
	groups := r.Groups()
	for n, g := range groups {
		if top > 0 && n >= top {
			for _, h := range groups[n:] {
				rep.More += len(h.Members)
				if h.Rank == groups[n-1].Rank {
					rep.MoreTied += len(h.Members)
				}
			}
			break
		}
		e := GroupEntry{Rank: g.Rank, Reproduced: g.Reproduced, Configuration: g.Name, NotDetermined: g.Undetermined, Several: g.Several}
		for _, m := range g.Members {
			e.Members = append(e.Members, r.Ranking[m].Config.Name())
		}
		if g.Rank == 1 {
			for _, m := range r.Misses(g.Members[0]) {
				e.Misses = append(e.Misses, r.missEntry(m))
			}
		}
		rep.Ranking = append(rep.Ranking, e)
	}
	for _, j := range r.Unreproduced {
		rep.Unreproduced = append(rep.Unreproduced, obsEntry(r.Observations[j]))
	}
	rep.Client = r.client()
	return rep
}

// client returns the client whose profile every configuration ranked
// first belongs to, or "" when a specification ranks first too, or
// several dialects do.
func (r *Result) client() string {
	var first dialect.Dialect
	for _, rk := range r.Ranking {
		if rk.Rank != 1 {
			break
		}
		d := rk.Config.Dialect
		if first == nil {
			first = d
		}
		if d.Name() != first.Name() || !engine.IsClient(d) {
			return ""
		}
	}
	if first == nil || r.Ranking[0].Reproduced == 0 {
		return ""
	}
	return engine.Info(first).Document
}

func obsEntry(o Observation) ObsEntry {
	e := ObsEntry{Line: o.Line, Base: o.Base, Reference: o.Ref, Observed: o.Observed}
	if o.Rejected {
		e.Observed = RejectedField
	}
	return e
}

func (r *Result) missEntry(m Miss) MissEntry {
	e := MissEntry{ObsEntry: obsEntry(r.Observations[m.Observation]), Answer: m.Answer,
		Step: stepEntry(m.Step), Reproducer: m.Reproducer, Other: stepEntry(m.Other), Compared: m.Compared}
	if m.Err != nil {
		e.Answer, e.Error = RejectedField, oneLine(m.Err.Error())
	}
	return e
}

func stepEntry(s *dialect.Step) *StepEntry {
	if s == nil {
		return nil
	}
	return &StepEntry{Rule: s.Rule.String(), Action: s.Action, State: s.State}
}

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", "; ") }

// WriteText writes the report as fit prints it.
func (rep Report) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	p := ew.printf
	p("%d observations, %d configurations", rep.Observations, rep.Configurations)
	if len(rep.Varied) > 0 {
		p(" (draft01's membership of %s varied", strings.Join(rep.Varied, " and "))
		if len(rep.Unvaried) > 0 {
			p("; of %s kept at its row of Section 2.3.6", strings.Join(rep.Unvaried, ", "))
		}
		p(")")
	}
	width := len(fmt.Sprintf("%d/%d", rep.Observations, rep.Observations))
	p("\n\nrank  %*s  configuration\n", max(width, len("reproduced")), "reproduced")
	for _, g := range rep.Ranking {
		p("%4d  %*s  %s", g.Rank, max(width, len("reproduced")), fmt.Sprintf("%d/%d", g.Reproduced, rep.Observations), g.Configuration)
		var notes []string
		if len(g.NotDetermined) > 0 {
			notes = append(notes, strings.Join(g.NotDetermined, ", ")+": any")
		}
		if len(g.Several) > 0 {
			notes = append(notes, strings.Join(g.Several, ", ")+": several")
		}
		if len(g.Members) > 1 {
			notes = append(notes, fmt.Sprintf("%d configurations", len(g.Members)))
		}
		if len(notes) > 0 {
			p("  [%s]", strings.Join(notes, "; "))
		}
		p("\n")
	}
	if rep.More > 0 {
		p("   (%d more configurations", rep.More)
		if rep.MoreTied > 0 {
			p(", %d of them tied with the last line", rep.MoreTied)
		}
		p("; --top 0 lists all)\n")
	}
	if rep.Client != "" {
		p("\nthis is how %s resolved: its client profile alone ranks first\n", rep.Client)
	}
	if len(rep.NotDetermined) > 0 {
		p("\nnot determined by this evidence: %s\n", strings.Join(rep.NotDetermined, ", "))
	}
	for _, g := range rep.Ranking {
		if g.Rank != 1 {
			break
		}
		if len(g.Misses) == 0 {
			p("\n%s reproduces every observation\n", g.Configuration)
			continue
		}
		p("\n%s misses %d:\n", g.Configuration, len(g.Misses))
		for _, m := range g.Misses {
			p("  line %d: %s against %s\n", m.Line, quote(m.Reference), quote(m.Base))
			p("    observed %s, gives %s\n", quote(m.Observed), quote(m.Answer))
			if m.Step != nil {
				at := "parts at"
				if !m.Compared {
					at = "off at"
				}
				p("    %s %s: %s => %s\n", at, m.Step.Rule, m.Step.Action, quote(m.Step.State))
			}
			switch {
			case m.Other != nil:
				p("    where %s takes %s: %s => %s\n", m.Reproducer, m.Other.Rule, m.Other.Action, quote(m.Other.State))
			case m.Reproducer != "":
				p("    reproduced by %s\n", m.Reproducer)
			default:
				p("    reproduced by no configuration\n")
			}
		}
	}
	if len(rep.Unreproduced) > 0 {
		p("\nno configuration reproduces %d:\n", len(rep.Unreproduced))
		for _, o := range rep.Unreproduced {
			p("  line %d: %s against %s observed %s\n", o.Line, quote(o.Reference), quote(o.Base), quote(o.Observed))
		}
	}
	return ew.err
}

// quote writes a field as Go quotes a string, which shows an empty one
// and escapes what a terminal would hide; a refusal stays (error).
func quote(s string) string {
	if s == RejectedField {
		return s
	}
	return fmt.Sprintf("%q", s)
}

type errWriter struct {
	w   io.Writer
	err error
}

func (ew *errWriter) printf(format string, args ...any) {
	if ew.err == nil {
		_, ew.err = fmt.Fprintf(ew.w, format, args...)
	}
}
