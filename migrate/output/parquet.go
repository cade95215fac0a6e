package output

import (
	"errors"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/parquet-go/parquet-go"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/migrate"
)

// The link table as Parquet (links.parquet), for DuckDB, Spark or pandas
// at corpus scale. The columns are typed: the offsets are integers, the
// capture date a timestamp, and the columns whose values repeat (the
// document, the verdicts, the causes, the layers) dictionary-encoded. The
// sides of the modern dialects are columns per dialect, named
// DIALECT_base, DIALECT_target, and so on. Parquet's strings are UTF-8,
// so a value that is not (a Latin-1 link of 1995) is written with U+FFFD
// for its bad bytes, as the JSON is, and its exact bytes go in the binary
// twin COLUMN_bytes, null for a value that is UTF-8: the twin of the
// JSON's KEY_bytes, of the same suffix (jsontwin.Suffix).

// A parquetColumn is one column of the link table: its name, how it is
// stored, and how it is read from a row.
type parquetColumn struct {
	name string
	kind int // colText, colLabel, colInt, colTime
	dict bool
	text func(*migrate.Row) string
	num  func(*migrate.Row) int64
	// index and twin are the column's leaf index and its twin's (-1 if
	// none) in the schema.
	index, twin int
}

const (
	colText  = iota // a string that may not be UTF-8: with a twin
	colLabel        // one of migrate's own names: UTF-8
	colInt
	colTime
)

// parquetColumns returns the link table's columns for cols: the replay
// columns (capture_then, DIALECT_capture_now, DIALECT_replay) after the
// others.
func parquetColumns(tc Columns) []*parquetColumn {
	text := func(name string, dict bool, f func(*migrate.Row) string) *parquetColumn {
		return &parquetColumn{name: name, kind: colText, dict: dict, text: f}
	}
	label := func(name string, f func(*migrate.Row) string) *parquetColumn {
		return &parquetColumn{name: name, kind: colLabel, dict: true, text: f}
	}
	cols := []*parquetColumn{
		text("document", true, func(r *migrate.Row) string { return r.Document }),
		text("file", true, func(r *migrate.Row) string { return r.File }),
		{name: "record_offset", kind: colInt, num: func(r *migrate.Row) int64 { return r.RecordOffset }},
		text("record", true, func(r *migrate.Row) string { return r.Record }),
		{name: "date", kind: colTime, text: func(r *migrate.Row) string { return r.Date }},
		text("element", true, func(r *migrate.Row) string { return r.Element }),
		text("attribute", true, func(r *migrate.Row) string { return r.Attribute }),
		{name: "offset", kind: colInt, num: func(r *migrate.Row) int64 { return int64(r.Offset) }},
		text("raw", false, func(r *migrate.Row) string { return r.Raw }),
		label("from", func(r *migrate.Row) string { return r.From }),
		text("base_then", true, func(r *migrate.Row) string { return r.BaseThen }),
		label("base_then_layer", func(r *migrate.Row) string { return r.BaseThenLayer }),
		text("target_then", false, func(r *migrate.Row) string { return r.TargetThen }),
		text("error_then", true, func(r *migrate.Row) string { return r.ErrorThen }),
	}
	side := func(r *migrate.Row, i int) *migrate.Side {
		if i < len(r.Now) {
			return &r.Now[i]
		}
		return &migrate.Side{}
	}
	for i, d := range tc.To {
		side := func(r *migrate.Row) *migrate.Side { return side(r, i) }
		p := columnName(d) + "_"
		cols = append(cols,
			text(p+"base", true, func(r *migrate.Row) string { return side(r).Base }),
			label(p+"base_layer", func(r *migrate.Row) string { return side(r).BaseLayer }),
			text(p+"target", false, func(r *migrate.Row) string { return side(r).Target }),
			text(p+"error", true, func(r *migrate.Row) string { return side(r).Error }),
			label(p+"verdict", func(r *migrate.Row) string { return string(side(r).Verdict) }))
	}
	cols = append(cols,
		label("verdict", func(r *migrate.Row) string { return string(r.Verdict) }),
		label("cause", func(r *migrate.Row) string { return r.Cause }),
		text("rewrite", false, func(r *migrate.Row) string { return r.Rewrite }),
		label("no_rewrite", func(r *migrate.Row) string { return r.NoRewrite }))
	if !tc.Replay {
		return cols
	}
	cols = append(cols, label("capture_then", func(r *migrate.Row) string { return r.CaptureThen }))
	for i, d := range tc.To {
		p := columnName(d) + "_"
		cols = append(cols,
			label(p+"capture_now", func(r *migrate.Row) string { return side(r, i).CaptureNow }),
			label(p+"replay", func(r *migrate.Row) string { return string(side(r, i).Replay) }))
	}
	return cols
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
func parquetSchema(tc Columns) (*parquet.Schema, []*parquetColumn) {
	cols := parquetColumns(tc)
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
	cols []*parquetColumn
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
			if utf8.ValidString(v) {
				null(c.twin)
			} else {
				row[c.twin] = parquet.ByteArrayValue([]byte(v)).Level(0, 1, c.twin)
				v = validUTF8(v)
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

// validUTF8 is s with each byte that is not part of UTF-8 replaced by
// U+FFFD, as encoding/json writes it.
func validUTF8(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString("\uFFFD")
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}
