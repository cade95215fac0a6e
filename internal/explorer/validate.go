package explorer

import (
	"fmt"
	"net/http"
	"net/url"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// The Validate / parse page: one dialect (d) and its options (o), a string
// (s) and optionally a base (base) to parse it in the context of. It shows
// the components the dialect's specification defines, and every violation
// of its grammar underlined at its offset.

type validateView struct {
	Dialect, S, Base, Options string
	Dialects                  []string
	Described                 string
	Valid                     bool
	Whole                     []segment // the whole input, every violation underlined; nil if too long
	Violations                []violationView
	Parts                     []partView
	ParseErr                  []violationView
	Err                       []piece
	Share                     string
	Ran                       bool
	Length                    int
}

type partView struct {
	Name   string
	Value  []piece
	Lo, Hi int
	Empty  bool
}

func (s *server) validate(w http.ResponseWriter, in url.Values, share string) {
	v := validateView{Dialect: in.Get("d"), S: in.Get("s"), Base: in.Get("base"), Options: in.Get("o"), Dialects: dialectNames()}
	if v.Dialect == "" {
		v.Dialect = engine.DefaultName
	}
	if !in.Has("s") {
		s.render(w, http.StatusOK, "validate", "Validate / parse", "/validate", v)
		return
	}
	d, err := engine.Get(v.Dialect, nonEmptyLines(v.Options)...)
	if err != nil {
		v.Err = show(err.Error())
		s.render(w, http.StatusBadRequest, "validate", "Validate / parse", "/validate", v)
		return
	}
	v.Dialect, v.Described = d.Name(), fmt.Sprint(d)
	v.Ran, v.Share, v.Length = true, share, len(v.S)
	s.check(&v, d)
	s.parse(&v, d)
	s.render(w, http.StatusOK, "validate", "Validate / parse", "/validate", v)
}

// check validates v.S with every violation underlined.
func (s *server) check(v *validateView, d dialect.Dialect) {
	val, ok := d.(dialect.Validator)
	if !ok {
		v.Err = show(d.Name() + " has no validator")
		return
	}
	err := val.Validate(v.S)
	v.Valid = err == nil
	if err == nil {
		if len(v.S) <= wholeAt {
			v.Whole = underline(v.S, nil, 1, 0, len(v.S))
		}
		return
	}
	v.Violations = violations(err, "")
	if vs := dialect.Violations(err); len(vs) > 0 && len(v.S) <= wholeAt {
		v.Whole = underline(v.S, vs[:min(len(vs), maxViolationsShown)], 1, 0, len(v.S))
	}
}

// parse splits v.S into components, in the context of v.Base if given.
func (s *server) parse(v *validateView, d dialect.Dialect) {
	var ref dialect.Reference
	var err error
	if v.Base == "" {
		ref, err = d.Parse(v.S)
	} else {
		var base dialect.Reference
		if base, err = d.Parse(v.Base); err != nil {
			v.ParseErr = violations(err, "base")
			return
		}
		ref, err = dialect.ParseIn(d, base, v.S)
	}
	if err != nil {
		v.ParseErr = violations(err, "")
		return
	}
	for _, pn := range partNames(d) {
		val, ok := ref.Get(pn.Part)
		if !ok {
			continue
		}
		lo, hi := ref.Span(pn.Part)
		v.Parts = append(v.Parts, partView{Name: pn.Name, Value: show(val), Lo: lo, Hi: hi, Empty: val == ""})
	}
}

// partNames lists the components d's specification defines, by its names.
func partNames(d dialect.Dialect) []dialect.PartName {
	if names := engine.Info(d).Parts; len(names) > 0 {
		return names
	}
	var names []dialect.PartName
	for p := dialect.Scheme; int(p) < dialect.NumParts; p++ {
		names = append(names, dialect.PartName{Part: p, Name: p.String()})
	}
	return names
}
