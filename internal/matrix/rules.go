package matrix

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
)

// A Rule says which rule changed between two dialects next to each other in
// order of publication, for the references it names.
type Rule struct {
	Line     int // of its "change:" line
	From, To string
	Refs     []string
	Bases    []string // empty: against any base
	Old, New string   // citations: document, section, step
	Why      string
}

// Explains reports whether r covers the change from r.From to r.To of ref
// against base.
func (r Rule) Explains(base, ref string) bool {
	return slices.Contains(r.Refs, ref) && (len(r.Bases) == 0 || slices.Contains(r.Bases, base))
}

// ReadRulesFile reads a rules file.
func ReadRulesFile(path string) ([]Rule, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadRules(f, path)
}

// ReadRules reads the rules of r, a file in the format its header
// describes; name is used in error messages.
func ReadRules(r io.Reader, name string) ([]Rule, error) {
	var (
		rules []Rule
		cur   *Rule
		last  *string // the field a continuation line extends
		sc    = bufio.NewScanner(r)
		n     = 0
	)
	finish := func() error {
		if cur == nil {
			return nil
		}
		switch {
		case cur.From == "" || cur.To == "":
			return fmt.Errorf("%s:%d: entry without change: FROM -> TO", name, cur.Line)
		case len(cur.Refs) == 0:
			return fmt.Errorf("%s:%d: entry without refs", name, cur.Line)
		case cur.Old == "" || cur.New == "" || cur.Why == "":
			return fmt.Errorf("%s:%d: entry needs old, new and why", name, cur.Line)
		}
		rules = append(rules, *cur)
		cur, last = nil, nil
		return nil
	}
	for sc.Scan() {
		n++
		line := sc.Text()
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		switch {
		case strings.HasPrefix(line, "#"):
			continue
		case strings.TrimSpace(line) == "":
			if err := finish(); err != nil {
				return nil, err
			}
			continue
		case line[0] == ' ' || line[0] == '\t':
			if last == nil {
				return nil, fail("continuation line without a field before it")
			}
			*last += " " + strings.TrimSpace(line)
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail("want KEY: VALUE")
		}
		val = strings.TrimSpace(val)
		if cur == nil {
			if key != "change" {
				return nil, fail("an entry starts with change:")
			}
			cur = &Rule{Line: n}
		}
		last = nil
		switch key {
		case "change":
			if cur.From != "" {
				return nil, fail("second change: in one entry (separate entries by a blank line)")
			}
			from, to, ok := strings.Cut(val, "->")
			if !ok {
				return nil, fail("want change: FROM -> TO")
			}
			cur.From, cur.To = strings.TrimSpace(from), strings.TrimSpace(to)
		case "refs":
			refs, err := quotedList(val)
			if err != nil {
				return nil, fail("refs: %v", err)
			}
			cur.Refs = append(cur.Refs, refs...)
		case "base":
			b, err := strconv.Unquote(val)
			if err != nil {
				return nil, fail("base: want a Go-quoted string")
			}
			cur.Bases = append(cur.Bases, b)
		case "old":
			cur.Old, last = val, &cur.Old
		case "new":
			cur.New, last = val, &cur.New
		case "why":
			cur.Why, last = val, &cur.Why
		default:
			return nil, fail("unknown field %q", key)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return rules, nil
}

// quotedList reads space-separated Go-quoted strings.
func quotedList(s string) ([]string, error) {
	var out []string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		q, err := strconv.QuotedPrefix(s)
		if err != nil {
			return nil, fmt.Errorf("want Go-quoted strings, at %q", s)
		}
		v, _ := strconv.Unquote(q)
		out = append(out, v)
		s = s[len(q):]
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty list")
	}
	return out, nil
}

// A Change is one cell of a row that differs from the cell to its left.
type Change struct {
	From, To Cell
	Rules    []Rule // the rules that explain it
}

// Changes returns, for each two cells of row next to each other whose
// answers differ, the change and the rules that explain it.
func Changes(row Row, rules []Rule) []Change {
	var out []Change
	for i := 1; i < len(row.Cells); i++ {
		a, b := row.Cells[i-1], row.Cells[i]
		if a.Client || b.Client || a.Answer() == b.Answer() {
			continue
		}
		ch := Change{From: a, To: b}
		for _, r := range rules {
			if r.From == a.Dialect && r.To == b.Dialect && r.Explains(row.Base, row.Ref) {
				ch.Rules = append(ch.Rules, r)
			}
		}
		out = append(out, ch)
	}
	return out
}

// Check reports every change in m that no rule explains, every reference
// of a rule whose change is not in m, and every rule whose dialects are not next to
// each other or whose citations do not start with their documents.
func Check(m *Matrix, rules []Rule) error {
	var problems []string
	used := map[int]map[string]bool{} // rule line -> refs it explained
	for _, row := range m.Rows {
		for _, ch := range Changes(row, rules) {
			if len(ch.Rules) == 0 {
				problems = append(problems, fmt.Sprintf("line %d: %q against %q: %s %s -> %s %s: no rule in matrix_rules.txt says which rule changed",
					row.Line, row.Ref, row.Base, ch.From.Dialect, ch.From.Answer(), ch.To.Dialect, ch.To.Answer()))
			}
			for _, r := range ch.Rules {
				if used[r.Line] == nil {
					used[r.Line] = map[string]bool{}
				}
				used[r.Line][row.Ref] = true
			}
		}
	}
	specs := m.Specifications()
	for _, r := range rules {
		from := slices.Index(specs, r.From)
		switch {
		case from < 0 || from+1 >= len(specs) || specs[from+1] != r.To:
			problems = append(problems, fmt.Sprintf("rule at line %d: %s -> %s: want two specifications' dialects next to each other in %v", r.Line, r.From, r.To, specs))
		case !strings.HasPrefix(r.Old, dialectDoc(r.From)+", ") || !strings.HasPrefix(r.New, dialectDoc(r.To)+", "):
			problems = append(problems, fmt.Sprintf("rule at line %d: old must cite %s and new %s, each as \"DOCUMENT, Section ...\"", r.Line, dialectDoc(r.From), dialectDoc(r.To)))
		}
		for _, ref := range r.Refs {
			if !used[r.Line][ref] {
				problems = append(problems, fmt.Sprintf("rule at line %d (%s -> %s): %q: no such change in the matrix", r.Line, r.From, r.To, ref))
			}
		}
	}
	if len(problems) > 0 {
		return fmt.Errorf("matrix rules:\n\t%s", strings.Join(problems, "\n\t"))
	}
	return nil
}

// dialectDoc returns the document the named dialect models.
func dialectDoc(dialect string) string {
	for doc, d := range docDialect {
		if d == dialect {
			return doc
		}
	}
	return dialect
}
