package output

import (
	"errors"
	"io"
	"strings"
	"time"

	"github.com/parquet-go/parquet-go"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/migrate"
)

// The link table as Parquet (links.parquet), for DuckDB, Spark or pandas
// at corpus scale. The columns are typed: the offsets are integers, the
// capture date a timestamp, and the columns whose values repeat (the
// document, the verdicts, the causes, the layers) dictionary-encoded. The
// sides of the modern dialects are columns per dialect, named
// DIALECT_base, DIALECT_target, and so on, as in the TSV. A value taken
// from the document is written as text, as the TSV writes it (showText: a
// Latin-1 link of 1995 decoded), and where that text is not its bytes,
// they go exactly in the binary twin COLUMN_bytes, null otherwise; every
// such column has one (the TSV and the JSONL only those where bytes
// matter), named with the suffix of jsontwin.Suffix.

// A column is one column of the link table: its name, how it is stored,
// and how it is read from a row. The TSV and Parquet tables have the same
// columns (tableColumns), save the twins.
type column struct {
	name string
	kind int // colText, colLabel, colInt, colTime
	dict bool
	// bytes marks a text column whose twin the TSV and the JSONL carry too:
	// one where bytes matter (the raw value, the targets, the rewrite).
	bytes bool
	text  func(*migrate.Row) string
	num   func(*migrate.Row) int64
	// index and twin are the column's leaf index and its twin's (-1 if
	// none) in the Parquet schema.
	index, twin int
}

const (
	colText  = iota // a value from the document: shown as text (showText), with a twin
	colLabel        // one of migrate's own names: UTF-8
	colInt
	colTime
)

// tableColumns returns the link table's columns for the modern dialects
// named.
func tableColumns(to []string) []*column {
	text := func(name string, dict bool, f func(*migrate.Row) string) *column {
		return &column{name: name, kind: colText, dict: dict, text: f}
	}
	exact := func(name string, f func(*migrate.Row) string) *column {
		return &column{name: name, kind: colText, bytes: true, text: f}
	}
	label := func(name string, f func(*migrate.Row) string) *column {
		return &column{name: name, kind: colLabel, dict: true, text: f}
	}
	cols := []*column{
		text("document", true, func(r *migrate.Row) string { return r.Document }),
		text("file", true, func(r *migrate.Row) string { return r.File }),
		{name: "record_offset", kind: colInt, num: func(r *migrate.Row) int64 { return r.RecordOffset }},
		text("record", true, func(r *migrate.Row) string { return r.Record }),
		{name: "date", kind: colTime, text: func(r *migrate.Row) string { return r.Date }},
		text("element", true, func(r *migrate.Row) string { return r.Element }),
		text("attribute", true, func(r *migrate.Row) string { return r.Attribute }),
		{name: "offset", kind: colInt, num: func(r *migrate.Row) int64 { return int64(r.Offset) }},
		label("encoding", func(r *migrate.Row) string { return r.Encoding }),
		exact("raw", func(r *migrate.Row) string { return r.Raw }),
		label("from", func(r *migrate.Row) string { return r.From }),
		text("base_then", true, func(r *migrate.Row) string { return r.BaseThen }),
		label("base_then_layer", func(r *migrate.Row) string { return r.BaseThenLayer }),
		exact("target_then", func(r *migrate.Row) string { return r.TargetThen }),
		text("error_then", true, func(r *migrate.Row) string { return r.ErrorThen }),
	}
	for i, d := range to {
		side := func(r *migrate.Row) *migrate.Side { return sideOf(r, i) }
		p := columnName(d) + "_"
		cols = append(cols,
			text(p+"base", true, func(r *migrate.Row) string { return side(r).Base }),
			label(p+"base_layer", func(r *migrate.Row) string { return side(r).BaseLayer }),
			exact(p+"target", func(r *migrate.Row) string { return side(r).Target }),
			text(p+"error", true, func(r *migrate.Row) string { return side(r).Error }),
			label(p+"verdict", func(r *migrate.Row) string { return string(side(r).Verdict) }))
	}
	return append(cols,
		label("verdict", func(r *migrate.Row) string { return string(r.Verdict) }),
		label("cause", func(r *migrate.Row) string { return r.Cause }),
		exact("rewrite", func(r *migrate.Row) string { return r.Rewrite }),
		label("no_rewrite", func(r *migrate.Row) string { return r.NoRewrite }))
}

// columnsOf returns the link table's columns for cols: tableColumns, then
// the replay columns when cols has them.
func columnsOf(cols Columns) []*column {
	all := tableColumns(cols.To)
	if !cols.Replay {
		return all
	}
	label := func(name string, f func(*migrate.Row) string) *column {
		return &column{name: name, kind: colLabel, dict: true, text: f}
	}
	all = append(all, label("capture_then", func(r *migrate.Row) string { return r.CaptureThen }))
	for i, d := range cols.To {
		side := func(r *migrate.Row) *migrate.Side { return sideOf(r, i) }
		p := columnName(d) + "_"
		all = append(all,
			label(p+"capture_now", func(r *migrate.Row) string { return side(r).CaptureNow }),
			label(p+"replay", func(r *migrate.Row) string { return string(side(r).Replay) }))
	}
	return all
}

// sideOf is the row's side of the i-th modern dialect, an empty one if it
// has none.
func sideOf(r *migrate.Row, i int) *migrate.Side {
	if i < len(r.Now) {
		return &r.Now[i]
	}
	return &migrate.Side{}
}

// columnName is a dialect's name as a column's prefix: letters, digits
// and '_' (a name any SQL reads unquoted).
func columnName(d string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, d)
}

// ParquetSchema returns the link table's schema for the columns tc, and
// its columns with their leaf indexes.
func parquetSchema(tc Columns) (*parquet.Schema, []*column) {
	cols := columnsOf(tc)
	g := parquet.Group{}
	for _, c := range cols {
		var n parquet.Node
		switch c.kind {
		case colInt:
			n = parquet.Int(64)
		case colTime:
			n = parquet.Timestamp(parquet.Millisecond)
		default:
			n = parquet.String()
			if c.dict {
				n = parquet.Encoded(n, &parquet.RLEDictionary)
			}
		}
		g[c.name] = parquet.Optional(n)
		if c.kind == colText {
			g[c.name+jsontwin.Suffix] = parquet.Optional(parquet.Leaf(parquet.ByteArrayType))
		}
	}
	s := parquet.NewSchema("links", g)
	for _, c := range cols {
		leaf, _ := s.Lookup(c.name)
		c.index, c.twin = leaf.ColumnIndex, -1
		if c.kind == colText {
			leaf, _ = s.Lookup(c.name + jsontwin.Suffix)
			c.twin = leaf.ColumnIndex
		}
	}
	return s, cols
}

// A parquetWriter writes the link table as Parquet.
type parquetWriter struct {
	w    *parquet.GenericWriter[any]
	cols []*column
	n    int // leaf columns
	rows []parquet.Row
}

// parquetBatch is the number of rows handed to the writer at once; a row
// group holds at most parquetRowGroup rows, so that memory is bounded.
const (
	parquetBatch    = 256
	parquetRowGroup = 1 << 17
)

func newParquetWriter(out io.Writer, tc Columns) *parquetWriter {
	schema, cols := parquetSchema(tc)
	w := parquet.NewGenericWriter[any](out, schema,
		parquet.Compression(&parquet.Zstd),
		parquet.MaxRowsPerRowGroup(parquetRowGroup),
		parquet.CreatedBy("uridialect", strings.TrimPrefix(Software(), "uridialect/"), ""))
	return &parquetWriter{w: w, cols: cols, n: len(schema.Columns())}
}

func (p *parquetWriter) write(r *migrate.Row) error {
	row := make(parquet.Row, p.n)
	null := func(i int) { row[i] = parquet.NullValue().Level(0, 0, i) }
	for _, c := range p.cols {
		switch c.kind {
		case colInt:
			row[c.index] = parquet.Int64Value(c.num(r)).Level(0, 1, c.index)
			continue
		case colTime:
			t, err := time.Parse(time.RFC3339Nano, c.text(r))
			if err != nil {
				null(c.index)
			} else {
				row[c.index] = parquet.Int64Value(t.UnixMilli()).Level(0, 1, c.index)
			}
			continue
		}
		v := c.text(r)
		if v == "" {
			null(c.index)
			if c.twin >= 0 {
				null(c.twin)
			}
			continue
		}
		if c.twin >= 0 {
			if t := showText(v, r.Encoding); t == v {
				null(c.twin)
			} else {
				row[c.twin] = parquet.ByteArrayValue([]byte(v)).Level(0, 1, c.twin)
				v = t
			}
		}
		row[c.index] = parquet.ByteArrayValue([]byte(v)).Level(0, 1, c.index)
	}
	p.rows = append(p.rows, row)
	if len(p.rows) == parquetBatch {
		return p.flush()
	}
	return nil
}

func (p *parquetWriter) flush() error {
	_, err := p.w.WriteRows(p.rows)
	p.rows = p.rows[:0]
	return err
}

func (p *parquetWriter) close() error {
	return errors.Join(p.flush(), p.w.Close())
}
