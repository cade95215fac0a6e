package explorer

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/uridialect/uridialect/dialect"
	"github.com/uridialect/uridialect/engine"
)

// The Compare page: a base, references one per line (field refs, or ref
// repeated), and the dialect the others are marked against (against,
// rfc3986 by default). Every registered dialect is a column.

type compareView struct {
	Base, Refs, Against string
	Dialects            []dialectColumn
	Rows                []compareRow
	Share               string
	Err                 []piece
	Ran                 bool
	NotEchoed           bool // an input too long to put back into the form
	TextRows            int  // of the references' text area
}

type dialectColumn struct {
	Name, Document, Date string
	Against              bool
}

type compareRow struct {
	Ref    []piece
	Cells  []compareCell
	Agree  bool
	Differ int // how many answers differ from the chosen dialect's
}

type compareCell struct {
	Dialect string
	Answer  []piece
	Err     bool
	Differs bool
	Against bool
	Explain string // link to the steps, "" if the dialect cannot trace or the inputs are too long
}

func (s *server) compare(w http.ResponseWriter, in url.Values, share string) {
	base := in.Get("base")
	refs := append(in["ref"], lines(in.Get("refs"))...)
	v := compareView{Base: echo(base), Refs: echo(strings.Join(refs, "\n")), Against: in.Get("against"), TextRows: min(max(len(refs)+1, 4), 12)}
	if v.Against == "" {
		v.Against = engine.DefaultName
	}
	status := http.StatusOK
	against, err := engine.Lookup(v.Against)
	switch {
	case err != nil:
		status, v.Err = http.StatusBadRequest, show(err.Error())
	case len(refs) > s.cfg.MaxRefs:
		status, v.Err = http.StatusBadRequest, show(fmt.Sprintf("%d references: at most %d can be compared at once", len(refs), s.cfg.MaxRefs))
	}
	if err == nil {
		v.Against = against.Name()
	}
	for _, d := range engine.All() {
		info := engine.Info(d)
		v.Dialects = append(v.Dialects, dialectColumn{Name: d.Name(), Document: info.Document, Date: info.Date, Against: d.Name() == v.Against})
	}
	if status == http.StatusOK && (in.Has("base") || len(refs) > 0) {
		v.NotEchoed = v.Base == "" && base != "" || v.Refs == "" && len(refs) > 0
		v.Ran = true
		v.Share = share
		for _, ref := range refs {
			v.Rows = append(v.Rows, compareOne(base, ref, v.Against))
		}
	}
	s.render(w, status, "compare", "Compare", "/compare", v)
}

func compareOne(base, ref, against string) compareRow {
	c := engine.Compare(base, ref)
	row := compareRow{Ref: show(ref), Agree: c.Agree()}
	for i, r := range c.Results {
		cell := compareCell{Dialect: r.Dialect, Err: r.Err != nil, Against: r.Dialect == against}
		if r.Err != nil {
			cell.Answer = show(firstViolation(r.Err))
		} else {
			cell.Answer = show(r.Result)
		}
		if c.Differs(i, against) {
			cell.Differs = true
			row.Differ++
		}
		if d, err := engine.Lookup(r.Dialect); err == nil {
			if _, ok := d.(dialect.Tracer); ok {
				cell.Explain = linkTo("/explain", url.Values{"d": {r.Dialect}, "base": {base}, "ref": {ref}})
			}
		}
		row.Cells = append(row.Cells, cell)
	}
	return row
}

// firstViolation renders an error by its first violation and the number
// of others, so a cell stays one line however many the input has.
func firstViolation(err error) string {
	vs := dialect.Violations(err)
	switch len(vs) {
	case 0:
		return "error: " + err.Error()
	case 1:
		return "error: " + vs[0].Error()
	}
	return fmt.Sprintf("error: %s (and %d more)", vs[0].Error(), len(vs)-1)
}
