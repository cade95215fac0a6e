package archive

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
)

// Column names a link table's header line may use, lower case. A table
// needs a document column and a reference column; the others are
// optional, and columns not named here are kept in Link.Extra.
var (
	documentColumns  = []string{"document", "document_url", "url", "page", "page_url", "source", "source_url", "src", "from"}
	baseColumns      = []string{"base", "base_url"}
	referenceColumns = []string{"reference", "ref", "href", "link", "target", "target_url", "to", "dst"}
	dateColumns      = []string{"date", "timestamp", "time", "crawl_date", "capture_date"}
	elementColumns   = []string{"element", "tag"}
	attributeColumns = []string{"attribute", "attr"}
)

// columns maps a table's header to the fields of a Link.
type columns struct {
	names                                    []string
	document, base, reference, date, el, att int
}

func newColumns(names []string) (*columns, error) {
	c := &columns{names: names, document: -1, base: -1, reference: -1, date: -1, el: -1, att: -1}
	for i, n := range names {
		n = strings.ToLower(strings.TrimSpace(n))
		for _, slot := range []struct {
			to    *int
			names []string
		}{{&c.document, documentColumns}, {&c.base, baseColumns}, {&c.reference, referenceColumns},
			{&c.date, dateColumns}, {&c.el, elementColumns}, {&c.att, attributeColumns}} {
			if *slot.to < 0 && contains(slot.names, n) {
				*slot.to = i
				break
			}
		}
	}
	if c.document < 0 || c.reference < 0 {
		return nil, fmt.Errorf("header %q names no document column (%s) or no reference column (%s)",
			strings.Join(names, ","), strings.Join(documentColumns, "|"), strings.Join(referenceColumns, "|"))
	}
	return c, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// link builds a Link from a row's values, in header order.
func (c *columns) link(values []string) (Link, error) {
	if len(values) <= max(c.document, c.reference) {
		return Link{}, fmt.Errorf("row has %d fields; the header names %d", len(values), len(c.names))
	}
	get := func(i int) string {
		if i >= 0 && i < len(values) {
			return values[i]
		}
		return ""
	}
	l := Link{Document: get(c.document), Base: get(c.base), Reference: get(c.reference),
		Date: get(c.date), Element: get(c.el), Attribute: get(c.att)}
	for i, v := range values {
		if i == c.document || i == c.base || i == c.reference || i == c.date || i == c.el || i == c.att {
			continue
		}
		name := fmt.Sprintf("column%d", i+1)
		if i < len(c.names) {
			name = c.names[i]
		}
		l.Extra = append(l.Extra, [2]string{name, v})
	}
	return l, nil
}

// unescapeTSV undoes the escaping of the batch format's fields (a
// backslash before \, and \t, \n, \r for TAB, LF and CR).
var unescapeTSV = strings.NewReplacer(`\\`, `\`, `\t`, "\t", `\n`, "\n", `\r`, "\r")

// tableParser reads a link table, one record a row. Each row is a record
// of type "link" carrying one Link; a row that cannot be read is a failed
// record naming its line.
type tableParser struct {
	kind Format
	cols *columns
	line int
}

func (p *tableParser) format() Format  { return p.kind }
func (p *tableParser) marks() [][]byte { return nil }

func (p *tableParser) next(s *stream, r *Reader) (*Record, error) {
	for {
		start := s.pos()
		raw, err := s.br.ReadSlice('\n')
		if err == bufioFull {
			// A line longer than the buffer: ReadSlice's result is only
			// valid until the next read, so the line is copied before
			// reading on.
			raw = bytes.Clone(raw)
			for err == bufioFull {
				var more []byte
				more, err = s.br.ReadSlice('\n')
				raw = append(raw, more...)
			}
		}
		if len(raw) == 0 && err != nil {
			return nil, errOnlyBlankLines
		}
		p.line++
		text := strings.TrimRight(string(raw), "\r\n")
		if strings.TrimSpace(text) == "" {
			continue
		}
		rec := &Record{Format: p.kind, Type: "link", Offset: start, Length: s.pos() - start}
		var values []string
		switch p.kind {
		case FormatJSONL:
			values, err = p.jsonRow([]byte(text))
		case FormatCSV:
			values, err = csv.NewReader(strings.NewReader(text)).Read()
		default:
			values = strings.Split(text, "\t")
			for i, v := range values {
				values[i] = unescapeTSV.Replace(v)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", p.line, err)
		}
		if p.cols == nil && p.kind != FormatJSONL {
			if p.cols, err = newColumns(values); err != nil {
				return nil, fmt.Errorf("line %d: %v", p.line, err)
			}
			continue
		}
		l, err := p.cols.link(values)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", p.line, err)
		}
		rec.URI, rec.Links = l.Document, []Link{l}
		return rec, nil
	}
}

// jsonRow reads one JSONL object into values in the order of the keys of
// the first object, which serve as the header; later keys are appended.
func (p *tableParser) jsonRow(line []byte) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("not a JSON object")
	}
	var keys, vals []string
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		keys = append(keys, k.(string))
		switch x := v.(type) {
		case string:
			vals = append(vals, x)
		case nil:
			vals = append(vals, "")
		default:
			b, _ := json.Marshal(x)
			vals = append(vals, string(b))
		}
	}
	// The JSON uridialect writes (a migrate link table) keeps bytes that
	// are not UTF-8 in twins (package jsontwin).
	keys, vals, err = jsontwin.Untwin(keys, vals)
	if err != nil {
		return nil, err
	}
	if p.cols == nil {
		if p.cols, err = newColumns(keys); err != nil {
			return nil, err
		}
	}
	values := make([]string, len(p.cols.names))
	for i, k := range keys {
		j := indexOf(p.cols.names, k)
		if j < 0 {
			p.cols.names = append(p.cols.names, k)
			values = append(values, "")
			j = len(values) - 1
		}
		values[j] = vals[i]
	}
	return values, nil
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}
