package explorer

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/uridialect/uridialect/internal/docgen/matrix"
)

// TestCompareMatrix puts every row of the behaviour matrix through the
// Compare page, once against each dialect, and reads the table back: each
// cell must show the matrix's answer, be marked as differing exactly when
// its answer differs from the chosen dialect's, and link to the steps of
// its own dialect for its own inputs.
func TestCompareMatrix(t *testing.T) {
	m, err := matrix.ReadFile("../../../../testdata/matrix.txt")
	if err != nil {
		t.Fatal(err)
	}
	h := New(Config{})
	byBase := map[string][]matrix.Row{}
	var bases []string
	for _, r := range m.Rows {
		if _, ok := byBase[r.Base]; !ok {
			bases = append(bases, r.Base)
		}
		byBase[r.Base] = append(byBase[r.Base], r)
	}
	for _, against := range m.Dialects {
		for _, base := range bases {
			rows := byBase[base]
			refs := make([]string, len(rows))
			for i, r := range rows {
				refs[i] = r.Ref
			}
			q := url.Values{"base": {base}, "against": {against}, "ref": refs}
			w := get(t, h, "/compare?"+q.Encode())
			if w.Code != http.StatusOK {
				t.Fatalf("compare %q against %s: status %d", base, against, w.Code)
			}
			body := first(page(t, w), tag("tbody"))
			trs := all(body, tag("tr"))
			if len(trs) != len(rows) {
				t.Fatalf("compare %q: %d rows, want %d", base, len(trs), len(rows))
			}
			for i, row := range rows {
				want, _ := row.Cell(against)
				checkRow(t, trs[i], row, want, base)
			}
		}
	}
}

func checkRow(t *testing.T, n *nodeT, row matrix.Row, against matrix.Cell, base string) {
	t.Helper()
	tds := all(n, tag("td"))
	cells := map[string]*nodeT{}
	for _, td := range tds {
		cells[attr(td, "data-dialect")] = td
	}
	for _, c := range row.Cells {
		td, ok := cells[c.Dialect]
		if !ok {
			t.Errorf("line %d: no column for %s", row.Line, c.Dialect)
			continue
		}
		code := text(first(td, tag("code")))
		if c.Err {
			if !hasClass(td, "failed") || !strings.HasPrefix(code, "error: ") {
				t.Errorf("line %d %s %q: cell %q (class %q), want an error", row.Line, c.Dialect, row.Ref, code, attr(td, "class"))
			}
		} else if code != c.Result || hasClass(td, "failed") {
			t.Errorf("line %d %s %q: cell %q, want %q", row.Line, c.Dialect, row.Ref, code, c.Result)
		}
		if differs := c.Answer() != against.Answer(); hasClass(td, "differs") != differs {
			t.Errorf("line %d %s %q against %s: marked differs=%t, want %t", row.Line, c.Dialect, row.Ref, against.Dialect, !differs, differs)
		}
		if hasClass(td, "differs") != (first(td, func(n *nodeT) bool { return hasClass(n, "mark") }) != nil) {
			t.Errorf("line %d %s: the ≠ mark and the class disagree", row.Line, c.Dialect)
		}
		link := first(td, func(n *nodeT) bool { return hasClass(n, "steps") })
		if (link != nil) != traces(c.Dialect) {
			t.Errorf("line %d %s: link to the steps %t; the dialect traces: %t", row.Line, c.Dialect, link != nil, traces(c.Dialect))
		}
		if link == nil {
			continue
		}
		u, err := url.Parse(attr(link, "href"))
		if err != nil || u.Path != "/explain" {
			t.Errorf("line %d %s: steps link %q", row.Line, c.Dialect, attr(link, "href"))
			continue
		}
		if q := u.Query(); q.Get("d") != c.Dialect || q.Get("base") != base || q.Get("ref") != row.Ref {
			t.Errorf("line %d %s: steps link %q, want d=%s base=%q ref=%q", row.Line, c.Dialect, u, c.Dialect, base, row.Ref)
		}
	}
}
