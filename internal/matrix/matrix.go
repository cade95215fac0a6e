// Package matrix reads the behaviour matrix of testdata/matrix.txt (every
// published resolution example of every specification, with each dialect's
// expected answer) and the reviewed table of rule changes of
// testdata/matrix_rules.txt, and renders docs/differences.md from the two.
//
// The matrix format is described in the header of testdata/matrix.txt: "@base"
// directives, "# sources:" comments naming where the next row is printed,
// and rows of a Go-quoted reference followed by TAB-separated NAME=RESULT
// cells, RESULT being Go-quoted or the bare word error.
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

// Error is the cell text of a resolution that must fail.
const Error = "error"

// A Matrix is the whole table: the dialect columns, in order, and the rows.
type Matrix struct {
	Dialects []string
	// Clients are the columns of client profiles (each named by an
	// "@client NAME DESCRIPTION" directive of the file), which follow the
	// specifications' columns; ClientDocs describes each.
	// They take no part in Differs, Changes or Check: a client's answers
	// are not a rule change of the specifications.
	Clients    []string
	ClientDocs map[string]string
	Rows       []Row
}

// Specifications returns the columns that are not clients, in order.
func (m *Matrix) Specifications() []string {
	var out []string
	for _, d := range m.Dialects {
		if !slices.Contains(m.Clients, d) {
			out = append(out, d)
		}
	}
	return out
}

// A Row is one published (base, reference) pair and each dialect's answer.
type Row struct {
	Line    int // of the row in the file
	Base    string
	Ref     string
	Sources []Source
	Cells   []Cell // one per dialect, in the order of Matrix.Dialects
}

// A Cell is one dialect's expected answer.
type Cell struct {
	Dialect string
	Result  string // the resolved reference, when !Err
	Err     bool   // resolution must fail
	Client  bool   // the column is a client profile's
}

// Answer is the cell as one comparable string: the result, or "error".
func (c Cell) Answer() string {
	if c.Err {
		return Error
	}
	return strconv.Quote(c.Result)
}

// A Source is one place where a pair is printed, written in the matrix as
// "DOCUMENT SECTION line N" with an optional remark after it.
type Source struct {
	Doc     string // "RFC 1808", "draft-ietf-uri-relative-url-01"
	Section string // "5.1", "C.2", "Examples"
	Line    int
	Remark  string // "(as line 592)"
}

// String renders the source as it is written in the matrix.
func (s Source) String() string {
	out := s.Doc + " " + s.Section + " line " + strconv.Itoa(s.Line)
	if s.Remark != "" {
		out += " " + s.Remark
	}
	return out
}

// Dialect returns the name of the dialect that models the source's
// document.
func (s Source) Dialect() string { return docDialect[s.Doc] }

// docDialect maps each document to the dialect that models it.
var docDialect = map[string]string{
	"RFC 1630":                       "rfc1630",
	"draft-ietf-uri-relative-url-01": "draft01",
	"RFC 1808":                       "rfc1808",
	"RFC 2396":                       "rfc2396",
	"RFC 3986":                       "rfc3986",
	"URL Standard":                   "whatwg",
}

// Differs reports whether the specifications' dialects do not all give
// the same answer (the clients' columns are left out).
func (r Row) Differs() bool {
	for _, c := range r.Cells[1:] {
		if !c.Client && c.Answer() != r.Cells[0].Answer() {
			return true
		}
	}
	return false
}

// ClientsDiffer reports whether a client's answer differs from the answer
// of the dialect named ref.
func (r Row) ClientsDiffer(ref string) bool {
	want, _ := r.Cell(ref)
	for _, c := range r.Cells {
		if c.Client && c.Answer() != want.Answer() {
			return true
		}
	}
	return false
}

// Cell returns the cell of the named dialect.
func (r Row) Cell(dialect string) (Cell, bool) {
	for _, c := range r.Cells {
		if c.Dialect == dialect {
			return c, true
		}
	}
	return Cell{}, false
}

// ReadFile reads a matrix file.
func ReadFile(path string) (*Matrix, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, path)
}

// Read reads a matrix from r; name is used in error messages.
func Read(r io.Reader, name string) (*Matrix, error) {
	var (
		m       Matrix
		base    string
		hasBase bool
		sources []Source
		sc      = bufio.NewScanner(r)
		n       = 0
		seen    = map[[2]string]int{}
	)
	for sc.Scan() {
		n++
		line := sc.Text()
		fail := func(format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
		}
		switch {
		case strings.HasPrefix(line, "# sources:"):
			if sources != nil {
				return nil, fail("two sources lines for one row")
			}
			for _, s := range strings.Split(strings.TrimPrefix(line, "# sources:"), ";") {
				src, err := parseSource(strings.TrimSpace(s))
				if err != nil {
					return nil, fail("%v", err)
				}
				sources = append(sources, src)
			}
		case strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "@base "):
			b, err := strconv.Unquote(strings.TrimSpace(strings.TrimPrefix(line, "@base ")))
			if err != nil {
				return nil, fail("@base wants a Go-quoted string: %v", err)
			}
			base, hasBase = b, true
		case strings.HasPrefix(line, "@client "):
			if m.Rows != nil {
				return nil, fail("@client before the rows")
			}
			name, doc, _ := strings.Cut(strings.TrimSpace(strings.TrimPrefix(line, "@client ")), " ")
			if m.ClientDocs == nil {
				m.ClientDocs = map[string]string{}
			}
			m.Clients = append(m.Clients, name)
			m.ClientDocs[name] = strings.TrimSpace(doc)
		case strings.HasPrefix(line, "@"):
			return nil, fail("unknown directive %q", line)
		default:
			if !hasBase {
				return nil, fail("row before any @base")
			}
			if len(sources) == 0 {
				return nil, fail("row without a # sources: line")
			}
			row, err := parseRow(line)
			if err != nil {
				return nil, fail("%v", err)
			}
			row.Line, row.Base, row.Sources = n, base, sources
			sources = nil
			names := make([]string, len(row.Cells))
			for i, c := range row.Cells {
				names[i] = c.Dialect
				row.Cells[i].Client = slices.Contains(m.Clients, c.Dialect)
			}
			if m.Dialects == nil {
				m.Dialects = names
			} else if strings.Join(names, " ") != strings.Join(m.Dialects, " ") {
				return nil, fail("columns %v, want %v as in the first row", names, m.Dialects)
			}
			key := [2]string{row.Base, row.Ref}
			if prev, dup := seen[key]; dup {
				return nil, fail("pair (%q, %q) already at line %d: merge the sources", row.Base, row.Ref, prev)
			}
			seen[key] = n
			m.Rows = append(m.Rows, row)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if sources != nil {
		return nil, fmt.Errorf("%s: # sources: line without a row after it", name)
	}
	return &m, nil
}

func parseRow(line string) (Row, error) {
	fields := strings.Split(line, "\t")
	ref, err := strconv.Unquote(fields[0])
	if err != nil {
		return Row{}, fmt.Errorf("reference %s: want a Go-quoted string", fields[0])
	}
	row := Row{Ref: ref}
	for _, f := range fields[1:] {
		name, val, ok := strings.Cut(f, "=")
		if !ok || name == "" {
			return Row{}, fmt.Errorf("cell %q: want NAME=RESULT", f)
		}
		c := Cell{Dialect: name}
		if val == Error {
			c.Err = true
		} else if c.Result, err = strconv.Unquote(val); err != nil {
			return Row{}, fmt.Errorf("cell %q: want a Go-quoted result or %s", f, Error)
		}
		row.Cells = append(row.Cells, c)
	}
	if len(row.Cells) == 0 {
		return Row{}, fmt.Errorf("row without cells")
	}
	return row, nil
}

func parseSource(s string) (Source, error) {
	for doc := range docDialect {
		rest, ok := strings.CutPrefix(s, doc+" ")
		if !ok {
			continue
		}
		sec, rest, _ := strings.Cut(rest, " ")
		rest, ok = strings.CutPrefix(rest, "line ")
		if !ok || sec == "" {
			break
		}
		num, remark, _ := strings.Cut(rest, " ")
		n, err := strconv.Atoi(num)
		if err != nil || n <= 0 {
			break
		}
		return Source{Doc: doc, Section: sec, Line: n, Remark: remark}, nil
	}
	return Source{}, fmt.Errorf("source %q: want DOCUMENT SECTION line N, DOCUMENT one of RFC 1630, draft-ietf-uri-relative-url-01, RFC 1808, RFC 2396, RFC 3986", s)
}
