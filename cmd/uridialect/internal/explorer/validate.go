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
	NotEchoed                 bool
}

type partView struct {
	Name   string
	Value  []piece
	Lo, Hi int
	Empty  bool
}

func (s *server) validate(w http.ResponseWriter, in url.Values, share string) {
	str, base, opts := in.Get("s"), in.Get("base"), in.Get("o")
	v := validateView{Dialect: echo(dialectName(in)), S: echo(str), Base: echo(base), Options: echo(opts), Dialects: dialectNames()}
	v.NotEchoed = v.S == "" && str != "" || v.Base == "" && base != ""
	if !in.Has("s") {
		s.render(w, http.StatusOK, "validate", "Validate / parse", "/validate", v)
		return
	}
	d, err := engine.Get(dialectName(in), nonEmptyLines(opts)...)
	if err != nil {
		v.Err = show(err.Error())
		s.render(w, http.StatusBadRequest, "validate", "Validate / parse", "/validate", v)
		return
	}
	v.Dialect, v.Described = d.Name(), fmt.Sprint(d)
	v.Ran, v.Share, v.Length = true, share, len(str)
	s.check(&v, d, str)
	s.parse(&v, d, str, base)
	s.render(w, http.StatusOK, "validate", "Validate / parse", "/validate", v)
}

// check validates v.S with every violation underlined.
func (s *server) check(v *validateView, d dialect.Dialect, str string) {
	val, ok := d.(dialect.Validator)
	if !ok {
		v.Err = show(d.Name() + " has no validator")
		return
	}
	err := val.Validate(str)
	v.Valid = err == nil
	if err == nil {
		if len(str) <= wholeAt {
			v.Whole = underline(str, nil, 1, 0, len(str))
		}
		return
	}
	v.Violations = violations(err, "")
	if vs := dialect.Violations(err); len(vs) > 0 && len(str) <= wholeAt {
		v.Whole = underline(str, vs[:min(len(vs), maxViolationsShown)], 1, 0, len(str))
	}
}

// parse splits str into components, in the context of baseText if given.
func (s *server) parse(v *validateView, d dialect.Dialect, str, baseText string) {
	var ref dialect.Reference
	var err error
	if baseText == "" {
		ref, err = d.Parse(str)
	} else {
		var base dialect.Reference
		if base, err = d.Parse(baseText); err != nil {
			v.ParseErr = violations(err, "base")
			return
		}
		ref, err = dialect.ParseIn(d, base, str)
	}
	if err != nil {
		v.ParseErr = violations(err, "")
		return
	}
	for _, pn := range engine.Parts(d) {
		val, ok := ref.Get(pn.Part)
		if !ok {
			continue
		}
		lo, hi := ref.Span(pn.Part)
		v.Parts = append(v.Parts, partView{Name: pn.Name, Value: show(val), Lo: lo, Hi: hi, Empty: val == ""})
	}
}
