package explorer

import (
	"bytes"
	"fmt"
	"net/http"
	"strconv"

	"github.com/uridialect/uridialect/fit"
)

// The Fit page: what `uridialect fit` prints, for observations uploaded
// (field obs) or pasted (field text), base<TAB>reference<TAB>observed a
// line: every configuration ranked by the observations it reproduces, the
// misses of the best with the step where each parts, the options the
// evidence leaves open, and the observations nothing reproduces. Like
// Links, the form posts multipart/form-data and is answered directly.

type fitView struct {
	Text, Top string
	MaxUpload string
	MaxObs    int
	Ran       bool
	Err       []piece
	Name      string
	Malformed []malformedLine
	Report    fit.Report
	Ranking   []fitGroup
	Unrepro   []fitObs
}

type malformedLine struct {
	Line int
	Msg  []piece
}

type fitGroup struct {
	Rank, Reproduced int
	Configuration    string
	NotDetermined    []string
	Members          int
	Misses           []fitMiss
	Best             bool
}

type fitObs struct {
	Line                int
	Base, Ref, Observed []piece
}

type fitMiss struct {
	fitObs
	Answer     []piece
	Step       string // rule: action
	Compared   bool
	Reproducer string
}

// Limits of the Fit page: each observation is resolved under every
// configuration (over a hundred), so their number is bounded too.
const (
	maxObservations = 5000
	defaultFitTop   = 10
)

func (s *server) fitForm(w http.ResponseWriter, r *http.Request) {
	s.render(w, http.StatusOK, "fit", "Fit", "/fit", s.newFitView())
}

func (s *server) newFitView() fitView {
	return fitView{Top: strconv.Itoa(defaultFitTop), MaxUpload: byteCount(s.cfg.MaxUpload), MaxObs: maxObservations}
}

func (s *server) fit(w http.ResponseWriter, r *http.Request) {
	get, ok := s.multipartForm(w, r)
	if !ok {
		return
	}
	v := s.newFitView()
	v.Text = echo(get("text"))
	if t := get("top"); t != "" {
		v.Top = echo(t)
	}
	status, err := s.readFit(&v, r, get)
	if err != nil {
		v.Err = show(err.Error())
	}
	s.render(w, status, "fit", "Fit", "/fit", v)
}

func (s *server) readFit(v *fitView, r *http.Request, get func(string) string) (int, error) {
	top, err := strconv.Atoi(v.Top)
	if err != nil || top < 0 {
		return http.StatusBadRequest, fmt.Errorf("top %q: want 0 (all) or more", v.Top)
	}
	data, name, status, err := s.uploadOrPasted(r, "obs", get("text"), "pasted observations")
	if err != nil {
		return status, err
	}
	v.Name = name
	rd, err := fit.Read(bytes.NewReader(data))
	obs, bad := rd.Observations, rd.Bad
	for i, le := range bad {
		if i == maxViolationsShown {
			v.Malformed = append(v.Malformed, malformedLine{Line: -1, Msg: show(fmt.Sprintf("and %d more", len(bad)-i))})
			break
		}
		v.Malformed = append(v.Malformed, malformedLine{Line: le.Line, Msg: show(le.Err.Error())})
	}
	if err != nil {
		return http.StatusBadRequest, fmt.Errorf("%s: %v", name, err)
	}
	if len(obs) > maxObservations {
		return http.StatusRequestEntityTooLarge, fmt.Errorf("%s: %d observations; at most %d can be fitted here (the command line takes any number)", name, len(obs), maxObservations)
	}
	rep := fit.Fit(obs, fit.Options{}).Report(top)
	v.Ran, v.Report = true, rep
	for i, g := range rep.Ranking {
		fg := fitGroup{Rank: g.Rank, Reproduced: g.Reproduced, Configuration: g.Configuration, NotDetermined: g.NotDetermined, Members: len(g.Members), Best: i == 0 || g.Rank == rep.Ranking[0].Rank}
		for _, m := range g.Misses {
			fm := fitMiss{fitObs: newFitObs(m.ObsEntry), Answer: show(m.Answer), Compared: m.Compared, Reproducer: m.Reproducer}
			if m.Error != "" {
				fm.Answer = show(m.Answer + ": " + m.Error)
			}
			if m.Step != nil {
				fm.Step = m.Step.Rule + ": " + m.Step.Action
			}
			fg.Misses = append(fg.Misses, fm)
		}
		v.Ranking = append(v.Ranking, fg)
	}
	for _, o := range rep.Unreproduced {
		v.Unrepro = append(v.Unrepro, newFitObs(o))
	}
	return http.StatusOK, nil
}

func newFitObs(o fit.ObsEntry) fitObs {
	return fitObs{Line: o.Line, Base: show(o.Base), Ref: show(o.Reference), Observed: show(o.Observed)}
}
